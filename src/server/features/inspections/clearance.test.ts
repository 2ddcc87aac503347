import { afterEach, describe, expect, it } from 'vitest';
import type { InspectionResult } from '#domain/inspections/inspection-result.ts';
import { buildPermitApplication } from '#tests/fixtures/permit-applications.ts';
import {
  MONDAY_MORNING,
  addAvailability,
  clearanceDepsOf,
  payClearance as payClearanceFor,
} from '#tests/support/factories/inspections.ts';
import { extractPdfText, renderFirstPageToPng } from '#tests/support/poppler.ts';
import { readQrCode } from '#tests/support/qr-reader.ts';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import { applyAndPay } from '#tests/support/factories/permits.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { CLEARANCE_REMINDER_JOB } from './clearance.routes.ts';
import { moveInspection } from './inspections.repo.ts';
import { describeInspectionForStatus } from './inspection-booking.service.ts';
import { issueAfterResult, type ClearanceDeps } from './clearance.service.ts';
import type { FeeRequests as FeeRequestsPort } from '#server/ports/fees.port.ts';
import { expectToContainEach } from '#tests/support/expect-text.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PUBLIC_URL = 'https://fire.example.org';

for (const store of storesUnderTest()) {
  describe(`clearance certificates (${store.kind})`, () => {
    let t: PermitsTestApp;
    let mailer: ReturnType<typeof createMemoryMailer>;
    let deps: ClearanceDeps;

    async function open(
      options: { clockStart?: string; hasPages?: boolean; feeRequests?: FeeRequestsPort } = {},
    ) {
      mailer = createMemoryMailer();
      t = await openPermitsTestApp(store, {
        clockStart: options.clockStart ?? MONDAY_MORNING,
        mailer,
        hasPages: options.hasPages ?? true,
        env: { PUBLIC_URL },
      });
      deps = {
        ...clearanceDepsOf(t),
        ...(options.feeRequests ? { feeRequests: options.feeRequests } : {}),
      };
    }
    afterEach(async () => {
      await t.close();
    });

    /** Pays a residential clearance; `isReal` makes it a Stripe payment rather than a sandbox test. */
    const payClearance = (isReal = true) => payClearanceFor(t, isReal ? { gateway: 'stripe' } : {});

    function resultFor(
      applicationId: string,
      overrides: Partial<InspectionResult> = {},
    ): InspectionResult {
      return {
        inspectionId: `inspection-${applicationId}`,
        applicationId,
        outcome: 'passed',
        corrections: [],
        correctionsDueDays: null,
        temporaryClearanceDays: null,
        inspectorName: 'Casey Marshal',
        comments: '',
        recordedAt: t.deps.clock().toISOString(),
        ...overrides,
      };
    }

    async function sendMail() {
      await t.service.sendDueEmails();
      // Mail other than the clearance's (the permit's own e-mail) is not under test here.
      return mailer.sent.filter((message) => !message.subject.startsWith('Your Residential'));
    }

    async function verificationStatus(permitNumber: string) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/permits/verify/${permitNumber}`,
      });
      const html = /<main[\s\S]*<\/main>/.exec(response.body)?.[0] ?? '';
      return { statusCode: response.statusCode, html };
    }

    it('issues one certificate for a pass, however often the result arrives, and mails it to the applicant and the district', async () => {
      await open();
      const { applicationId, permitNumber } = await payClearance();
      const result = resultFor(applicationId, {
        outcome: 'passed-with-conditions',
        corrections: ['Keep 30 feet of defensible space'],
        comments: 'Good access road.',
      });
      const first = await issueAfterResult(deps, result);
      const second = await issueAfterResult(deps, result);
      expect(first).toMatchObject({ effect: 'certificate', isNew: true });
      expect(second).toEqual({
        effect: 'certificate',
        clearanceId: first.clearanceId,
        isNew: false,
      });
      const rows = await t.db.selectFrom('clearances').selectAll().execute();
      expect(rows).toHaveLength(1);

      const sent = await sendMail();
      expect(sent).toHaveLength(1);
      const [mail] = sent;
      expect(mail!.subject).toBe(`Your fire clearance certificate for permit ${permitNumber}`);
      expect(mail!.to).toBe('jordan@example.org');
      expect(mail!.cc).toBe(t.deps.env.PERMITS_EMAIL);
      expect(mail!.text).toContain(`${PUBLIC_URL}/permits/verify/${permitNumber}`);
      const attachment = mail!.attachments![0]!;
      expect(attachment.filename).toBe(`clearance-${permitNumber}.pdf`);
      const text = extractPdfText(attachment.content);
      expect(text).toContain('Fire Clearance Certificate');
      expect(text).toContain(permitNumber);
      expectToContainEach(text, [
        'Passed with conditions',
        'Keep 30 feet of defensible space',
        'Casey Marshal',
        `${PUBLIC_URL}/permits/verify/${permitNumber}`,
      ]);
      expect(readQrCode(renderFirstPageToPng(attachment.content, 100))).toBe(
        `${PUBLIC_URL}/permits/verify/${permitNumber}`,
      );
      // Kept as issued: the stored bytes are the mailed bytes.
      expect(Buffer.from(rows[0]!.pdf!)).toEqual(Buffer.from(attachment.content));
    });

    it('offers the booking link on the payment confirmation of a permit that needs an inspection', async () => {
      await open();
      const { completed } = await applyAndPay(
        t.app,
        '/api/clearance',
        75_473,
        buildPermitApplication('residential'),
      );
      const { statusToken } = await t.db
        .selectFrom('permitApplications')
        .select('statusToken')
        .executeTakeFirstOrThrow();
      expect(completed.json().receipt.inspectionUrl).toBe(
        `/permits/inspection?token=${encodeURIComponent(statusToken!)}`,
      );
    });

    it('does nothing for No access', async () => {
      await open();
      const { applicationId } = await payClearance();
      expect(
        await issueAfterResult(deps, resultFor(applicationId, { outcome: 'no-access' })),
      ).toEqual({ effect: 'none', clearanceId: null, isNew: false });
      expect(await t.db.selectFrom('clearances').selectAll().execute()).toEqual([]);
    });

    it('e-mails corrections with the list, the deadline in Mountain Time and the re-inspection booking link', async () => {
      // Tuesday 2026-03-03 05:30 UTC is still Monday 2026-03-02 in Kamas.
      await open({ clockStart: '2026-03-03T05:30:00.000Z' });
      const { applicationId, permitNumber, token } = await payClearance();
      await issueAfterResult(
        deps,
        resultFor(applicationId, {
          outcome: 'corrections-required',
          corrections: ['Clear brush within 30 feet', 'Mark the address at the road'],
          correctionsDueDays: 14,
          comments: 'Call when done.',
        }),
      );
      const [mail, ...others] = await sendMail();
      expect(others).toEqual([]);
      expect(mail!.subject).toBe(`Corrections required: permit ${permitNumber}`);
      expect(mail!.attachments ?? []).toEqual([]);
      expect(mail!.text).toContain('on Monday, March 2, 2026. The result: Corrections required.');
      expect(mail!.text).toContain(
        'Corrections to make:\n- Clear brush within 30 feet\n- Mark the address at the road',
      );
      expect(mail!.text).toContain('Complete the work by Monday, March 16, 2026.');
      expect(mail!.text).toContain(
        `Book your re-inspection: ${PUBLIC_URL}/permits/inspection?token=${encodeURIComponent(token)}`,
      );
      expect(mail!.text).not.toContain('re-inspection fee');
    });

    it('reminds of a temporary clearance the set number of days before it ends, from 09:00 Mountain Time, once', async () => {
      await open();
      const { applicationId, permitNumber } = await payClearance();
      await issueAfterResult(deps, resultFor(applicationId, { temporaryClearanceDays: 10 }));
      // Valid through Thursday 2026-03-12; the default 3 days before is Monday 2026-03-09.
      await t.deps.jobs.run(CLEARANCE_REMINDER_JOB);
      expect(await t.deps.jobs.run(CLEARANCE_REMINDER_JOB)).toEqual({ queued: 0 });
      // Monday 2026-03-09 08:59 MDT (daylight saving began on 2026-03-08).
      t.advanceClock(Date.parse('2026-03-09T14:59:00.000Z') - t.deps.clock().getTime());
      expect(await t.deps.jobs.run(CLEARANCE_REMINDER_JOB)).toEqual({ queued: 0 });
      t.advanceClock(60_000);
      expect(await t.deps.jobs.run(CLEARANCE_REMINDER_JOB)).toEqual({ queued: 1 });
      expect(await t.deps.jobs.run(CLEARANCE_REMINDER_JOB)).toEqual({ queued: 0 });
      const reminders = (await sendMail()).filter((message) =>
        message.subject.startsWith('Your temporary fire clearance ends'),
      );
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.subject).toBe(
        'Your temporary fire clearance ends on Thursday, March 12, 2026',
      );
      expect(reminders[0]!.text).toContain(`permit ${permitNumber} is valid through`);
    });

    it('offers the follow-up visit’s free times behind the temporary clearance reminder’s link, and books it online', async () => {
      await open();
      const { token } = await payClearance();
      const admin = { authorization: await t.logInAsAdmin() };
      for (const day of ['2026-03-03', '2026-03-11'])
        await addAvailability(t, admin, day, '09:00', '12:00');
      const booked = await t.app.inject({
        method: 'POST',
        url: `/api/inspections/${token}/booking`,
        payload: { start: '2026-03-03T16:00:00.000Z' },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      // Tuesday 2026-03-03 10:30: the marshal grants a 10-day temporary clearance.
      t.advanceClock(Date.parse('2026-03-03T17:30:00.000Z') - t.deps.clock().getTime());
      const recorded = await t.app.inject({
        method: 'POST',
        url: `/api/admin/inspections/${booked.json().booking.id}/result`,
        headers: { authorization: await t.logInAsAdmin() },
        payload: {
          idempotencyKey: '6f1c2f0e-8a53-4c1b-9a61-3f1d9f7d0a11',
          outcome: 'passed-with-conditions',
          inspectionType: 'Final',
          inspectorName: 'Casey Marshal',
          temporaryClearanceDays: 10,
        },
      });
      expect(recorded.statusCode, recorded.body).toBe(201);
      // Tuesday 2026-03-10, 09:00 MDT: three days before the last day, the reminder goes out.
      t.advanceClock(Date.parse('2026-03-10T15:00:00.000Z') - t.deps.clock().getTime());
      expect(await t.deps.jobs.run(CLEARANCE_REMINDER_JOB)).toEqual({ queued: 1 });
      expect(await describeInspectionForStatus(t.deps, token)).toMatchObject({
        linkText: 'Book your follow-up inspection',
      });
      const reminder = (await sendMail()).find((message) =>
        message.subject.startsWith('Your temporary fire clearance ends'),
      );
      const link = /Book your inspection before then: (\S+)/.exec(reminder?.text ?? '')?.[1];
      expect(link).toBeDefined();
      const url = new URL(link!);
      const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('There are no free times to book online');
      expect(page.body).toContain('Wednesday, March 11, 2026');
      expect(page.body).toMatch(
        /<input type="radio"[^>]* name="start" value="2026-03-11T15:00:00.000Z"/,
      );
      const slots = await t.app.inject({ method: 'GET', url: `/api/inspections/${token}/slots` });
      expect(slots.statusCode, slots.body).toBe(200);
      expect(slots.json().inspectionType).toBe('Re-inspection');
      const follow = await t.app.inject({
        method: 'POST',
        url: url.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${encodeURIComponent(token)}&action=book&start=${encodeURIComponent('2026-03-11T15:00:00.000Z')}`,
      });
      expect(follow.statusCode, follow.body).toBe(303);
      const latest = await t.db
        .selectFrom('inspections')
        .select(['status', 'inspectionTypeName', 'reinspectionOf'])
        .where('startsAt', '=', '2026-03-11T15:00:00.000Z')
        .executeTakeFirstOrThrow();
      expect(latest).toEqual({
        status: 'scheduled',
        inspectionTypeName: 'Re-inspection',
        reinspectionOf: booked.json().booking.id,
      });
    });

    it('answers the verification page: valid, temporary until, expired, corrections required, revoked, and no such permit, without personal data', async () => {
      await open({ hasPages: true });
      const admin = { authorization: await t.logInAsAdmin() };
      const full = await payClearance();
      const temporary = await payClearance();
      const corrections = await payClearance();
      const test = await payClearance(false);

      // Before any inspection the permit answers as before.
      expect((await verificationStatus(full.permitNumber)).html).toContain(
        '<dt>Status</dt><dd>Valid</dd>',
      );
      await issueAfterResult(deps, resultFor(full.applicationId));
      await issueAfterResult(
        deps,
        resultFor(temporary.applicationId, { outcome: 'passed', temporaryClearanceDays: 7 }),
      );
      await issueAfterResult(
        deps,
        resultFor(corrections.applicationId, {
          outcome: 'corrections-required',
          corrections: ['Clear brush'],
          correctionsDueDays: 7,
        }),
      );
      await issueAfterResult(deps, resultFor(test.applicationId));

      const valid = await verificationStatus(full.permitNumber);
      expect(valid.statusCode).toBe(200);
      expect(valid.html).toContain('<dt>Status</dt><dd>Valid</dd>');
      expect(valid.html).toContain('issued this permit and it is valid.');
      for (const personal of ['Jordan Example', 'jordan@example.org', 'Casey Marshal'])
        expect(valid.html).not.toContain(personal);
      const temp = await verificationStatus(temporary.permitNumber);
      expect(temp.html).toContain('<dt>Status</dt><dd>Temporary until 03/09/2026</dd>');
      expect(temp.html).toContain('<dt>Valid through</dt><dd>03/09/2026</dd>');
      expect((await verificationStatus(corrections.permitNumber)).html).toContain(
        '<dt>Status</dt><dd>Corrections required</dd>',
      );
      expect((await verificationStatus(test.permitNumber)).html).toContain(
        '<dt>Status</dt><dd>TEST — NOT A VALID PERMIT. Clearance: Valid</dd>',
      );

      const revoke = (reason: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/inspections/clearances/${full.permitNumber}/revoke`,
          headers: admin,
          payload: { reason },
        });
      const blank = await revoke('  ');
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error.fields).toEqual({ reason: 'Enter why the clearance is revoked' });
      const revoked = await revoke('Issued for the wrong parcel');
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(revoked.json().clearance).toMatchObject({
        status: 'revoked',
        verification: 'Revoked',
        revokeReason: 'Issued for the wrong parcel',
        canRevoke: false,
      });
      expect((await revoke('again')).statusCode).toBe(409);
      const afterRevoke = await verificationStatus(full.permitNumber);
      expect(afterRevoke.html).toContain('<dt>Status</dt><dd>Revoked</dd>');
      expect(afterRevoke.html).toContain('no longer valid');
      expect(afterRevoke.html).not.toContain('wrong parcel');

      // Seven days on, the temporary clearance's last day has passed.
      t.advanceClock(8 * DAY);
      expect((await verificationStatus(temporary.permitNumber)).html).toContain(
        '<dt>Status</dt><dd>Expired</dd>',
      );

      const unknown = await verificationStatus('RC-2026-999999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.html).toContain('The district has no permit with this number.');
    });

    /** A paid clearance with its final inspection booked for 2026-03-04 09:00, pages on. */
    async function bookFinalInspection() {
      await open({ hasPages: true });
      const admin = { authorization: await t.logInAsAdmin() };
      await addAvailability(t, admin, '2026-03-04');
      const paid = await payClearance();
      const booked = await t.app.inject({
        method: 'POST',
        url: `/api/inspections/${paid.token}/booking`,
        payload: { start: '2026-03-04T16:00:00.000Z' },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      return { ...paid, inspectionId: booked.json<{ booking: { id: string } }>().booking.id };
    }

    /** Two days on, the inspection done with corrections due in 10 days. */
    async function recordCorrections(applicationId: string, inspectionId: string) {
      t.advanceClock(2 * DAY + HOUR);
      await moveInspection(t.db, inspectionId, 'completed', {
        actor: 'inspector',
        at: t.deps.clock().toISOString(),
        reason: 'Corrections required',
      });
      await issueAfterResult(
        deps,
        resultFor(applicationId, {
          inspectionId,
          outcome: 'corrections-required',
          corrections: ['Clear brush'],
          correctionsDueDays: 10,
        }),
      );
    }

    it('shows the applicant the whole timeline: paid, booked, inspected, outcome, clearance', async () => {
      const { applicationId, token, inspectionId } = await bookFinalInspection();
      const statusPage = async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/permits/status?token=${token}`,
        });
        return /<main[\s\S]*<\/main>/.exec(response.body)?.[0] ?? '';
      };
      await recordCorrections(applicationId, inspectionId);
      const afterCorrections = await statusPage();
      expectToContainEach(afterCorrections, [
        '<dt>Paid</dt>',
        '<dt>Inspection booked</dt>',
        'Final inspection booked for 2026-03-04 09:00',
        '<dt>Inspected</dt>',
        'Corrections required: complete the work by 03/14/2026.',
        'Book your re-inspection</a>',
      ]);

      await issueAfterResult(
        deps,
        resultFor(applicationId, { inspectionId: 'second-visit', outcome: 'passed' }),
      );
      const afterPass = await statusPage();
      expect(afterPass).toMatch(/<dt>Inspection result<\/dt><dd>[^<]*: Passed<\/dd>/);
      expect(afterPass).toMatch(/<dt>Clearance issued<\/dt><dd>[^<]*: Fire clearance<\/dd>/);
      expect(afterPass).not.toContain('Book your re-inspection');
    });

    it('shows the timeline and the inspection line in Spanish on /es/permits/status (decision 330)', async () => {
      const { applicationId, token, permitNumber, inspectionId } = await bookFinalInspection();
      const spanishPage = async () => {
        const response = await t.app.inject({ url: `/es/permits/status?token=${token}` });
        expect(response.statusCode).toBe(200);
        return /<main[\s\S]*<\/main>/.exec(response.body)?.[0] ?? '';
      };
      const booking = await spanishPage();
      expectToContainEach(booking, [
        'Inspección programada para el 4 de marzo de 2026 a las 9:00 a.m. (hora de la montaña).',
        'Vea, cambie o cancele su inspección</a>',
        'href="/es/permits/inspection?token=',
        'Inspección (Final) programada para el 4 de marzo de 2026',
      ]);

      await recordCorrections(applicationId, inspectionId);
      const corrections = await spanishPage();
      expectToContainEach(corrections, [
        '<dt>Inspeccionado</dt>',
        'Se requieren correcciones: termine el trabajo a más tardar el 14 de marzo de 2026.',
        'Programe su nueva inspección</a>',
      ]);
      expect(corrections).not.toContain('Corrections required');

      const verify = await t.app.inject({ url: `/es/permits/verify/${permitNumber}` });
      expect(verify.body).toContain('<dd>Se requieren correcciones</dd>');
    });

    it('lets only staff with inspections permissions read or revoke a clearance', async () => {
      await open();
      const { applicationId, permitNumber } = await payClearance();
      await issueAfterResult(deps, resultFor(applicationId));
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/admin/inspections/clearances/${permitNumber}/revoke`,
        payload: { reason: 'x' },
      });
      expect(anonymous.statusCode).toBe(401);
      const clerk = { authorization: await t.logInAsNew('clerk', ['permits-clerk']) };
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/admin/inspections/clearances/${permitNumber}/revoke`,
        headers: clerk,
        payload: { reason: 'x' },
      });
      expect(refused.statusCode).toBe(403);
      const admin = { authorization: await t.logInAsAdmin() };
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/admin/inspections/clearances/${permitNumber}`,
        headers: admin,
      });
      expect(read.json().clearance).toMatchObject({ verification: 'Valid', canRevoke: true });
      const missing = await t.app.inject({
        method: 'GET',
        url: '/api/admin/inspections/clearances/RC-2026-999999',
        headers: admin,
      });
      expect(missing.statusCode).toBe(404);
    });
  });
}
