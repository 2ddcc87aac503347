import Stripe from 'stripe';
import type { GatewayPaymentStatus } from '#domain/permits/payment-status.ts';
import type {
  GatewayResult,
  PaymentGateway,
  ProcessorPayment,
  RetrievedPayment,
} from './payment-gateway.ts';

export interface StripeGatewayOptions {
  secretKey: string;
  /** Tests point the SDK at a local stub server. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Milliseconds before a request counts as PROVIDER_UNAVAILABLE. */
  timeoutMs?: number;
}

/** The most succeeded payments one sweep reads from Stripe's list. */
const MAX_LISTED_PAYMENTS = 10_000;

/** How long we wait for Stripe before telling the applicant that no money was taken. */
export const STRIPE_TIMEOUT_MS = 20_000;

export function createStripeClient(options: StripeGatewayOptions): Stripe {
  return new Stripe(options.secretKey, {
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    // The SDK retries network failures with the same idempotency key, so a retry never charges twice.
    maxNetworkRetries: 2,
    telemetry: false,
  });
}

function toRetrieved(intent: Stripe.PaymentIntent): RetrievedPayment {
  return {
    id: intent.id,
    status: intent.status as GatewayPaymentStatus,
    amountCents: intent.amount,
    metadata: { applicationId: intent.metadata?.applicationId },
  };
}

function toFailure(error: unknown): {
  ok: false;
  code: 'PAYMENT_NOT_FOUND' | 'PAYMENT_PROVIDER_UNAVAILABLE';
} {
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'resource_missing'
  ) {
    return { ok: false, code: 'PAYMENT_NOT_FOUND' };
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
    return { ok: false, code: 'PAYMENT_NOT_FOUND' };
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  ) {
    return { ok: false, code: 'PAYMENT_PROVIDER_UNAVAILABLE' };
  }
  // Bad keys and invalid requests are bugs or misconfiguration: let them surface as a logged 500.
  throw error;
}

/** PaymentIntents on Stripe, card only, one idempotency key per application. */
export function createStripePaymentGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = createStripeClient(options);
  return {
    kind: 'stripe',
    async createPayment(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            // Card only: the browser shows Stripe's card element, nothing else. With automatic
            // payment methods off, Stripe accepts the card payment-method type alone.
            automatic_payment_methods: { enabled: false },
            metadata: {
              ...input.metadata,
              applicationId: input.applicationId,
              formType: input.formType,
            },
            ...(input.description ? { description: input.description } : {}),
            ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!intent.client_secret) return { ok: false, code: 'PAYMENT_PROVIDER_UNAVAILABLE' };
        return {
          ok: true,
          value: { paymentIntentId: intent.id, clientSecret: intent.client_secret },
        };
      } catch (error) {
        return toFailure(error);
      }
    },
    async retrievePayment(paymentIntentId): Promise<GatewayResult<RetrievedPayment>> {
      // Stripe ids are pi_ followed by letters and digits; anything else is made up.
      if (!/^pi_[A-Za-z0-9]+$/.test(paymentIntentId))
        return { ok: false, code: 'PAYMENT_NOT_FOUND' };
      try {
        return {
          ok: true,
          value: toRetrieved(await stripe.paymentIntents.retrieve(paymentIntentId)),
        };
      } catch (error) {
        return toFailure(error);
      }
    },
    async listSucceededPayments(since) {
      try {
        const succeeded: RetrievedPayment[] = [];
        // Stripe's list has no status filter; one page holds 100, and the sweep asks only about
        // the time since the oldest pending application.
        for await (const intent of stripe.paymentIntents.list({
          created: { gte: Math.floor(since.getTime() / 1000) },
          limit: 100,
        })) {
          if (intent.status === 'succeeded') succeeded.push(toRetrieved(intent));
          if (succeeded.length >= MAX_LISTED_PAYMENTS) break;
        }
        return { ok: true, value: succeeded };
      } catch (error) {
        return toFailure(error);
      }
    },
    async refundPayment(input) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            amount: input.amountCents,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const status =
          refund.status === 'succeeded'
            ? 'succeeded'
            : refund.status === 'failed' || refund.status === 'canceled'
              ? 'failed'
              : 'pending';
        return { ok: true, value: { id: refund.id, status, amountCents: refund.amount } };
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          (error.statusCode ?? 400) < 500 &&
          error.code !== 'resource_missing'
        ) {
          return { ok: false, code: 'REFUND_REFUSED' };
        }
        return toFailure(error);
      }
    },
    async listProcessorPayments(range) {
      try {
        const payments: ProcessorPayment[] = [];
        for await (const transaction of stripe.balanceTransactions.list({
          created: {
            gte: Math.floor(range.from.getTime() / 1000),
            lt: Math.floor(range.to.getTime() / 1000),
          },
          type: 'charge',
          expand: ['data.source'],
          limit: 100,
        })) {
          const source = transaction.source as Stripe.Charge | string | null;
          const paymentIntent =
            source && typeof source === 'object' ? source.payment_intent : undefined;
          const paymentIntentId =
            typeof paymentIntent === 'string' ? paymentIntent : paymentIntent?.id;
          if (!paymentIntentId) continue;
          payments.push({
            paymentIntentId,
            amountCents: transaction.amount,
            feeCents: transaction.fee,
          });
          if (payments.length >= MAX_LISTED_PAYMENTS) break;
        }
        return { ok: true, value: payments };
      } catch (error) {
        return toFailure(error);
      }
    },
    async cancelPayment(paymentIntentId) {
      try {
        return {
          ok: true,
          value: toRetrieved(await stripe.paymentIntents.cancel(paymentIntentId)),
        };
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          return this.retrievePayment(paymentIntentId);
        }
        return toFailure(error);
      }
    },
  };
}

/**
 * Verifies a webhook's signature on the raw body with each configured secret (one per form type
 * may exist) and returns the event, or undefined when none matches.
 */
export function verifyStripeWebhook(
  rawBody: Buffer | string,
  signature: string | undefined,
  secrets: readonly string[],
): Stripe.Event | undefined {
  if (!signature) return undefined;
  for (const secret of secrets) {
    try {
      return Stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      // Try the next secret; an event signed with none of them is rejected by the caller.
    }
  }
  return undefined;
}
