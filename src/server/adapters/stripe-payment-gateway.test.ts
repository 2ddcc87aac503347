import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStripeStub } from '#tests/support/stripe-stub-server.ts';
import { createStripePaymentGateway, verifyStripeWebhook } from './stripe-payment-gateway.ts';

describe('Stripe payment gateway (stripe SDK against a local stub)', () => {
  let stub: Awaited<ReturnType<typeof startStripeStub>>;
  let gateway: ReturnType<typeof createStripePaymentGateway>;

  beforeEach(async () => {
    stub = await startStripeStub();
    gateway = createStripePaymentGateway({
      secretKey: 'sk_test_stub',
      host: stub.host,
      port: stub.port,
      protocol: 'http',
    });
  });
  afterEach(async () => {
    await stub.close();
  });

  const input = {
    applicationId: 'app-1',
    amountCents: 26_781,
    formType: 'sprinkler' as const,
    idempotencyKey: 'permit-application-app-1',
    metadata: { applicationId: 'app-1' },
  };

  it('creates a card-only PaymentIntent with the idempotency key and the application id', async () => {
    const created = await gateway.createPayment(input);
    expect(created).toEqual({
      ok: true,
      value: { paymentIntentId: 'pi_stub1', clientSecret: 'pi_stub1_secret_stub' },
    });
    const request = stub.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers['idempotency-key']).toBe('permit-application-app-1');
    expect(request.headers.authorization).toBe('Bearer sk_test_stub');
    expect(request.body.get('amount')).toBe('26781');
    expect(request.body.get('currency')).toBe('usd');
    expect(request.body.get('metadata[applicationId]')).toBe('app-1');
    expect(request.body.get('automatic_payment_methods[enabled]')).toBe('false');
  });

  it('returns the same payment for a retried create', async () => {
    const first = await gateway.createPayment(input);
    const second = await gateway.createPayment(input);
    expect(second).toEqual(first);
    expect(stub.intents.size).toBe(1);
  });

  it('retrieves status, amount and application id, and reports an unknown id as not found', async () => {
    await gateway.createPayment(input);
    stub.setStatus('pi_stub1', 'succeeded');
    expect(await gateway.retrievePayment('pi_stub1')).toEqual({
      ok: true,
      value: {
        id: 'pi_stub1',
        status: 'succeeded',
        amountCents: 26_781,
        metadata: { applicationId: 'app-1' },
      },
    });
    expect(await gateway.retrievePayment('pi_unknown')).toEqual({
      ok: false,
      code: 'PAYMENT_NOT_FOUND',
    });
    expect(await gateway.retrievePayment('../../v1/charges')).toEqual({
      ok: false,
      code: 'PAYMENT_NOT_FOUND',
    });
  });

  it('cancels an unpaid payment', async () => {
    await gateway.createPayment(input);
    const canceled = await gateway.cancelPayment('pi_stub1');
    expect(canceled.ok && canceled.value.status).toBe('canceled');
  });

  it('reports a timeout as PROVIDER_UNAVAILABLE', async () => {
    const slow = createStripePaymentGateway({
      secretKey: 'sk_test_stub',
      host: stub.host,
      port: stub.port,
      protocol: 'http',
      timeoutMs: 100,
    });
    stub.setDelay(2000);
    expect(await slow.createPayment(input)).toEqual({
      ok: false,
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
  });

  it('reports a refused connection as PROVIDER_UNAVAILABLE', async () => {
    await stub.close();
    expect(await gateway.retrievePayment('pi_stub1')).toEqual({
      ok: false,
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
  });
});

describe('verifyStripeWebhook', () => {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_1', object: 'payment_intent' } },
  });

  it('accepts an event signed with any configured secret', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_second' });
    expect(verifyStripeWebhook(payload, header, ['whsec_first', 'whsec_second'])?.id).toBe('evt_1');
  });

  it('rejects a wrong signature, a changed body and a missing header', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(verifyStripeWebhook(payload, header, ['whsec_first'])).toBeUndefined();
    const good = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_first' });
    expect(verifyStripeWebhook(`${payload} `, good, ['whsec_first'])).toBeUndefined();
    expect(verifyStripeWebhook(payload, undefined, ['whsec_first'])).toBeUndefined();
  });
});
