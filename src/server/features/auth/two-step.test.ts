import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { useTestApp, TEST_ADMIN, type TestApp } from '#tests/support/test-app.ts';
import { CODE_LOCK_MS, FREE_FAILURES_PER_PAIR, MAX_CODE_FAILURES } from './auth.service.ts';

const START = new Date('2026-03-02T16:00:00.000Z').getTime();

describe.each(storesUnderTest())('two-step sign-in on $kind', (store) => {
  let t: TestApp, admin: string;
  let elapsed: number;
  useTestApp(store, (opened) => ({ t, admin } = opened));
  beforeEach(async () => {
    elapsed = 0;
  });

  /** What /api/auth/me answers the session `authorization` (401 once it has ended). */
  async function sessionStatus(authorization: string) {
    return (await t.app.inject({ url: '/api/auth/me', headers: { authorization } })).statusCode;
  }

  function advance(ms: number) {
    elapsed += ms;
    t.advanceClock(ms);
  }
  function codeFor(secret: string): string {
    return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: START + elapsed });
  }
  function post(url: string, payload: object, authorization = admin) {
    return t.app.inject({ method: 'POST', url, headers: { authorization }, payload });
  }
  function logIn(payload: object, remoteAddress = '203.0.113.7') {
    return t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
  }
  async function turnOn(): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = (
      await post('/api/auth/two-step/setup', { password: TEST_ADMIN.password })
    ).json();
    const enabled = await post('/api/auth/two-step/enable', { code: codeFor(setup.secret) });
    expect(enabled.statusCode).toBe(200);
    advance(30_000);
    return { secret: setup.secret, recoveryCodes: enabled.json().recoveryCodes };
  }

  it('shows a QR code and the secret, and turns on only with a right code', async () => {
    const setup = await post('/api/auth/two-step/setup', { password: TEST_ADMIN.password });
    expect(setup.statusCode).toBe(200);
    const body = setup.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toContain(`secret=${body.secret}`);
    expect(body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const wrong = await post('/api/auth/two-step/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_CODE');
    expect((await logIn(TEST_ADMIN)).statusCode).toBe(200);
    const right = await post('/api/auth/two-step/enable', { code: codeFor(body.secret) });
    expect(right.json().recoveryCodes).toHaveLength(10);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { authorization: admin } })).json(),
    ).toMatchObject({ hasTwoStep: true });
  });

  it('asks for the code after the right password, then lets the right code in once', async () => {
    const { secret } = await turnOn();
    const withoutCode = await logIn(TEST_ADMIN);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json().error.code).toBe('CODE_REQUIRED');
    const wrongPassword = await logIn({ ...TEST_ADMIN, password: 'wrong password!' });
    expect(wrongPassword.json().error.code).toBe('INVALID_CREDENTIALS');
    const emptyCode = await logIn({ ...TEST_ADMIN, code: '  ' });
    expect(emptyCode.json().error.code).toBe('CODE_REQUIRED');
    const wrongCode = await logIn({ ...TEST_ADMIN, code: '000000' });
    expect(wrongCode.json().error.code).toBe('INVALID_CODE');
    const code = codeFor(secret);
    expect((await logIn({ ...TEST_ADMIN, code })).statusCode).toBe(200);
    // The same code cannot be replayed.
    expect((await logIn({ ...TEST_ADMIN, code })).json().error.code).toBe('INVALID_CODE');
  });

  it('accepts each recovery code once, in any case and spacing', async () => {
    const { recoveryCodes } = await turnOn();
    const [first, second] = recoveryCodes as [string, string];
    expect(first).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await logIn({ ...TEST_ADMIN, code: first })).statusCode).toBe(200);
    expect((await logIn({ ...TEST_ADMIN, code: first })).json().error.code).toBe('INVALID_CODE');
    const spaced = second.toUpperCase().replaceAll('-', ' ');
    expect((await logIn({ ...TEST_ADMIN, code: spaced })).statusCode).toBe(200);
    const stored = await t.db.selectFrom('recoveryCodes').select('codeHash').execute();
    expect(JSON.stringify(stored)).not.toContain(second);
  });

  it('lets the right password and code through while the address and username are throttled', async () => {
    const { secret } = await turnOn();
    // An attacker behind the same address (a proxy without TRUST_PROXY) floods the username.
    for (let attempt = 0; attempt < FREE_FAILURES_PER_PAIR + 5; attempt += 1) {
      await logIn({ ...TEST_ADMIN, password: 'wrong password!' });
    }
    expect((await logIn({ ...TEST_ADMIN, password: 'wrong password!' })).statusCode).toBe(429);
    expect((await logIn(TEST_ADMIN)).statusCode).toBe(429);
    expect((await logIn({ ...TEST_ADMIN, code: '000000' })).statusCode).toBe(429);
    expect((await logIn({ ...TEST_ADMIN, code: codeFor(secret) })).statusCode).toBe(200);
  });

  it('requires set-up of every account when the administrator says so', async () => {
    const editor = await t.logInAsNew('editor', ['editor', 'fire-marshal']);
    const requireIt = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/two-step',
        headers: { authorization: admin },
        payload: { requireTwoStep: true },
      });
    // Not before the administrator has it, or they would stop themself.
    const tooEarly = await requireIt();
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().error.code).toBe('OWN_TWO_STEP_FIRST');
    await turnOn();
    expect((await requireIt()).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/admin/accounts', headers: { authorization: admin } }))
        .statusCode,
    ).toBe(200);
    const me = (
      await t.app.inject({ url: '/api/auth/me', headers: { authorization: editor } })
    ).json();
    expect(me).toMatchObject({ mustSetUpTwoStep: true, permissions: [] });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/events',
      headers: { authorization: editor },
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TWO_STEP_SETUP_REQUIRED');
    const setup = (
      await post('/api/auth/two-step/setup', { password: TEST_ADMIN.password }, editor)
    ).json();
    await post('/api/auth/two-step/enable', { code: codeFor(setup.secret) }, editor);
    const after = (
      await t.app.inject({ url: '/api/auth/me', headers: { authorization: editor } })
    ).json();
    expect(after).toMatchObject({ mustSetUpTwoStep: false, hasTwoStep: true });
    const off = await post('/api/auth/two-step/disable', { password: TEST_ADMIN.password }, editor);
    expect(off.statusCode).toBe(409);
  });

  it('turns off with the owner’s password and a current code, and ends the other sessions', async () => {
    const { secret } = await turnOn();
    const other = `Bearer ${(await logIn({ ...TEST_ADMIN, code: codeFor(secret) })).json().token}`;
    advance(30_000);
    const wrong = await post('/api/auth/two-step/disable', {
      password: 'wrong password!',
      code: codeFor(secret),
    });
    expect(wrong.statusCode).toBe(400);
    const noCode = await post('/api/auth/two-step/disable', { password: TEST_ADMIN.password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.code).toBe('CODE_REQUIRED');
    const off = await post('/api/auth/two-step/disable', {
      password: TEST_ADMIN.password,
      code: codeFor(secret),
    });
    expect(off.statusCode).toBe(200);
    expect(await sessionStatus(other)).toBe(401);
    expect(await sessionStatus(admin)).toBe(200);
    expect((await logIn(TEST_ADMIN)).statusCode).toBe(200);
  });

  it('lets a stolen session alone neither start nor replace two-step sign-in', async () => {
    const noPassword = await post('/api/auth/two-step/setup', {});
    expect(noPassword.statusCode).toBe(400);
    const wrongPassword = await post('/api/auth/two-step/setup', { password: 'wrong password!' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.code).toBe('INVALID_CREDENTIALS');
    const { secret, recoveryCodes } = await turnOn();
    const stolen = `Bearer ${(await logIn({ ...TEST_ADMIN, code: codeFor(secret) })).json().token}`;
    advance(30_000);
    // The password alone (or with a wrong code) is not enough once two-step sign-in is on.
    const passwordOnly = await post(
      '/api/auth/two-step/setup',
      { password: TEST_ADMIN.password },
      stolen,
    );
    expect(passwordOnly.json().error.code).toBe('CODE_REQUIRED');
    const wrongCode = await post(
      '/api/auth/two-step/setup',
      { password: TEST_ADMIN.password, code: '000000' },
      stolen,
    );
    expect(wrongCode.json().error.code).toBe('INVALID_CODE');
    // The owner, with a recovery code, sets up a new phone: every other session ends.
    const setup = await post('/api/auth/two-step/setup', {
      password: TEST_ADMIN.password,
      code: recoveryCodes[0],
    });
    expect(setup.statusCode).toBe(200);
    const enabled = await post('/api/auth/two-step/enable', { code: codeFor(setup.json().secret) });
    expect(enabled.statusCode).toBe(200);
    expect(await sessionStatus(stolen)).toBe(401);
    expect(await sessionStatus(admin)).toBe(200);
  });

  it('counts every wrong code while throttled, and at the cap checks no code until the cool-down', async () => {
    const { secret } = await turnOn();
    for (let attempt = 0; attempt < FREE_FAILURES_PER_PAIR + 1; attempt += 1) {
      await logIn({ ...TEST_ADMIN, password: 'wrong password!' });
    }
    const countAttempts = async () =>
      (await t.db.selectFrom('loginAttempts').select('id').execute()).length;
    const before = await countAttempts();
    for (let attempt = 0; attempt < MAX_CODE_FAILURES; attempt += 1) {
      const guess = await logIn({ ...TEST_ADMIN, code: '000000' });
      expect(guess.statusCode).toBe(429);
      advance(2_000);
    }
    expect((await countAttempts()) - before).toBe(MAX_CODE_FAILURES);
    // At the cap even the right password and code are refused, throttled or not.
    const right = await logIn({ ...TEST_ADMIN, code: codeFor(secret) });
    expect(right.statusCode).toBe(429);
    const elsewhere = await logIn({ ...TEST_ADMIN, code: codeFor(secret) }, '198.51.100.9');
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().error.code).toBe('TOO_MANY_CODES');
    advance(CODE_LOCK_MS);
    expect((await logIn({ ...TEST_ADMIN, code: codeFor(secret) }, '198.51.100.9')).statusCode).toBe(
      200,
    );
  });

  it('lifts the cap when an administrator resets the account’s two-step sign-in', async () => {
    const editor = await t.logInAsNew('editor', ['editor']);
    const setup = (
      await post('/api/auth/two-step/setup', { password: TEST_ADMIN.password }, editor)
    ).json();
    await post('/api/auth/two-step/enable', { code: codeFor(setup.secret) }, editor);
    advance(30_000);
    const editorLogin = { username: 'editor', password: TEST_ADMIN.password };
    for (let attempt = 0; attempt < MAX_CODE_FAILURES; attempt += 1) {
      await logIn({ ...editorLogin, code: '000000' }, `198.51.100.${attempt + 1}`);
    }
    const locked = await logIn({ ...editorLogin, code: codeFor(setup.secret) }, '203.0.113.50');
    expect(locked.json().error.code).toBe('TOO_MANY_CODES');
    const accounts = (
      await t.app.inject({ url: '/api/admin/accounts', headers: { authorization: admin } })
    ).json().accounts as { id: string; username: string }[];
    const id = accounts.find((account) => account.username === 'editor')?.id ?? '';
    expect((await post(`/api/admin/accounts/${id}/reset-two-step`, {})).statusCode).toBe(200);
    expect((await logIn(editorLogin, '203.0.113.50')).statusCode).toBe(200);
  });
});
