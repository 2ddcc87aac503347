import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PermitFormType } from '#domain/permits/permit-application.schema.ts';
import {
  TINY_PDF,
  TINY_PNG,
  buildPermitApplication,
  buildPropaneApplication,
  buildResidentialClearance,
} from '#tests/fixtures/permit-applications.ts';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const PATHS: Record<PermitFormType, string> = {
  residential: 'clearance',
  commercial: 'commercial',
  propane: 'propane',
  sprinkler: 'sprinkler',
};
const COST_CENTS: Record<PermitFormType, number> = {
  residential: 75_473,
  commercial: 30_000,
  propane: 10_712,
  sprinkler: 25_875,
};
const PREFIX: Record<PermitFormType, string> = {
  residential: 'RC',
  commercial: 'CC',
  propane: 'PP',
  sprinkler: 'SP',
};

interface Created {
  clientSecret: string;
  applicationId: string;
  paymentIntentId: string;
  costCents: number;
  feeCents: number;
  totalCents: number;
}

/** A multipart/form-data body as a browser's FormData would send it. */
function multipart(
  fields: Record<string, unknown>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const boundary = '----permits-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="plotPlan"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

for (const store of storesUnderTest()) {
  describe(`permit payments (${store.kind})`, () => {
    let t: PermitsTestApp;
    let mailer: ReturnType<typeof createMemoryMailer>;

    beforeEach(async () => {
      mailer = createMemoryMailer();
      t = await openPermitsTestApp(store, {
        mailer,
        env: { FIRE_PROTECTION_OFFICER: 'Marshal Example' },
      });
    });
    afterEach(async () => {
      await t.close();
    });

    async function create(
      formType: PermitFormType,
      overrides: { amount?: unknown; formData?: Record<string, unknown> } = {},
    ) {
      const formData = overrides.formData ?? buildPermitApplication(formType);
      const amount = 'amount' in overrides ? overrides.amount : COST_CENTS[formType];
      if (formType === 'propane') {
        const body = multipart(
          { timestamp: '2026-03-02T16:00:00.000Z', amount, ...formData },
          { name: 'plot-plan.png', type: 'image/png', bytes: TINY_PNG },
        );
        return t.app.inject({ method: 'POST', url: '/api/propane', ...body });
      }
      return t.app.inject({
        method: 'POST',
        url: `/api/${PATHS[formType]}`,
        payload: {
          amount,
          formData,
          buildingType: formData.buildingType,
          timestamp: '2026-03-02T16:00:00.000Z',
        },
      });
    }

    async function createOk(formType: PermitFormType): Promise<Created> {
      const response = await create(formType);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Created>();
    }

    function confirm(clientSecret: string, paymentMethod: string) {
      return t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        payload: { clientSecret, paymentMethod },
      });
    }

    function complete(formType: PermitFormType, paymentIntentId: string, clientSecret?: string) {
      return t.app.inject({
        method: 'POST',
        url: `/api/${PATHS[formType]}/complete`,
        payload: { formData: buildPermitApplication(formType), paymentIntentId, clientSecret },
      });
    }

    async function permitsInDb() {
      return t.db
        .selectFrom('permitApplications')
        .select(['status', 'permitNumber'])
        .where('permitNumber', 'is not', null)
        .execute();
    }

    it('tells the browser the payment mode, fee rate and fire protection officer', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/permits/config' });
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

        expect(mailer.sent).toHaveLength(1);
        const mail = mailer.sent[0]!;
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

        const row = await t.db
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
      const row = await t.db
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
      expect(await t.db.selectFrom('sandboxPaymentIntents').selectAll().execute()).toHaveLength(0);
      expect(await t.db.selectFrom('permitApplications').selectAll().execute()).toHaveLength(0);
    });

    it('charges the minimum of $1.00 for a tiny commercial area, never $0.00', async () => {
      const formData = { ...buildPermitApplication('commercial'), areaCovered: 0.01 };
      expect((await create('commercial', { formData, amount: 0 })).json().error.code).toBe(
        'AMOUNT_MISMATCH',
      );
      const response = await create('commercial', { formData, amount: 100 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ costCents: 100, feeCents: 4, totalCents: 104 });
      const config = await t.app.inject({ method: 'GET', url: '/api/permits/config' });
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
      const row = await t.db
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
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/clearance',
        headers: { 'content-type': 'application/json' },
        payload: '{"amount": 75473, "formData": ',
      });
      expect(malformed.statusCode).toBe(400);

      const wrongTypes = await t.app.inject({
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

      const noBody = await t.app.inject({ method: 'POST', url: '/api/commercial' });
      expect(noBody.statusCode).toBe(400);

      const zeroArea = await create('commercial', {
        formData: { ...buildPermitApplication('commercial'), areaCovered: 0 },
        amount: 0,
      });
      expect(zeroArea.statusCode).toBe(400);
      expect(zeroArea.json().error.fields['formData.areaCovered']).toMatch(/square feet/);

      const badComplete = await t.app.inject({
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
      expect(mailer.sent).toHaveLength(0);
    });

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
      await t.service.sendDueEmails();
      expect(mailer.sent).toHaveLength(2);
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
      const authenticated = await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/authenticate',
        payload: { clientSecret: passes.clientSecret, outcome: 'complete' },
      });
      expect(authenticated.json().paymentIntent.status).toBe('succeeded');
      expect((await complete('commercial', passes.paymentIntentId)).json().status).toBe('success');

      const fails = await createOk('commercial');
      await confirm(fails.clientSecret, 'pm_card_authenticationRequiredOnSetup');
      const failed = await t.app.inject({
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
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/propane',
          ...multipart(fields(), { name: 'plan.pdf', type: 'application/pdf', bytes: TINY_PNG }),
        });
        expect(response.statusCode, response.body).toBe(200);
        const pdf = await t.app.inject({
          method: 'POST',
          url: '/api/propane',
          ...multipart(fields(), {
            name: 'plan',
            type: 'application/octet-stream',
            bytes: TINY_PDF,
          }),
        });
        expect(pdf.statusCode, pdf.body).toBe(200);

        const token = await t.logInAsAdmin();
        const plan = await t.app.inject({
          method: 'GET',
          url: `/api/admin/permits/${response.json().applicationId}/plot-plan`,
          headers: { authorization: token },
        });
        expect(plan.statusCode).toBe(200);
        expect(plan.headers['content-type']).toBe('image/png');
        expect(plan.rawPayload.equals(TINY_PNG)).toBe(true);
      });

      it('refuses a text file named .pdf', async () => {
        const response = await t.app.inject({
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
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/propane',
          ...multipart(fields(), { name: 'plan.png', type: 'image/png', bytes: big }),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('INVALID_UPLOAD');
        expect(await t.db.selectFrom('permitApplications').selectAll().execute()).toHaveLength(0);
      });

      it('requires the plot plan and the mailing address when it differs', async () => {
        const response = await t.app.inject({
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
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/propane',
          payload: { amount: 10_712 },
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        const broken = await t.app.inject({
          method: 'POST',
          url: '/api/propane',
          headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
          payload: '--xyz\r\nContent-Disposition: form-data; name="amount"\r\n\r\n10712',
        });
        expect(broken.statusCode).toBeGreaterThanOrEqual(400);
        expect(broken.statusCode).toBeLessThan(500);
        const textPlain = await t.app.inject({
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
      mailer.failNext(1);
      const completed = await complete('sprinkler', created.paymentIntentId, created.clientSecret);
      expect(completed.statusCode).toBe(200);
      const answer = completed.json<{ status: string; permitNumber: string; pdfUrl: string }>();
      expect(answer).toMatchObject({ status: 'partial_success', permitNumber: 'SP-2026-000001' });
      expect(answer.pdfUrl).toMatch(/^\/api\/permits\/pdf\/[\w-]{32}$/);

      const pdf = await t.app.inject({ method: 'GET', url: answer.pdfUrl });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/permits/pdf/guessed-token' })).statusCode,
      ).toBe(404);

      expect((await complete('sprinkler', created.paymentIntentId)).json().status).toBe(
        'partial_success',
      );
      expect(await t.service.sendDueEmails()).toEqual({ sent: 0, failed: 0 });
      t.advanceClock(31_000);
      expect(await t.service.sendDueEmails()).toEqual({ sent: 1, failed: 0 });
      expect(mailer.sent[0]?.subject).toContain('SP-2026-000001');
      expect((await complete('sprinkler', created.paymentIntentId)).json().status).toBe('success');
    });

    it('answers success for other forms when the first e-mail fails, and keeps the mail queued', async () => {
      const created = await createOk('residential');
      await confirm(created.clientSecret, 'pm_card_visa');
      mailer.failNext(2);
      expect((await complete('residential', created.paymentIntentId)).json().status).toBe(
        'success',
      );
      t.advanceClock(31_000);
      expect(await t.service.sendDueEmails()).toEqual({ sent: 0, failed: 1 });
      t.advanceClock(61_000);
      expect(await t.service.sendDueEmails()).toEqual({ sent: 1, failed: 0 });
      expect(mailer.sent).toHaveLength(1);
    });

    it('completes an application whose browser never came back, and expires unpaid ones', async () => {
      const abandoned = await createOk('sprinkler');
      await confirm(abandoned.clientSecret, 'pm_card_visa');
      const unpaid = await createOk('sprinkler');

      expect(await t.service.sweepPendingApplications()).toEqual({ completed: 0, expired: 0 });
      t.advanceClock(6 * 60_000);
      expect(await t.service.sweepPendingApplications()).toEqual({ completed: 1, expired: 0 });
      await t.service.sendDueEmails();
      expect(mailer.sent).toHaveLength(1);

      t.advanceClock(30 * 60_000);
      expect(await t.service.sweepPendingApplications()).toEqual({ completed: 0, expired: 1 });
      const late = await confirm(unpaid.clientSecret, 'pm_card_visa');
      expect(late.json().paymentIntent.status).toBe('canceled');
      const statuses = await t.db
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
            .execute(t.db);
          return;
        }
        if (isRefused) {
          await sql
            .raw(
              `CREATE FUNCTION refuse_numbers() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'numbers refused'; END $$ LANGUAGE plpgsql`,
            )
            .execute(t.db);
          await sql
            .raw(
              'CREATE TRIGGER refuse_numbers BEFORE UPDATE ON permit_number_counters FOR EACH ROW EXECUTE FUNCTION refuse_numbers()',
            )
            .execute(t.db);
        } else {
          await sql.raw('DROP TRIGGER refuse_numbers ON permit_number_counters').execute(t.db);
        }
      };
      const created = await createOk('sprinkler');
      await confirm(created.clientSecret, 'pm_card_visa');
      await refuseNumbers(true);
      const failed = await complete('sprinkler', created.paymentIntentId);
      expect(failed.statusCode).toBeGreaterThanOrEqual(500);
      const statusOf = () =>
        t.db
          .selectFrom('permitApplications')
          .select(['status', 'permitNumber', 'paidAt'])
          .where('id', '=', created.applicationId)
          .executeTakeFirstOrThrow();
      expect(await statusOf()).toMatchObject({ status: 'paid', permitNumber: null });
      expect((await statusOf()).paidAt).not.toBeNull();

      await refuseNumbers(false);
      t.advanceClock(6 * 60_000);
      expect(await t.service.sweepPendingApplications()).toEqual({ completed: 1, expired: 0 });
      expect(await statusOf()).toMatchObject({ status: 'issued', permitNumber: 'SP-2026-000001' });
    });

    describe('back office', () => {
      it('needs an administrator', async () => {
        expect((await t.app.inject({ method: 'GET', url: '/api/admin/permits' })).statusCode).toBe(
          401,
        );
        expect(
          (await t.app.inject({ method: 'POST', url: '/api/admin/permits/x/resend-email' }))
            .statusCode,
        ).toBe(401);
      });

      it('lists applications newest first, filters them, serves the PDF and re-sends the e-mail', async () => {
        const paid = await createOk('residential');
        await confirm(paid.clientSecret, 'pm_card_visa');
        await complete('residential', paid.paymentIntentId);
        t.advanceClock(1000);
        const pending = await createOk('sprinkler');
        const token = await t.logInAsAdmin();
        const headers = { authorization: token };

        const all = await t.app.inject({ method: 'GET', url: '/api/admin/permits', headers });
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

        const filtered = await t.app.inject({
          method: 'GET',
          url: '/api/admin/permits?type=sprinkler&status=pending',
          headers,
        });
        expect(filtered.json().applications.map((row: { id: string }) => row.id)).toEqual([
          pending.applicationId,
        ]);
        const badFilter = await t.app.inject({
          method: 'GET',
          url: '/api/admin/permits?status=lost',
          headers,
        });
        expect(badFilter.statusCode).toBe(400);

        const pdf = await t.app.inject({
          method: 'GET',
          url: `/api/admin/permits/${paid.applicationId}/pdf`,
          headers,
        });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        const noPermit = await t.app.inject({
          method: 'GET',
          url: `/api/admin/permits/${pending.applicationId}/pdf`,
          headers,
        });
        expect(noPermit.statusCode).toBe(409);
        const noPlan = await t.app.inject({
          method: 'GET',
          url: `/api/admin/permits/${paid.applicationId}/plot-plan`,
          headers,
        });
        expect(noPlan.statusCode).toBe(404);

        const resend = await t.app.inject({
          method: 'POST',
          url: `/api/admin/permits/${paid.applicationId}/resend-email`,
          headers,
        });
        expect(resend.json()).toEqual({ success: true });
        expect(mailer.sent).toHaveLength(2);
        const unknown = await t.app.inject({
          method: 'POST',
          url: '/api/admin/permits/nope/resend-email',
          headers,
        });
        expect(unknown.statusCode).toBe(404);
      });
    });
  });
}
