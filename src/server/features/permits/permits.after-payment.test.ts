import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_DISTRICT } from '#domain/content/seed-content.ts';
import { extractPdfText } from '#tests/support/poppler.ts';
import type { PermitFormType } from '#domain/permits/permit-application.schema.ts';
import { buildPermitApplication } from '#tests/fixtures/permit-applications.ts';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import { applyAndPay } from '#tests/support/factories/permits.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const PATHS = { residential: 'clearance', commercial: 'commercial', sprinkler: 'sprinkler' };
const COST_CENTS = { residential: 75_473, commercial: 30_000, sprinkler: 25_875 };
type JsonForm = keyof typeof PATHS;

for (const store of storesUnderTest()) {
  describe(`after the payment: refunds, voids, status page, reconciliation (${store.kind})`, () => {
    let t: PermitsTestApp;
    let mailer: ReturnType<typeof createMemoryMailer>;
    let auth: { authorization: string };

    beforeEach(async () => {
      mailer = createMemoryMailer();
      t = await openPermitsTestApp(store, { mailer, hasPages: true });
      auth = { authorization: await t.logInAsAdmin() };
    });
    afterEach(async () => {
      await t.close();
    });

    async function pay(
      formType: JsonForm = 'residential',
      overrides: Record<string, unknown> = {},
    ) {
      const { created, completed } = await applyAndPay(
        t.app,
        `/api/${PATHS[formType]}`,
        COST_CENTS[formType],
        { ...buildPermitApplication(formType as PermitFormType), ...overrides },
        false,
      );
      expect(completed.statusCode, completed.body).toBe(200);
      const row = await t.db
        .selectFrom('permitApplications')
        .selectAll()
        .where('id', '=', created.applicationId)
        .executeTakeFirstOrThrow();
      return { ...created, row, permitNumber: row.permitNumber! };
    }

    function refund(id: string, amountCents: number, requestKey: string, reason = 'Duplicate') {
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/permits/${id}/refund`,
        headers: auth,
        payload: { amountCents, reason, requestKey },
      });
    }

    async function detail(id: string) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/permits/${id}`,
        headers: auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    }

    function statusPage(token: string) {
      return t.app.inject({ method: 'GET', url: `/permits/status?token=${token}` });
    }

    function lookUp(permitNumber: string, email: string, remoteAddress = '203.0.113.7') {
      return t.app.inject({
        method: 'POST',
        url: '/permits/status',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ permitNumber, email }).toString(),
      });
    }

    it('keeps the issued permit PDF unchanged after the district details change, and draws the next permit from the new details', async () => {
      const paid = await pay();
      const first = await t.app.inject({
        method: 'GET',
        url: `/api/permits/pdf/${paid.row.pdfToken}`,
      });
      expect(first.statusCode).toBe(200);
      expect(extractPdfText(first.rawPayload)).toContain(SEED_DISTRICT.name);
      const renamed = await t.app.inject({
        method: 'PUT',
        url: '/api/content/items/district/published',
        headers: auth,
        payload: { data: { ...SEED_DISTRICT, name: 'Kamas Valley Fire District' } },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);

      const again = await t.app.inject({
        method: 'GET',
        url: `/api/permits/pdf/${paid.row.pdfToken}`,
      });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      const staff = await t.app.inject({
        method: 'GET',
        url: `/api/admin/permits/${paid.applicationId}/pdf`,
        headers: auth,
      });
      expect(staff.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(Buffer.from(mailer.sent[0]!.attachments![0]!.content).equals(first.rawPayload)).toBe(
        true,
      );

      const next = await pay();
      const nextPdf = await t.app.inject({
        method: 'GET',
        url: `/api/permits/pdf/${next.row.pdfToken}`,
      });
      expect(extractPdfText(nextPdf.rawPayload)).toContain('Kamas Valley Fire District');
    });

    it('refunds part, then the rest, refuses more, and tells the applicant each time', async () => {
      const paid = await pay();
      const total = Number(paid.row.totalCents);
      const part = await refund(paid.applicationId, 10_000, 'request-part-1', 'Smaller building');
      expect(part.statusCode, part.body).toBe(200);
      expect(part.json()).toMatchObject({
        status: 'succeeded',
        amountCents: 10_000,
        refundedCents: 10_000,
        remainingCents: total - 10_000,
      });
      expect((await detail(paid.applicationId)).application.status).toBe('partially_refunded');

      const tooMuch = await refund(paid.applicationId, total, 'request-too-much');
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json().error.code).toBe('REFUND_TOO_LARGE');

      const rest = await refund(paid.applicationId, total - 10_000, 'request-rest', 'Withdrawn');
      expect(rest.json()).toMatchObject({ status: 'succeeded', remainingCents: 0 });
      const after = await detail(paid.applicationId);
      expect(after.application).toMatchObject({ status: 'refunded', refundedCents: total });
      expect(after.refunds.map((row: { reason: string }) => row.reason)).toEqual([
        'Smaller building',
        'Withdrawn',
      ]);
      expect(
        after.timeline
          .filter((event: { kind: string }) => event.kind === 'status')
          .map((event: { toStatus: string; actor: string; reason: string }) => [
            event.toStatus,
            event.actor,
          ]),
      ).toEqual([
        ['paid', 'applicant'],
        ['issued', 'applicant'],
        ['emailed', 'outbox'],
        ['partially_refunded', 'staff:marshal'],
        ['refunded', 'staff:marshal'],
      ]);
      expect(after.timeline[0]).toMatchObject({ kind: 'created', actor: 'applicant' });

      await t.service.sendDueEmails();
      const refundMails = mailer.sent.filter((mail) => mail.subject.startsWith('Refund'));
      expect(refundMails.map((mail) => mail.subject)).toEqual([
        `Refund for your Residential Clearance ${paid.permitNumber}`,
        `Refund for your Residential Clearance ${paid.permitNumber}`,
      ]);
      expect(refundMails[0]!.text).toContain('We have refunded $100.00');
      expect(refundMails[0]!.text).toContain('Reason: Smaller building');
      expect(after.emails.map((email: { template: string }) => email.template)).toEqual([
        'permit-issued',
        'permit-refunded',
        'permit-refunded',
      ]);
      const refunds = await t.db.selectFrom('sandboxRefunds').selectAll().execute();
      expect(refunds.map((row) => Number(row.amountCents)).sort()).toEqual(
        [10_000, total - 10_000].sort(),
      );
    });

    it('gives a double click the same refund and lets one of two clerks win', async () => {
      const paid = await pay();
      const total = Number(paid.row.totalCents);
      const clicks = await Promise.all([
        refund(paid.applicationId, total, 'same-request-key'),
        refund(paid.applicationId, total, 'same-request-key'),
      ]);
      expect(clicks.map((response) => response.statusCode)).toEqual([200, 200]);
      expect(clicks[0]!.json().refundId).toBe(clicks[1]!.json().refundId);

      const other = await pay('commercial');
      const clerks = await Promise.all([
        refund(other.applicationId, Number(other.row.totalCents), 'clerk-one'),
        refund(other.applicationId, Number(other.row.totalCents), 'clerk-two'),
      ]);
      expect(clerks.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect(await t.db.selectFrom('sandboxRefunds').selectAll().execute()).toHaveLength(2);
    });

    it('answers 409 JSON when a refund request key from another application is reused', async () => {
      const first = await pay();
      const second = await pay('sprinkler');
      expect((await refund(first.applicationId, 100, 'shared-refund-key')).statusCode).toBe(200);
      const reused = await refund(second.applicationId, 100, 'shared-refund-key');
      expect(reused.statusCode, reused.body).toBe(409);
      expect(reused.json().error.code).toBe('REFUND_KEY_REUSED');
      expect(reused.json().error.message).toMatch(/already used for another application/);
      expect((await detail(second.applicationId)).refunds ?? []).toHaveLength(0);
    });

    it('finishes a refund whose answer was lost after the gateway call, without refunding twice', async () => {
      const paid = await pay();
      const sandbox = t.deps.paymentGateways.residential;
      const realRefund = sandbox.refundPayment.bind(sandbox);
      sandbox.refundPayment = async (input) => {
        await realRefund(input);
        return { ok: false, code: 'PAYMENT_PROVIDER_UNAVAILABLE' };
      };
      const lost = await refund(paid.applicationId, 5000, 'lost-answer');
      expect(lost.json()).toMatchObject({ status: 'pending', refundedCents: 0 });
      expect((await detail(paid.applicationId)).application.status).toBe('emailed');
      sandbox.refundPayment = realRefund;
      // The "Refunds waiting" count links to the applications whose refund is waiting.
      const waiting = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/admin/permits?refund=pending',
            headers: auth,
          })
        )
          .json<{ applications: Array<{ id: string }> }>()
          .applications.map((application) => application.id);
      expect(await waiting()).toEqual([paid.applicationId]);

      t.advanceClock(2 * 60_000);
      await t.service.sweepPendingApplications();
      const after = await detail(paid.applicationId);
      expect(after.application).toMatchObject({
        status: 'partially_refunded',
        refundedCents: 5000,
      });
      expect(after.refunds).toEqual([expect.objectContaining({ status: 'succeeded' })]);
      expect(await waiting()).toEqual([]);
      expect(await t.db.selectFrom('sandboxRefunds').selectAll().execute()).toHaveLength(1);
      t.advanceClock(2 * 60_000);
      await t.service.sweepPendingApplications();
      expect(await t.db.selectFrom('sandboxRefunds').selectAll().execute()).toHaveLength(1);
    });

    it('refuses to refund an unpaid application', async () => {
      const created = (
        await t.app.inject({
          method: 'POST',
          url: '/api/sprinkler',
          payload: { amount: 25_875, formData: buildPermitApplication('sprinkler') },
        })
      ).json();
      const response = await refund(created.applicationId, 100, 'unpaid-key');
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('NOT_REFUNDABLE');
      const noReason = await t.app.inject({
        method: 'POST',
        url: `/api/admin/permits/${created.applicationId}/refund`,
        headers: auth,
        payload: { amountCents: 100, reason: '  ', requestKey: 'no-reason-key' },
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error.fields.reason).toBe('Enter the reason for the refund');
    });

    it('voids a permit with a reason: the PDF link and the status page say so', async () => {
      const paid = await pay();
      const voided = await t.app.inject({
        method: 'POST',
        url: `/api/admin/permits/${paid.applicationId}/void`,
        headers: auth,
        payload: { reason: 'Issued to the wrong lot' },
      });
      expect(voided.json()).toEqual({ status: 'voided' });
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/admin/permits/${paid.applicationId}/void`,
        headers: auth,
        payload: { reason: 'Twice' },
      });
      expect(again.statusCode).toBe(409);

      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/permits/pdf/${paid.row.pdfToken}`,
      });
      expect(pdf.statusCode).toBe(410);
      expect(pdf.json().error.message).toBe(
        'This permit is no longer valid: it has been voided, or its payment refunded in full.',
      );
      const page = await statusPage(paid.row.statusToken!);
      expect(page.body).toContain('This permit has been voided. It is no longer valid.');
      expect(page.body).not.toContain('Download the permit');
      const timeline = (await detail(paid.applicationId)).timeline;
      expect(timeline.at(-1)).toMatchObject({
        toStatus: 'voided',
        actor: 'staff:marshal',
        reason: 'Issued to the wrong lot',
      });
      const log = await t.app.inject({ url: '/api/admin/activity?action=permit', headers: auth });
      expect(log.json().entries).toEqual([
        expect.objectContaining({
          actor: 'marshal',
          action: 'permit.void',
          subject: paid.row.permitNumber,
          after: { status: 'voided', reason: 'Issued to the wrong lot' },
        }),
      ]);
    });

    it('shows the status page by private link and by permit number and e-mail, revealing nothing for a wrong pair', async () => {
      const paid = await pay();
      expect(mailer.sent[0]!.text).toContain(`/permits/status?token=${paid.row.statusToken}`);
      const page = await statusPage(paid.row.statusToken!);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('private, no-store');
      // A site page: the district's header and navigation, one h1, no script needed.
      expect(page.body).toContain('class="site-header"');
      expect(page.body.match(/<h1[ >]/g)).toHaveLength(1);
      expect(page.body).not.toContain('<script');
      expect(page.body).toContain(`Residential Clearance ${paid.permitNumber}`);
      expect(page.body).toContain('Permit issued and e-mailed');
      expect(page.body).toContain('$781.15');
      expect(page.body).toContain(`/api/permits/pdf/${paid.row.pdfToken}`);
      expect((await statusPage('made-up-token')).statusCode).toBe(404);

      const found = await lookUp(paid.permitNumber.toLowerCase(), ' JORDAN@example.org ');
      expect(found.statusCode).toBe(303);
      expect(found.headers.location).toBe(`/permits/status?token=${paid.row.statusToken}`);

      const wrongEmail = await lookUp(paid.permitNumber, 'someone@example.org');
      const unknownNumber = await lookUp('RC-2026-999999', 'someone@example.org');
      expect(wrongEmail.statusCode).toBe(404);
      expect(unknownNumber.statusCode).toBe(404);
      expect(wrongEmail.body).toBe(unknownNumber.body.replace('RC-2026-999999', paid.permitNumber));
      expect(wrongEmail.body).toContain(
        'We could not find a permit with that number and e-mail address.',
      );
    });

    it('throttles lookups per address with 429 and Retry-After', async () => {
      const paid = await pay();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await lookUp('RC-2026-000404', 'guess@example.org')).statusCode).toBe(404);
      }
      const throttled = await lookUp(paid.permitNumber, 'jordan@example.org');
      expect(throttled.statusCode).toBe(429);
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      expect(throttled.body).toContain('Too many lookups');
      expect(
        (await lookUp(paid.permitNumber, 'jordan@example.org', '198.51.100.9')).statusCode,
      ).toBe(303);
      t.advanceClock(11 * 60_000);
      expect((await lookUp(paid.permitNumber, 'jordan@example.org')).statusCode).toBe(303);
    });

    it('searches applications with paging by number, name, e-mail, address, reference and date', async () => {
      const first = await pay('residential', {
        fullName: 'Avery Lookup',
        address: '9 Pine Hollow Rd',
      });
      t.advanceClock(24 * 60 * 60_000);
      // Sessions end after a day of this clock; log in again.
      auth = { authorization: await t.logInAsAdmin() };
      const second = await pay('commercial');
      t.advanceClock(1000);
      const third = await pay('sprinkler');
      const search = async (query: string) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/admin/permits?${query}`,
          headers: auth,
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json();
      };

      expect((await search('q=avery')).applications.map((row: { id: string }) => row.id)).toEqual([
        first.applicationId,
      ]);
      expect((await search('q=pine%20hollow')).total).toBe(1);
      expect((await search(`q=${second.permitNumber}`)).applications[0].id).toBe(
        second.applicationId,
      );
      expect((await search(`q=${third.paymentIntentId}`)).applications[0].id).toBe(
        third.applicationId,
      );
      expect((await search('q=sam@example.org')).total).toBe(1);
      expect((await search('from=2026-03-03')).total).toBe(2);
      expect((await search('to=2026-03-02')).applications[0].id).toBe(first.applicationId);
      const page1 = await search('pageSize=2&page=1');
      const page2 = await search('pageSize=2&page=2');
      expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(
        [...page1.applications, ...page2.applications].map((row: { id: string }) => row.id),
      ).toEqual([third.applicationId, second.applicationId, first.applicationId]);
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/admin/permits?from=2026-02-30',
        headers: auth,
      });
      expect(bad.statusCode).toBe(400);
    });

    it('reconciles a date range per form and in total, and downloads it as CSV', async () => {
      const residential = await pay('residential');
      const commercial = await pay('commercial');
      await pay('sprinkler');
      await refund(commercial.applicationId, 5000, 'recon-refund');
      t.advanceClock(3 * 24 * 60 * 60_000);
      auth = { authorization: await t.logInAsAdmin() };
      await pay('sprinkler');
      const report = (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/permits/reconciliation?from=2026-03-01&to=2026-03-02',
          headers: auth,
        })
      ).json();
      const byForm = Object.fromEntries(
        report.forms.map((form: { formType: string }) => [form.formType, form]),
      );
      expect(byForm.residential).toEqual({
        formType: 'residential',
        payments: 1,
        grossCents: 78_115,
        feesCents: 2642,
        refundsCents: 0,
        netCents: 78_115,
      });
      expect(byForm.commercial).toMatchObject({
        payments: 1,
        grossCents: 31_050,
        refundsCents: 5000,
        netCents: 26_050,
      });
      expect(byForm.sprinkler).toMatchObject({ payments: 1, grossCents: 26_781 });
      expect(byForm.propane).toMatchObject({ payments: 0, grossCents: 0 });
      expect(report.total).toEqual({
        payments: 3,
        grossCents: 78_115 + 31_050 + 26_781,
        feesCents: 2642 + 1050 + 906,
        refundsCents: 5000,
        netCents: 78_115 + 31_050 + 26_781 - 5000,
      });
      expect(
        report.payments.map((payment: { paymentReference: string }) => payment.paymentReference),
      ).toContain(residential.paymentIntentId);

      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/admin/permits/reconciliation.csv?from=2026-03-01&to=2026-03-02',
        headers: auth,
      });
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body.trim().split('\n');
      expect(lines[0]).toBe(
        'paid_at,form,permit_number,payment_reference,gross,processing_fee,refunds,net',
      );
      expect(lines).toHaveLength(1 + 3 + 4 + 1);
      expect(lines.at(-1)).toBe(',total (3 payments),,,1359.46,45.98,50.00,1309.46');
    });
  });
}
