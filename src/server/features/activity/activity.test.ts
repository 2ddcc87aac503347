import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { recordActivity } from '#server/activity/activity-log.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { useTestApp, TEST_ADMIN, type TestApp } from '#tests/support/test-app.ts';
import { buildCalendarEventInput } from '#tests/fixtures/calendar-event.ts';

describe.each(storesUnderTest())('activity log on $kind', (store) => {
  let t: TestApp, admin: string;
  useTestApp(store, (opened) => ({ t, admin } = opened));

  function activity(query = '', authorization = admin) {
    return t.app.inject({ url: `/api/admin/activity${query}`, headers: { authorization } });
  }

  it('records calendar additions and deletions with who, what and the values', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/events',
      headers: { authorization: admin },
      payload: buildCalendarEventInput({ title: 'Burn inspections' }),
    });
    const { event } = added.json();
    t.advanceClock(1000);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/calendar/events/${event.id}`,
      headers: { authorization: admin },
    });
    const { entries } = (await activity('?action=calendar')).json();
    expect(entries).toEqual([
      expect.objectContaining({
        actor: TEST_ADMIN.username,
        action: 'calendar.delete',
        subject: `Burn inspections (${event.id})`,
        before: event,
        after: null,
      }),
      expect.objectContaining({
        actor: TEST_ADMIN.username,
        action: 'calendar.add',
        before: null,
        after: event,
      }),
    ]);
  });

  it('records logins and logouts', async () => {
    t.advanceClock(1000);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: admin },
    });
    t.advanceClock(1000);
    const reader = await t.logInAsAdmin();
    const { entries } = (await activity('?action=auth', reader)).json();
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'auth.login',
      'auth.logout',
      'auth.login',
    ]);
  });

  it('filters by actor and by a date range in the district time zone, newest first, and pages', async () => {
    const at = new Date('2026-03-02T06:30:00.000Z'); // 23:30 on 1 March in Denver
    for (let index = 0; index < 60; index += 1) {
      await recordActivity(t.db, {
        at: new Date(at.getTime() + index * 1000),
        actor: { userId: null, username: 'clerk' },
        action: 'permit.resend',
        subject: `permit ${index}`,
      });
    }
    const firstPage = (await activity('?actor=clerk&from=2026-03-01&to=2026-03-01')).json();
    expect(firstPage.total).toBe(60);
    expect(firstPage.entries).toHaveLength(50);
    expect(firstPage.entries[0].subject).toBe('permit 59');
    const secondPage = (await activity('?actor=clerk&from=2026-03-01&to=2026-03-01&page=2')).json();
    expect(secondPage.entries.map((entry: { subject: string }) => entry.subject)).toEqual(
      Array.from({ length: 10 }, (_, index) => `permit ${9 - index}`),
    );
    expect((await activity('?actor=clerk&from=2026-03-02')).json().total).toBe(0);
    expect((await activity('?actor=nobody')).json().total).toBe(0);
  });

  it('answers a bad filter with 400 and the field', async () => {
    const response = await activity('?from=2026-03-05&to=2026-03-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      to: 'The end date must be on or after the start date',
    });
    expect((await activity('?from=yesterday')).statusCode).toBe(400);
    expect((await activity('?page=0')).statusCode).toBe(400);
  });

  it('is append-only in the database itself', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: admin },
    });
    await expect(
      sql`update activity_log set actor_username = 'someone else'`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from activity_log`.execute(t.db)).rejects.toThrow(/append-only/);
    // account.add (the test's administrator), auth.login, auth.logout.
    expect((await t.db.selectFrom('activityLog').selectAll().execute()).length).toBe(3);
  });
});
