// Paying for a permit through the API, on both stores: double clicks, declines, 3-D Secure, failed
// first e-mails and the sweep. The shared set-up is tests/support/permit-payments-suite.ts.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  TINY_PDF,
  TINY_PNG,
  buildPropaneApplication,
} from '#tests/fixtures/permit-applications.ts';
import { multipart, usePermitPayments } from '#tests/support/permit-payments-suite.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

for (const store of storesUnderTest()) {
  describe(`permit payment completion (${store.kind})`, () => {
    const p = usePermitPayments(store);
    const { createOk, confirm, complete, permitsInDb } = p;

    it('gives one permit and one e-mail for a double click and for concurrent completes', async () => {
      const created = await createOk('residential');
      await confirm(created.clientSecret, 'pm_card_visa');
      const first = await complete('residential', created.paymentIntentId);
      const second = await complete('residential', created.paymentIntentId);
      expect(second.json()).toEqual(first.json());

      const other = await createOk('residential');
      await confirm(other.clientSecret, 'pm_card_visa');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => complete('residential', other.paymentIntentId)),
      );
      const numbers = new Set(answers.map((answer) => answer.json().permitNumber));
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(numbers.size).toBe(1);

      expect((await permitsInDb()).map((row) => row.permitNumber).sort()).toEqual([
        'RC-2026-000001',
        'RC-2026-000002',
      ]);
      await p.t.service.sendDueEmails();
      expect(p.mailer.sent).toHaveLength(2);
    });

    it('declines a card with the processor message and lets another card pay', async () => {
      const created = await createOk('propane');
      const declined = await confirm(created.clientSecret, 'pm_card_chargeDeclined');
      expect(declined.json()).toMatchObject({
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        paymentIntent: { status: 'requires_payment_method' },
      });
      const broke = await confirm(created.clientSecret, 'pm_card_chargeDeclinedInsufficientFunds');
      expect(broke.json().error.message).toBe('Your card has insufficient funds.');
      expect((await complete('propane', created.paymentIntentId)).statusCode).toBe(409);

      await confirm(created.clientSecret, 'pm_card_visa');
      expect((await complete('propane', created.paymentIntentId)).json().status).toBe('success');
    });

    it('runs 3-D Secure: completed authentication pays, failed authentication does not', async () => {
      const passes = await createOk('commercial');
      const challenged = await confirm(passes.clientSecret, 'pm_card_authenticationRequired');
      expect(challenged.json()).toEqual({
        paymentIntent: { id: passes.paymentIntentId, status: 'requires_action' },
      });
      expect((await complete('commercial', passes.paymentIntentId)).statusCode).toBe(409);
      const authenticated = await p.t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/authenticate',
        payload: { clientSecret: passes.clientSecret, outcome: 'complete' },
      });
      expect(authenticated.json().paymentIntent.status).toBe('succeeded');
      expect((await complete('commercial', passes.paymentIntentId)).json().status).toBe('success');

      const fails = await createOk('commercial');
      await confirm(fails.clientSecret, 'pm_card_authenticationRequiredOnSetup');
      const failed = await p.t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/authenticate',
        payload: { clientSecret: fails.clientSecret, outcome: 'fail' },
      });
      expect(failed.json().error.code).toBe('payment_intent_authentication_failure');
      expect((await complete('commercial', fails.paymentIntentId)).statusCode).toBe(409);
      expect(await permitsInDb()).toHaveLength(1);
    });

    it('answers an unknown client secret or payment method like Stripe would', async () => {
      const unknown = await confirm('pi_nope_secret_nope', 'pm_card_visa');
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json().error.code).toBe('resource_missing');
      const created = await createOk('sprinkler');
      const badMethod = await confirm(created.clientSecret, 'pm_card_made_up');
      expect(badMethod.json().error.code).toBe('resource_missing');
    });

    describe('propane plot plan upload', () => {
      const fields = () => ({ amount: 10_712, ...buildPropaneApplication() });

      it('accepts image bytes whatever the file is called, and the office can open them', async () => {
        const response = await p.t.app.inject({
          method: 'POST',
          url: '/api/propane',
          ...multipart(fields(), { name: 'plan.pdf', type: 'application/pdf', bytes: TINY_PNG }),
        });
        expect(response.statusCode, response.body).toBe(200);
        const pdf = await p.t.app.inject({
          method: 'POST',
          url: '/api/propane',
          ...multipart(fields(), {
            name: 'plan',
            type: 'application/octet-stream',
            bytes: TINY_PDF,
          }),
        });
        expect(pdf.statusCode, pdf.body).toBe(200);

        const token = await p.t.logInAsAdmin();
        const plan = await p.t.app.inject({
          method: 'GET',
          url: `/api/admin/permits/${response.json().applicationId}/plot-plan`,
          headers: { authorization: token },
        });
        expect(plan.statusCode).toBe(200);
        expect(plan.headers['content-type']).toBe('image/png');
        expect(plan.rawPayload.equals(TINY_PNG)).toBe(true);
      });

      it('refuses a text file named .pdf', async () => {
        const response = await p.t.app.inject({
          method: 'POST',
          url: '/api/propane',
          ...multipart(fields(), {
            name: 'plan.pdf',
            type: 'application/pdf',
            bytes: Buffer.from('not a pdf at all'),
          }),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'INVALID_UPLOAD',
          message: 'Upload the plot plan as a PDF, PNG or JPEG file of at most 10 MB.',
        });
      });

      it('refuses a file over 10 MB', async () => {
        const big = Buffer.concat([TINY_PNG, Buffer.alloc(10 * 1024 * 1024)]);
        const response = await p.t.app.inject({
          method: 'POST',
          url: '/api/propane',
          ...multipart(fields(), { name: 'plan.png', type: 'image/png', bytes: big }),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('INVALID_UPLOAD');
        expect(await p.t.db.selectFrom('permitApplications').selectAll().execute()).toHaveLength(0);
      });

      it('requires the plot plan and the mailing address when it differs', async () => {
        const response = await p.t.app.inject({
          method: 'POST',
          url: '/api/propane',
          ...multipart({ ...fields(), mailingAddress: '' }),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields).toMatchObject({
          'formData.plotPlan': expect.stringContaining('plot plan'),
          'formData.mailingAddress': expect.stringContaining('mailing address'),
        });
      });

      it('answers JSON sent to the multipart endpoint with a 4xx', async () => {
        const jsonBody = { payload: { amount: 10_712 } };
        const brokenMultipart = {
          headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
          payload: '--xyz\r\nContent-Disposition: form-data; name="amount"\r\n\r\n10712',
        };
        for (const request of [jsonBody, brokenMultipart]) {
          const response = await p.t.app.inject({
            method: 'POST',
            url: '/api/propane',
            ...request,
          });
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
        }
        const textPlain = await p.t.app.inject({
          method: 'POST',
          url: '/api/clearance',
          headers: { 'content-type': 'text/plain' },
          payload: 'hello',
        });
        expect(textPlain.statusCode).toBe(400);
      });
    });

    it('answers partial_success with a working PDF link when the first sprinkler e-mail fails, then retries', async () => {
      const created = await createOk('sprinkler');
      await confirm(created.clientSecret, 'pm_card_visa');
      p.mailer.failNext(1);
      const completed = await complete('sprinkler', created.paymentIntentId, created.clientSecret);
      expect(completed.statusCode).toBe(200);
      const answer = completed.json<{ status: string; permitNumber: string; pdfUrl: string }>();
      expect(answer).toMatchObject({ status: 'partial_success', permitNumber: 'SP-2026-000001' });
      expect(answer.pdfUrl).toMatch(/^\/api\/permits\/pdf\/[\w-]{32}$/);

      const pdf = await p.t.app.inject({ method: 'GET', url: answer.pdfUrl });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(
        (await p.t.app.inject({ method: 'GET', url: '/api/permits/pdf/guessed-token' })).statusCode,
      ).toBe(404);

      expect((await complete('sprinkler', created.paymentIntentId)).json().status).toBe(
        'partial_success',
      );
      expect(await p.t.service.sendDueEmails()).toEqual({ sent: 0, failed: 0 });
      p.t.advanceClock(31_000);
      expect(await p.t.service.sendDueEmails()).toEqual({ sent: 1, failed: 0 });
      expect(p.mailer.sent[0]?.subject).toContain('SP-2026-000001');
      expect((await complete('sprinkler', created.paymentIntentId)).json().status).toBe('success');
    });

    it('answers success for other forms when the first e-mail fails, and keeps the mail queued', async () => {
      const created = await createOk('residential');
      await confirm(created.clientSecret, 'pm_card_visa');
      p.mailer.failNext(2);
      expect((await complete('residential', created.paymentIntentId)).json().status).toBe(
        'success',
      );
      p.t.advanceClock(31_000);
      expect(await p.t.service.sendDueEmails()).toEqual({ sent: 0, failed: 1 });
      p.t.advanceClock(61_000);
      expect(await p.t.service.sendDueEmails()).toEqual({ sent: 1, failed: 0 });
      expect(p.mailer.sent).toHaveLength(1);
    });

    it('completes an application whose browser never came back, and expires unpaid ones', async () => {
      const abandoned = await createOk('sprinkler');
      await confirm(abandoned.clientSecret, 'pm_card_visa');
      const unpaid = await createOk('sprinkler');

      expect(await p.t.service.sweepPendingApplications()).toEqual({ completed: 0, expired: 0 });
      p.t.advanceClock(6 * 60_000);
      expect(await p.t.service.sweepPendingApplications()).toEqual({ completed: 1, expired: 0 });
      await p.t.service.sendDueEmails();
      expect(p.mailer.sent).toHaveLength(1);

      p.t.advanceClock(30 * 60_000);
      expect(await p.t.service.sweepPendingApplications()).toEqual({ completed: 0, expired: 1 });
      const late = await confirm(unpaid.clientSecret, 'pm_card_visa');
      expect(late.json().paymentIntent.status).toBe('canceled');
      const statuses = await p.t.db
        .selectFrom('permitApplications')
        .select(['id', 'status'])
        .execute();
      expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
        [abandoned.applicationId]: 'emailed',
        [unpaid.applicationId]: 'expired',
      });
    });

    it('keeps a paid application as paid when its permit cannot be issued, and the sweep issues it later', async () => {
      // The permit number counter refuses every update, as a failing database would.
      const refuseNumbers = async (isRefused: boolean) => {
        if (store.kind === 'sqlite') {
          await sql
            .raw(
              isRefused
                ? `CREATE TRIGGER refuse_numbers BEFORE UPDATE ON permit_number_counters BEGIN SELECT RAISE(ABORT, 'numbers refused'); END`
                : 'DROP TRIGGER refuse_numbers',
            )
            .execute(p.t.db);
          return;
        }
        if (isRefused) {
          await sql
            .raw(
              `CREATE FUNCTION refuse_numbers() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'numbers refused'; END $$ LANGUAGE plpgsql`,
            )
            .execute(p.t.db);
          await sql
            .raw(
              'CREATE TRIGGER refuse_numbers BEFORE UPDATE ON permit_number_counters FOR EACH ROW EXECUTE FUNCTION refuse_numbers()',
            )
            .execute(p.t.db);
        } else {
          await sql.raw('DROP TRIGGER refuse_numbers ON permit_number_counters').execute(p.t.db);
        }
      };
      const created = await createOk('sprinkler');
      await confirm(created.clientSecret, 'pm_card_visa');
      await refuseNumbers(true);
      const failed = await complete('sprinkler', created.paymentIntentId);
      expect(failed.statusCode).toBeGreaterThanOrEqual(500);
      const statusOf = () =>
        p.t.db
          .selectFrom('permitApplications')
          .select(['status', 'permitNumber', 'paidAt'])
          .where('id', '=', created.applicationId)
          .executeTakeFirstOrThrow();
      expect(await statusOf()).toMatchObject({ status: 'paid', permitNumber: null });
      expect((await statusOf()).paidAt).not.toBeNull();

      await refuseNumbers(false);
      p.t.advanceClock(6 * 60_000);
      expect(await p.t.service.sweepPendingApplications()).toEqual({ completed: 1, expired: 0 });
      expect(await statusOf()).toMatchObject({ status: 'issued', permitNumber: 'SP-2026-000001' });
    });

    describe('back office', () => {
      it('needs an administrator', async () => {
        expect(
          (await p.t.app.inject({ method: 'GET', url: '/api/admin/permits' })).statusCode,
        ).toBe(401);
        expect(
          (await p.t.app.inject({ method: 'POST', url: '/api/admin/permits/x/resend-email' }))
            .statusCode,
        ).toBe(401);
      });

      it('lists applications newest first, filters them, serves the PDF and re-sends the e-mail', async () => {
        const paid = await createOk('residential');
        await confirm(paid.clientSecret, 'pm_card_visa');
        await complete('residential', paid.paymentIntentId);
        p.t.advanceClock(1000);
        const pending = await createOk('sprinkler');
        const token = await p.t.logInAsAdmin();
        const headers = { authorization: token };

        const all = await p.t.app.inject({ method: 'GET', url: '/api/admin/permits', headers });
        expect(all.statusCode).toBe(200);
        const list = all.json().applications;
        expect(list.map((row: { id: string }) => row.id)).toEqual([
          pending.applicationId,
          paid.applicationId,
        ]);
        expect(list[1]).toMatchObject({
          type: 'residential',
          status: 'emailed',
          permitNumber: 'RC-2026-000001',
          applicantName: 'Jordan Example',
          email: 'jordan@example.org',
          costCents: 75_473,
          feeCents: 2642,
          totalCents: 78_115,
          paymentIntentId: paid.paymentIntentId,
          hasPlotPlan: false,
        });

        const filtered = await p.t.app.inject({
          method: 'GET',
          url: '/api/admin/permits?type=sprinkler&status=pending',
          headers,
        });
        expect(filtered.json().applications.map((row: { id: string }) => row.id)).toEqual([
          pending.applicationId,
        ]);
        const badFilter = await p.t.app.inject({
          method: 'GET',
          url: '/api/admin/permits?status=lost',
          headers,
        });
        expect(badFilter.statusCode).toBe(400);

        const pdf = await p.t.app.inject({
          method: 'GET',
          url: `/api/admin/permits/${paid.applicationId}/pdf`,
          headers,
        });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        const noPermit = await p.t.app.inject({
          method: 'GET',
          url: `/api/admin/permits/${pending.applicationId}/pdf`,
          headers,
        });
        expect(noPermit.statusCode).toBe(409);
        const noPlan = await p.t.app.inject({
          method: 'GET',
          url: `/api/admin/permits/${paid.applicationId}/plot-plan`,
          headers,
        });
        expect(noPlan.statusCode).toBe(404);

        const resend = await p.t.app.inject({
          method: 'POST',
          url: `/api/admin/permits/${paid.applicationId}/resend-email`,
          headers,
        });
        expect(resend.json()).toEqual({ success: true });
        expect(p.mailer.sent).toHaveLength(2);
        const unknown = await p.t.app.inject({
          method: 'POST',
          url: '/api/admin/permits/nope/resend-email',
          headers,
        });
        expect(unknown.statusCode).toBe(404);
      });
    });
  });
}
