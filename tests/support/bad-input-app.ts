import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createAppDeps } from '#server/create-deps.ts';
import { addAdmin } from '#server/features/auth/auth-accounts.service.ts';
import type { Probe } from './bad-input-probes.ts';
import { TEST_ADMIN, TEST_LIMITS, createTestClock } from './test-app.ts';
import type { TestStore } from './test-db.ts';
import { buildTestEnv } from './test-env.ts';

const ERROR_LEVEL = 50;

/**
 * The app the bad-input tests probe, on one store: an administrator logged in, a second session
 * logged out (its token revoked), and a check after each test that nothing was logged at error
 * level. `findProblems` sends probes and lists every answer that breaks the house rule.
 */
export function useBadInputApp(store: TestStore) {
  let app: FastifyInstance;
  let handle: Awaited<ReturnType<typeof store.open>>;
  let dataDir: string;
  let adminToken: string;
  let revokedToken: string;
  let advanceClock: (ms: number) => void;
  const errorLogs: string[] = [];

  beforeAll(async () => {
    handle = await store.open();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bad-input-test-'));
    const testClock = createTestClock();
    advanceClock = testClock.advance;
    await addAdmin(
      { db: handle.db, clock: testClock.clock },
      TEST_ADMIN.username,
      TEST_ADMIN.password,
    );
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) {
          if (!line.trim()) continue;
          const entry = JSON.parse(line) as {
            level: number;
            msg?: string;
            err?: { message?: string; stack?: string };
          };
          if (entry.level < ERROR_LEVEL) continue;
          const ours = entry.err?.stack?.split('\n').find((frame) => frame.includes('/src/'));
          errorLogs.push(`${entry.msg}: ${entry.err?.message} ${ours?.trim() ?? ''}`);
        }
        done();
      },
    });
    app = await buildApp(
      createAppDeps({
        env: buildTestEnv({ DATA_DIR: dataDir, STRIPE_WEBHOOK_SECRET: 'whsec_bad_input_test' }),
        db: handle.db,
        dbKind: handle.kind,
        clock: testClock.clock,
        logger: { level: 'warn', stream: logStream },
        limits: TEST_LIMITS,
      }),
    );
    const logIn = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: TEST_ADMIN,
      });
      expect(response.statusCode, response.body).toBe(200);
      return `Bearer ${response.json<{ token: string }>().token}`;
    };
    adminToken = await logIn();
    revokedToken = await logIn();
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: revokedToken },
    });
    expect(logout.statusCode).toBe(200);
  });

  afterAll(async () => {
    await app.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  afterEach(() => {
    expect(errorLogs.splice(0), 'error-level log lines').toEqual([]);
  });

  /** Sends each probe and returns a line for every answer that breaks the rule. */
  async function findProblems(probes: (Probe & { ok?: boolean })[]): Promise<string[]> {
    const problems: string[] = [];
    for (const probe of probes) {
      const { label, ok: allowSuccess, ...request } = probe;
      let response;
      try {
        response = await app.inject(request);
      } catch (error) {
        problems.push(
          `${probe.method} ${probe.url.slice(0, 80)} [${label}]: inject threw ${String(error)}`,
        );
        continue;
      }
      const where = `${probe.method} ${probe.url.slice(0, 80)} [${label}] → ${response.statusCode}`;
      const status = response.statusCode;
      const isApi = new URL(probe.url, 'http://x').pathname.startsWith('/api');
      if (status >= 500) {
        problems.push(`${where}: ${response.body.slice(0, 300)}`);
        continue;
      }
      if (status < 400) {
        if (
          status >= 200 &&
          status < 300 &&
          isApi &&
          !allowSuccess &&
          probe.method !== 'GET' &&
          probe.method !== 'HEAD'
        ) {
          problems.push(`${where}: accepted bad input ${response.body.slice(0, 200)}`);
        }
        continue;
      }
      if (!isApi || probe.method === 'HEAD') continue;
      let body: unknown;
      try {
        body = response.json();
      } catch {
        problems.push(`${where}: not JSON: ${response.body.slice(0, 200)}`);
        continue;
      }
      const error = (body as { error?: { code?: unknown; message?: unknown } }).error;
      if (
        typeof error?.code !== 'string' ||
        typeof error.message !== 'string' ||
        error.message === ''
      ) {
        problems.push(`${where}: not { error: { code, message } }: ${response.body.slice(0, 200)}`);
      }
      if (!String(response.headers['content-type']).startsWith('application/json')) {
        problems.push(`${where}: content-type ${String(response.headers['content-type'])}`);
      }
    }
    return problems;
  }

  const auth = () => ({ authorization: adminToken });

  return {
    get app() {
      return app;
    },
    get handle() {
      return handle;
    },
    get adminToken() {
      return adminToken;
    },
    get revokedToken() {
      return revokedToken;
    },
    advanceClock: (ms: number) => advanceClock(ms),
    auth,
    findProblems,
  };
}
