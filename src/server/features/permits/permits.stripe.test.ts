import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStripePaymentGateway } from '#server/adapters/stripe-payment-gateway.ts';
import { buildSprinklerApplication } from '#tests/fixtures/permit-applications.ts';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import { startStripeStub } from '#tests/support/stripe-stub-server.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';

for (const store of storesUnderTest()) {
  describe(`permit payments through Stripe (${store.kind})`, () => {
    let t: PermitsTestApp;
    let stub: Awaited<ReturnType<typeof startStripeStub>>;
    let mailer: ReturnType<typeof createMemoryMailer>;

    beforeEach(async () => {
      stub = await startStripeStub();
      mailer = createMemoryMailer();
      const stripe = createStripePaymentGateway({
        secretKey: 'sk_test_stub',
        host: stub.host,
        port: stub.port,
        protocol: 'http',
      });
      t = await openPermitsTestApp(store, {
        mailer,
        paymentGateways: { sprinkler: stripe },
        feeGateway: stripe,
        env: {
          STRIPE_WEBHOOK_SECRET_SPRINKLER: WEBHOOK_SECRET,
          STRIPE_SECRET_KEY_SPRINKLER: 'sk_test_stub',
          STRIPE_PUBLISHABLE_KEY_SPRINKLER: 'pk_test_sprinkler',
        },
      });
    });
    afterEach(async () => {
      await t.close();
      await stub.close();
    });

    async function createSprinkler() {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sprinkler',
        payload: { amount: 25_875, formData: buildSprinklerApplication(), timestamp: 1 },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{
        applicationId: string;
        paymentIntentId: string;
        clientSecret: string;
        totalCents: number;
      }>();
    }

    function sendWebhook(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      return t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    }

    function succeededEvent(paymentIntentId: string, eventId = 'evt_1') {
      return {
        id: eventId,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: paymentIntentId, object: 'payment_intent', status: 'succeeded' } },
      };
    }

    it('hands the browser the form’s publishable key and Stripe mode', async () => {
      const config = (await t.app.inject({ method: 'GET', url: '/api/permits/config' })).json();
      expect(config.paymentModes.sprinkler).toBe('stripe');
      expect(config.paymentModes.residential).toBe('sandbox');
      expect(config.publishableKeys).toEqual({ sprinkler: 'pk_test_sprinkler' });
    });

    it('stores the application before creating the PaymentIntent for cost plus fee', async () => {
      const created = await createSprinkler();
      expect(created.paymentIntentId).toBe('pi_stub1');
      expect(stub.intents.get('pi_stub1')).toMatchObject({
        amount: 26_781,
        metadata: { applicationId: created.applicationId },
      });
      expect(stub.requests[0]?.headers['idempotency-key']).toBe(
        `permit-application-${created.applicationId}`,
      );
    });

    it('completes a paid application from a signed webhook; duplicates and late events are harmless', async () => {
      const created = await createSprinkler();
      stub.setStatus(created.paymentIntentId, 'succeeded');

      expect((await sendWebhook(succeededEvent(created.paymentIntentId))).statusCode).toBe(200);
      expect((await sendWebhook(succeededEvent(created.paymentIntentId))).statusCode).toBe(200);
      const canceledLate = await sendWebhook({
        id: 'evt_old',
        object: 'event',
        type: 'payment_intent.canceled',
        data: { object: { id: created.paymentIntentId, object: 'payment_intent' } },
      });
      expect(canceledLate.statusCode).toBe(200);

      const rows = await t.db
        .selectFrom('permitApplications')
        .select(['status', 'permitNumber'])
        .execute();
      expect(rows).toEqual([{ status: 'issued', permitNumber: 'SP-2026-000001' }]);
      await t.service.sendDueEmails();
      expect(mailer.sent).toHaveLength(1);

      const completed = await t.app.inject({
        method: 'POST',
        url: '/api/sprinkler/complete',
        payload: { paymentIntentId: created.paymentIntentId },
      });
      expect(completed.json()).toMatchObject({ status: 'success', permitNumber: 'SP-2026-000001' });
      expect(mailer.sent).toHaveLength(1);
    });

    it('settles a records fee paid at Stripe from its signed webhook, before any sweep', async () => {
      const officer = await t.logInAsNew('clerk', ['records-officer']);
      const filed = await t.app.inject({
        method: 'POST',
        url: '/public-records/request/online',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          requesterName: 'Dana Reporter',
          email: 'dana@example.org',
          mailingAddress: 'PO Box 12, Kamas, UT 84036',
          description: 'Incident reports for the Weber Canyon fire',
          format: 'electronic',
        }).toString(),
      });
      expect(filed.statusCode, filed.body).toBe(303);
      const { id } = await t.db
        .selectFrom('recordsRequests')
        .select('id')
        .executeTakeFirstOrThrow();
      const act = (action: string, payload?: object) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/records/requests/${id}/${action}`,
          headers: { authorization: officer },
          ...(payload ? { payload } : {}),
        });
      expect((await act('acknowledge')).statusCode).toBe(200);
      const estimated = await act('estimate-fees', { amount: '12.50', description: 'Copies' });
      const feeToken = new URL(estimated.json<{ payUrl: string }>().payUrl).hash.slice(1);
      const payment = await t.app.inject({
        method: 'POST',
        url: '/api/fees/current/payment',
        headers: { authorization: `Fee ${feeToken}` },
      });
      const { paymentIntentId } = payment.json<{ paymentIntentId: string }>();
      expect(stub.intents.get(paymentIntentId)).toMatchObject({ amount: 1_250 });

      // A webhook before Stripe confirms the payment changes nothing.
      expect((await sendWebhook(succeededEvent(paymentIntentId, 'evt_early'))).statusCode).toBe(
        200,
      );
      const feeStatus = async () =>
        (await t.db.selectFrom('fees').select('status').executeTakeFirstOrThrow()).status;
      expect(await feeStatus()).toBe('due');

      // The requester's browser never comes back; the signed webhook settles the fee.
      stub.setStatus(paymentIntentId, 'succeeded');
      expect((await sendWebhook(succeededEvent(paymentIntentId, 'evt_paid'))).statusCode).toBe(200);
      expect(await feeStatus()).toBe('paid');
      const request = await t.db
        .selectFrom('recordsRequests')
        .select('status')
        .executeTakeFirstOrThrow();
      expect(request.status).toBe('in_progress');
      // Sent again, it is harmless.
      expect((await sendWebhook(succeededEvent(paymentIntentId, 'evt_paid'))).statusCode).toBe(200);
      expect(await feeStatus()).toBe('paid');
    });

    it('ignores a webhook claiming success that Stripe does not confirm', async () => {
      const created = await createSprinkler();
      expect((await sendWebhook(succeededEvent(created.paymentIntentId))).statusCode).toBe(200);
      expect((await sendWebhook(succeededEvent('pi_not_ours'))).statusCode).toBe(200);
      const row = await t.db
        .selectFrom('permitApplications')
        .select(['status', 'permitNumber'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'pending', permitNumber: null });
    });

    it('answers 400 to a bad signature and changes nothing', async () => {
      const created = await createSprinkler();
      stub.setStatus(created.paymentIntentId, 'succeeded');
      const forged = await sendWebhook(succeededEvent(created.paymentIntentId), 'whsec_forged');
      expect(forged.statusCode).toBe(400);
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(succeededEvent(created.paymentIntentId)),
      });
      expect(unsigned.statusCode).toBe(400);
      const row = await t.db
        .selectFrom('permitApplications')
        .select('status')
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');
    });

    it('refuses to complete a payment whose amount differs from the application', async () => {
      const created = await createSprinkler();
      stub.setStatus(created.paymentIntentId, 'succeeded');
      stub.intents.get(created.paymentIntentId)!.amount = 100;
      const completed = await t.app.inject({
        method: 'POST',
        url: '/api/sprinkler/complete',
        payload: { paymentIntentId: created.paymentIntentId },
      });
      expect(completed.statusCode).toBe(400);
      expect(completed.json().error.code).toBe('PAYMENT_MISMATCH');
    });

    it('says no money was taken when Stripe does not answer, and issues nothing', async () => {
      const created = await createSprinkler();
      stub.setStatus(created.paymentIntentId, 'succeeded');
      await stub.close();
      const completed = await t.app.inject({
        method: 'POST',
        url: '/api/sprinkler/complete',
        payload: { paymentIntentId: created.paymentIntentId },
      });
      expect(completed.statusCode).toBe(503);
      expect(completed.json().error.message).toMatch(/No money has been taken/);
      const row = await t.db
        .selectFrom('permitApplications')
        .select(['status', 'permitNumber'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'pending', permitNumber: null });
    });

    it('completes an abandoned Stripe payment in the sweep', async () => {
      const created = await createSprinkler();
      stub.setStatus(created.paymentIntentId, 'succeeded');
      t.advanceClock(6 * 60_000);
      expect(await t.service.sweepPendingApplications()).toEqual({ completed: 1, expired: 0 });
    });

    async function payThroughStripe() {
      const created = await createSprinkler();
      stub.setStatus(created.paymentIntentId, 'succeeded');
      const completed = await t.app.inject({
        method: 'POST',
        url: '/api/sprinkler/complete',
        payload: { paymentIntentId: created.paymentIntentId },
      });
      expect(completed.statusCode).toBe(200);
      return created;
    }

    it('refunds through Stripe’s Refunds API with an idempotency key', async () => {
      const created = await payThroughStripe();
      const authorization = await t.logInAsAdmin();
      const refunded = await t.app.inject({
        method: 'POST',
        url: `/api/admin/permits/${created.applicationId}/refund`,
        headers: { authorization },
        payload: { amountCents: 1781, reason: 'Fee waived', requestKey: 'stripe-refund-1' },
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      expect(refunded.json()).toMatchObject({ status: 'succeeded', refundedCents: 1781 });
      const request = stub.requests.find((entry) => entry.path === '/v1/refunds');
      expect(request?.body.get('payment_intent')).toBe(created.paymentIntentId);
      expect(request?.body.get('amount')).toBe('1781');
      expect(String(request?.headers['idempotency-key'])).toMatch(/^permit-refund-/);
      expect([...stub.refunds.values()]).toHaveLength(1);

      const tooMuch = await t.app.inject({
        method: 'POST',
        url: `/api/admin/permits/${created.applicationId}/refund`,
        headers: { authorization },
        payload: { amountCents: created.totalCents, reason: 'All', requestKey: 'stripe-refund-2' },
      });
      expect(tooMuch.statusCode).toBe(409);
      expect([...stub.refunds.values()]).toHaveLength(1);
    });

    it('records a refund made in the Stripe Dashboard from a signed charge.refunded', async () => {
      const created = await payThroughStripe();
      const chargeRefunded = (amountRefunded: number, id: string) => ({
        id,
        object: 'event',
        type: 'charge.refunded',
        data: {
          object: {
            id: 'ch_stub1',
            object: 'charge',
            payment_intent: created.paymentIntentId,
            amount: created.totalCents,
            amount_refunded: amountRefunded,
            refunded: amountRefunded === created.totalCents,
          },
        },
      });
      expect((await sendWebhook(chargeRefunded(5000, 'evt_refund_1'))).statusCode).toBe(200);
      expect((await sendWebhook(chargeRefunded(5000, 'evt_refund_1'))).statusCode).toBe(200);
      const authorization = await t.logInAsAdmin();
      const detail = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/admin/permits/${created.applicationId}`,
            headers: { authorization },
          })
        ).json();
      expect((await detail()).application).toMatchObject({
        status: 'partially_refunded',
        refundedCents: 5000,
      });
      await sendWebhook(chargeRefunded(created.totalCents, 'evt_refund_2'));
      const after = await detail();
      expect(after.application).toMatchObject({
        status: 'refunded',
        refundedCents: created.totalCents,
      });
      expect(after.refunds.map((refund: { source: string }) => refund.source)).toEqual([
        'processor',
        'processor',
      ]);
      expect(
        after.timeline.filter((event: { reason: string }) => event.reason === 'charge.refunded'),
      ).toHaveLength(3);
      await t.service.sendDueEmails();
      expect(mailer.sent.filter((mail) => mail.subject.startsWith('Refund'))).toHaveLength(2);
    });

    it('compares the reconciliation with Stripe’s balance transactions, listing one-sided payments', async () => {
      const ours = await payThroughStripe();
      const missing = await payThroughStripe();
      // A payment Stripe holds that no application here knows, and one we think is paid that
      // Stripe's balance does not show.
      stub.intents.set('pi_stranger', {
        ...stub.intents.get(ours.paymentIntentId)!,
        id: 'pi_stranger',
        metadata: {},
      });
      stub.setStatus(missing.paymentIntentId, 'canceled');
      const authorization = await t.logInAsAdmin();
      const report = (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/permits/reconciliation?from=2026-03-02&to=2026-03-02',
          headers: { authorization },
        })
      ).json();
      expect(report.total.payments).toBe(2);
      expect(report.processorComparison).toEqual([
        {
          paymentReference: missing.paymentIntentId,
          side: 'only-here',
          hereCents: 26_781,
          processorCents: null,
        },
        {
          paymentReference: 'pi_stranger',
          side: 'only-at-processor',
          hereCents: null,
          processorCents: 26_781,
        },
      ]);
    });
  });
}
