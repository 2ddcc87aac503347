import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, TEST_ADMIN, type TestApp } from '#tests/support/test-app.ts';
import { REQUEST_LIMITS } from '#server/plugins/rate-limits.ts';
import { FREE_FAILURES_PER_ADDRESS } from './auth.service.ts';
import { verifyPassword } from './password-hash.ts';

// The real hashing, counted: the work a login does is the number of password checks it makes.
vi.mock('./password-hash.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./password-hash.ts')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const verifyPasswordMock = vi.mocked(verifyPassword);

/**
 * Issue 16: during a throttle, a login did a password check only for accounts with two-step
 * sign-in, so its timing told which accounts have it. The code path must be the same for every
 * account until the right password is given; asserted by the work done, not by a stopwatch.
 */
describe.each(storesUnderTest())('throttled login work on $kind', (store) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await openTestApp(store);
  });
  afterEach(async () => {
    await t.close();
  });

  const ADDRESS = '203.0.113.77';
  function logIn(payload: object, remoteAddress = ADDRESS) {
    return t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
  }

  it('does the same password work and answers the same, with two-step sign-in or without', async () => {
    // The administrator turns two-step sign-in on; "plain" has none.
    const admin = await t.logInAsAdmin();
    await t.logInAsNew('plain', ['editor']);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-step/setup',
      headers: { authorization: admin },
      payload: { password: TEST_ADMIN.password },
    });
    const secret = setup.json<{ secret: string }>().secret;
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: Date.parse('2026-03-02T16:00:00.000Z'),
    });
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-step/enable',
      headers: { authorization: admin },
      payload: { code },
    });
    expect(enabled.statusCode).toBe(200);
    // Throttle the address (failures across usernames).
    for (let attempt = 0; attempt < FREE_FAILURES_PER_ADDRESS + 1; attempt += 1) {
      await logIn({ username: `nobody${attempt}`, password: 'wrong password!' });
    }

    const answers = [];
    for (const username of [TEST_ADMIN.username, 'plain', 'nobody']) {
      verifyPasswordMock.mockClear();
      const response = await logIn({ username, password: 'wrong password!', code: '123456' });
      answers.push({
        username,
        checks: verifyPasswordMock.mock.calls.length,
        status: response.statusCode,
        body: response.body,
        retryAfter: response.headers['retry-after'],
      });
    }
    const [withTwoStep, withoutTwoStep, unknown] = answers.map(({ username: _u, ...rest }) => rest);
    expect(withTwoStep).toMatchObject({ status: 429, checks: 1 });
    expect(withoutTwoStep).toEqual(withTwoStep);
    expect(unknown).toEqual(withTwoStep);
  });

  it('limits login requests per address', async () => {
    const codes: string[] = [];
    const { max } = REQUEST_LIMITS['sign-in'];
    for (let attempt = 0; attempt <= max; attempt += 1) {
      // An empty body: refused before any password work, so the loop is quick.
      const response = await logIn({}, '198.51.100.200');
      codes.push(response.json<{ error: { code: string } }>().error.code);
      if (attempt === max) expect(response.statusCode).toBe(429);
    }
    expect(codes.slice(0, max)).not.toContain('RATE_LIMITED');
    expect(codes.at(-1)).toBe('RATE_LIMITED');
    // Another address is not affected.
    const other = await logIn(TEST_ADMIN, '198.51.100.201');
    expect(other.statusCode).toBe(200);
  });
});
