import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import { findSandboxProblem, parseEnv } from '#server/env.ts';
import { buildPdfWithEmbeddedFile, buildPdfWithJavaScript } from '#tests/fixtures/hostile-pdfs.ts';
import {
  TINY_PDF,
  TINY_PNG,
  buildPropaneApplication,
} from '#tests/fixtures/permit-applications.ts';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { multipartBody } from '#tests/support/multipart.ts';

const PROPANE_COST_CENTS = 10_712;
const PLOT_PLAN_BYTES = TINY_PNG.length;

const multipart = (fields: Record<string, unknown>, file: Buffer) =>
  multipartBody(fields, [{ field: 'plotPlan', name: 'plan.png', type: 'image/png', bytes: file }]);

interface Created {
  clientSecret: string;
  applicationId: string;
  paymentIntentId: string;
}

for (const store of storesUnderTest()) {
  describe(`permit uploads and completion, hardened (${store.kind})`, () => {
    let t: PermitsTestApp;
    let mailer: ReturnType<typeof createMemoryMailer>;
    afterEach(async () => {
      await t?.close();
    });

    async function open(env: Record<string, string> = {}) {
      mailer = createMemoryMailer();
      t = await openPermitsTestApp(store, { mailer, env });
    }

    function applyForPropane(remoteAddress: string, plotPlan: Buffer = TINY_PNG) {
      return t.app.inject({
        method: 'POST',
        url: '/api/propane',
        remoteAddress,
        ...multipart({ amount: PROPANE_COST_CENTS, ...buildPropaneApplication() }, plotPlan),
      });
    }

    async function pay(created: Created) {
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        payload: { clientSecret: created.clientSecret, paymentMethod: 'pm_card_visa' },
      });
      expect(confirmed.statusCode).toBe(200);
    }

    async function storedPlotPlans(applicationId: string) {
      const rows = await t.db
        .selectFrom('permitPlotPlans')
        .select('applicationId')
        .where('applicationId', '=', applicationId)
        .execute();
      return rows.length;
    }

    it('refuses unpaid plot plans beyond the per-address cap (429) and the global cap (507)', async () => {
      await open({
        UNPAID_UPLOAD_BYTES_PER_ADDRESS: String(2 * PLOT_PLAN_BYTES),
        UNPAID_UPLOAD_BYTES_TOTAL: String(3 * PLOT_PLAN_BYTES),
      });
      const first = await applyForPropane('203.0.113.1');
      expect(first.statusCode, first.body).toBe(200);
      expect((await applyForPropane('203.0.113.1')).statusCode).toBe(200);
      const third = await applyForPropane('203.0.113.1');
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toMatchObject({
        code: 'UPLOAD_QUOTA_EXCEEDED',
        message: ERROR_MESSAGES.UPLOAD_QUOTA_EXCEEDED,
      });

      expect((await applyForPropane('203.0.113.2')).statusCode).toBe(200);
      const full = await applyForPropane('203.0.113.2');
      expect(full.statusCode).toBe(507);
      expect(full.json().error).toMatchObject({
        code: 'UPLOAD_STORAGE_FULL',
        message: ERROR_MESSAGES.UPLOAD_STORAGE_FULL,
      });

      // A paid application's plot plan no longer counts against either cap.
      const created = first.json<Created>();
      await pay(created);
      const completed = await t.app.inject({
        method: 'POST',
        url: '/api/propane/complete',
        payload: { paymentIntentId: created.paymentIntentId, clientSecret: created.clientSecret },
      });
      expect(completed.statusCode, completed.body).toBe(200);
      expect((await applyForPropane('203.0.113.1')).statusCode).toBe(200);
      expect(await storedPlotPlans(created.applicationId)).toBe(1);
    });

    it('deletes the plot plan of an application the sweep expires, and keeps a paid one', async () => {
      await open();
      const abandoned = (await applyForPropane('203.0.113.3')).json<Created>();
      const paid = (await applyForPropane('203.0.113.3')).json<Created>();
      await pay(paid);
      expect(await storedPlotPlans(abandoned.applicationId)).toBe(1);

      t.advanceClock(31 * 60_000);
      const swept = await t.service.sweepPendingApplications();
      expect(swept).toMatchObject({ expired: 1, completed: 1 });
      expect(await storedPlotPlans(abandoned.applicationId)).toBe(0);
      expect(await storedPlotPlans(paid.applicationId)).toBe(1);
    });

    it('returns the private links from /complete only to the holder of the client secret', async () => {
      await open();
      const created = (await applyForPropane('203.0.113.4')).json<Created>();
      await pay(created);
      const withReferenceOnly = await t.app.inject({
        method: 'POST',
        url: '/api/propane/complete',
        payload: { paymentIntentId: created.paymentIntentId },
      });
      expect(withReferenceOnly.statusCode).toBe(200);
      const publicAnswer = withReferenceOnly.json();
      expect(publicAnswer.permitNumber).toMatch(/^PP-/);
      expect(publicAnswer.receipt).toBeUndefined();
      expect(publicAnswer.pdfUrl).toBeUndefined();
      expect(withReferenceOnly.body).not.toContain('@');
      expect(withReferenceOnly.body).not.toContain('/api/permits/pdf/');

      const wrongSecret = await t.app.inject({
        method: 'POST',
        url: '/api/propane/complete',
        payload: { paymentIntentId: created.paymentIntentId, clientSecret: 'pi_x_secret_guess' },
      });
      expect(wrongSecret.json().receipt).toBeUndefined();

      const withSecret = await t.app.inject({
        method: 'POST',
        url: '/api/propane/complete',
        payload: { paymentIntentId: created.paymentIntentId, clientSecret: created.clientSecret },
      });
      expect(withSecret.json().receipt).toMatchObject({
        pdfUrl: expect.stringMatching(/^\/api\/permits\/pdf\//),
        statusUrl: expect.stringContaining('token='),
      });
    });

    it('refuses a plot plan PDF that runs JavaScript or carries an attached file', async () => {
      await open();
      for (const pdf of [await buildPdfWithJavaScript(), await buildPdfWithEmbeddedFile()]) {
        const refused = await applyForPropane('203.0.113.6', pdf);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error).toMatchObject({
          code: 'UNSAFE_PDF',
          fields: { plotPlan: ERROR_MESSAGES.UNSAFE_PDF },
        });
      }
      expect((await applyForPropane('203.0.113.6', TINY_PDF)).statusCode).toBe(200);
    });

    it('says "TEST — NOT A VALID PERMIT" at the top of the e-mail of a permit paid in the sandbox', async () => {
      await open();
      const created = (await applyForPropane('203.0.113.5')).json<Created>();
      await pay(created);
      await t.app.inject({
        method: 'POST',
        url: '/api/propane/complete',
        payload: { paymentIntentId: created.paymentIntentId, clientSecret: created.clientSecret },
      });
      expect(mailer.sent).toHaveLength(1);
      expect(mailer.sent[0]!.text).toMatch(/^TEST — NOT A VALID PERMIT\./);
    });
  });
}

