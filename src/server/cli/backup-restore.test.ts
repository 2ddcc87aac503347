import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCalendarEventInput } from '#tests/fixtures/calendar-event.ts';
import { httpRequest, httpRequestWhenNotBusy } from '#tests/support/http-client.ts';
import { payForSprinklerPermit } from '#tests/support/sandbox-permit.ts';
import { startServerProcess, type ServerProcess } from '#tests/support/server-process.ts';

const ADMIN = { username: 'marshal', password: 'correct horse battery' };
const DEPUTY = { username: 'deputy', password: 'ochre sparrow tinfoil ridge' };

/** Runs an npm script's command as `npm run NAME -- ARGS` would, with the given environment. */
function runCli(
  script: 'backup' | 'restore' | 'admin',
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      path.resolve('node_modules/.bin/node'),
      [`src/server/cli/${script}.ts`, ...args],
      { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('npm run backup and npm run restore (SQLite)', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  function temporaryDir(name: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `fire-${name}-`));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  }
  async function startServer(dataDir: string): Promise<ServerProcess> {
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'no-build'),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
    cleanups.push(server.stop);
    return server;
  }
  async function logIn(origin: string, account: { username: string; password: string }) {
    const response = await httpRequestWhenNotBusy(`${origin}/api/auth/login`, { json: account });
    expect(response.status, response.text()).toBe(200);
    return `Bearer ${response.json<{ token: string }>().token}`;
  }
  async function addEvent(origin: string, authorization: string, title: string) {
    const response = await httpRequest(`${origin}/api/calendar/events`, {
      headers: { authorization },
      json: buildCalendarEventInput({ title }),
    });
    expect(response.status, response.text()).toBe(201);
    return response.json<{ event: { id: string } }>().event.id;
  }

  it('copies a running server’s database during writes; the restored copy serves every application, event and account', async () => {
    const liveDir = temporaryDir('live');
    const live = await startServer(liveDir);
    const authorization = await logIn(live.origin, ADMIN);
    const deputy = await runCli('admin', ['add', DEPUTY.username], {
      DATA_DIR: liveDir,
      ADMIN_PASSWORD: DEPUTY.password,
    });
    expect(deputy.status, deputy.stderr).toBe(0);

    const eventIds: string[] = [];
    const applicationIds: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      eventIds.push(await addEvent(live.origin, authorization, `Before the backup ${index}`));
    }
    for (let index = 0; index < 3; index += 1) {
      applicationIds.push((await payForSprinklerPermit(live.origin)).applicationId);
    }

    // Writes keep arriving while the backup runs.
    let isWriting = true;
    const writtenDuringBackup: string[] = [];
    const writer = (async () => {
      for (let index = 0; isWriting; index += 1) {
        writtenDuringBackup.push(await addEvent(live.origin, authorization, `During ${index}`));
      }
    })();
    const backupFile = path.join(temporaryDir('backup'), 'district-backup.sqlite');
    const backup = await runCli('backup', [backupFile], { DATA_DIR: liveDir });
    isWriting = false;
    await writer;
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`to ${backupFile}`);
    expect(writtenDuringBackup.length).toBeGreaterThan(0);

    // A fresh DATA_DIR on another "machine": restore, then start a server on it.
    const freshDir = temporaryDir('fresh');
    const restore = await runCli('restore', [backupFile], { DATA_DIR: freshDir });
    expect(restore.status, restore.stderr).toBe(0);
    const restored = await startServer(freshDir);

    const events = (await httpRequest(`${restored.origin}/api/calendar/events`)).json<
      Array<{ id: string; title: string }>
    >();
    const restoredIds = new Set(events.map((event) => event.id));
    for (const id of eventIds) expect(restoredIds).toContain(id);
    // A consistent snapshot: every restored event is one the live server wrote, none half-written.
    for (const event of events) {
      expect([...eventIds, ...writtenDuringBackup]).toContain(event.id);
      expect(event.title).toMatch(/^(Before the backup|During) \d+$/);
    }

    const restoredAdmin = await logIn(restored.origin, ADMIN);
    await logIn(restored.origin, DEPUTY);
    const applications = await httpRequest(`${restored.origin}/api/admin/permits`, {
      headers: { authorization: restoredAdmin },
    });
    expect(applications.status).toBe(200);
    for (const id of applicationIds) expect(applications.text()).toContain(id);
  }, 90_000);

  it('refuses to restore while a server runs on DATA_DIR, and leaves its database alone', async () => {
    const dataDir = temporaryDir('running');
    const server = await startServer(dataDir);
    const authorization = await logIn(server.origin, ADMIN);
    const keptEventId = await addEvent(server.origin, authorization, 'Still here');

    const otherDir = temporaryDir('other');
    const other = await startServer(otherDir);
    await other.stop();
    const backupFile = path.join(temporaryDir('backup'), 'empty.sqlite');
    expect((await runCli('backup', [backupFile], { DATA_DIR: otherDir })).status).toBe(0);

    const refused = await runCli('restore', [backupFile], { DATA_DIR: dataDir });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`A server is running on ${dataDir}`);
    expect(refused.stderr).toContain('Stop it first');
    const events = (await httpRequest(`${server.origin}/api/calendar/events`)).json();
    expect(events.map((event: { id: string }) => event.id)).toEqual([keptEventId]);

    // Once stopped, the restore goes ahead and keeps the replaced database beside it.
    await server.stop();
    const restored = await runCli('restore', [backupFile], { DATA_DIR: dataDir });
    expect(restored.status, restored.stderr).toBe(0);
    expect(fs.readdirSync(dataDir).some((name) => name.includes('before-restore'))).toBe(true);
  }, 90_000);

  it('refuses a file that is not a backup of this app', async () => {
    const dataDir = temporaryDir('target');
    const notBackup = path.join(dataDir, 'notes.txt');
    fs.writeFileSync(notBackup, 'not a database');
    const refused = await runCli('restore', [notBackup], { DATA_DIR: dataDir });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('The restore failed');
    expect(fs.existsSync(path.join(dataDir, 'district.sqlite'))).toBe(false);
  });
});
