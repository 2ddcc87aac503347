// The permit forms' API before payment, on both stores: the browser's config, server-side prices
// and checked input. Payment and completion are in permit-payments.test.ts; the shared set-up is
// tests/support/permit-payments-suite.ts.
import { describe, expect, it } from 'vitest';
import {
  buildPermitApplication,
  buildResidentialClearance,
} from '#tests/fixtures/permit-applications.ts';
import { COST_CENTS, PREFIX, usePermitPayments } from '#tests/support/permit-payments-suite.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

for (const store of storesUnderTest()) {
  describe(`permit payments (${store.kind})`, () => {
    const p = usePermitPayments(store);
    const { create, createOk, confirm, complete, permitsInDb } = p;

    it('tells the browser the payment mode, fee rate and fire protection officer', async () => {
      const response = await p.t.app.inject({ method: 'GET', url: '/api/permits/config' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        paymentMode: 'sandbox',
        paymentModes: {
          residential: 'sandbox',
          commercial: 'sandbox',
          propane: 'sandbox',
          sprinkler: 'sandbox',
        },
        publishableKeys: {},
        processingFeePercent: 3.5,
        fireProtectionOfficer: 'Marshal Example',
      });
    });

    for (const formType of ['residential', 'commercial', 'propane', 'sprinkler'] as const) {
      it(`pays a ${formType} permit with a test card and e-mails the permit PDF`, async () => {
        const created = await createOk(formType);
        expect(created.costCents).toBe(COST_CENTS[formType]);
        expect(created.totalCents).toBe(created.costCents + created.feeCents);

        const confirmed = await confirm(created.clientSecret, 'pm_card_visa');
        expect(confirmed.json()).toEqual({
          paymentIntent: { id: created.paymentIntentId, status: 'succeeded' },
        });

        const completed = await complete(formType, created.paymentIntentId);
        expect(completed.statusCode, completed.body).toBe(200);
        const answer = completed.json<{
          status: string;
          permitNumber: string;
          applicationId: string;
        }>();
        expect(answer.status).toBe('success');
        expect(answer.applicationId).toBe(created.applicationId);
        expect(answer.permitNumber).toMatch(new RegExp(`^${PREFIX[formType]}-2026-000001$`));

        expect(p.mailer.sent).toHaveLength(1);
        const mail = p.mailer.sent[0]!;
        expect(mail.to).toBe(
          String(
            buildPermitApplication(formType)[
              formType === 'residential' || formType === 'commercial' ? 'email' : 'applicantEmail'
            ],
          ),
        );
        expect(mail.cc).toBe('permits@example.org');
        expect(mail.subject).toContain(answer.permitNumber);
        expect(mail.text).toContain(answer.permitNumber);
        const attachment = mail.attachments?.[0];
        expect(attachment?.filename).toBe(`${answer.permitNumber}.pdf`);
        expect(Buffer.from(attachment!.content).subarray(0, 5).toString()).toBe('%PDF-');

        const row = await p.t.db
          .selectFrom('permitApplications')
          .selectAll()
          .where('id', '=', created.applicationId)
          .executeTakeFirstOrThrow();
        expect(row.status).toBe('emailed');
        expect(row.paidAt).not.toBeNull();
      });
    }

    it('stores the configured fire protection officer, not what the browser sent', async () => {
      const created = await createOk('residential');
      const row = await p.t.db
        .selectFrom('permitApplications')
        .select('formData')
        .where('id', '=', created.applicationId)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.formData).fireProtectionOfficer).toBe('Marshal Example');
    });

    it('refuses an amount that differs from the price and creates no payment', async () => {
      const response = await create('residential', { amount: 100 });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('AMOUNT_MISMATCH');
      const commercial = await create('commercial', {
        formData: { ...buildPermitApplication('commercial'), areaCovered: 1000.5 },
        amount: 30_000,
      });
      expect(commercial.json().error.code).toBe('AMOUNT_MISMATCH');
      expect(await p.t.db.selectFrom('sandboxPaymentIntents').selectAll().execute()).toHaveLength(
        0,
      );
      expect(await p.t.db.selectFrom('permitApplications').selectAll().execute()).toHaveLength(0);
    });

    it('charges the minimum of $1.00 for a tiny commercial area, never $0.00', async () => {
      const formData = { ...buildPermitApplication('commercial'), areaCovered: 0.01 };
      expect((await create('commercial', { formData, amount: 0 })).json().error.code).toBe(
        'AMOUNT_MISMATCH',
      );
      const response = await create('commercial', { formData, amount: 100 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ costCents: 100, feeCents: 4, totalCents: 104 });
      const config = await p.t.app.inject({ method: 'GET', url: '/api/permits/config' });
      expect(config.json().minimumChargeCents).toBe(100);
    });

    it('takes the sprinkler applicationDate as an ISO timestamp and stores its Denver day (spec §7)', async () => {
      const response = await create('sprinkler', {
        formData: {
          ...buildPermitApplication('sprinkler'),
          applicationDate: '2026-11-24T03:40:00.000Z',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const row = await p.t.db
        .selectFrom('permitApplications')
        .select('formData')
        .where('id', '=', response.json().applicationId)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.formData).applicationDate).toBe('2026-11-23');
    });

    it('refuses the probed 64,500-space phone number at once (issue 16, finding 1)', async () => {
      const start = performance.now();
      const response = await create('sprinkler', {
        formData: {
          ...buildPermitApplication('sprinkler'),
          phoneNumber: `1${' '.repeat(64_500)}x!`,
        },
      });
      const elapsed = performance.now() - start;
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields['formData.phoneNumber']).toBe(
        'Keep this to 200 characters or fewer',
      );
      expect(elapsed).toBeLessThan(1_000);
    });

    it('prices residential areas by band, on the server', async () => {
      for (const [area, cents] of [
        [4801, 196_545],
        [7701, 305_038],
      ] as const) {
        const response = await create('residential', {
          formData: buildResidentialClearance({ areaCovered: area }),
          amount: cents,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().feeCents).toBe(Math.floor((cents * 350 + 5000) / 10_000));
      }
    });

    it('answers 4xx with field messages for bad input, never 500', async () => {
      const malformed = await p.t.app.inject({
        method: 'POST',
        url: '/api/clearance',
        headers: { 'content-type': 'application/json' },
        payload: '{"amount": 75473, "formData": ',
      });
      expect(malformed.statusCode).toBe(400);

      const wrongTypes = await p.t.app.inject({
        method: 'POST',
        url: '/api/sprinkler',
        payload: { amount: 'lots', formData: { applicantName: 42, applicantEmail: 'nope' } },
      });
      expect(wrongTypes.statusCode).toBe(400);
      expect(wrongTypes.json().error.fields).toMatchObject({
        amount: expect.any(String),
        'formData.applicantEmail': expect.stringContaining('e-mail'),
        'formData.applicationDate': 'Enter the application date',
      });

      const noBody = await p.t.app.inject({ method: 'POST', url: '/api/commercial' });
      expect(noBody.statusCode).toBe(400);

      const zeroArea = await create('commercial', {
        formData: { ...buildPermitApplication('commercial'), areaCovered: 0 },
        amount: 0,
      });
      expect(zeroArea.statusCode).toBe(400);
      expect(zeroArea.json().error.fields['formData.areaCovered']).toMatch(/square feet/);

      const badComplete = await p.t.app.inject({
        method: 'POST',
        url: '/api/sprinkler/complete',
        payload: { paymentIntentId: 7 },
      });
      expect(badComplete.statusCode).toBe(400);
    });

    it('gives a made-up or unpaid payment a 4xx and no permit', async () => {
      const madeUp = await complete('sprinkler', 'pi_made_up_123');
      expect(madeUp.statusCode).toBe(404);
      expect(madeUp.json().error.code).toBe('PAYMENT_NOT_FOUND');

      const created = await createOk('sprinkler');
      const unpaid = await complete('sprinkler', created.paymentIntentId);
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json().error.code).toBe('PAYMENT_NOT_COMPLETED');

      const otherForm = await complete('propane', created.paymentIntentId);
      expect(otherForm.statusCode).toBe(404);

      expect(await permitsInDb()).toHaveLength(0);
      expect(p.mailer.sent).toHaveLength(0);
    });
  });
}
