// What inspection bookings tell people, on both stores: the calendar invitations and reminders,
// the no-script booking page, the status page's offer and the marshal's day list with its feed.
// The set-up is tests/support/inspection-booking-suite.ts, shared with inspections.test.ts.
import { describe, expect, it } from 'vitest';
import { DEFAULT_INSPECTION_SETTINGS } from '#domain/inspections/inspection-settings.ts';
import { useInspectionBooking } from '#tests/support/inspection-booking-suite.ts';
import { MONDAY_MORNING, addAvailability } from '#tests/support/factories/inspections.ts';
import { INSPECTION_REMINDER_JOB } from './inspections.routes.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

for (const store of storesUnderTest()) {
  describe(`inspection notices (${store.kind})`, () => {
    const s = useInspectionBooking(store);
    const { open, payClearance, slotsOf, book, move, cancel, putSettings, invitationsOf } = s;

    it('e-mails an invitation that updates on reschedule and cancels on cancel', async () => {
      await open();
      await addAvailability(s.t, s.admin, '2026-03-04', '09:00', '12:00');
      const applicant = await payClearance();
      await book(applicant.token, '2026-03-04T16:00:00.000Z');
      const [booked] = await invitationsOf('Inspection booked');
      const bookedMail = s.mailer.sent.find((message) =>
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
      await addAvailability(s.t, s.admin, '2026-11-01', '00:00', '04:00');
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
      await addAvailability(s.t, s.admin, '2026-03-03', '09:00', '12:00');
      await addAvailability(s.t, s.admin, '2026-03-04', '09:00', '12:00');
      const tomorrow = await payClearance();
      const later = await payClearance();
      await book(tomorrow.token, '2026-03-03T16:00:00.000Z');
      await book(later.token, '2026-03-04T16:00:00.000Z');
      expect(await s.t.deps.jobs.run(INSPECTION_REMINDER_JOB)).toEqual({ queued: 0 });
      s.t.advanceClock(30 * 60_000);
      expect(await s.t.deps.jobs.run(INSPECTION_REMINDER_JOB)).toEqual({ queued: 1 });
      await s.t.deps.jobs.run(INSPECTION_REMINDER_JOB);
      const reminders = await invitationsOf('Reminder: your inspection tomorrow');
      expect(reminders).toHaveLength(1);
      expect(s.mailer.sent.find((message) => message.subject.startsWith('Reminder'))!.subject).toBe(
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
        await addAvailability(s.t, s.admin, change.day, '09:00', '12:00');
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
        s.t.advanceClock(Date.parse(change.justBeforeReminder) - s.t.deps.clock().getTime());
        expect(await s.t.deps.jobs.run(INSPECTION_REMINDER_JOB)).toEqual({ queued: 0 });
        s.t.advanceClock(60_000);
        expect(await s.t.deps.jobs.run(INSPECTION_REMINDER_JOB)).toEqual({ queued: 1 });
        const reminders = await invitationsOf('Reminder: your inspection tomorrow');
        expect(reminders).toHaveLength(1);
        expect(reminders[0]).toContain(`DTSTART;TZID=America/Denver:${change.dtstart}`);
        expect(
          s.mailer.sent.find((message) => message.subject.startsWith('Reminder'))!.subject,
        ).toBe(change.subject);
      });
    }

    it('books through the plain HTML page without JavaScript, and tells the loser of a slot at once', async () => {
      await open();
      await addAvailability(s.t, s.admin, '2026-03-03', '09:00', '12:00');
      const first = await payClearance();
      const second = await payClearance();
      const page = await s.t.app.inject({
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
        s.t.app.inject({
          method: 'POST',
          url: '/permits/inspection',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ token, ...fields }).toString(),
        });
      const booked = await form(first.token, { action: 'book', start: '2026-03-03T16:00:00.000Z' });
      expect(booked.statusCode).toBe(303);
      expect(booked.headers.location).toBe(`/permits/inspection?token=${first.token}&done=booked`);
      const after = await s.t.app.inject({ method: 'GET', url: booked.headers.location as string });
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
      const unknown = await s.t.app.inject({
        method: 'GET',
        url: '/permits/inspection?token=nope',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('tells the holder of a cancelled booking’s link it was cancelled, and offers a new time', async () => {
      await open(MONDAY_MORNING, true);
      await addAvailability(s.t, s.admin, '2026-03-04', '09:00', '11:00');
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

      const page = await s.t.app.inject({
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

      const staleForm = await s.t.app.inject({
        method: 'POST',
        url: '/permits/inspection',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: applicant.token, action: 'cancel' }).toString(),
      });
      expect(staleForm.statusCode).toBe(409);
      expect(staleForm.body).toContain('role="alert"');
      expect(staleForm.body).toContain('This inspection booking was cancelled.');

      const status = await s.t.app.inject({
        method: 'GET',
        url: `/permits/status?token=${applicant.token}`,
      });
      expect(status.body).toContain(
        'Your inspection for 2026-03-04 at 09:00 (Mountain Time) was cancelled. This permit needs a final inspection by the Fire Marshal.',
      );

      // With no free time left to offer, the page sends the applicant to the Fire Marshal.
      const other = await payClearance();
      expect((await book(other.token, '2026-03-04T16:00:00.000Z')).statusCode).toBe(201);
      const full = await s.t.app.inject({
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
      await addAvailability(s.t, s.admin, '2026-03-03', '09:00', '12:00');
      const applicant = await payClearance();
      const statusPage = () =>
        s.t.app.inject({ method: 'GET', url: `/permits/status?token=${applicant.token}` });
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
      await addAvailability(s.t, s.admin, '2026-03-03', '09:00', '12:00');
      const later = await payClearance();
      const earlier = await payClearance();
      expect((await book(later.token, '2026-03-03T18:00:00.000Z')).statusCode).toBe(201);
      expect((await book(earlier.token, '2026-03-03T16:00:00.000Z')).statusCode).toBe(201);
      const mine = await s.t.app.inject({
        method: 'GET',
        url: '/api/admin/inspections/mine',
        headers: s.admin,
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
      const editor = await s.t.logInAsNew('editor2', ['editor']);
      const refused = await s.t.app.inject({
        method: 'GET',
        url: '/api/admin/inspections/mine',
        headers: { authorization: editor },
      });
      expect(refused.statusCode).toBe(403);

      const issued = await s.t.app.inject({
        method: 'POST',
        url: '/api/admin/inspections/feed-token',
        headers: s.admin,
      });
      const feedPath = new URL(issued.json().url).pathname;
      const feed = await s.t.app.inject({ method: 'GET', url: feedPath });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toContain('text/calendar');
      expect(feed.body).toContain('DTSTART;TZID=America/Denver:20260303T090000');
      expect(feed.body).toContain(`Final: ${earlier.permitNumber} (Jordan Example)`);
      expect(feed.body).toContain('LOCATION:1 Example Rd\\, Kamas\\, UT 84036');
      // A new token revokes the old one; DELETE revokes every one.
      const second = await s.t.app.inject({
        method: 'POST',
        url: '/api/admin/inspections/feed-token',
        headers: s.admin,
      });
      expect((await s.t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(404);
      const secondPath = new URL(second.json().url).pathname;
      expect((await s.t.app.inject({ method: 'GET', url: secondPath })).statusCode).toBe(200);
      await s.t.app.inject({
        method: 'DELETE',
        url: '/api/admin/inspections/feed-token',
        headers: s.admin,
      });
      expect((await s.t.app.inject({ method: 'GET', url: secondPath })).statusCode).toBe(404);
    });
  });
}
