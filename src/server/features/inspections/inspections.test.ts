// The booking of inspections through the API on both stores: settings, slots, book, move, cancel,
// staff booking and availability blocks. The set-up is tests/support/inspection-booking-suite.ts;
// the mails, the no-script page and the marshal's list are in inspection-notices.test.ts.
import { describe, expect, it } from 'vitest';
import { DEFAULT_INSPECTION_SETTINGS } from '#domain/inspections/inspection-settings.ts';
import { buildPermitApplication } from '#tests/fixtures/permit-applications.ts';
import { useInspectionBooking } from '#tests/support/inspection-booking-suite.ts';
import {
  MONDAY_MORNING,
  addAvailability,
  type Slot,
} from '#tests/support/factories/inspections.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const HOUR = 3_600_000;

for (const store of storesUnderTest()) {
  describe(`inspection booking (${store.kind})`, () => {
    const s = useInspectionBooking(store);
    const { open, payClearance, slotsOf, book, move, cancel, putSettings, invitationsOf } = s;

    it('keeps the settings as data: defaults, a checked save, and staff-only access', async () => {
      await open();
      const read = await s.t.app.inject({
        method: 'GET',
        url: '/api/admin/inspections/settings',
        headers: s.admin,
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
      const editor = await s.t.logInAsNew('editor1', ['editor']);
      const refused = await s.t.app.inject({
        method: 'PUT',
        url: '/api/admin/inspections/settings',
        headers: { authorization: editor },
        payload: DEFAULT_INSPECTION_SETTINGS,
      });
      expect(refused.statusCode).toBe(403);
      const anonymous = await s.t.app.inject({
        method: 'GET',
        url: '/api/admin/inspections/settings',
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('counts the minimum notice on the working calendar, skipping Juneteenth (Utah Code 63G-1-301)', async () => {
      // Friday, June 12, 2026, 10:00 MDT: one business day of notice skips Monday the 15th.
      await open('2026-06-12T16:00:00.000Z');
      await addAvailability(s.t, s.admin, '2026-06-15', '09:00', '10:00');
      await addAvailability(s.t, s.admin, '2026-06-16', '09:00', '10:00');
      const { token } = await payClearance();
      const days = async () => (await slotsOf(token)).map((slot) => `${slot.day} ${slot.time}`);
      expect(await days()).toEqual(['2026-06-16 09:00']);
      const worked = await s.t.app.inject({
        method: 'POST',
        url: '/api/admin/working-calendar/days',
        headers: s.admin,
        payload: { day: '2026-06-15', kind: 'working', note: 'Office open on Juneteenth' },
      });
      expect(worked.statusCode, worked.body).toBe(201);
      expect(await days()).toEqual(['2026-06-15 09:00', '2026-06-16 09:00']);
    });

    it('lists free slots after the minimum notice, and keeps the buffer around a booking', async () => {
      await open();
      // Today (Monday) is inside the notice of one business day; Tuesday is the first day.
      await addAvailability(s.t, s.admin, '2026-03-02', '13:00', '15:00');
      await addAvailability(s.t, s.admin, '2026-03-03', '09:00', '12:00');
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
      await s.t.db
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
      await addAvailability(s.t, s.admin, '2026-03-03', '09:00', '12:00');
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
      await addAvailability(s.t, s.admin, '2026-03-03', '09:00', '12:00');
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
      const scheduled = await s.t.db
        .selectFrom('inspections')
        .select('id')
        .where('status', '=', 'scheduled')
        .execute();
      expect(scheduled).toHaveLength(1);
    });

    it('reschedules and cancels until the cut-off; staff may after it', async () => {
      await open();
      await addAvailability(s.t, s.admin, '2026-03-04', '09:00', '12:00');
      const applicant = await payClearance();
      const other = await payClearance();
      expect((await book(applicant.token, '2026-03-04T16:00:00.000Z')).statusCode).toBe(201);
      const moved = await move(applicant.token, '2026-03-04T18:00:00.000Z');
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().booking).toMatchObject({ time: '11:00', sequence: 1 });
      // 09:00 is free again once the booking moved.
      expect((await slotsOf(other.token)).map((slot) => slot.time)).toEqual(['09:00']);

      // Wednesday 11:00 less 24 hours is Tuesday 11:00: past it, only staff change the booking.
      s.t.advanceClock(26 * HOUR + 60_000);
      const late = await cancel(applicant.token);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe('INSPECTION_NOT_CHANGEABLE');
      s.admin = { authorization: await s.t.logInAsAdmin() };
      const byStaff = await s.t.app.inject({
        method: 'DELETE',
        url: `/api/admin/inspections/bookings/${applicant.permitNumber}`,
        headers: s.admin,
      });
      expect(byStaff.statusCode, byStaff.body).toBe(200);
      expect(byStaff.json().booking).toMatchObject({ status: 'cancelled', sequence: 2 });
      const again = await cancel(applicant.token);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('INSPECTION_CANCELLED');
      const timeline = await s.t.db
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
      await addAvailability(s.t, s.admin, '2026-03-04', '09:00', '12:00');
      const applicant = await payClearance();
      const other = await payClearance();
      const start = '2026-03-04T16:00:00.000Z';
      const inspectionMails = async () =>
        (
          await s.t.db
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
      const page = await s.t.app.inject({
        method: 'POST',
        url: '/permits/inspection',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: applicant.token, action: 'book', start }).toString(),
      });
      expect(page.statusCode).toBe(429);
      expect(page.body).toContain('This booking link has booked, moved or cancelled an inspection');
      // Staff booking for a caller are not counted; another permit's link is not affected.
      const byStaff = await s.t.app.inject({
        method: 'POST',
        url: `/api/admin/inspections/bookings/${applicant.permitNumber}`,
        headers: s.admin,
        payload: { start },
      });
      expect(byStaff.statusCode, byStaff.body).toBe(201);
      const [free] = await slotsOf(other.token);
      expect((await book(other.token, free!.start)).statusCode).toBe(201);
    });

    it('lets staff find a caller’s application by permit number, name or address, and book, move and cancel it with the applicant’s e-mails and the activity log', async () => {
      await open();
      await addAvailability(s.t, s.admin, '2026-03-04', '09:00', '12:00');
      const caller = await payClearance({
        ...buildPermitApplication('residential'),
        fullName: 'Robin Caller',
        email: 'robin@example.org',
        address: '42 Weber Canyon Rd, Oakley, UT 84055',
      });
      const other = await payClearance();
      const search = (q: string, headers: Record<string, string> = s.admin) =>
        s.t.app.inject({
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
        const response = await s.t.app.inject({ method: 'GET', url: staffUrl, headers: s.admin });
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
        s.t.app.inject({ method: 'POST', url: staffUrl, headers: s.admin, payload: { start } });
      const wrong = await staffBook('not a time');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({ start: 'Choose a time from the list' });
      expect((await staffBook('2026-03-04T16:00:00.000Z')).statusCode).toBe(201);
      // Each change's e-mail goes out before the next (a superseded one is not sent).
      await s.t.service.sendDueEmails();
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
      const taken = await s.t.app.inject({
        method: 'PUT',
        url: staffUrl,
        headers: s.admin,
        payload: { start: '2026-03-04T18:00:00.000Z' },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.code).toBe('SLOT_NOT_AVAILABLE');
      expect(taken.json().nextSlots).toEqual([]);
      expect((await view()).days).toEqual([]);
      await s.t.app.inject({ method: 'DELETE', url: `/api/inspections/${other.token}/booking` });
      const moved = await s.t.app.inject({
        method: 'PUT',
        url: staffUrl,
        headers: s.admin,
        payload: { start: '2026-03-04T18:00:00.000Z' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().booking).toMatchObject({ time: '11:00', sequence: 1 });
      await s.t.service.sendDueEmails();
      const cancelled = await s.t.app.inject({ method: 'DELETE', url: staffUrl, headers: s.admin });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const again = await s.t.app.inject({ method: 'DELETE', url: staffUrl, headers: s.admin });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        error: { code: 'INSPECTION_CANCELLED' },
        booking: { status: 'cancelled', time: '11:00' },
      });

      await s.t.service.sendDueEmails();
      const toCaller = s.mailer.sent
        .filter(
          (message) => message.to === 'robin@example.org' && message.subject.startsWith('Insp'),
        )
        .map((message) => message.subject.split(':')[0]);
      expect(toCaller).toEqual(['Inspection booked', 'Inspection moved', 'Inspection cancelled']);
      const activity = await s.t.db
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

      const unknown = await s.t.app.inject({
        method: 'GET',
        url: '/api/admin/inspections/bookings/F-0000-9999',
        headers: s.admin,
      });
      expect(unknown.statusCode).toBe(404);
      const editor = { authorization: await s.t.logInAsNew('editor1', ['editor']) };
      expect((await search('Robin', editor)).statusCode).toBe(403);
      expect(
        (await s.t.app.inject({ method: 'GET', url: staffUrl, headers: editor })).statusCode,
      ).toBe(403);
      expect((await search('Robin', {})).statusCode).toBe(401);
    });

    it('stops offering the times of a deleted availability block', async () => {
      await open();
      const id = await addAvailability(s.t, s.admin, '2026-03-03', '09:00', '10:00');
      const applicant = await payClearance();
      expect(await slotsOf(applicant.token)).toHaveLength(1);
      const deleted = await s.t.app.inject({
        method: 'DELETE',
        url: `/api/calendar/events/${id}`,
        headers: s.admin,
      });
      expect(deleted.statusCode).toBe(200);
      expect(await slotsOf(applicant.token)).toEqual([]);
    });

    it('shows staff the inspections a block deletion cancels, then cancels them and tells the applicants', async () => {
      await open();
      const morning = await addAvailability(s.t, s.admin, '2026-03-03', '09:00', '12:00');
      // A second block still covers 11:30-12:30, so that inspection keeps its time.
      await addAvailability(s.t, s.admin, '2026-03-03', '11:00', '13:00');
      const lost = await payClearance();
      const kept = await payClearance();
      await book(lost.token, '2026-03-03T16:00:00.000Z');
      expect((await book(kept.token, '2026-03-03T18:30:00.000Z')).statusCode).toBe(201);
      await s.t.service.sendDueEmails();
      const preview = await s.t.app.inject({
        method: 'GET',
        url: `/api/admin/inspections/affected-by-event/${morning}`,
        headers: s.admin,
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
      const anonymous = await s.t.app.inject({
        method: 'GET',
        url: `/api/admin/inspections/affected-by-event/${morning}`,
      });
      expect(anonymous.statusCode).toBe(401);

      const deleted = await s.t.app.inject({
        method: 'DELETE',
        url: `/api/calendar/events/${morning}`,
        headers: s.admin,
      });
      expect(deleted.statusCode).toBe(200);
      const bookingOf = async (token: string) =>
        (await s.t.app.inject({ method: 'GET', url: `/api/inspections/${token}/booking` })).json()
          .booking;
      expect(await bookingOf(lost.token)).toMatchObject({ status: 'cancelled', sequence: 1 });
      expect(await bookingOf(kept.token)).toMatchObject({ status: 'scheduled', time: '11:30' });
      const [cancellation] = await invitationsOf('Inspection cancelled');
      expect(cancellation).toContain('METHOD:CANCEL');
      const mail = s.mailer.sent.find((message) =>
        message.subject.startsWith('Inspection cancelled'),
      )!;
      expect(mail.text).toContain(`Book another time: http://localhost:`);
      expect(mail.text).toContain(`/permits/inspection?token=${lost.token}`);
      // The freed applicant can book again at once, on the block that remains.
      expect((await slotsOf(lost.token)).map((slot) => slot.time)).toEqual([]);
      const events = await s.t.db
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
      await addAvailability(s.t, s.admin, '2026-11-01', '00:00', '04:00');
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
      await addAvailability(s.t, s.admin, '2027-03-13', '22:00', '00:00');
      await addAvailability(s.t, s.admin, '2027-03-14', '01:00', '04:00');
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
      const response = await s.t.app.inject({
        method: 'GET',
        url: `/api/inspections/${applicant.token}/slots`,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('INSPECTION_NOT_NEEDED');
    });
  });
}
