import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, TEST_ADMIN, type TestApp } from '#tests/support/test-app.ts';
import { FREE_FAILURES_PER_PAIR } from './auth.service.ts';

const START = new Date('2026-03-02T16:00:00.000Z').getTime();

describe.each(storesUnderTest())('two-step sign-in on $kind', (store) => {
  let t: TestApp;
  let admin: string;
  let elapsed: number;

  beforeEach(async () => {
    t = await openTestApp(store);
    admin = await t.logInAsAdmin();
    elapsed = 0;
  });
  afterEach(async () => {
    await t.close();
  });

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
    const setup = (await post('/api/auth/two-step/setup', {})).json();
    const enabled = await post('/api/auth/two-step/enable', { code: codeFor(setup.secret) });
    expect(enabled.statusCode).toBe(200);
    advance(30_000);
    return { secret: setup.secret, recoveryCodes: enabled.json().recoveryCodes };
  }

  it('shows a QR code and the secret, and turns on only with a right code', async () => {
    const setup = await post('/api/auth/two-step/setup', {});
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
    const policy = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/two-step',
      headers: { authorization: admin },
      payload: { requireTwoStep: true },
    });
    expect(policy.statusCode).toBe(200);
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
    const setup = (await post('/api/auth/two-step/setup', {}, editor)).json();
    await post('/api/auth/two-step/enable', { code: codeFor(setup.secret) }, editor);
    const after = (
      await t.app.inject({ url: '/api/auth/me', headers: { authorization: editor } })
    ).json();
    expect(after).toMatchObject({ mustSetUpTwoStep: false, hasTwoStep: true });
    const off = await post('/api/auth/two-step/disable', { password: TEST_ADMIN.password }, editor);
    expect(off.statusCode).toBe(409);
  });

  it('turns off with the owner’s password, and an administrator can reset it', async () => {
    await turnOn();
    const wrong = await post('/api/auth/two-step/disable', { password: 'wrong password!' });
    expect(wrong.statusCode).toBe(400);
    const off = await post('/api/auth/two-step/disable', { password: TEST_ADMIN.password });
    expect(off.statusCode).toBe(200);
    expect((await logIn(TEST_ADMIN)).statusCode).toBe(200);
  });
});
