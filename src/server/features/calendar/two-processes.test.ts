import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createAppDeps } from '#server/create-deps.ts';
import { createDb } from '#server/db/create-db.ts';
import { buildCalendarEventInput } from '#tests/fixtures/calendar-event.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { buildTestEnv } from '#tests/support/test-env.ts';
import { openTestApp, TEST_ADMIN, TEST_LIMITS } from '#tests/support/test-app.ts';

const postgres = storesUnderTest().find((store) => store.kind === 'postgres');

// Sessions, throttling and events live in the database, so two servers on one PostgreSQL act as one.
describe.skipIf(!postgres)('two server processes on one PostgreSQL', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /**
   * A test app on PostgreSQL, and a second app on the same database with its own connection
   * pool, as a second process would have; both are closed after the test.
   */
  async function openTwoApps(now: string) {
    const first = await openTestApp(postgres!);
    cleanups.push(first.close);
    const secondDb = createDb({ databaseUrl: first.url });
    cleanups.push(() => secondDb.db.destroy());
    const second = await buildApp(
      createAppDeps({
        env: buildTestEnv(),
        db: secondDb.db,
        dbKind: secondDb.kind,
        clock: () => new Date(now),
        limits: TEST_LIMITS,
      }),
    );
    cleanups.push(() => second.close());
    return { first, second };
  }

  it('logs in on one app, adds through the other, and each sees the other’s writes', async () => {
    const { first, second } = await openTwoApps('2026-03-02T16:00:00.000Z');

    const authorization = await first.logInAsAdmin();
    const added = await second.inject({
      method: 'POST',
      url: '/api/calendar/events',
      headers: { authorization },
      payload: buildCalendarEventInput({ title: 'Added through the second process' }),
    });
    expect(added.statusCode).toBe(201);
    const listed = await first.app.inject({ method: 'GET', url: '/api/calendar/events' });
    expect(listed.json()).toEqual([added.json().event]);

    // Logging out on the first ends the session on the second too.
    await first.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization } });
    const afterLogout = await second.inject({
      method: 'DELETE',
      url: `/api/calendar/events/${added.json().event.id}`,
      headers: { authorization },
    });
    expect(afterLogout.statusCode).toBe(401);
  });

  it('serves the calendar feed from both apps, each seeing the other’s add through the shared version', async () => {
    const { first, second } = await openTwoApps('2026-03-02T16:05:00.000Z');
    const feedOf = (app: typeof second, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/api/calendar/events.ics', headers });

    // Both render and cache the empty calendar under the same version.
    const firstEmpty = await feedOf(first.app);
    const secondEmpty = await feedOf(second);
    expect(secondEmpty.headers.etag).toBe(firstEmpty.headers.etag);

    const authorization = await first.logInAsAdmin();
    const added = await second.inject({
      method: 'POST',
      url: '/api/calendar/events',
      headers: { authorization },
      payload: buildCalendarEventInput({ title: 'Added on the second app' }),
    });
    expect(added.statusCode).toBe(201);

    // The first app never saw the add, yet its cached feed is stale and it says so.
    const firstAfter = await feedOf(first.app, {
      'if-none-match': firstEmpty.headers.etag as string,
    });
    expect(firstAfter.statusCode).toBe(200);
    expect(firstAfter.body).toContain('SUMMARY:Added on the second app');
    const secondAfter = await feedOf(second);
    expect(secondAfter.headers.etag).toBe(firstAfter.headers.etag);
    expect(secondAfter.body).toBe(firstAfter.body);
    expect(
      (await feedOf(second, { 'if-none-match': firstAfter.headers.etag as string })).statusCode,
    ).toBe(304);
  });

  it('counts failed logins across both apps', async () => {
    const { first, second } = await openTwoApps('2026-03-02T16:00:00.000Z');

    const wrong = { username: TEST_ADMIN.username, password: 'wrong password!' };
    // The free tries of one address and username pair, split between the apps.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const app = attempt % 2 === 0 ? first.app : second;
      expect(
        (await app.inject({ method: 'POST', url: '/api/auth/login', payload: wrong })).statusCode,
      ).toBe(401);
    }
    const throttled = await first.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: TEST_ADMIN,
    });
    expect(throttled.statusCode).toBe(429);
  });

  it('works with two real server processes started by `node src/server/main.ts`', async () => {
    const store = await postgres!.open();
    cleanups.push(store.close);

    async function startServer(): Promise<{ origin: string; child: ChildProcess }> {
      const child = spawn(process.execPath, ['src/server/main.ts'], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: '0',
          LOG_LEVEL: 'info',
          DATABASE_URL: store.url,
          DATA_DIR: '/tmp/fire-two-processes',
          DIST_DIR: '/tmp/fire-two-processes/no-build',
          ADMIN_USERNAME: TEST_ADMIN.username,
          ADMIN_PASSWORD: TEST_ADMIN.password,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      cleanups.push(async () => {
        if (child.exitCode === null) {
          child.kill('SIGTERM');
          await once(child, 'exit');
        }
      });
      let output = '';
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const origin = await new Promise<string>((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`Server exited with ${code}:\n${output}`)));
      });
      return { origin, child };
    }

    // Started one after the other, as a deploy would: both run the migrations and the admin bootstrap.
    const one = await startServer();
    const two = await startServer();

    const login = await fetch(`${one.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    const added = await fetch(`${two.origin}/api/calendar/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(buildCalendarEventInput({ title: 'Across processes' })),
    });
    expect(added.status).toBe(201);

    const listed = await fetch(`${one.origin}/api/calendar/events`);
    expect(((await listed.json()) as Array<{ title: string }>).map((event) => event.title)).toEqual(
      ['Across processes'],
    );
  }, 60_000);
});
