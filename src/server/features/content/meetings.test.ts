import { describe, expect, it } from 'vitest';
import { BLANK_MEETING, type Meeting } from '#domain/meetings/board-meetings.ts';
import { MEETINGS_API } from '#domain/meetings/meetings-api.ts';
import { insertVersion } from './content.repo.ts';
import { SEED_PAGES } from '#domain/content/seed-content.ts';
import { useTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const DAY_MS = 86_400_000;

function buildMeeting(overrides: Partial<Meeting> = {}): Meeting {
  return { ...BLANK_MEETING, date: '2026-11-18', time: '18:30', place: 'Station 41', ...overrides };
}

for (const store of storesUnderTest()) {
  describe(`board meetings and jobs on ${store.kind}`, () => {
    let t: TestApp, authorization: string;
    // Tuesday 2026-11-17, noon in Kamas.
    useTestApp(store, (opened) => ({ t, admin: authorization } = opened), {
      once: true,
      hasPages: true,
      clockStart: '2026-11-17T19:00:00.000Z',
    });

    const getData = async (id: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/content/items/${id}`,
        headers: { authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: any }>().data;
    };
    const saveItem = (id: string, data: unknown, publish: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: publish ? `/api/content/items/${id}/published` : `/api/content/items/${id}`,
        headers: { authorization },
        payload: { data },
      });
    const pageBody = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    const warnings = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: MEETINGS_API.warnings,
        headers: { authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ warnings: { kind: string; message: string }[] }>().warnings;
    };

    it('shows no meetings on a fresh start, as the specification’s minutes page', async () => {
      const body = await pageBody('/public-records/minutes');
      expect(body).toContain('Utah Public Notice Website');
      expect(body).not.toContain('Next Meeting');
      expect(await warnings()).toEqual([]);
    });

    it('keeps a draft agenda off the public page and stamps the agenda when it is published', async () => {
      const minutes = await getData('minutes');
      const regular = buildMeeting({
        agendaTitle: 'November regular meeting agenda',
        agendaHref: '/documents/agenda-2026-11.pdf',
        agendaPostedAt: '2020-01-01T00:00:00.000Z',
      });
      const draft = await saveItem('minutes', { ...minutes, meetings: [regular] }, false);
      expect(draft.statusCode, draft.body).toBe(200);
      expect(await pageBody('/public-records/minutes')).not.toContain('November regular');

      // A special meeting 23 hours away: published now, its notice is late.
      const special = buildMeeting({
        time: '11:00',
        meetingType: 'Special',
        agendaTitle: 'Special meeting agenda',
        agendaHref: 'https://example.org/special-agenda.pdf',
      });
      const published = await saveItem(
        'minutes',
        { ...minutes, meetings: [regular, special] },
        true,
      );
      expect(published.statusCode, published.body).toBe(200);
      const stored = (await getData('minutes')).meetings as Meeting[];
      expect(stored.map((meeting) => meeting.agendaPostedAt)).toEqual([
        '2026-11-17T19:00:00.000Z',
        '2026-11-17T19:00:00.000Z',
      ]);

      const body = await pageBody('/public-records/minutes');
      expect(body).toContain('Next Meeting');
      // The special meeting at 11:00 comes before the regular one at 18:30.
      expect(body).toMatch(/Next Meeting<\/h2><h3[^>]*>Special<!-- --> meeting/);
      expect(body).toContain('href="https://example.org/special-agenda.pdf"');
      expect(body).toContain('Americans with Disabilities Act');
      expect(body).toContain(`href="${MEETINGS_API.calendarFeed}"`);
      expect(await warnings()).toEqual([
        {
          index: 1,
          kind: 'agenda-late',
          message:
            'Special meeting of 2026-11-18: the agenda was published less than 24 hours before the meeting.',
        },
      ]);
    });

    it('refuses warnings to a visitor and a meeting without a cancellation reason', async () => {
      const anonymous = await t.app.inject({ method: 'GET', url: MEETINGS_API.warnings });
      expect(anonymous.statusCode).toBe(401);
      const minutes = await getData('minutes');
      const response = await saveItem(
        'minutes',
        { ...minutes, meetings: [buildMeeting({ isCancelled: true })] },
        true,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        'meetings.0.cancellationReason': 'Say why the meeting is cancelled.',
      });
    });

    it('lists published meetings in the iCalendar feed, a cancelled one as cancelled', async () => {
      const minutes = await getData('minutes');
      const cancelled = buildMeeting({
        date: '2026-12-16',
        isCancelled: true,
        cancellationReason: 'No quorum',
      });
      expect(
        (
          await saveItem(
            'minutes',
            { ...minutes, meetings: [...minutes.meetings, cancelled] },
            true,
          )
        ).statusCode,
      ).toBe(200);
      const feed = await t.app.inject({ method: 'GET', url: MEETINGS_API.calendarFeed });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toContain('text/calendar');
      const unfolded = feed.body.replaceAll('\r\n ', '');
      expect(unfolded).toContain('SUMMARY:Regular board meeting\r\n');
      expect(unfolded).toContain('DTSTART:20261119T013000Z');
      expect(unfolded).toContain('LOCATION:Station 41');
      expect(unfolded).toContain('SUMMARY:Regular board meeting (cancelled)');
      expect(unfolded).toContain('STATUS:CANCELLED');
    });

    it('shows past meetings with approved minutes and warns about a missing recording', async () => {
      const minutes = await getData('minutes');
      const meetings = (minutes.meetings as Meeting[]).map((meeting, index) =>
        index === 0
          ? {
              ...meeting,
              minutesTitle: 'November minutes',
              minutesHref: '/documents/minutes-2026-11.pdf',
              minutesStatus: 'Approved',
            }
          : meeting,
      );
      expect((await saveItem('minutes', { ...minutes, meetings }, true)).statusCode).toBe(200);
      t.advanceClock(7 * DAY_MS);
      authorization = await t.logInAsAdmin();
      const body = await pageBody('/public-records/minutes');
      expect(body).toContain('Past Meetings');
      expect(body).toContain('Approved minutes');
      expect(body).toContain('November regular meeting agenda');
      expect(body).toContain('href="/documents/minutes-2026-11.pdf"');
      // The cancelled December meeting is next now.
      expect(body).toMatch(/Next Meeting[\s\S]*This meeting is cancelled/);
      expect((await warnings()).map((warning) => warning.kind)).toEqual([
        'recording-due',
        'agenda-late',
        'recording-due',
      ]);
    });

    it('reads pages stored before meetings and closing dates existed with the seed’s values', async () => {
      const {
        meetings: _meetings,
        adaNotice: _adaNotice,
        ...oldMinutes
      } = SEED_PAGES.minutes as any;
      const oldCareers = {
        ...SEED_PAGES.careers,
        positions: [{ ...(SEED_PAGES.careers as any).positions[0], status: 'Open' }].map(
          ({ closingDate: _closingDate, applyHref: _applyHref, ...position }) => position,
        ),
      };
      await t.db.transaction().execute(async (trx) => {
        for (const [itemId, data] of [
          ['minutes', oldMinutes],
          ['careers', oldCareers],
        ] as const) {
          await insertVersion(trx, {
            itemId,
            kind: 'page',
            data,
            createdBy: 'old release',
            isPublished: true,
            now: new Date().toISOString(),
          });
        }
      });
      // Any publish through the API makes this instance read the database again.
      expect((await saveItem('privacy', await getData('privacy'), true)).statusCode).toBe(200);
      const minutes = await t.app.inject({ method: 'GET', url: '/public-records/minutes' });
      expect(minutes.statusCode).toBe(200);
      expect(minutes.body).not.toContain('Next Meeting');
      expect((await getData('minutes')).meetings).toEqual([]);
      const careers = await pageBody('/recruitment-and-hiring');
      expect(careers).not.toContain('Applications are closed for this position.');
    });

    it('closes an open position by itself after its closing date', async () => {
      authorization = await t.logInAsAdmin();
      const careers = await getData('careers');
      const positions = [
        {
          ...careers.positions[0],
          status: 'Open',
          closingDate: '2026-11-30',
          applyHref: 'mailto:jobs@example.org',
        },
      ];
      expect((await saveItem('careers', { ...careers, positions }, true)).statusCode).toBe(200);
      const activity = await t.app.inject({
        method: 'GET',
        url: '/api/admin/activity?action=content.publish',
        headers: { authorization },
      });
      const careersEntry = activity
        .json<{ entries: { subject: string }[] }>()
        .entries.find((entry) => entry.subject.startsWith('Careers (careers)'));
      expect(careersEntry).toMatchObject({
        action: 'content.publish',
        subject: expect.stringContaining('Careers (careers) version') as unknown,
        after: { positions: [{ closingDate: '2026-11-30', applyHref: 'mailto:jobs@example.org' }] },
      });
      const open = await pageBody('/recruitment-and-hiring');
      expect(open).toContain('href="mailto:jobs@example.org"');
      expect(open).not.toContain('Applications are closed for this position.');
      t.advanceClock(7 * DAY_MS);
      const closed = await pageBody('/recruitment-and-hiring');
      expect(closed).not.toContain('href="mailto:jobs@example.org"');
      expect(closed).toContain('Applications are closed for this position.');
    });
  });
}
