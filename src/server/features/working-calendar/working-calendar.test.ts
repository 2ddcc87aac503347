import { afterEach, describe, expect, it } from 'vitest';
import {
  WORKING_CALENDAR_API,
  WorkingCalendarResponseSchema,
  type WorkingCalendarEntry,
} from '#domain/calendar/working-calendar-api.ts';
import { BLANK_MEETING } from '#domain/meetings/board-meetings.ts';
import { MEETINGS_API } from '#domain/meetings/meetings-api.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };

for (const store of storesUnderTest()) {
  describe(`the working calendar (Utah Code 63G-1-301; ${store.kind})`, () => {
    let t: TestApp;
    let admin: string;

    async function open(clockStart: string) {
      t = await openTestApp(store, { clockStart });
      admin = await t.logInAsAdmin();
    }
    afterEach(async () => {
      await t.close();
    });

    const read = async (authorization = admin) => {
      const response = await t.app.inject({
        method: 'GET',
        url: WORKING_CALENDAR_API.calendar,
        headers: { authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      return WorkingCalendarResponseSchema.parse(response.json());
    };
    const save = (payload: object, authorization = admin) =>
      t.app.inject({
        method: 'POST',
        url: WORKING_CALENDAR_API.days,
        headers: { authorization },
        payload,
      });
    const remove = (day: string, authorization = admin) =>
      t.app.inject({
        method: 'DELETE',
        url: `${WORKING_CALENDAR_API.days}/${day}`,
        headers: { authorization },
      });
    const byDay = (entries: WorkingCalendarEntry[]) =>
      Object.fromEntries(entries.map((entry) => [entry.day, entry]));

    it('lists the coming twelve months of legal holidays with the statute behind each', async () => {
      // Thursday, November 26, 2026 (Thanksgiving), 10:00 MST.
      await open('2026-11-26T17:00:00.000Z');
      const calendar = await read();
      expect(calendar.from).toBe('2026-11-26');
      expect(calendar.to).toBe('2027-11-25');
      const days = byDay(calendar.entries);
      expect(Object.keys(days)).toEqual([
        '2026-11-26',
        '2026-12-25',
        '2027-01-01',
        '2027-01-18',
        '2027-02-15',
        '2027-05-31',
        '2027-06-21',
        '2027-07-05',
        '2027-07-23',
        '2027-09-06',
        '2027-10-11',
        '2027-11-11',
        '2027-11-25',
      ]);
      // Juneteenth on a Saturday → the Monday after; Pioneer Day on a Saturday → the Friday before.
      expect(days['2027-06-21']).toMatchObject({
        type: 'legal-holiday',
        name: 'Juneteenth National Freedom Day',
        isWorkingDay: false,
      });
      expect(days['2027-06-21']!.source).toContain('63G-1-301(1)(b)(ix), (2)(c)–(d)');
      expect(days['2027-07-23']).toMatchObject({ name: 'Pioneer Day' });
      expect(days['2027-07-23']!.source).toContain('63G-1-301(1)(a)(iii)');
      expect(days['2027-02-15']).toMatchObject({ name: 'Presidents’ Day' });
    });

    it('adds a closure and marks a holiday a working day, with the activity log', async () => {
      await open('2027-11-29T17:00:00.000Z');
      const closed = await save({ day: '2027-12-27', kind: 'closed', note: 'Snow day' });
      expect(closed.statusCode, closed.body).toBe(201);
      // Christmas 2027 is observed Friday, December 24; New Year 2028 Friday, December 31, 2027.
      const worked = await save({ day: '2027-12-31', kind: 'working', note: 'Year-end close' });
      expect(worked.statusCode, worked.body).toBe(201);
      const days = byDay((await read()).entries);
      expect(days['2027-12-24']).toMatchObject({ name: 'Christmas', isWorkingDay: false });
      expect(days['2027-12-27']).toMatchObject({
        type: 'closure',
        name: 'Snow day',
        source: 'District closure',
      });
      expect(days['2027-12-31']).toMatchObject({
        name: "New Year's Day",
        isWorkingDay: true,
        note: 'Year-end close',
      });
      const log = await t.db
        .selectFrom('activityLog')
        .select(['action', 'subject', 'actorUsername'])
        .where('action', 'like', 'working-calendar.%')
        .orderBy('occurredAt')
        .execute();
      expect(log).toEqual([
        { action: 'working-calendar.close', subject: '2027-12-27', actorUsername: 'marshal' },
        {
          action: 'working-calendar.work-holiday',
          subject: '2027-12-31',
          actorUsername: 'marshal',
        },
      ]);
      expect((await remove('2027-12-31')).statusCode).toBe(204);
      expect((await remove('2027-12-31')).statusCode).toBe(404);
      expect(byDay((await read()).entries)['2027-12-31']).toMatchObject({ isWorkingDay: false });
      expect(
        await t.db
          .selectFrom('activityLog')
          .select('action')
          .where('action', '=', 'working-calendar.remove')
          .execute(),
      ).toHaveLength(1);
    });

    it('answers wrong input with a message on the field, never a 500', async () => {
      await open('2026-11-26T17:00:00.000Z');
      const cases: Array<[object, Record<string, string>]> = [
        [
          { day: '2026-13-40', kind: 'closed', note: 'Storm' },
          { day: 'Enter the day as YYYY-MM-DD, for example 2026-12-24.' },
        ],
        [
          { day: '2026-12-28', kind: 'closed', note: '  ' },
          { note: 'Say why, for example "Storm closure" or "Office open for the election".' },
        ],
        [
          { day: '2026-12-28', kind: 'open', note: 'x' },
          { kind: 'Choose whether the office is closed or works that holiday.' },
        ],
        [
          { day: '2026-12-28', kind: 'working', note: 'Not a holiday' },
          {
            day: 'That day is not a Utah legal holiday: only a legal holiday can be marked a working day.',
          },
        ],
        [
          { day: '2026-12-26', kind: 'closed', note: 'Saturday' },
          {
            day: 'That day is a Saturday or Sunday, which is never a business day. Choose a weekday.',
          },
        ],
        [
          { day: '2026-12-25', kind: 'closed', note: 'Christmas' },
          { day: 'That day is already a Utah legal holiday, so the office is closed.' },
        ],
      ];
      for (const [payload, fields] of cases) {
        const response = await save(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error.fields).toEqual(fields);
      }
      expect((await remove('not-a-day')).statusCode).toBe(400);
    });

    it('opens only to accounts holding the working-calendar permission', async () => {
      await open('2026-11-26T17:00:00.000Z');
      const anonymous = await t.app.inject({ method: 'GET', url: WORKING_CALENDAR_API.calendar });
      expect(anonymous.statusCode).toBe(401);
      const editor = await t.logInAsNew('editor1', ['editor']);
      const refused = await t.app.inject({
        method: 'GET',
        url: WORKING_CALENDAR_API.calendar,
        headers: { authorization: editor },
      });
      expect(refused.statusCode).toBe(403);
      expect(
        (await save({ day: '2026-12-28', kind: 'closed', note: 'x' }, editor)).statusCode,
      ).toBe(403);
      const officer = await t.logInAsNew('clerk', ['records-officer']);
      expect((await read(officer)).entries.length).toBeGreaterThan(0);
    });

    it('counts a rule staff correct in the database: Good Friday once its condition is confirmed', async () => {
      await open('2026-11-26T17:00:00.000Z');
      expect(byDay((await read()).entries)['2027-03-26']).toBeUndefined();
      await t.db
        .updateTable('legalHolidayRules')
        .set({ isActive: 1 })
        .where('id', '=', 'good-friday')
        .execute();
      expect(byDay((await read()).entries)['2027-03-26']).toMatchObject({ name: 'Good Friday' });
    });

    it('gives a records request filed before Juneteenth 2026 its deadline a business day later', async () => {
      // Wednesday, June 3, 2026, 10:00 MDT: 10 business days skip Monday, June 15 → Thursday the 18th.
      await open('2026-06-03T16:00:00.000Z');
      const filed = await t.app.inject({
        method: 'POST',
        url: '/public-records/request/online',
        headers: FORM_HEADERS,
        payload: new URLSearchParams({
          requesterName: 'Dana Reporter',
          email: 'dana@example.org',
          mailingAddress: 'PO Box 12, Kamas, UT 84036',
          description: 'Hydrant maintenance logs',
          format: 'electronic',
        }).toString(),
      });
      expect(filed.statusCode, filed.body).toBe(303);
      const row = await t.db
        .selectFrom('recordsRequests')
        .select('dueDay')
        .executeTakeFirstOrThrow();
      expect(row.dueDay).toBe('2026-06-18');
    });

    it('keeps Juneteenth 2026 out of the meeting recording deadline', async () => {
      // Wednesday, June 17, 2026, noon MDT: a meeting on Thursday, June 11 has had 3 business
      // days (12, 16, 17) only, so its recording is not late yet.
      await open('2026-06-17T18:00:00.000Z');
      const current = await t.app.inject({
        method: 'GET',
        url: '/api/content/items/minutes',
        headers: { authorization: admin },
      });
      const meeting = { ...BLANK_MEETING, date: '2026-06-11', time: '18:30', place: 'Station 41' };
      const published = await t.app.inject({
        method: 'PUT',
        url: '/api/content/items/minutes/published',
        headers: { authorization: admin },
        payload: { data: { ...current.json().data, meetings: [meeting] } },
      });
      expect(published.statusCode, published.body).toBe(200);
      const kinds = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: MEETINGS_API.warnings,
            headers: { authorization: admin },
          })
        )
          .json<{ warnings: { kind: string }[] }>()
          .warnings.map((warning) => warning.kind);
      expect(await kinds()).not.toContain('recording-due');
      await save({ day: '2026-06-15', kind: 'working', note: 'Board office open' });
      expect(await kinds()).toContain('recording-due');
    });
  });
}
