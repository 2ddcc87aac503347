import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  MAX_MULTI_DAY_EVENT_DAYS,
  type CalendarEventInput,
} from '#domain/calendar/calendar-event.schema.ts';
import { buildCalendarEventInput } from '#tests/fixtures/calendar-event.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { useTestApp, type TestApp } from '#tests/support/test-app.ts';

describe.each(storesUnderTest())('calendar events API on $kind', (store) => {
  let t: TestApp, authorization: string;
  useTestApp(store, (opened) => ({ t, admin: authorization } = opened));

  function listEvents() {
    return t.app.inject({ method: 'GET', url: '/api/calendar/events' });
  }
  function addEvent(payload: unknown, headers: Record<string, string> = { authorization }) {
    return t.app.inject({
      method: 'POST',
      url: '/api/calendar/events',
      payload: payload as object,
      headers,
    });
  }
  function deleteEvent(id: string, headers: Record<string, string> = { authorization }) {
    return t.app.inject({ method: 'DELETE', url: `/api/calendar/events/${id}`, headers });
  }

  it('lists no events on a fresh database, without logging in', async () => {
    const response = await listEvents();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  describe('cached per calendar version (issue 16, finding 13)', () => {
    it('sends an ETag and answers 304 with no body to a matching If-None-Match', async () => {
      await addEvent(buildCalendarEventInput());
      const first = await listEvents();
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"\d+-[\w-]+"$/);
      expect(first.json()).toHaveLength(1);

      const again = await t.app.inject({
        method: 'GET',
        url: '/api/calendar/events',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    });

    it('sends a new ETag and the new list after an event is added or deleted', async () => {
      const empty = await listEvents();
      const emptyTag = empty.headers.etag as string;

      const added = (await addEvent(buildCalendarEventInput())).json().event;
      const withEvent = await t.app.inject({
        method: 'GET',
        url: '/api/calendar/events',
        headers: { 'if-none-match': emptyTag },
      });
      expect(withEvent.statusCode).toBe(200);
      expect(withEvent.json()).toEqual([added]);
      const withEventTag = withEvent.headers.etag as string;
      expect(withEventTag).not.toBe(emptyTag);

      expect((await deleteEvent(added.id)).statusCode).toBe(200);
      const afterDelete = await t.app.inject({
        method: 'GET',
        url: '/api/calendar/events',
        headers: { 'if-none-match': withEventTag },
      });
      expect(afterDelete.statusCode).toBe(200);
      expect(afterDelete.json()).toEqual([]);
      expect(afterDelete.headers.etag).not.toBe(withEventTag);
    });

    it('sends the same list Brotli- or gzip-compressed, each coding with its own ETag', async () => {
      await addEvent(buildCalendarEventInput());
      const plain = await listEvents();
      for (const coding of ['br', 'gzip'] as const) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/calendar/events',
          headers: { 'accept-encoding': coding },
        });
        expect(response.headers['content-encoding']).toBe(coding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers.etag).not.toBe(plain.headers.etag);
        const body =
          coding === 'br'
            ? brotliDecompressSync(response.rawPayload)
            : gunzipSync(response.rawPayload);
        expect(JSON.parse(body.toString('utf8'))).toEqual(plain.json());
      }
    });
  });

  it('adds a single-day event and answers 201 { success, event } in the shape of spec §3', async () => {
    const response = await addEvent(buildCalendarEventInput());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      event: { id: expect.any(String), ...buildCalendarEventInput() },
    });
    expect((await listEvents()).json()).toEqual([body.event]);
  });

  it('adds a multi-day event with a boolean flag and leaves out an empty description', async () => {
    const response = await addEvent(
      buildCalendarEventInput({
        title: 'Training week',
        startDate: '2026-03-16',
        endDate: '2026-03-20',
        startTime: '00:00',
        endTime: '23:59',
        description: undefined,
        isMultiDay: true,
      }),
    );
    expect(response.statusCode).toBe(201);
    const [event] = (await listEvents()).json();
    expect(event).toEqual({
      id: expect.any(String),
      title: 'Training week',
      startDate: '2026-03-16',
      endDate: '2026-03-20',
      startTime: '00:00',
      endTime: '23:59',
      isMultiDay: true,
    });
  });

  it('trims the title and accepts a single-day event ending at the next midnight', async () => {
    const response = await addEvent(
      buildCalendarEventInput({ title: '  Evening burns  ', startTime: '18:00', endTime: '00:00' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().event).toMatchObject({
      title: 'Evening burns',
      startTime: '18:00',
      endTime: '00:00',
    });
  });

  it('lists events sorted by start date and time', async () => {
    await addEvent(
      buildCalendarEventInput({ title: 'Third', startDate: '2026-04-01', endDate: '2026-04-01' }),
    );
    await addEvent(
      buildCalendarEventInput({ title: 'Second', startTime: '13:00', endTime: '14:00' }),
    );
    await addEvent(
      buildCalendarEventInput({ title: 'First', startTime: '08:00', endTime: '09:00' }),
    );
    await addEvent(
      buildCalendarEventInput({
        title: 'Zeroth',
        startDate: '2026-03-01',
        endDate: '2026-03-12',
        isMultiDay: true,
      }),
    );
    const titles = (await listEvents()).json().map((event: { title: string }) => event.title);
    expect(titles).toEqual(['Zeroth', 'First', 'Second', 'Third']);
  });

  it('deletes an event, which then disappears from the list', async () => {
    const { event } = (await addEvent(buildCalendarEventInput())).json();
    const response = await deleteEvent(event.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await listEvents()).json()).toEqual([]);
  });

  it('answers 404 EVENT_NOT_FOUND for an unknown id', async () => {
    const response = await deleteEvent('6f1c1c0e-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'EVENT_NOT_FOUND', message: 'That event no longer exists.' },
    });
    const { event } = (await addEvent(buildCalendarEventInput())).json();
    await deleteEvent(event.id);
    expect((await deleteEvent(event.id)).statusCode).toBe(404);
  });

  describe('without a valid bearer token nothing changes', () => {
    const badHeaders: Array<[string, () => Record<string, string>]> = [
      ['no token', () => ({})],
      ['an unknown token', () => ({ authorization: 'Bearer not-a-real-token' })],
      [
        'the token in another scheme',
        () => ({ authorization: authorization.replace('Bearer', 'Token') }),
      ],
    ];

    it.each(badHeaders)('refuses to add with %s (401)', async (_label, headers) => {
      const response = await addEvent(buildCalendarEventInput(), headers());
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'Log in to do this.' },
      });
      expect((await listEvents()).json()).toEqual([]);
    });

    it.each(badHeaders)('refuses to delete with %s (401)', async (_label, headers) => {
      const { event } = (await addEvent(buildCalendarEventInput())).json();
      const response = await deleteEvent(event.id, headers());
      expect(response.statusCode).toBe(401);
      expect((await listEvents()).json()).toEqual([event]);
    });

    it('refuses an invalid body without a token with 401, not 400', async () => {
      expect((await addEvent({ title: '' }, {})).statusCode).toBe(401);
    });

    it('refuses a revoked token', async () => {
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization } });
      expect((await addEvent(buildCalendarEventInput())).statusCode).toBe(401);
      expect((await listEvents()).json()).toEqual([]);
    });

    it('refuses an expired token', async () => {
      const { event } = (await addEvent(buildCalendarEventInput())).json();
      t.advanceClock(12 * 60 * 60_000 + 1);
      expect((await addEvent(buildCalendarEventInput())).statusCode).toBe(401);
      expect((await deleteEvent(event.id)).statusCode).toBe(401);
      expect((await listEvents()).json()).toEqual([event]);
    });
  });

  describe('validation', () => {
    const invalid: Array<[string, Partial<CalendarEventInput> | Record<string, unknown>, string]> =
      [
        ['an empty title', { title: '' }, 'title'],
        ['a title of spaces only', { title: '   ' }, 'title'],
        ['a 201-character title', { title: 'x'.repeat(201) }, 'title'],
        ['a 2001-character description', { description: 'x'.repeat(2001) }, 'description'],
        ['February 30', { startDate: '2026-02-30', endDate: '2026-02-30' }, 'startDate'],
        ['a day-month-year date', { startDate: '10-03-2026' }, 'startDate'],
        ['a missing end date', { endDate: undefined }, 'endDate'],
        ['month 13', { endDate: '2026-13-01', isMultiDay: true }, 'endDate'],
        ['24:00', { startTime: '24:00' }, 'startTime'],
        ['a time without leading zero', { endTime: '9:30' }, 'endTime'],
        ['a time with seconds', { endTime: '17:00:00' }, 'endTime'],
        ['an end time before the start time', { startTime: '14:00', endTime: '09:00' }, 'endTime'],
        [
          'a multi-day end date before its start',
          { endDate: '2026-03-09', isMultiDay: true },
          'endDate',
        ],
        [
          'a single-day event spanning two dates',
          { endDate: '2026-03-11', isMultiDay: false },
          'endDate',
        ],
        [
          'a multi-day event longer than MAX_MULTI_DAY_EVENT_DAYS (367 days)',
          { endDate: '2027-03-11', isMultiDay: true },
          'endDate',
        ],
        [
          'a multi-day event running to year 9999',
          { endDate: '9999-12-31', isMultiDay: true },
          'endDate',
        ],
        ['isMultiDay as a string', { isMultiDay: 'true' }, 'isMultiDay'],
        ['no isMultiDay', { isMultiDay: undefined }, 'isMultiDay'],
        ['a numeric title', { title: 42 }, 'title'],
      ];

    it.each(invalid)('rejects %s with 400 and the field', async (_label, overrides, field) => {
      const response = await addEvent({ ...buildCalendarEventInput(), ...overrides });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.fields).toHaveProperty(field);
      expect(typeof body.error.fields[field]).toBe('string');
      expect((await listEvents()).json()).toEqual([]);
    });

    it('accepts the limits: 200-character title, 2000-character description, February 29 of a leap year', async () => {
      const response = await addEvent(
        buildCalendarEventInput({
          title: 't'.repeat(200),
          description: 'd'.repeat(2000),
          startDate: '2028-02-29',
          endDate: '2028-02-29',
        }),
      );
      expect(response.statusCode).toBe(201);
    });

    it('accepts a multi-day event of MAX_MULTI_DAY_EVENT_DAYS days and names the limit past it', async () => {
      const year = await addEvent(
        buildCalendarEventInput({ endDate: '2027-03-10', isMultiDay: true }),
      );
      expect(year.statusCode).toBe(201);
      const longer = await addEvent(
        buildCalendarEventInput({ endDate: '2027-03-11', isMultiDay: true }),
      );
      expect(longer.json().error.fields.endDate).toBe(
        `Keep a multi-day event to ${MAX_MULTI_DAY_EVENT_DAYS} days or fewer; add another event for the days after`,
      );
    });

    it('says what to fix in the field messages', async () => {
      const response = await addEvent({
        ...buildCalendarEventInput(),
        startDate: '2026-02-30',
        endDate: '2026-02-30',
      });
      expect(response.json().error.fields.startDate).toBe('Enter a real date as YYYY-MM-DD');
    });

    it.each([
      ['malformed JSON', '{"title": "Inspections",'],
      ['an empty JSON body', ''],
      ['a JSON array', '[]'],
      ['a JSON string', '"hello"'],
    ])('answers %s with 400, never 500', async (_label, payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/calendar/events',
        headers: { authorization, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    });

    it('answers a form-encoded body with a 4xx JSON error', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/calendar/events',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'title=x',
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error).toBeDefined();
    });
  });
});
