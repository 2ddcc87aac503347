import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, TEST_ADMIN, type TestApp } from '#tests/support/test-app.ts';

describe.each(storesUnderTest())('accounts API on $kind', (store) => {
  let t: TestApp;
  let admin: string;

  beforeEach(async () => {
    t = await openTestApp(store);
    admin = await t.logInAsAdmin();
  });
  afterEach(async () => {
    await t.close();
  });

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
    ]);
    // Migration 201 (issue 19) gives the fire marshal the open-burning permissions.
    expect(body.roles[2].permissions).toEqual(['burn:manage', 'burn:read', 'calendar:edit']);
    expect(body.requireTwoStep).toBe(false);
  });

  it('adds an account that can log in with what its roles allow', async () => {
    const account = await addClerk();
    expect(account).toMatchObject({ username: 'clerk', roles: ['permits-clerk'] });
    const token = `Bearer ${(await logIn('clerk', 'clerk password 12')).json().token}`;
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
    const token = `Bearer ${(await logIn('clerk', 'clerk password 12')).json().token}`;
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
    const token = `Bearer ${(await logIn('clerk', 'clerk password 12')).json().token}`;
    expect((await call('GET', '/api/admin/permits', undefined, token)).statusCode).toBe(200);
    const disabled = await call('POST', `/api/admin/accounts/${account.id}/disable`);
    expect(disabled.json().account.isDisabled).toBe(true);
    expect((await call('GET', '/api/admin/permits', undefined, token)).statusCode).toBe(401);
    const again = await logIn('clerk', 'clerk password 12');
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('INVALID_CREDENTIALS');
    await call('POST', `/api/admin/accounts/${account.id}/enable`);
    expect((await logIn('clerk', 'clerk password 12')).statusCode).toBe(200);
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
});