describe('payments in the sandbox on a production server', () => {
  const production = (settings: Record<string, string>) => {
    const parsed = parseEnv({ NODE_ENV: 'production', ...settings });
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    return findSandboxProblem(parsed.env);
  };

  it('refuses to start while some forms have a Stripe key and others would use the sandbox', () => {
    const problem = production({ STRIPE_SECRET_KEY_SPRINKLER: 'sk_live_example' });
    expect(problem).toMatch(/^ALLOW_SANDBOX_PAYMENTS: /);
    expect(problem).toContain('residential, commercial, propane, fees');
    expect(production({ STRIPE_SECRET_KEY: 'sk_live_example' })).toBeUndefined();
  });

  it('names the district’s other fees when every form has its own key but there is no shared one', () => {
    const problem = production({
      STRIPE_SECRET_KEY_RESIDENTIAL: 'sk_live_a',
      STRIPE_SECRET_KEY_COMMERCIAL: 'sk_live_b',
      STRIPE_SECRET_KEY_PROPANE: 'sk_live_c',
      STRIPE_SECRET_KEY_SPRINKLER: 'sk_live_d',
    });
    expect(problem).toContain('would take payments in the offline sandbox');
    expect(problem).toMatch(/: fees\. Set/);
  });

  it('starts a demonstration site without any Stripe key, unless told to refuse the sandbox', () => {
    expect(production({})).toBeUndefined();
    expect(production({ ALLOW_SANDBOX_PAYMENTS: 'false' })).toMatch(/sprinkler/);
    expect(
      production({ STRIPE_SECRET_KEY_SPRINKLER: 'sk_test_x', ALLOW_SANDBOX_PAYMENTS: 'true' }),
    ).toBeUndefined();
  });

  it('keeps development and tests on the sandbox', () => {
    const parsed = parseEnv({ NODE_ENV: 'development', STRIPE_SECRET_KEY_PROPANE: 'sk_test_x' });
    expect(parsed.ok && findSandboxProblem(parsed.env)).toBeUndefined();
  });
});
