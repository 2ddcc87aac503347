import { describe, expect, it } from 'vitest';
import { BLANK_MEETING, type Meeting } from '#domain/meetings/board-meetings.ts';
import { MEETINGS_API } from '#domain/meetings/meetings-api.ts';
import { SEED_PAGES } from '#domain/content/seed-content.ts';
import { generateScheduleDates } from './meeting-schedule.ts';
import { useTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

function buildMeeting(overrides: Partial<Meeting> = {}): Meeting {
  return { ...BLANK_MEETING, date: '2026-11-18', time: '18:30', place: 'Station 41', ...overrides };
}

const RULE = { ordinal: 'Third', weekday: 'Wednesday', time: '18:30', place: 'Station 41' };

describe('the seeded schedule', () => {
  it('lists the dates its rule gives', () => {
    const { rule, year, dates } = SEED_PAGES.minutes.meetingSchedule;
    expect(generateScheduleDates({ rule, year })).toEqual(dates);
  });
});

for (const store of storesUnderTest()) {
  describe(`the board's meeting schedule and meetings in search on ${store.kind}`, () => {
    let t: TestApp, authorization: string;
    useTestApp(store, (opened) => ({ t, admin: authorization } = opened), {
      once: true,
      hasPages: true,
      clockStart: '2026-11-17T19:00:00.000Z',
    });

    const getMinutes = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/content/items/minutes',
        headers: { authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: any }>().data;
    };
    const publishMinutes = (data: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/content/items/minutes/published',
        headers: { authorization },
        payload: { data },
      });
    const generate = (payload: object, headers: Record<string, string> = { authorization }) =>
      t.app.inject({
        method: 'POST',
        url: MEETINGS_API.scheduleDates,
        headers,
        payload: payload as Record<string, unknown>,
      });
    const pageBody = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    const search = (q: string) => pageBody(`/search?q=${encodeURIComponent(q)}`);

    it('shows both readings of the specification and the year’s dates on a fresh start', async () => {
      const overview = await pageBody('/public-records');
      expect(overview).toContain('second Thursday of each month, 7:00 PM');
      const minutes = await pageBody('/public-records/minutes');
      expect(minutes).toContain('third Wednesday of each month at 6:30 PM at Station 41');
      expect(minutes).toContain('2027 meeting schedule');
      expect(minutes).toContain('Wednesday, January 20, 2027, 6:30 PM');
      expect(minutes).toContain('Wednesday, December 15, 2027, 6:30 PM');
    });

    it('generates the year’s dates from the recurring rule', async () => {
      const response = await generate({ rule: RULE, year: '2027' });
      expect(response.statusCode, response.body).toBe(200);
      const { dates } = response.json<{ dates: { date: string; time: string; place: string }[] }>();
      expect(dates.map((entry) => entry.date)).toEqual([
        '2027-01-20',
        '2027-02-17',
        '2027-03-17',
        '2027-04-21',
        '2027-05-19',
        '2027-06-16',
        '2027-07-21',
        '2027-08-18',
        '2027-09-15',
        '2027-10-20',
        '2027-11-17',
        '2027-12-15',
      ]);
      expect(dates[0]).toEqual({ date: '2027-01-20', time: '18:30', place: 'Station 41' });

      const last = await generate({
        rule: { ...RULE, ordinal: 'Last', weekday: 'Friday', time: '09:00' },
        year: '2028',
      });
      const lastDates = last.json<{ dates: { date: string }[] }>().dates;
      expect(lastDates.map((entry) => entry.date).slice(0, 3)).toEqual([
        '2028-01-28',
        '2028-02-25',
        '2028-03-31',
      ]);
      expect(lastDates).toHaveLength(12);
    });

    it('refuses a rule it cannot read, and anyone without content:edit', async () => {
      const bad = await generate({ rule: { ...RULE, weekday: 'Someday' }, year: '27' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json<{ error: { fields: object } }>().error.fields)).toEqual(
        expect.arrayContaining(['rule.weekday', 'year']),
      );
      expect((await generate({ rule: RULE, year: '2027' }, {})).statusCode).toBe(401);
    });

    it('publishes an edited list and a new rule; both pages read the one schedule', async () => {
      const minutes = await getMinutes();
      const generated = (
        await generate({
          rule: { ...RULE, ordinal: 'Second', weekday: 'Thursday', time: '19:00' },
          year: '2027',
        })
      ).json<{
        dates: { date: string; time: string; place: string }[];
      }>().dates;
      // The editor removes July and moves December to the 2nd.
      const edited = generated
        .filter((entry) => !entry.date.startsWith('2027-07'))
        .map((entry) => (entry.date === '2027-12-09' ? { ...entry, date: '2027-12-02' } : entry));
      const schedule = {
        rule: { ...RULE, ordinal: 'Second', weekday: 'Thursday', time: '19:00' },
        year: '2027',
        dates: edited,
        overviewReading: '',
      };
      const response = await publishMinutes({ ...minutes, meetingSchedule: schedule });
      expect(response.statusCode, response.body).toBe(200);

      const minutesPage = await pageBody('/public-records/minutes');
      const overview = await pageBody('/public-records');
      const reading = 'second Thursday of each month at 7:00 PM at Station 41';
      expect(minutesPage).toContain(reading);
      expect(overview).toContain(reading);
      expect(overview).not.toContain('second Thursday of each month, 7:00 PM');
      expect(minutesPage).toContain('Thursday, December 2, 2027, 7:00 PM');
      expect(minutesPage).not.toContain('December 9, 2027');
      expect(minutesPage).not.toContain('July 8, 2027');
    });

    it('refuses a date outside the schedule’s year, under its field', async () => {
      const minutes = await getMinutes();
      const schedule = minutes.meetingSchedule;
      const response = await publishMinutes({
        ...minutes,
        meetingSchedule: {
          ...schedule,
          dates: [...schedule.dates, { date: '2028-01-13', time: '19:00', place: 'Station 41' }],
        },
      });
      expect(response.statusCode).toBe(400);
      expect(
        response.json<{ error: { fields: Record<string, string> } }>().error.fields,
      ).toMatchObject({
        [`meetingSchedule.dates.${schedule.dates.length}.date`]:
          'Enter a date in 2027, the schedule’s year.',
      });
    });

    it('indexes each published meeting for site search and re-indexes on every publish', async () => {
      const minutes = await getMinutes();
      const meeting = buildMeeting({
        place: 'Woodland Community Hall',
        meetingType: 'Work session',
        agendaTitle: 'Budget work session agenda',
        agendaHref: '/documents/budget-work-session.pdf',
      });
      const draft = await t.app.inject({
        method: 'PUT',
        url: '/api/content/items/minutes',
        headers: { authorization },
        payload: { data: { ...minutes, meetings: [meeting] } },
      });
      expect(draft.statusCode, draft.body).toBe(200);
      // A draft is not public, so search does not find it.
      expect(await search('Woodland')).not.toContain('Work session board meeting');

      expect((await publishMinutes({ ...minutes, meetings: [meeting] })).statusCode).toBe(200);
      const byPlace = await search('Woodland');
      expect(byPlace).toContain('Work session board meeting — November 18, 2026');
      expect(byPlace).toContain('href="/public-records/minutes#meeting-2026-11-18-1830"');
      expect(await search('work session')).toContain(
        'Work session board meeting — November 18, 2026',
      );
      expect(await search('budget agenda')).toContain('Work session board meeting');
      expect(await pageBody('/public-records/minutes')).toContain('id="meeting-2026-11-18-1830"');

      // Moved to another hall and given minutes: the old place is no longer found.
      const moved = {
        ...meeting,
        place: 'Peoa Town Hall',
        minutesTitle: 'Work session minutes',
        minutesHref: '/documents/work-session-minutes.pdf',
        minutesStatus: 'Approved',
      };
      expect((await publishMinutes({ ...minutes, meetings: [moved] })).statusCode).toBe(200);
      expect(await search('Woodland')).not.toContain('Work session board meeting');
      expect(await search('Peoa')).toContain('Work session board meeting — November 18, 2026');
      expect(await search('approved minutes')).toContain('Work session board meeting');

      // Removed from the list: no longer found.
      expect((await publishMinutes({ ...minutes, meetings: [] })).statusCode).toBe(200);
      expect(await search('Peoa')).not.toContain('Work session board meeting');
    });
  });
}
