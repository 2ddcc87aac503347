import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createAppDeps } from '#server/create-deps.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { createTestClock, openTestApp, TEST_ADMIN, type TestApp } from '#tests/support/test-app.ts';
import { buildTestEnv } from '#tests/support/test-env.ts';
import {
  FAILURES_FOR_USERNAME_UNDER_ATTACK,
  FREE_FAILURES_PER_ADDRESS,
  FREE_FAILURES_PER_PAIR,
  LOGIN_THROTTLE_WINDOW_MS,
  MAX_LOGIN_DELAY_MS,
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_IDLE_TTL_MS,
  hashToken,
} from './auth.service.ts';
import { ensureAdminFromEnv } from './auth-accounts.service.ts';

const MINUTE = 60_000;

describe.each(storesUnderTest())('auth API on $kind', (store) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await openTestApp(store);
  });
  afterEach(async () => {
    await t.close();
  });

  function logIn(payload: unknown, remoteAddress = '203.0.113.7') {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: payload as object,
      remoteAddress,
    });
  }
  function session(authorization?: string) {
    return t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: authorization ? { authorization } : {},
    });
  }

  it('logs in with the right password and answers { success, token }', async () => {
    const response = await logIn(TEST_ADMIN);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ success: true, token: expect.any(String) });
    // 32 random bytes in base64url.
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives a new token at every login, and both work', async () => {
    const first = (await logIn(TEST_ADMIN)).json().token;
    const second = (await logIn(TEST_ADMIN)).json().token;
    expect(first).not.toBe(second);
    expect((await session(`Bearer ${first}`)).json()).toEqual({ username: TEST_ADMIN.username });
    expect((await session(`Bearer ${second}`)).statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const token = (await logIn(TEST_ADMIN)).json().token;
    const rows = await t.db.selectFrom('sessions').select('tokenHash').execute();
    expect(rows).toEqual([{ tokenHash: hashToken(token) }]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers an unknown user and a wrong password the same way', async () => {
    const unknownUser = await logIn({ username: 'nobody', password: TEST_ADMIN.password });
    const wrongPassword = await logIn({
      username: TEST_ADMIN.username,
      password: 'wrong password!',
    });
    for (const response of [unknownUser, wrongPassword]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' },
      });
    }
    expect(unknownUser.body).toBe(wrongPassword.body);
  });

  it('rejects a missing username or password with 400 and the field', async () => {
    const response = await logIn({ username: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { username: 'Enter your username', password: 'Enter your password' },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "marshal",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  const WRONG = { username: TEST_ADMIN.username, password: 'wrong password!' };

  it('slows repeated failures from one address with doubling delays, answered 429 with Retry-After', async () => {
    for (let attempt = 0; attempt < FREE_FAILURES_PER_PAIR; attempt += 1) {
      expect((await logIn(WRONG)).statusCode).toBe(401);
    }
    const throttled = await logIn(TEST_ADMIN);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({
      error: {
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many login attempts. Try again in a few minutes.',
      },
    });
    expect(throttled.headers['retry-after']).toBe('2');
    t.advanceClock(2000);
    expect((await logIn(WRONG)).statusCode).toBe(401);
    expect((await logIn(WRONG)).headers['retry-after']).toBe('4');
    t.advanceClock(4000);
    expect((await logIn(WRONG)).statusCode).toBe(401);
    expect((await logIn(WRONG)).headers['retry-after']).toBe('8');
    t.advanceClock(8000);
    expect((await logIn(TEST_ADMIN)).statusCode).toBe(200);
  });

  it('never holds a delay longer than the maximum', async () => {
    for (let attempt = 0; attempt < FREE_FAILURES_PER_PAIR + 20; attempt += 1) {
      await logIn(WRONG);
      t.advanceClock(MAX_LOGIN_DELAY_MS);
    }
    const throttled = await logIn(WRONG);
    t.advanceClock(MAX_LOGIN_DELAY_MS);
    expect(Number((await logIn(TEST_ADMIN)).statusCode)).toBe(200);
    expect([401, 429]).toContain(throttled.statusCode);
  });

  it('lets the owner in from their own address while the username is attacked from many others', async () => {
    for (let attempt = 0; attempt < 60; attempt += 1) {
      await logIn(WRONG, `198.51.100.${attempt % 20}`);
    }
    expect((await logIn(TEST_ADMIN, '192.0.2.200')).statusCode).toBe(200);
  });

  it('gives each address a single free try while the username is under attack', async () => {
    for (let attempt = 0; attempt < FAILURES_FOR_USERNAME_UNDER_ATTACK; attempt += 1) {
      await logIn(WRONG, `198.51.100.${attempt}`);
    }
    expect((await logIn(WRONG, '203.0.113.99')).statusCode).toBe(401);
    const second = await logIn(WRONG, '203.0.113.99');
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
  });

  it('throttles failed logins per address across usernames, and other addresses are not affected', async () => {
    for (let attempt = 0; attempt < FREE_FAILURES_PER_ADDRESS; attempt += 1) {
      await logIn({ username: `guess${attempt}`, password: 'wrong password!' }, '203.0.113.50');
    }
    expect((await logIn(TEST_ADMIN, '203.0.113.50')).statusCode).toBe(429);
    expect((await logIn(TEST_ADMIN, '203.0.113.51')).statusCode).toBe(200);
  }, 60_000);

  it('forgets failures older than the window', async () => {
    for (let attempt = 0; attempt < FREE_FAILURES_PER_PAIR + 3; attempt += 1) {
      await logIn(WRONG);
      t.advanceClock(20_000);
    }
    t.advanceClock(LOGIN_THROTTLE_WINDOW_MS + 1);
    expect((await logIn(TEST_ADMIN)).statusCode).toBe(200);
  });

  it('warns once when requests carry X-Forwarded-For but TRUST_PROXY is off', async () => {
    const lines: string[] = [];
    const handle = await store.open();
    const app = await buildApp({
      ...createAppDeps({
        env: buildTestEnv(),
        db: handle.db,
        dbKind: handle.kind,
        clock: createTestClock().clock,
      }),
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      await app.inject({ url: '/api/calendar/events' });
      expect(lines.join('')).not.toContain('TRUST_PROXY');
      for (let index = 0; index < 3; index += 1) {
        await app.inject({
          url: '/api/calendar/events',
          headers: { 'x-forwarded-for': '198.51.100.4' },
        });
      }
      expect(lines.filter((line) => line.includes('TRUST_PROXY is off'))).toHaveLength(1);
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it('ends a session 12 hours after login even when in use', async () => {
    const authorization = `Bearer ${(await logIn(TEST_ADMIN)).json().token}`;
    // Use it every hour so it never goes idle.
    for (let hour = 1; hour < 12; hour += 1) {
      t.advanceClock(60 * MINUTE);
      expect((await session(authorization)).statusCode).toBe(200);
    }
    t.advanceClock(SESSION_ABSOLUTE_TTL_MS - 11 * 60 * MINUTE);
    const expired = await session(authorization);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('UNAUTHORIZED');
  });

  it('ends a session left idle for 2 hours, and use keeps it alive', async () => {
    const authorization = `Bearer ${(await logIn(TEST_ADMIN)).json().token}`;
    t.advanceClock(SESSION_IDLE_TTL_MS - MINUTE);
    expect((await session(authorization)).statusCode).toBe(200);
    t.advanceClock(SESSION_IDLE_TTL_MS - MINUTE);
    expect((await session(authorization)).statusCode).toBe(200);
    t.advanceClock(SESSION_IDLE_TTL_MS);
    expect((await session(authorization)).statusCode).toBe(401);
  });

  it('logout revokes that token only', async () => {
    const first = `Bearer ${(await logIn(TEST_ADMIN)).json().token}`;
    const second = `Bearer ${(await logIn(TEST_ADMIN)).json().token}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: first },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await session(first)).statusCode).toBe(401);
    expect((await session(second)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: first },
    });
    expect(again.statusCode).toBe(401);
  });

  it.each([
    ['no Authorization header', undefined],
    ['an unknown token', 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a Basic header', 'Basic bWFyc2hhbDpwYXNzd29yZA=='],
    ['an empty bearer', 'Bearer '],
  ])('refuses the session check with %s', async (_label, authorization) => {
    const response = await session(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Log in to do this.' },
    });
  });
});

describe.each(storesUnderTest())('ensureAdminFromEnv on $kind', (store) => {
  it('creates the administrator, then updates its password and ends its sessions', async () => {
    const handle = await store.open();
    try {
      const { clock } = createTestClock();
      const deps = { db: handle.db, clock };
      const env = { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'first password 1' };
      expect(await ensureAdminFromEnv({ ...deps, env })).toBe('created');
      expect(await ensureAdminFromEnv({ ...deps, env })).toBe('unchanged');

      const app = await buildApp(
        createAppDeps({
          env: buildTestEnv(),
          db: handle.db,
          dbKind: handle.kind,
          clock,
        }),
      );
      const login = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'chief', password },
        });
      const token = (await login('first password 1')).json().token;

      const changed = { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'second password 2' };
      expect(await ensureAdminFromEnv({ ...deps, env: changed })).toBe('updated');
      expect((await login('first password 1')).statusCode).toBe(401);
      expect((await login('second password 2')).statusCode).toBe(200);
      const old = await app.inject({
        url: '/api/auth/session',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(old.statusCode).toBe(401);
      expect(await handle.db.selectFrom('users').select('username').execute()).toEqual([
        { username: 'chief' },
      ]);
      await app.close();
    } finally {
      await handle.close();
    }
  });

  it('does nothing without both variables', async () => {
    const handle = await store.open();
    try {
      const deps = { db: handle.db, clock: createTestClock().clock };
      expect(
        await ensureAdminFromEnv({
          ...deps,
          env: { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: undefined },
        }),
      ).toBe('not-configured');
      expect(await handle.db.selectFrom('users').selectAll().execute()).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
