import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCalendarEventInput } from '#tests/fixtures/calendar-event.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, useTestApp, type TestApp } from '#tests/support/test-app.ts';

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string | null;
  isAllDay: boolean;
  /** Wall-clock start and end as written (YYYY-MM-DDTHH:mm:ss, or YYYY-MM-DD when all-day). */
  start: string;
  end: string;
  tzid: string | null;
  /** The instants a calendar app computes from them. */
  startUtc: string;
  endUtc: string;
}

/** Parses a feed with ical.js, a real iCalendar parser, resolving TZID through the feed's VTIMEZONE. */
function parseFeed(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
  }
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description ?? null,
      isAllDay: event.startDate.isDate,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      tzid:
        (vevent.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null,
      startUtc: event.startDate.toJSDate().toISOString(),
      endUtc: event.endDate.toJSDate().toISOString(),
    };
  });
  return { calendar, events };
}

describe.each(storesUnderTest())('iCalendar feed on $kind', (store) => {
  let t: TestApp;
  let authorization: string;
  const originalTz = process.env.TZ;

  // A server far from Utah must still write Utah wall-clock times.
  beforeAll(() => {
    process.env.TZ = 'Pacific/Kiritimati';
  });
  afterAll(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });
  beforeEach(async () => {
    t = await openTestApp(store, { env: { PUBLIC_URL: 'https://fire.example.org' } });
    authorization = await t.logInAsAdmin();
  });
  afterEach(async () => {
    await t.close();
  });

  async function addEvent(overrides: Parameters<typeof buildCalendarEventInput>[0]) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/events',
      headers: { authorization },
      payload: buildCalendarEventInput(overrides),
    });
    expect(response.statusCode).toBe(201);
    return response.json().event as { id: string };
  }
  function fetchFeed() {
    return t.app.inject({ method: 'GET', url: '/api/calendar/events.ics' });
  }

  it('serves text/calendar to anyone, with an empty calendar when there are no events', async () => {
    const response = await fetchFeed();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const { calendar, events } = parseFeed(response.body);
    expect(events).toEqual([]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toContain('Fire Marshal Availability');
  });

  it('ends in CRLF and puts the calendar properties before its components', async () => {
    await addEvent({ startDate: '2026-03-10', endDate: '2026-03-10' });
    const body = (await fetchFeed()).body;
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const { calendar } = parseFeed(body);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Denver');
    // Nothing but the calendar's own end follows its last component.
    const lastComponentEnd = Math.max(
      body.lastIndexOf('\r\nEND:VEVENT'),
      body.lastIndexOf('\r\nEND:VTIMEZONE'),
    );
    expect(body.slice(lastComponentEnd + 2)).toMatch(
      /^END:(VEVENT|VTIMEZONE)\r\nEND:VCALENDAR\r\n$/,
    );
  });

  it('keeps a single-day event at 09:00-17:00 Denver time, across the DST change', async () => {
    const afterDst = await addEvent({
      startDate: '2026-03-10',
      endDate: '2026-03-10',
      description: 'Kamas & Oakley; call first',
    });
    const beforeDst = await addEvent({
      title: 'Before DST',
      startDate: '2026-03-07',
      endDate: '2026-03-07',
    });
    const { events } = parseFeed((await fetchFeed()).body);
    const byUid = new Map(events.map((event) => [event.uid, event]));

    expect(byUid.get(`${afterDst.id}@fire.example.org`)).toEqual({
      uid: `${afterDst.id}@fire.example.org`,
      summary: 'Inspections in Kamas',
      description: 'Kamas & Oakley; call first',
      isAllDay: false,
      start: '2026-03-10T09:00:00',
      end: '2026-03-10T17:00:00',
      tzid: 'America/Denver',
      // Mountain Daylight Time, UTC-6.
      startUtc: '2026-03-10T15:00:00.000Z',
      endUtc: '2026-03-10T23:00:00.000Z',
    });
    expect(byUid.get(`${beforeDst.id}@fire.example.org`)).toMatchObject({
      start: '2026-03-07T09:00:00',
      // Mountain Standard Time, UTC-7.
      startUtc: '2026-03-07T16:00:00.000Z',
    });
  });

  it('writes a multi-day event as all-day dates whose exclusive end is the day after the end date', async () => {
    await addEvent({
      title: 'Training week',
      startDate: '2026-12-28',
      endDate: '2027-01-01',
      startTime: '00:00',
      endTime: '23:59',
      isMultiDay: true,
    });
    const [event] = parseFeed((await fetchFeed()).body).events;
    expect(event).toMatchObject({
      summary: 'Training week',
      isAllDay: true,
      start: '2026-12-28',
      end: '2027-01-02',
    });
  });

  it('ends a single-day event with end time 00:00 at the next midnight', async () => {
    await addEvent({
      startDate: '2026-02-28',
      endDate: '2026-02-28',
      startTime: '18:00',
      endTime: '00:00',
    });
    const [event] = parseFeed((await fetchFeed()).body).events;
    expect(event).toMatchObject({
      isAllDay: false,
      start: '2026-02-28T18:00:00',
      end: '2026-03-01T00:00:00',
    });
  });

  it('keeps every UID the same from one download to the next and drops deleted events', async () => {
    const first = await addEvent({ title: 'First' });
    const second = await addEvent({ title: 'Second', startTime: '10:00' });
    const before = await fetchFeed();
    const again = await fetchFeed();
    expect(again.body).toBe(before.body);
    expect(parseFeed(before.body).events.map((event) => event.uid)).toEqual([
      `${first.id}@fire.example.org`,
      `${second.id}@fire.example.org`,
    ]);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/calendar/events/${first.id}`,
      headers: { authorization },
    });
    expect(parseFeed((await fetchFeed()).body).events.map((event) => event.uid)).toEqual([
      `${second.id}@fire.example.org`,
    ]);
  });

  it('serves the feed in Spanish with ?lang=es: its name and page in Spanish, the same events and UIDs', async () => {
    const event = await addEvent({ title: 'Inspections' });
    const english = await fetchFeed();
    const spanish = await t.app.inject({ method: 'GET', url: '/api/calendar/events.ics?lang=es' });
    expect(spanish.statusCode).toBe(200);
    const { calendar, events } = parseFeed(spanish.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toMatch(/^Calendario de inspecciones, /);
    expect(spanish.body).toContain('URL;VALUE=URI:https://fire.example.org/es/permits/calendar');
    expect(spanish.body).not.toContain('Fire Marshal Availability');
    // Staff's event titles stay as written; the events are the English feed's.
    expect(events).toEqual(parseFeed(english.body).events);
    expect(events.map((one) => one.uid)).toEqual([`${event.id}@fire.example.org`]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/calendar/events.ics?lang=xx' })).statusCode,
    ).toBe(400);
  });
});

describe.each(storesUnderTest())('cached iCalendar feed on $kind', (store) => {
  let t: TestApp, authorization: string;
  useTestApp(store, (opened) => ({ t, admin: authorization } = opened));

  function fetchFeed(headers: Record<string, string> = {}) {
    return t.app.inject({ method: 'GET', url: '/api/calendar/events.ics', headers });
  }
  async function addEvent(title: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/events',
      headers: { authorization },
      payload: buildCalendarEventInput({ title }),
    });
    expect(response.statusCode).toBe(201);
    return response.json().event as { id: string };
  }
  function deleteEvent(id: string) {
    return t.app.inject({
      method: 'DELETE',
      url: `/api/calendar/events/${id}`,
      headers: { authorization },
    });
  }

  it('sends an ETag and Last-Modified, and answers 304 with no body to a matching If-None-Match', async () => {
    await addEvent('Inspections in Kamas');
    const first = await fetchFeed();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Date(first.headers['last-modified'] as string).toISOString()).toBe(
      '2026-03-02T16:00:00.000Z',
    );

    const unchanged = await fetchFeed({ 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    const otherTag = await fetchFeed({ 'if-none-match': '"something-else"' });
    expect(otherTag.statusCode).toBe(200);
    expect(otherTag.body).toBe(first.body);
  });

  it('answers 304 to If-Modified-Since at or after the last change, and 200 before it', async () => {
    const first = await fetchFeed();
    const lastModified = first.headers['last-modified'] as string;
    expect((await fetchFeed({ 'if-modified-since': lastModified })).statusCode).toBe(304);
    const earlier = new Date(new Date(lastModified).getTime() - 1000).toUTCString();
    const stale = await fetchFeed({ 'if-modified-since': earlier });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('BEGIN:VCALENDAR');
  });

  it('changes the ETag and Last-Modified when an event is added or deleted, not when a delete finds nothing', async () => {
    const empty = await fetchFeed();
    t.advanceClock(60_000);
    const event = await addEvent('Added later');
    const afterAdd = await fetchFeed({ 'if-none-match': empty.headers.etag as string });
    expect(afterAdd.statusCode).toBe(200);
    expect(afterAdd.body).toContain('SUMMARY:Added later');
    expect(afterAdd.headers.etag).not.toBe(empty.headers.etag);
    expect(new Date(afterAdd.headers['last-modified'] as string).toISOString()).toBe(
      '2026-03-02T16:01:00.000Z',
    );
    // A client holding the old date sees the change through If-Modified-Since too.
    expect(
      (await fetchFeed({ 'if-modified-since': empty.headers['last-modified'] as string }))
        .statusCode,
    ).toBe(200);

    expect((await deleteEvent('6f1c1c0e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await fetchFeed({ 'if-none-match': afterAdd.headers.etag as string })).statusCode).toBe(
      304,
    );

    t.advanceClock(60_000);
    expect((await deleteEvent(event.id)).statusCode).toBe(200);
    const afterDelete = await fetchFeed({ 'if-none-match': afterAdd.headers.etag as string });
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.body).not.toContain('Added later');
    expect(afterDelete.headers.etag).not.toBe(afterAdd.headers.etag);
    expect(afterDelete.headers.etag).not.toBe(empty.headers.etag);
    expect(parseFeed(afterDelete.body).events).toEqual([]);
  });

  it('bumps the stored calendar version in the same transaction as the add and the delete', async () => {
    const readVersion = async () =>
      Number(
        (
          await t.db
            .selectFrom('calendarVersions')
            .select('version')
            .where('name', '=', 'events')
            .executeTakeFirstOrThrow()
        ).version,
      );
    const start = await readVersion();
    const event = await addEvent('One');
    expect(await readVersion()).toBe(start + 1);
    await deleteEvent(event.id);
    expect(await readVersion()).toBe(start + 2);
  });
});

describe('compressed iCalendar feed', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await openTestApp(storesUnderTest()[0]!);
    const authorization = await t.logInAsAdmin();
    for (let index = 0; index < 20; index += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/calendar/events',
        headers: { authorization },
        payload: buildCalendarEventInput({ title: `Inspections ${index}` }),
      });
    }
  });
  afterEach(async () => {
    await t.close();
  });

  it.each([
    ['gzip', 'gzip, deflate', gunzipSync],
    ['br', 'gzip, deflate, br', brotliDecompressSync],
  ])(
    'sends %s to a client that accepts it, with the same calendar inside and its own ETag',
    async (encoding, acceptEncoding, decode) => {
      const plain = await t.app.inject({ method: 'GET', url: '/api/calendar/events.ics' });
      const compressed = await t.app.inject({
        method: 'GET',
        url: '/api/calendar/events.ics',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(compressed.rawPayload).toString('utf8')).toBe(plain.body);
      expect(compressed.headers.etag).not.toBe(plain.headers.etag);
      const revalidated = await t.app.inject({
        method: 'GET',
        url: '/api/calendar/events.ics',
        headers: {
          'accept-encoding': acceptEncoding,
          'if-none-match': compressed.headers.etag as string,
        },
      });
      expect(revalidated.statusCode).toBe(304);
    },
  );
});
