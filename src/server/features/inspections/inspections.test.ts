// One job over 500 lines: the booking of inspections (slots, book, move, cancel, staff booking,
// mails, the no-script page) through the API on both stores; its set-up comes from
// tests/support/factories/inspections.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_INSPECTION_SETTINGS } from '#domain/inspections/inspection-settings.ts';
import { buildPermitApplication } from '#tests/fixtures/permit-applications.ts';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import {
  MONDAY_MORNING,
  addAvailability,
  listFreeSlots,
  payClearance as payClearanceFor,
  type Slot,
} from '#tests/support/factories/inspections.ts';
import { INSPECTION_REMINDER_JOB } from './inspections.routes.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const HOUR = 3_600_000;

for (const store of storesUnderTest()) {
  describe(`inspection booking (${store.kind})`, () => {
    let t: PermitsTestApp;
    let admin: { authorization: string };
    let mailer: ReturnType<typeof createMemoryMailer>;

    async function open(clockStart = MONDAY_MORNING, hasPages = true) {
      mailer = createMemoryMailer();
      // The shared CI machine stalls the event loop now and then; this is not a load test.
      t = await openPermitsTestApp(store, {
        clockStart,
        mailer,
        hasPages,
      });
      admin = { authorization: await t.logInAsAdmin() };
    }
    afterEach(async () => {
      await t.close();
    });

    const payClearance = (formData?: Record<string, unknown>) =>
      payClearanceFor(t, formData ? { formData } : {});

    const slotsOf = (token: string) => listFreeSlots(t, token);
    const book = (token: string, start: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/inspections/${token}/booking`,
        payload: { start },
      });
    const move = (token: string, start: string) =>
      t.app.inject({ method: 'PUT', url: `/api/inspections/${token}/booking`, payload: { start } });
    const cancel = (token: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/inspections/${token}/booking` });
    const putSettings = (settings: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/inspections/settings',
        headers: admin,
        payload: settings,
      });

    it('keeps the settings as data: defaults, a checked save, and staff-only access', async () => {
      await open();
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/admin/inspections/settings',
        headers: admin,
      });
      expect(read.json()).toEqual(DEFAULT_INSPECTION_SETTINGS);
      const bad = await putSettings({ ...DEFAULT_INSPECTION_SETTINGS, bufferMinutes: 20 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual({
        bufferMinutes: 'Enter a buffer in steps of 15 minutes',
      });
      const saved = await putSettings({ ...DEFAULT_INSPECTION_SETTINGS, bufferMinutes: 45 });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().bufferMinutes).toBe(45);
      const editor = await t.logInAsNew('editor1', ['editor']);
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/inspections/settings',
        headers: { authorization: editor },
        payload: DEFAULT_INSPECTION_SETTINGS,
      });
      expect(refused.statusCode).toBe(403);
      const anonymous = await t.app.inject({
        method: 'GET',
        url: '/api/admin/inspections/settings',
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('counts the minimum notice on the working calendar, skipping Juneteenth (Utah Code 63G-1-301)', async () => {
      // Friday, June 12, 2026, 10:00 MDT: one business day of notice skips Monday the 15th.
      await open('2026-06-12T16:00:00.000Z');
      await addAvailability(t, admin, '2026-06-15', '09:00', '10:00');
      await addAvailability(t, admin, '2026-06-16', '09:00', '10:00');
      const { token } = await payClearance();
      const days = async () => (await slotsOf(token)).map((slot) => `${slot.day} ${slot.time}`);
      expect(await days()).toEqual(['2026-06-16 09:00']);
      const worked = await t.app.inject({
        method: 'POST',
        url: '/api/admin/working-calendar/days',
        headers: admin,
        payload: { day: '2026-06-15', kind: 'working', note: 'Office open on Juneteenth' },
      });
      expect(worked.statusCode, worked.body).toBe(201);
      expect(await days()).toEqual(['2026-06-15 09:00', '2026-06-16 09:00']);
    });

    it('lists free slots after the minimum notice, and keeps the buffer around a booking', async () => {
      await open();
      // Today (Monday) is inside the notice of one business day; Tuesday is the first day.
      await addAvailability(t, admin, '2026-03-02', '13:00', '15:00');
      await addAvailability(t, admin, '2026-03-03', '09:00', '12:00');
      const first = await payClearance();
      const second = await payClearance();
      expect((await slotsOf(first.token)).map((slot) => `${slot.day} ${slot.time}`)).toEqual([
        '2026-03-03 09:00',
        '2026-03-03 10:00',
        '2026-03-03 11:00',
      ]);
      const booked = await book(first.token, '2026-03-03T16:00:00.000Z');
      expect(booked.statusCode, booked.body).toBe(201);
      expect(booked.json().booking).toMatchObject({
        status: 'scheduled',
        day: '2026-03-03',
        time: '09:00',
        inspectionType: 'Final',
        sequence: 0,
        canChange: true,
      });
      // 09:00-10:00 plus the 30-minute buffer: the next start is 10:30.
      expect((await slotsOf(second.token)).map((slot) => slot.time)).toEqual(['10:30']);
      const again = await book(first.token, '2026-03-03T17:30:00.000Z');
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('INSPECTION_ALREADY_BOOKED');
    });

    it('answers a slot look-up at once beside a block stored before the length cap, running to year 9999', async () => {
      await open();
      // Written as the old form accepted it; the form now refuses it (MAX_MULTI_DAY_EVENT_DAYS).
      await t.db
        .insertInto('calendarEvents')
        .values({
          id: 'block-to-9999',
          title: 'Inspections, forever',
          startDate: '2026-03-03',
          endDate: '9999-12-31',
          startTime: '09:00',
          endTime: '17:00',
          description: '',
          isMultiDay: 1,
          createdAt: MONDAY_MORNING,
          createdBy: null,
        })
        .execute();
      const clearance = await payClearance();
      const started = performance.now();
      const slots = await slotsOf(clearance.token);
      // Clipped to the booking horizon, the block costs 60 days, not 2.9 million (seconds before).
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(slots[0]).toMatchObject({ day: '2026-03-03', time: '08:00' });
      expect(slots.at(-1)!.day <= '2026-05-01').toBe(true);
    }, 30_000);

    it('refuses a slot that is taken, in the past or not offered, and shows the next free times', async () => {
      await open();
      await addAvailability(t, admin, '2026-03-03', '09:00', '12:00');
      const first = await payClearance();
      const second = await payClearance();
      expect((await book(first.token, '2026-03-03T16:00:00.000Z')).statusCode).toBe(201);
      const taken = await book(second.token, '2026-03-03T16:00:00.000Z');
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toEqual({
        code: 'SLOT_NOT_AVAILABLE',
        message: 'That time is not free, or is in the past. Choose one of the free times.',
      });
      expect(taken.json().nextSlots.map((slot: Slot) => slot.time)).toEqual(['10:30']);
      const past = await book(second.token, '2026-03-01T16:00:00.000Z');
      expect(past.json().error.code).toBe('SLOT_NOT_AVAILABLE');
      const offGrid = await book(second.token, '2026-03-03T17:40:00.000Z');
      expect(offGrid.json().error.code).toBe('SLOT_NOT_AVAILABLE');
      const garbage = await book(second.token, 'next tuesday');
      expect(garbage.statusCode).toBe(400);
      expect(garbage.json().error.fields).toEqual({ start: 'Choose a time from the list' });
      const unknown = await book('made-up-token', '2026-03-03T17:30:00.000Z');
      expect(unknown.statusCode).toBe(404);
    });

    it('lets one of two simultaneous bookings of one slot win, by the database constraint', async () => {
      await open();
      await addAvailability(t, admin, '2026-03-03', '09:00', '12:00');
      const first = await payClearance();
      const second = await payClearance();
      const results = await Promise.all([
        book(first.token, '2026-03-03T16:00:00.000Z'),
        book(second.token, '2026-03-03T16:00:00.000Z'),
      ]);
      const codes = results.map((result) => result.statusCode).sort();
      expect(codes).toEqual([201, 409]);
      const loser = results.find((result) => result.statusCode === 409)!;
      expect(['SLOT_TAKEN', 'SLOT_NOT_AVAILABLE']).toContain(loser.json().error.code);
      expect(loser.json().nextSlots.map((slot: Slot) => slot.time)).toEqual(['10:30']);
      const scheduled = await t.db
        .selectFrom('inspections')
        .select('id')
        .where('status', '=', 'scheduled')
        .execute();
      expect(scheduled).toHaveLength(1);
    });

    it('reschedules and cancels until the cut-off; staff may after it', async () => {
      await open();
      await addAvailability(t, admin, '2026-03-04', '09:00', '12:00');
      const applicant = await payClearance();
      const other = await payClearance();
      expect((await book(applicant.token, '2026-03-04T16:00:00.000Z')).statusCode).toBe(201);
      const moved = await move(applicant.token, '2026-03-04T18:00:00.000Z');
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().booking).toMatchObject({ time: '11:00', sequence: 1 });
      // 09:00 is free again once the booking moved.
      expect((await slotsOf(other.token)).map((slot) => slot.time)).toEqual(['09:00']);

      // Wednesday 11:00 less 24 hours is Tuesday 11:00: past it, only staff change the booking.
      t.advanceClock(26 * HOUR + 60_000);
      const late = await cancel(applicant.token);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe('INSPECTION_NOT_CHANGEABLE');
      admin = { authorization: await t.logInAsAdmin() };
      const byStaff = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/inspections/bookings/${applicant.permitNumber}`,
        headers: admin,
      });
      expect(byStaff.statusCode, byStaff.body).toBe(200);
      expect(byStaff.json().booking).toMatchObject({ status: 'cancelled', sequence: 2 });
      const again = await cancel(applicant.token);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('INSPECTION_CANCELLED');
      const timeline = await t.db
        .selectFrom('statusEvents')
        .select(['kind', 'toStatus', 'actor'])
        .where('subjectKind', '=', 'inspection')
        .orderBy('id')
        .execute();
      expect(timeline).toEqual([
        { kind: 'created', toStatus: 'scheduled', actor: 'applicant' },
        { kind: 'rescheduled', toStatus: null, actor: 'applicant' },
        { kind: 'status', toStatus: 'cancelled', actor: 'staff:marshal' },
      ]);
    });

    it('caps the bookings, moves and cancellations of one booking link a day, each of which mails, but not staff', async () => {
      await open();
      await addAvailability(t, admin, '2026-03-04', '09:00', '12:00');
      const applicant = await payClearance();
      const other = await payClearance();
      const start = '2026-03-04T16:00:00.000Z';
      const inspectionMails = async () =>
        (
          await t.db
            .selectFrom('outboxMessages')
            .select('id')
            .where('reference', 'like', 'inspection:%')
            .execute()
        ).length;
      // Three cycles of book and cancel: six changes, each mailed.
      for (let cycle = 0; cycle < 3; cycle += 1) {
        expect((await book(applicant.token, start)).statusCode).toBe(201);
        expect((await cancel(applicant.token)).statusCode).toBe(200);
      }
      const mailed = await inspectionMails();
      expect(mailed).toBe(6);
      const refused = await book(applicant.token, start);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({
        code: 'INSPECTION_CHANGES_LIMITED',
        message:
          'This booking link has booked, moved or cancelled an inspection 6 times today. Try again tomorrow, or call the district office to change it.',
      });
      // Nothing was booked, nothing more mailed; the time stays free for others.
      expect(await inspectionMails()).toBe(mailed);
      expect((await slotsOf(other.token)).map((slot) => slot.time)).toContain('09:00');
      // The no-script page answers the same, inline.
      const page = await t.app.inject({
        method: 'POST',
        url: '/permits/inspection',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: applicant.token, action: 'book', start }).toString(),
      });
      expect(page.statusCode).toBe(429);
      expect(page.body).toContain('This booking link has booked, moved or cancelled an inspection');
      // Staff booking for a caller are not counted; another permit's link is not affected.
      const byStaff = await t.app.inject({
        method: 'POST',
        url: `/api/admin/inspections/bookings/${applicant.permitNumber}`,
        headers: admin,
        payload: { start },
      });
      expect(byStaff.statusCode, byStaff.body).toBe(201);
      const [free] = await slotsOf(other.token);
      expect((await book(other.token, free!.start)).statusCode).toBe(201);
    });

    it('lets staff find a caller’s application by permit number, name or address, and book, move and cancel it with the applicant’s e-mails and the activity log', async () => {
      await open();
      await addAvailability(t, admin, '2026-03-04', '09:00', '12:00');
      const caller = await payClearance({
        ...buildPermitApplication('residential'),
        fullName: 'Robin Caller',
        email: 'robin@example.org',
        address: '42 Weber Canyon Rd, Oakley, UT 84055',
      });
      const other = await payClearance();
      const search = (q: string, headers: Record<string, string> = admin) =>
        t.app.inject({
          method: 'GET',
          url: `/api/admin/inspections/bookings?q=${encodeURIComponent(q)}`,
          headers,
        });
      const short = await search(' w ');
      expect(short.statusCode).toBe(400);
      expect(short.json().error.fields).toEqual({
        q: 'Enter at least 2 characters of a permit number, a name or an address',
      });
      const permitsOf = async (q: string) => {
        const found = await search(q);
        expect(found.statusCode, found.body).toBe(200);
        return found
          .json<{ matches: Array<{ permitNumber: string }> }>()
          .matches.map((match) => match.permitNumber);
      };
      expect(await permitsOf('weber canyon')).toEqual([caller.permitNumber]);
      expect(await permitsOf('ROBIN')).toEqual([caller.permitNumber]);
      expect(await permitsOf(caller.permitNumber.toLowerCase())).toEqual([caller.permitNumber]);
      // Wildcards are searched as text, and the form's other fields do not match.
      expect(await permitsOf('%%')).toEqual([]);
      expect(await permitsOf('Example Builders')).toEqual([]);
      expect((await permitsOf('Kamas')).sort()).toEqual([other.permitNumber]);
      const found = (await search('Robin')).json().matches[0];
      expect(found).toEqual({
        permitNumber: caller.permitNumber,
        permitTitle: expect.any(String),
        applicantName: 'Robin Caller',
        address: '42 Weber Canyon Rd, Oakley, UT 84055',
      });

      const staffUrl = `/api/admin/inspections/bookings/${caller.permitNumber}`;
      const view = async () => {
        const response = await t.app.inject({ method: 'GET', url: staffUrl, headers: admin });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{
          booking: { status: string; time: string } | null;
          canBook: boolean;
          days: Array<{ day: string; slots: Slot[] }>;
        }>();
      };
      const before = await view();
      expect(before).toMatchObject({
        permitNumber: caller.permitNumber,
        applicantName: 'Robin Caller',
        address: '42 Weber Canyon Rd, Oakley, UT 84055',
        inspectionType: 'Final',
        durationMinutes: 60,
        booking: null,
        canBook: true,
      });
      expect(before.days.flatMap((day) => day.slots).map((slot) => slot.time)).toEqual(
        (await slotsOf(caller.token)).map((slot) => slot.time),
      );
      expect(before.days[0]!.slots[0]).toMatchObject({ day: '2026-03-04', time: '09:00' });

      const staffBook = (start: string) =>
        t.app.inject({ method: 'POST', url: staffUrl, headers: admin, payload: { start } });
      const wrong = await staffBook('not a time');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({ start: 'Choose a time from the list' });
      expect((await staffBook('2026-03-04T16:00:00.000Z')).statusCode).toBe(201);
      // Each change's e-mail goes out before the next (a superseded one is not sent).
      await t.service.sendDueEmails();
      expect((await view()).booking).toMatchObject({ status: 'scheduled', time: '09:00' });
      const twice = await staffBook('2026-03-04T18:00:00.000Z');
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({
        error: { code: 'INSPECTION_ALREADY_BOOKED' },
        booking: { status: 'scheduled', time: '09:00' },
      });
      // Another applicant takes 10:30 meanwhile: the move answers 409 with the free times now.
      const otherBooked = await book(other.token, '2026-03-04T17:30:00.000Z');
      expect(otherBooked.statusCode, otherBooked.body).toBe(201);
      const taken = await t.app.inject({
        method: 'PUT',
        url: staffUrl,
        headers: admin,
        payload: { start: '2026-03-04T18:00:00.000Z' },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.code).toBe('SLOT_NOT_AVAILABLE');
      expect(taken.json().nextSlots).toEqual([]);
      expect((await view()).days).toEqual([]);
      await t.app.inject({ method: 'DELETE', url: `/api/inspections/${other.token}/booking` });
      const moved = await t.app.inject({
        method: 'PUT',
        url: staffUrl,
        headers: admin,
        payload: { start: '2026-03-04T18:00:00.000Z' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().booking).toMatchObject({ time: '11:00', sequence: 1 });
      await t.service.sendDueEmails();
      const cancelled = await t.app.inject({ method: 'DELETE', url: staffUrl, headers: admin });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const again = await t.app.inject({ method: 'DELETE', url: staffUrl, headers: admin });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        error: { code: 'INSPECTION_CANCELLED' },
        booking: { status: 'cancelled', time: '11:00' },
      });

      await t.service.sendDueEmails();
      const toCaller = mailer.sent
        .filter(
          (message) => message.to === 'robin@example.org' && message.subject.startsWith('Insp'),
        )
        .map((message) => message.subject.split(':')[0]);
      expect(toCaller).toEqual(['Inspection booked', 'Inspection moved', 'Inspection cancelled']);
      const activity = await t.db
        .selectFrom('activityLog')
        .select(['actorUsername', 'action', 'before', 'after'])
        .where('action', 'like', 'inspection.%')
        // The test clock stands still: the three share one time, so by action.
        .orderBy('action')
        .execute();
      expect(activity).toEqual([
        {
          actorUsername: 'marshal',
          action: 'inspection.book',
          before: null,
          after: JSON.stringify({ day: '2026-03-04', time: '09:00', inspectionType: 'Final' }),
        },
        {
          actorUsername: 'marshal',
          action: 'inspection.cancel',
          before: JSON.stringify({ day: '2026-03-04', time: '11:00' }),
          after: null,
        },
        {
          actorUsername: 'marshal',
          action: 'inspection.move',
          before: JSON.stringify({ day: '2026-03-04', time: '09:00' }),
          after: JSON.stringify({ day: '2026-03-04', time: '11:00' }),
        },
      ]);

      const unknown = await t.app.inject({
        method: 'GET',
        url: '/api/admin/inspections/bookings/F-0000-9999',
        headers: admin,
      });
      expect(unknown.statusCode).toBe(404);
      const editor = { authorization: await t.logInAsNew('editor1', ['editor']) };
      expect((await search('Robin', editor)).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: staffUrl, headers: editor })).statusCode,
      ).toBe(403);
      expect((await search('Robin', {})).statusCode).toBe(401);
    });

    it('stops offering the times of a deleted availability block', async () => {
      await open();
      const id = await addAvailability(t, admin, '2026-03-03', '09:00', '10:00');
      const applicant = await payClearance();
      expect(await slotsOf(applicant.token)).toHaveLength(1);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/calendar/events/${id}`,
        headers: admin,
      });
      expect(deleted.statusCode).toBe(200);
      expect(await slotsOf(applicant.token)).toEqual([]);
    });

    it('shows staff the inspections a block deletion cancels, then cancels them and tells the applicants', async () => {
      await open();
      const morning = await addAvailability(t, admin, '2026-03-03', '09:00', '12:00');
      // A second block still covers 11:30-12:30, so that inspection keeps its time.
      await addAvailability(t, admin, '2026-03-03', '11:00', '13:00');
      const lost = await payClearance();
      const kept = await payClearance();
      await book(lost.token, '2026-03-03T16:00:00.000Z');
      expect((await book(kept.token, '2026-03-03T18:30:00.000Z')).statusCode).toBe(201);
      await t.service.sendDueEmails();
      const preview = await t.app.inject({
        method: 'GET',
        url: `/api/admin/inspections/affected-by-event/${morning}`,
        headers: admin,
      });
      expect(preview.statusCode).toBe(200);
      expect(preview.json().inspections).toEqual([
        expect.objectContaining({
          permitNumber: lost.permitNumber,
          applicantName: 'Jordan Example',
          inspectionType: 'Final',
          day: '2026-03-03',
          time: '09:00',
        }),
      ]);
      const anonymous = await t.app.inject({
        method: 'GET',
        url: `/api/admin/inspections/affected-by-event/${morning}`,
      });
      expect(anonymous.statusCode).toBe(401);

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/calendar/events/${morning}`,
        headers: admin,
      });
      expect(deleted.statusCode).toBe(200);
      const bookingOf = async (token: string) =>
        (await t.app.inject({ method: 'GET', url: `/api/inspections/${token}/booking` })).json()
          .booking;
      expect(await bookingOf(lost.token)).toMatchObject({ status: 'cancelled', sequence: 1 });
      expect(await bookingOf(kept.token)).toMatchObject({ status: 'scheduled', time: '11:30' });
      const [cancellation] = await invitationsOf('Inspection cancelled');
      expect(cancellation).toContain('METHOD:CANCEL');
      const mail = mailer.sent.find((message) =>
        message.subject.startsWith('Inspection cancelled'),
      )!;
      expect(mail.text).toContain(`Book another time: http://localhost:`);
      expect(mail.text).toContain(`/permits/inspection?token=${lost.token}`);
      // The freed applicant can book again at once, on the block that remains.
      expect((await slotsOf(lost.token)).map((slot) => slot.time)).toEqual([]);
      const events = await t.db
        .selectFrom('statusEvents')
        .select(['toStatus', 'actor', 'reason'])
        .where('subjectKind', '=', 'inspection')
        .where('toStatus', '=', 'cancelled')
        .execute();
      expect(events).toEqual([
        {
          toStatus: 'cancelled',
          actor: 'staff:marshal',
          reason: 'The Fire Marshal’s availability for this time was withdrawn',
        },
      ]);
    });

    it('books both 01:00 slots of the night clocks fall back (2026-11-01)', async () => {
      // Thursday 2026-10-29, 10:00 MDT.
      await open('2026-10-29T16:00:00.000Z');
      await addAvailability(t, admin, '2026-11-01', '00:00', '04:00');
      await putSettings({ ...DEFAULT_INSPECTION_SETTINGS, bufferMinutes: 0 });
      const first = await payClearance();
      const second = await payClearance();
      const slots = await slotsOf(first.token);
      expect(slots.map((slot) => slot.time)).toEqual(['00:00', '01:00', '01:00', '02:00', '03:00']);
      expect((await book(first.token, '2026-11-01T07:00:00.000Z')).statusCode).toBe(201);
      const later = await book(second.token, '2026-11-01T08:00:00.000Z');
      expect(later.statusCode, later.body).toBe(201);
      expect(later.json().booking).toMatchObject({ day: '2026-11-01', time: '01:00' });
    });

    it('offers a block ending at 00:00 up to midnight and skips the lost hour of 2027-03-14', async () => {
      // Thursday 2027-03-11, 10:00 MST.
      await open('2027-03-11T17:00:00.000Z');
      await addAvailability(t, admin, '2027-03-13', '22:00', '00:00');
      await addAvailability(t, admin, '2027-03-14', '01:00', '04:00');
      await putSettings({ ...DEFAULT_INSPECTION_SETTINGS, bufferMinutes: 0 });
      const applicant = await payClearance();
      expect((await slotsOf(applicant.token)).map((slot) => `${slot.day} ${slot.time}`)).toEqual([
        '2027-03-13 22:00',
        '2027-03-13 23:00',
        '2027-03-14 01:00',
        '2027-03-14 03:00',
      ]);
    });

    it('offers no booking for a permit type the district switched off', async () => {
      await open();
      await putSettings({
        ...DEFAULT_INSPECTION_SETTINGS,
        permitTypes: {
          ...DEFAULT_INSPECTION_SETTINGS.permitTypes,
          residential: { needsInspection: false, firstInspectionTypeId: 'final' },
        },
      });
      const applicant = await payClearance();
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/inspections/${applicant.token}/slots`,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('INSPECTION_NOT_NEEDED');
    });

    /** The calendar invitation attached to the e-mails whose subject starts with `subject`. */
    async function invitationsOf(subject: string): Promise<string[]> {
      await t.service.sendDueEmails();
      return mailer.sent
        .filter((message) => message.subject.startsWith(subject))
        .map((message) => new TextDecoder().decode(message.attachments![0]!.content));
    }

    it('e-mails an invitation that updates on reschedule and cancels on cancel', async () => {
      await open();
      await addAvailability(t, admin, '2026-03-04', '09:00', '12:00');
      const applicant = await payClearance();
      await book(applicant.token, '2026-03-04T16:00:00.000Z');
      const [booked] = await invitationsOf('Inspection booked');
      const bookedMail = mailer.sent.find((message) =>
        message.subject.startsWith('Inspection booked'),
      )!;
      expect(bookedMail.subject).toBe(
        'Inspection booked: Wednesday, March 4, 2026, 09:00–10:00 (Mountain Time)',
      );
      expect(bookedMail.to).toBe('jordan@example.org');
      expect(bookedMail.text).toContain('Where: 1 Example Rd, Kamas, UT 84036');
      expect(bookedMail.text).toContain('What to prepare:');
      expect(bookedMail.text).toContain(`/permits/inspection?token=${applicant.token}`);
      expect(booked).toContain('METHOD:REQUEST');
      expect(booked).toContain('SEQUENCE:0');
      expect(booked).toContain('DTSTART;TZID=America/Denver:20260304T090000');
      expect(booked).toContain('BEGIN:VTIMEZONE');

      await move(applicant.token, '2026-03-04T17:00:00.000Z');
      const [moved] = await invitationsOf('Inspection moved');
      expect(moved).toContain('METHOD:REQUEST');
      expect(moved).toContain('SEQUENCE:1');
      expect(moved).toContain('DTSTART;TZID=America/Denver:20260304T100000');
      const uid = (text: string) => /UID:(.*)/.exec(text)![1];
      expect(uid(moved!)).toBe(uid(booked!));

      await cancel(applicant.token);
      const [cancelled] = await invitationsOf('Inspection cancelled');
      expect(cancelled).toContain('METHOD:CANCEL');
      expect(cancelled).toContain('SEQUENCE:2');
      expect(cancelled).toContain('STATUS:CANCELLED');
      expect(uid(cancelled!)).toBe(uid(booked!));
    });

    it('writes an inspection in the repeated hour of 2026-11-01 in UTC, naming it without doubt', async () => {
      await open('2026-10-29T16:00:00.000Z');
      await addAvailability(t, admin, '2026-11-01', '00:00', '04:00');
      await putSettings({ ...DEFAULT_INSPECTION_SETTINGS, bufferMinutes: 0 });
      const applicant = await payClearance();
      // The second 01:00, in Mountain Standard Time.
      await book(applicant.token, '2026-11-01T08:00:00.000Z');
      const [invitation] = await invitationsOf('Inspection booked');
      expect(invitation).toContain('DTSTART:20261101T080000Z');
      expect(invitation).toContain('DTEND:20261101T090000Z');
    });

    it('sends the reminder the day before, from 09:00 Mountain Time, once', async () => {
      // Monday 2026-03-02 08:30 MST.
      await open('2026-03-02T15:30:00.000Z');
      await addAvailability(t, admin, '2026-03-03', '09:00', '12:00');
      await addAvailability(t, admin, '2026-03-04', '09:00', '12:00');
      const tomorrow = await payClearance();
      const later = await payClearance();
      await book(tomorrow.token, '2026-03-03T16:00:00.000Z');
      await book(later.token, '2026-03-04T16:00:00.000Z');
      expect(await t.deps.jobs.run(INSPECTION_REMINDER_JOB)).toEqual({ queued: 0 });
      t.advanceClock(30 * 60_000);
      expect(await t.deps.jobs.run(INSPECTION_REMINDER_JOB)).toEqual({ queued: 1 });
      await t.deps.jobs.run(INSPECTION_REMINDER_JOB);
      const reminders = await invitationsOf('Reminder: your inspection tomorrow');
      expect(reminders).toHaveLength(1);
      expect(mailer.sent.find((message) => message.subject.startsWith('Reminder'))!.subject).toBe(
        'Reminder: your inspection tomorrow, Tuesday, March 3, 2026, 09:00–10:00 (Mountain Time)',
      );
    });

    for (const change of [
      {
        name: 'the day after clocks spring forward (2027-03-14)',
        // Thursday 2027-03-11, 10:00 MST.
        opensAt: '2027-03-11T17:00:00.000Z',
        day: '2027-03-15',
        // Monday 09:00 MDT (UTC-6).
        startsAt: '2027-03-15T15:00:00.000Z',
        dtstart: '20270315T090000',
        // Sunday 2027-03-14: 08:59 and 09:00 MDT, the first morning of daylight time.
        justBeforeReminder: '2027-03-14T14:59:00.000Z',
        subject:
          'Reminder: your inspection tomorrow, Monday, March 15, 2027, 09:00–10:00 (Mountain Time)',
      },
      {
        name: 'the day after clocks fall back (2026-11-01)',
        // Thursday 2026-10-29, 10:00 MDT.
        opensAt: '2026-10-29T16:00:00.000Z',
        day: '2026-11-02',
        // Monday 09:00 MST (UTC-7).
        startsAt: '2026-11-02T16:00:00.000Z',
        dtstart: '20261102T090000',
        // Sunday 2026-11-01: 08:59 and 09:00 MST, the first morning of standard time.
        justBeforeReminder: '2026-11-01T15:59:00.000Z',
        subject:
          'Reminder: your inspection tomorrow, Monday, November 2, 2026, 09:00–10:00 (Mountain Time)',
      },
    ]) {
      it(`invites and reminds at 09:00 Mountain Time on ${change.name}`, async () => {
        await open(change.opensAt);
        await addAvailability(t, admin, change.day, '09:00', '12:00');
        const applicant = await payClearance();
        const slots = await slotsOf(applicant.token);
        expect(slots[0]).toMatchObject({ start: change.startsAt, day: change.day, time: '09:00' });
        const booked = await book(applicant.token, change.startsAt);
        expect(booked.statusCode, booked.body).toBe(201);
        expect(booked.json().booking).toMatchObject({ day: change.day, time: '09:00' });

        const [invitation] = await invitationsOf('Inspection booked');
        expect(invitation).toContain(`DTSTART;TZID=America/Denver:${change.dtstart}`);
        // The zone carries both offsets, so the phone reads 09:00 on either side of the change.
        expect(invitation).toMatch(/BEGIN:DAYLIGHT[\s\S]*?TZOFFSETTO:-0600/);
        expect(invitation).toMatch(/BEGIN:STANDARD[\s\S]*?TZOFFSETTO:-0700/);

        // Not a minute before 09:00 local time on the day the clocks changed, and at 09:00 itself.
        t.advanceClock(Date.parse(change.justBeforeReminder) - t.deps.clock().getTime());
        expect(await t.deps.jobs.run(INSPECTION_REMINDER_JOB)).toEqual({ queued: 0 });
        t.advanceClock(60_000);
        expect(await t.deps.jobs.run(INSPECTION_REMINDER_JOB)).toEqual({ queued: 1 });
        const reminders = await invitationsOf('Reminder: your inspection tomorrow');
        expect(reminders).toHaveLength(1);
        expect(reminders[0]).toContain(`DTSTART;TZID=America/Denver:${change.dtstart}`);
        expect(mailer.sent.find((message) => message.subject.startsWith('Reminder'))!.subject).toBe(
          change.subject,
        );
      });
    }

    it('books through the plain HTML page without JavaScript, and tells the loser of a slot at once', async () => {
      await open();
      await addAvailability(t, admin, '2026-03-03', '09:00', '12:00');
      const first = await payClearance();
      const second = await payClearance();
      const page = await t.app.inject({
        method: 'GET',
        url: `/permits/inspection?token=${first.token}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).toContain('<h1>Book your inspection</h1>');
      expect(page.body).toContain('<legend>Tuesday, March 3, 2026</legend>');
      expect(page.body).toMatch(
        /<input (?=[^>]*required)[^>]*value="2026-03-03T16:00:00.000Z"[^>]*> 9:00 AM<\/label>/,
      );
      expect(page.body).not.toContain('<script');
      const form = (token: string, fields: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: '/permits/inspection',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ token, ...fields }).toString(),
        });
      const booked = await form(first.token, { action: 'book', start: '2026-03-03T16:00:00.000Z' });
      expect(booked.statusCode).toBe(303);
      expect(booked.headers.location).toBe(`/permits/inspection?token=${first.token}&done=booked`);
      const after = await t.app.inject({ method: 'GET', url: booked.headers.location as string });
      expect(after.body).toContain('<h1>Your inspection</h1>');
      expect(after.body).toContain('Your inspection is booked.');
      expect(after.body).toContain('Tuesday, March 3, 2026, 9:00 AM (Mountain Time)');

      const lost = await form(second.token, { action: 'book', start: '2026-03-03T16:00:00.000Z' });
      expect(lost.statusCode).toBe(409);
      expect(lost.body).toContain('role="alert"');
      expect(lost.body).toContain(
        'That time is not free, or is in the past. Choose one of the free times.',
      );
      // 09:00 is gone; 10:30 (after the buffer) is offered at once.
      expect(lost.body).not.toContain('value="2026-03-03T16:00:00.000Z"');
      expect(lost.body).toContain('10:30 AM');
      const empty = await form(second.token, { action: 'book' });
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain('Choose a time from the list.');

      const cancelled = await form(first.token, { action: 'cancel' });
      expect(cancelled.headers.location).toBe(
        `/permits/inspection?token=${first.token}&done=cancelled`,
      );
      const unknown = await t.app.inject({ method: 'GET', url: '/permits/inspection?token=nope' });
      expect(unknown.statusCode).toBe(404);
    });

    it('tells the holder of a cancelled booking’s link it was cancelled, and offers a new time', async () => {
      await open(MONDAY_MORNING, true);
      await addAvailability(t, admin, '2026-03-04', '09:00', '11:00');
      const applicant = await payClearance();
      expect((await book(applicant.token, '2026-03-04T16:00:00.000Z')).statusCode).toBe(201);
      expect((await cancel(applicant.token)).statusCode).toBe(200);

      // An old tab or e-mail link that moves or cancels again hears why, not "not found".
      for (const stale of [
        await move(applicant.token, '2026-03-04T17:30:00.000Z'),
        await cancel(applicant.token),
      ]) {
        expect(stale.statusCode).toBe(409);
        expect(stale.json().error).toEqual({
          code: 'INSPECTION_CANCELLED',
          message:
            'This inspection booking was cancelled. Book a new time on your booking page, or call the Fire Marshal at the district office.',
        });
      }

      const page = await t.app.inject({
        method: 'GET',
        url: `/permits/inspection?token=${applicant.token}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Your inspection was cancelled</h1>');
      expect(page.body).toContain(
        'Your final inspection on Wednesday, March 4, 2026, 9:00 AM (Mountain Time) was cancelled.',
      );
      expect(page.body).toContain('<h2>Book a new time</h2>');
      expect(page.body).toMatch(
        /<input (?=[^>]*required)[^>]*value="2026-03-04T16:00:00.000Z"[^>]*> 9:00 AM<\/label>/,
      );
      expect(page.body).not.toContain('We could not find');

      const staleForm = await t.app.inject({
        method: 'POST',
        url: '/permits/inspection',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: applicant.token, action: 'cancel' }).toString(),
      });
      expect(staleForm.statusCode).toBe(409);
      expect(staleForm.body).toContain('role="alert"');
      expect(staleForm.body).toContain('This inspection booking was cancelled.');

      const status = await t.app.inject({
        method: 'GET',
        url: `/permits/status?token=${applicant.token}`,
      });
      expect(status.body).toContain(
        'Your inspection for 2026-03-04 at 09:00 (Mountain Time) was cancelled. This permit needs a final inspection by the Fire Marshal.',
      );

      // With no free time left to offer, the page sends the applicant to the Fire Marshal.
      const other = await payClearance();
      expect((await book(other.token, '2026-03-04T16:00:00.000Z')).statusCode).toBe(201);
      const full = await t.app.inject({
        method: 'GET',
        url: `/permits/inspection?token=${applicant.token}`,
      });
      expect(full.body).toContain('<h1>Your inspection was cancelled</h1>');
      expect(full.body).toContain(
        'Call the Fire Marshal at the district office to book a new time.',
      );
      expect(full.body).not.toContain('<h2>Book a new time</h2>');
    });

    it('offers "Book your inspection" on the status page of a paid clearance, then shows the booking', async () => {
      await open(MONDAY_MORNING, true);
      await addAvailability(t, admin, '2026-03-03', '09:00', '12:00');
      const applicant = await payClearance();
      const statusPage = () =>
        t.app.inject({ method: 'GET', url: `/permits/status?token=${applicant.token}` });
      const before = await statusPage();
      expect(before.statusCode).toBe(200);
      expect(before.body).toContain('This permit needs a final inspection by the Fire Marshal.');
      expect(before.body).toContain(
        `<a href="/permits/inspection?token=${applicant.token}">Book your inspection</a>`,
      );
      await book(applicant.token, '2026-03-03T16:00:00.000Z');
      const after = await statusPage();
      expect(after.body).toContain('Inspection booked for 2026-03-03 at 09:00 (Mountain Time).');
      expect(after.body).toContain('See, move or cancel your inspection');
    });

    it('lists the marshal’s inspections by day in visiting order, and feeds them to a phone calendar by a revocable token', async () => {
      await open();
      await addAvailability(t, admin, '2026-03-03', '09:00', '12:00');
      const later = await payClearance();
      const earlier = await payClearance();
      expect((await book(later.token, '2026-03-03T18:00:00.000Z')).statusCode).toBe(201);
      expect((await book(earlier.token, '2026-03-03T16:00:00.000Z')).statusCode).toBe(201);
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/admin/inspections/mine',
        headers: admin,
      });
      expect(mine.statusCode).toBe(200);
      const [day] = mine.json().days;
      expect(day.day).toBe('2026-03-03');
      expect(day.inspections.map((inspection: { time: string }) => inspection.time)).toEqual([
        '09:00',
        '11:00',
      ]);
      expect(day.inspections[0]).toMatchObject({
        permitNumber: earlier.permitNumber,
        permitTitle: expect.any(String),
        address: '1 Example Rd, Kamas, UT 84036',
        mapUrl:
          'https://www.openstreetmap.org/search?query=1+Example+Rd%2C+Kamas%2C+UT+84036%2C+Utah',
        inspectionType: 'Final',
        endTime: '10:00',
      });
      expect(day.inspections[0].applicantEntries).toContainEqual({
        label: expect.stringMatching(/comments/i),
        value: 'Gate code at the office',
      });
      const editor = await t.logInAsNew('editor2', ['editor']);
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/admin/inspections/mine',
        headers: { authorization: editor },
      });
      expect(refused.statusCode).toBe(403);

      const issued = await t.app.inject({
        method: 'POST',
        url: '/api/admin/inspections/feed-token',
        headers: admin,
      });
      const feedPath = new URL(issued.json().url).pathname;
      const feed = await t.app.inject({ method: 'GET', url: feedPath });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toContain('text/calendar');
      expect(feed.body).toContain('DTSTART;TZID=America/Denver:20260303T090000');
      expect(feed.body).toContain(`Final: ${earlier.permitNumber} (Jordan Example)`);
      expect(feed.body).toContain('LOCATION:1 Example Rd\\, Kamas\\, UT 84036');
      // A new token revokes the old one; DELETE revokes every one.
      const second = await t.app.inject({
        method: 'POST',
        url: '/api/admin/inspections/feed-token',
        headers: admin,
      });
      expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(404);
      const secondPath = new URL(second.json().url).pathname;
      expect((await t.app.inject({ method: 'GET', url: secondPath })).statusCode).toBe(200);
      await t.app.inject({
        method: 'DELETE',
        url: '/api/admin/inspections/feed-token',
        headers: admin,
      });
      expect((await t.app.inject({ method: 'GET', url: secondPath })).statusCode).toBe(404);
    });
  });
}
