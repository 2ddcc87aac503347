import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from './free-port.ts';

export interface OwnE2eServer {
  url: string;
  /** The server's DATA_DIR: its database and, without SMTP_URL, its outbox of .eml files. */
  dataDir: string;
  stop: () => void;
}

async function waitForServer(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The ${name} server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The ${name} server did not answer at ${url}`);
}

/**
 * Starts `node src/server/main.ts` on a free port with a fresh DATA_DIR and the given extra
 * environment, for e2e specs that need a differently configured server than the shared one.
 */
export async function startOwnE2eServer(
  name: string,
  env: Record<string, string>,
): Promise<OwnE2eServer> {
  const port = await findFreePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fire-e2e-${name}-`));
  const child = spawn(path.resolve('node_modules/.bin/node'), ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: process.env.DIST_DIR ?? 'dist/web',
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      SMTP_URL: '',
      DATABASE_URL: '',
      ADMIN_USERNAME: '',
      ADMIN_PASSWORD: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${url}/`, child, name);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, dataDir: env.DATA_DIR ?? dataDir, stop };
}
