import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from './free-port.ts';

// database-outage.test.ts imports it from here with the cluster it starts.
export { findFreePort };

/** The newest PostgreSQL server binaries Debian installed, if any (.ci/run installs them). */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : undefined;
}

export interface ThrowawayPostgres {
  url: string;
  stop: () => void;
  start: () => void;
  destroy: () => void;
}

/**
 * A PostgreSQL cluster of its own in a temporary folder on a free loopback port, for tests that
 * stop and start the database. PostgreSQL refuses to run as root, so as root it runs as the
 * `postgres` user, as in .ci/run.
 */
export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const port = await findFreePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-outage-pg-'));
  const isRoot = process.getuid?.() === 0;
  if (isRoot) execFileSync('chown', ['postgres', dir]);
  const run = (command: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], {
          stdio: 'ignore',
        })
      : execFileSync(path.join(bin, command), args, { stdio: 'ignore' });
  const dataDir = path.join(dir, 'data');
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
    ]);
  const stop = () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  start();
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'fire']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/fire`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
