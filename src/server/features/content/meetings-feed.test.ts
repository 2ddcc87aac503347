import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PAGES } from '#domain/content/seed-content.ts';
import type { MinutesPage } from '#domain/content/page-content.schema.ts';
import { BLANK_MEETING, type Meeting } from '#domain/meetings/board-meetings.ts';
import { MEETINGS_API } from '#domain/meetings/meetings-api.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const [sqlite] = storesUnderTest();
const MINUTE_MS = 60_000;
const CLOCK_START = '2026-11-17T19:00:00.000Z';
const SEED_DATES = (SEED_PAGES.minutes as MinutesPage).meetingSchedule.dates;

interface FeedEvent {
  uid: string;
  summary: string;
  start: string;
  stamp: string;
  sequence: number;
  status: string | null;
}

/** The feed through ical.js, a real iCalendar parser. */
function parseMeetingsFeed(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      stamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString(),
      sequence: event.sequence,
      status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
    };
  });
}

function buildMeeting(overrides: Partial<Meeting> = {}): Meeting {
  return { ...BLANK_MEETING, date: '2026-12-16', time: '18:30', place: 'Station 41', ...overrides };
}

describe('the board-meetings iCalendar feed', () => {
  let t: TestApp;
  let authorization: string;
  let elapsedMs = 0;
  const now = () => new Date(Date.parse(CLOCK_START) + elapsedMs).toISOString();

  beforeAll(async () => {
    t = await openTestApp(sqlite!, {
      hasPages: true,
      clockStart: CLOCK_START,
      env: { PUBLIC_URL: 'https://fire.example.org' },
    });
    authorization = await t.logInAsAdmin();
  });
  afterAll(async () => {
    await t.close();
  });

  const fetchFeed = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: MEETINGS_API.calendarFeed, headers });
  async function publishMeetings(meetings: Meeting[]) {
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/content/items/minutes',
      headers: { authorization },
    });
    const data = current.json<{ data: MinutesPage }>().data;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/content/items/minutes/published',
      headers: { authorization },
      payload: { data: { ...data, meetings } },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('offers the feed on the minutes page and lists the annual schedule before any meeting is entered', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/public-records/minutes' });
    expect(page.body).toContain(`href="${MEETINGS_API.calendarFeed}"`);
    const response = await fetchFeed();
    expect(response.statusCode).toBe(200);
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const events = parseMeetingsFeed(response.body);
    expect(SEED_DATES.length).toBeGreaterThan(0);
    expect(events).toHaveLength(SEED_DATES.length);
    expect(events[0]?.summary).toBe('Regular board meeting');
    expect(events.every((event) => event.stamp <= now())).toBe(true);
  });

  it('answers a conditional request with 304 by ETag or Last-Modified', async () => {
    const first = await fetchFeed();
    expect(first.headers.etag).toMatch(/^".+"$/);
    expect(first.headers['last-modified']).toBeTruthy();
    expect((await fetchFeed({ 'if-none-match': first.headers.etag as string })).statusCode).toBe(
      304,
    );
    expect(
      (await fetchFeed({ 'if-modified-since': first.headers['last-modified'] as string }))
        .statusCode,
    ).toBe(304);
  });

  it('stamps a meeting with its last change, not its start, and raises SEQUENCE when it is cancelled', async () => {
    await publishMeetings([buildMeeting()]);
    const uid = 'board-meeting-2026-12-16-1830@fire.example.org';
    const before = (await fetchFeed()).body;
    const added = parseMeetingsFeed(before).find((event) => event.uid === uid);
    expect(added).toMatchObject({ sequence: 0, status: 'CONFIRMED' });
    expect(added!.stamp <= now()).toBe(true);
    expect(added!.stamp).not.toBe(added!.start);

    t.advanceClock(10 * MINUTE_MS);
    elapsedMs += 10 * MINUTE_MS;
    await publishMeetings([buildMeeting({ isCancelled: true, cancellationReason: 'No quorum' })]);
    const after = await fetchFeed();
    expect(after.body).not.toBe(before);
    const cancelled = parseMeetingsFeed(after.body).find((event) => event.uid === uid);
    expect(cancelled).toMatchObject({ sequence: 1, status: 'CANCELLED' });
    expect(cancelled!.stamp > added!.stamp).toBe(true);
    // The other events did not change, so neither did their sequence.
    expect(
      parseMeetingsFeed(after.body)
        .filter((event) => event.uid !== uid)
        .every((event) => event.sequence === 0),
    ).toBe(true);
  });

  it('serves the same feed in Spanish with ?lang=es: the same UIDs and SEQUENCE, the words in Spanish, linked from /es/', async () => {
    const spanishPage = await t.app.inject({ method: 'GET', url: '/es/public-records/minutes' });
    expect(spanishPage.body).toContain(`href="${MEETINGS_API.calendarFeed}?lang=es"`);
    const english = await fetchFeed();
    const spanish = await t.app.inject({
      method: 'GET',
      url: `${MEETINGS_API.calendarFeed}?lang=es`,
    });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers['content-type']).toContain('text/calendar');
    expect(spanish.body).toMatch(/\r\nX-WR-CALNAME:Reuniones de la junta directiva, /);
    expect(spanish.body).toContain(
      'URL;VALUE=URI:https://fire.example.org/es/public-records/minutes',
    );
    const englishEvents = parseMeetingsFeed(english.body);
    const spanishEvents = parseMeetingsFeed(spanish.body);
    expect(
      spanishEvents.map(({ uid, sequence, stamp, status }) => ({ uid, sequence, stamp, status })),
    ).toEqual(
      englishEvents.map(({ uid, sequence, stamp, status }) => ({ uid, sequence, stamp, status })),
    );
    const uid = 'board-meeting-2026-12-16-1830@fire.example.org';
    expect(spanishEvents.find((event) => event.uid === uid)?.summary).toBe(
      'Reunión ordinaria de la junta directiva (cancelada)',
    );
    expect(spanishEvents.find((event) => event.uid !== uid)?.summary).toBe(
      'Reunión ordinaria de la junta directiva',
    );
    expect(spanish.body).not.toMatch(/board meeting|annual meeting schedule/);
    // Each language has its own validator, and a stale one gets the whole feed.
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: `${MEETINGS_API.calendarFeed}?lang=es`,
      headers: { 'if-none-match': spanish.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${MEETINGS_API.calendarFeed}?lang=fr`,
    });
    expect(unknown.statusCode).toBe(400);
  });
});
