import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { buildCalendarEventInput } from '#tests/fixtures/calendar-event.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Every guarded route, with a request that would change something when allowed. */
const GUARDED_ROUTES = [
  {
    name: 'add a calendar event',
    permission: 'calendar:edit',
    method: 'POST',
    url: '/api/calendar/events',
    payload: buildCalendarEventInput(),
  },
  {
    name: 'delete a calendar event',
    permission: 'calendar:edit',
    method: 'DELETE',
    url: `/api/calendar/events/${UNKNOWN_ID}`,
  },
  {
    name: 'list permit applications',
    permission: 'permits:read',
    method: 'GET',
    url: '/api/admin/permits',
  },
  {
    name: 'read a permit PDF',
    permission: 'permits:read',
    method: 'GET',
    url: `/api/admin/permits/${UNKNOWN_ID}/pdf`,
  },
  {
    name: 'read a plot plan',
    permission: 'permits:read',
    method: 'GET',
    url: `/api/admin/permits/${UNKNOWN_ID}/plot-plan`,
  },
  {
    name: 'resend a permit e-mail',
    permission: 'permits:resend',
    method: 'POST',
    url: `/api/admin/permits/${UNKNOWN_ID}/resend-email`,
    payload: {},
  },
  {
    name: 'list accounts',
    permission: 'accounts:manage',
    method: 'GET',
    url: '/api/admin/accounts',
  },
  {
    name: 'add an account',
    permission: 'accounts:manage',
    method: 'POST',
    url: '/api/admin/accounts',
    payload: { username: 'newcomer', password: 'a long enough password', roles: ['editor'] },
  },
  {
    name: 'set roles',
    permission: 'accounts:manage',
    method: 'PUT',
    url: `/api/admin/accounts/${UNKNOWN_ID}/roles`,
    payload: { roles: ['editor'] },
  },
  {
    name: 'reset a password',
    permission: 'accounts:manage',
    method: 'POST',
    url: `/api/admin/accounts/${UNKNOWN_ID}/password`,
    payload: { password: 'a long enough password' },
  },
  {
    name: 'disable an account',
    permission: 'accounts:manage',
    method: 'POST',
    url: `/api/admin/accounts/${UNKNOWN_ID}/disable`,
  },
  {
    name: 'require two-step sign-in',
    permission: 'accounts:manage',
    method: 'PUT',
    url: '/api/admin/settings/two-step',
    payload: { requireTwoStep: false },
  },
  {
    name: 'read the activity log',
    permission: 'activity:read',
    method: 'GET',
    url: '/api/admin/activity',
  },
] as const;

/** What each seeded role may do (issue 9, item 2). */
const ROLE_PERMISSIONS: Record<string, string[]> = {
  administrator: [
    'calendar:edit',
    'permits:read',
    'permits:resend',
    'accounts:manage',
    'activity:read',
  ],
  editor: [],
  'fire-marshal': ['calendar:edit'],
  'permits-clerk': ['permits:read', 'permits:resend'],
};

describe.each(storesUnderTest())('permission checks on $kind', (store) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  // One app for the whole table: each case compares the database before and after itself.
  beforeAll(async () => {
    t = await openTestApp(store);
    for (const role of Object.keys(ROLE_PERMISSIONS))
      tokens[role] = await t.logInAsNew(`${role}-user`, [role]);
  });
  afterAll(async () => {
    await t.close();
  });

  async function snapshot() {
    const [events, users, roles, settings] = await Promise.all([
      t.db.selectFrom('calendarEvents').selectAll().execute(),
      t.db.selectFrom('users').selectAll().orderBy('id').execute(),
      t.db.selectFrom('accountRoles').selectAll().orderBy('userId').orderBy('roleId').execute(),
      t.db.selectFrom('staffSettings').selectAll().execute(),
    ]);
    return { events, users, roles, settings };
  }

  it.each(GUARDED_ROUTES)('answers 401 to an anonymous caller: $name', async (route) => {
    const response = await t.app.inject({
      method: route.method,
      url: route.url,
      ...('payload' in route ? { payload: route.payload } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  for (const [role, granted] of Object.entries(ROLE_PERMISSIONS)) {
    it.each(GUARDED_ROUTES)(`${role}: $name`, async (route) => {
      const before = await snapshot();
      const response = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { authorization: tokens[role]! },
        ...('payload' in route ? { payload: route.payload } : {}),
      });
      if (granted.includes(route.permission)) {
        expect([401, 403]).not.toContain(response.statusCode);
        expect(response.statusCode).toBeLessThan(500);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          error: { code: 'FORBIDDEN', message: 'Your account is not allowed to do this.' },
        });
        expect(await snapshot()).toEqual(before);
      }
    });
  }

  it('grants the union of the permissions of an account with two roles', async () => {
    const both = await t.logInAsNew('both', ['fire-marshal', 'permits-clerk']);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: both } });
    expect(me.json()).toMatchObject({
      username: 'both',
      roles: ['fire-marshal', 'permits-clerk'],
    });
    expect(me.json().permissions).toEqual(
      expect.arrayContaining(['calendar:edit', 'permits:read']),
    );
    expect(me.json().permissions).not.toContain('accounts:manage');
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/events',
      headers: { authorization: both },
      payload: buildCalendarEventInput(),
    });
    expect(add.statusCode).toBe(201);
    const list = await t.app.inject({
      url: '/api/admin/permits',
      headers: { authorization: both },
    });
    expect(list.statusCode).toBe(200);
  });
});
