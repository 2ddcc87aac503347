import { describe, expect, it } from 'vitest';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { useTestApp, TEST_ADMIN, type TestApp } from '#tests/support/test-app.ts';

const CLERK_OWN_PASSWORD = 'hydrant ladder ember forty two';

describe.each(storesUnderTest())('accounts API on $kind', (store) => {
  let t: TestApp, admin: string;
  useTestApp(store, (opened) => ({ t, admin } = opened));

  function call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    authorization = admin,
  ) {
    return t.app.inject({
      method,
      url,
      headers: { authorization },
      ...(payload ? { payload } : {}),
    });
  }
  function logIn(username: string, password: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
  }
  async function addClerk() {
    const response = await call('POST', '/api/admin/accounts', {
      username: 'clerk',
      password: 'clerk password 12',
      roles: ['permits-clerk'],
    });
    expect(response.statusCode).toBe(201);
    return response.json().account as { id: string };
  }
  function changePassword(authorization: string, currentPassword: string, newPassword: string) {
    return call('POST', '/api/auth/password', { currentPassword, newPassword }, authorization);
  }
  /** Logs the new clerk in and chooses its own password, as the back office makes it do first. */
  async function logInClerk(): Promise<string> {
    const token = `Bearer ${(await logIn('clerk', 'clerk password 12')).json().token}`;
    const changed = await changePassword(token, 'clerk password 12', CLERK_OWN_PASSWORD);
    expect(changed.statusCode).toBe(200);
    return token;
  }

  it('lists accounts with their roles, and the roles with their permissions', async () => {
    const body = (await call('GET', '/api/admin/accounts')).json();
    expect(body.accounts).toEqual([
      expect.objectContaining({
        username: TEST_ADMIN.username,
        roles: ['administrator'],
        isDisabled: false,
        hasTwoStep: false,
      }),
    ]);
    expect(body.roles.map((role: { id: string }) => role.id)).toEqual([
      'administrator',
      'editor',
      'fire-marshal',
      'permits-clerk',
      'records-officer',
      // Migration 302: the chief administrative officer decides GRAMA appeals and nothing else.
      'records-appeals',
      // Migration 311 (decision 311): responders read one property profile at a time.
      'responder',
      // Migration 350 (issue 38): the chipper crew opens a day's route page and nothing else.
      'chipper-crew',
    ]);
    expect(body.roles[6].permissions).toEqual(['property:respond']);
    expect(body.roles[7].permissions).toEqual(['chipper:crew']);
    // Migrations 201, 210 and 350 (issues 19, 17, 38) give the fire marshal open burning,
    // inspections and the chipper program.
    expect(body.roles[2].permissions).toEqual([
      'burn:manage',
      'burn:read',
      'calendar:edit',
      'chipper:crew',
      'chipper:manage',
      'inspections:manage',
      'inspections:read',
    ]);
    // Migration 220 (issue 20) adds the records officer, who answers records requests; migration
    // 299 lets them keep the district's closures on the working calendar, as they did before.
    expect(body.roles[4].permissions).toEqual(['records:manage', 'working-calendar:manage']);
    expect(body.requireTwoStep).toBe(false);
  });

  it('adds an account that can log in with what its roles allow', async () => {
    const account = await addClerk();
    expect(account).toMatchObject({ username: 'clerk', roles: ['permits-clerk'] });
    const token = await logInClerk();
    expect((await call('GET', '/api/admin/permits', undefined, token)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/accounts', undefined, token)).statusCode).toBe(403);
  });

  it('refuses a short password, no roles, an unknown role and a taken username, changing nothing', async () => {
    const short = await call('POST', '/api/admin/accounts', {
      username: 'x',
      password: 'short',
      roles: [],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({
      password: 'Use at least 12 characters',
      roles: 'Choose at least one role',
    });
    const unknown = await call('POST', '/api/admin/accounts', {
      username: 'x',
      password: 'long enough password',
      roles: ['superuser'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('UNKNOWN_ROLE');
    const taken = await call('POST', '/api/admin/accounts', {
      username: TEST_ADMIN.username,
      password: 'long enough password',
      roles: ['editor'],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({
      username: 'An account with this username already exists',
    });
    expect(await t.db.selectFrom('users').select('username').execute()).toHaveLength(1);
  });

  it('sets roles, and the next request of an open session has the new permissions', async () => {
    const account = await addClerk();
    const token = await logInClerk();
    const changed = await call('PUT', `/api/admin/accounts/${account.id}/roles`, {
      roles: ['fire-marshal', 'editor'],
    });
    expect(changed.json().account.roles).toEqual(['editor', 'fire-marshal']);
    expect((await call('GET', '/api/admin/permits', undefined, token)).statusCode).toBe(403);
    const me = (await call('GET', '/api/auth/me', undefined, token)).json();
    expect(me.roles).toEqual(['editor', 'fire-marshal']);
    expect(me.permissions).toContain('calendar:edit');
  });

  it('resets a password and ends the account’s sessions', async () => {
    const account = await addClerk();
    const token = `Bearer ${(await logIn('clerk', 'clerk password 12')).json().token}`;
    const reset = await call('POST', `/api/admin/accounts/${account.id}/password`, {
      password: 'new clerk password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', undefined, token)).statusCode).toBe(401);
    expect((await logIn('clerk', 'clerk password 12')).statusCode).toBe(401);
    expect((await logIn('clerk', 'new clerk password')).statusCode).toBe(200);
  });

  it('disables an account: its open session stops working at once and it cannot log in', async () => {
    const account = await addClerk();
    const token = await logInClerk();
    expect((await call('GET', '/api/admin/permits', undefined, token)).statusCode).toBe(200);
    const disabled = await call('POST', `/api/admin/accounts/${account.id}/disable`);
    expect(disabled.json().account.isDisabled).toBe(true);
    expect((await call('GET', '/api/admin/permits', undefined, token)).statusCode).toBe(401);
    const again = await logIn('clerk', CLERK_OWN_PASSWORD);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('INVALID_CREDENTIALS');
    await call('POST', `/api/admin/accounts/${account.id}/enable`);
    expect((await logIn('clerk', CLERK_OWN_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps an administrator from disabling themself or dropping their own administrator role', async () => {
    const me = (await call('GET', '/api/admin/accounts')).json().accounts[0];
    const disable = await call('POST', `/api/admin/accounts/${me.id}/disable`);
    expect(disable.statusCode).toBe(409);
    expect(disable.json().error.code).toBe('OWN_ACCOUNT');
    const roles = await call('PUT', `/api/admin/accounts/${me.id}/roles`, { roles: ['editor'] });
    expect(roles.statusCode).toBe(409);
    expect((await call('GET', '/api/admin/accounts')).statusCode).toBe(200);
  });

  it('answers an unknown account with 404', async () => {
    const response = await call('POST', '/api/admin/accounts/no-such-account/disable');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('ACCOUNT_NOT_FOUND');
  });

  it('records every account change in the activity log with before and after', async () => {
    const account = await addClerk();
    await call('PUT', `/api/admin/accounts/${account.id}/roles`, { roles: ['editor'] });
    t.advanceClock(1000);
    await call('POST', `/api/admin/accounts/${account.id}/password`, {
      password: 'new clerk password',
    });
    t.advanceClock(1000);
    await call('POST', `/api/admin/accounts/${account.id}/disable`);
    const { entries } = (
      await call('GET', '/api/admin/activity?action=account&actor=marshal')
    ).json();
    const byAction = Object.fromEntries(
      entries.map((entry: { action: string }) => [entry.action, entry]),
    );
    expect(byAction['account.add']).toMatchObject({
      subject: 'clerk',
      after: { username: 'clerk', roles: ['permits-clerk'] },
    });
    expect(byAction['account.roles']).toMatchObject({
      before: { roles: ['permits-clerk'] },
      after: { roles: ['editor'] },
    });
    expect(byAction['account.password']).toMatchObject({ subject: 'clerk' });
    expect(JSON.stringify(entries)).not.toContain('new clerk password');
    expect(byAction['account.disable']).toMatchObject({ after: { isDisabled: true } });
  });

  it('refuses a staff password that is easy to guess, on add and on reset, with the reason', async () => {
    const weak = await call('POST', '/api/admin/accounts', {
      username: 'clerk',
      password: 'aaaaaaaaaaaa',
      roles: ['permits-clerk'],
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('WEAK_PASSWORD');
    expect(weak.json().error.fields.password).toMatch(/^Choose a harder password: it is too easy/);
    const named = await call('POST', '/api/admin/accounts', {
      username: 'clerk',
      password: 'clerk clerk clerk',
      roles: ['permits-clerk'],
    });
    expect(named.json().error.code).toBe('WEAK_PASSWORD');
    expect(await t.db.selectFrom('users').select('username').execute()).toHaveLength(1);
    const account = await addClerk();
    const reset = await call('POST', `/api/admin/accounts/${account.id}/password`, {
      password: 'password1234',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.code).toBe('WEAK_PASSWORD');
    expect((await logIn('clerk', 'password1234')).statusCode).toBe(401);
  });

  it('makes an account with a password an administrator set choose its own before anything else', async () => {
    const account = await addClerk();
    const first = `Bearer ${(await logIn('clerk', 'clerk password 12')).json().token}`;
    const other = `Bearer ${(await logIn('clerk', 'clerk password 12')).json().token}`;
    const blocked = await call('GET', '/api/admin/permits', undefined, first);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const me = (await call('GET', '/api/auth/me', undefined, first)).json();
    expect(me).toMatchObject({ mustChangePassword: true, permissions: [] });

    const wrong = await changePassword(first, 'not my password', CLERK_OWN_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'That password is not right.' });
    const weak = await changePassword(first, 'clerk password 12', 'aaaaaaaaaaaa');
    expect(weak.json().error.code).toBe('WEAK_PASSWORD');
    expect(weak.json().error.fields.newPassword).toMatch(/^Choose a harder password/);

    const changed = await changePassword(first, 'clerk password 12', CLERK_OWN_PASSWORD);
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/permits', undefined, first)).statusCode).toBe(200);
    // Every other session ends; the old password is gone.
    expect((await call('GET', '/api/auth/me', undefined, other)).statusCode).toBe(401);
    expect((await logIn('clerk', 'clerk password 12')).statusCode).toBe(401);

    // A reset by an administrator asks for a new choice again.
    await call('POST', `/api/admin/accounts/${account.id}/password`, {
      password: 'new clerk password',
    });
    const again = `Bearer ${(await logIn('clerk', 'new clerk password')).json().token}`;
    expect((await call('GET', '/api/admin/permits', undefined, again)).json().error.code).toBe(
      'PASSWORD_CHANGE_REQUIRED',
    );
  });

  it('keeps one spelling per username: lookalikes are taken, invisible characters refused', async () => {
    const upper = await call('POST', '/api/admin/accounts', {
      username: TEST_ADMIN.username.toUpperCase(),
      password: 'long enough password',
      roles: ['editor'],
    });
    expect(upper.statusCode).toBe(409);
    expect(upper.json().error.code).toBe('USERNAME_TAKEN');
    // Full-width letters are the same name after NFKC.
    const wide = await call('POST', '/api/admin/accounts', {
      username: 'ｍａｒｓｈａｌ',
      password: 'long enough password',
      roles: ['editor'],
    });
    expect(wide.statusCode).toBe(409);
    for (const username of ['mar\u200bshal', 'clerk\u00ad', '\u202eclerk', 'cl\u2060erk', 'a b']) {
      const invisible = await call('POST', '/api/admin/accounts', {
        username,
        password: 'long enough password',
        roles: ['editor'],
      });
      expect(invisible.statusCode, username).toBe(400);
      expect(invisible.json().error.fields).toEqual({
        username: 'Use no spaces or invisible characters in the username',
      });
    }
    const mixed = await call('POST', '/api/admin/accounts', {
      username: 'Clerk',
      password: 'clerk password 12',
      roles: ['permits-clerk'],
    });
    expect(mixed.json().account.username).toBe('clerk');
    expect((await logIn('CLERK', 'clerk password 12')).statusCode).toBe(200);
    expect((await logIn('clerk', 'clerk password 12')).statusCode).toBe(200);
    expect(await t.db.selectFrom('users').select('username').execute()).toHaveLength(2);
  });
});
