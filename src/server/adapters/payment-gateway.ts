import type { FastifyPluginAsync } from 'fastify';
import type { PermitFormType } from '#domain/permits/permit-application.schema.ts';
import type { GatewayPaymentStatus } from '#domain/permits/payment-status.ts';

export interface CreatePaymentInput {
  /** The permit application paid for, or `fee:<id>` for one of the district's other fees. */
  applicationId: string;
  amountCents: number;
  /** The permit form, or 'fee' (decision 270). */
  formType: PermitFormType | 'fee';
  /** One per application, so a retried create never makes a second payment. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  description?: string;
  receiptEmail?: string;
}

export interface CreatedPayment {
  paymentIntentId: string;
  clientSecret: string;
}

export interface RetrievedPayment {
  id: string;
  status: GatewayPaymentStatus;
  amountCents: number;
  metadata: { applicationId?: string };
}

export interface RefundInput {
  paymentIntentId: string;
  amountCents: number;
  /** One per refund record, so a retry after a crash never refunds twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface GatewayRefund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
  amountCents: number;
}

/** A payment as the processor's balance shows it (Stripe balance transactions of type charge). */
export interface ProcessorPayment {
  paymentIntentId: string;
  amountCents: number;
  feeCents: number;
}

/** What can go wrong at a processor, as values: not found, or not answering (no money moved). */
export type GatewayFailureCode =
  | 'PAYMENT_NOT_FOUND'
  | 'PAYMENT_PROVIDER_UNAVAILABLE'
  /** The processor refuses the refund for good (more than is left, payment not captured). */
  | 'REFUND_REFUSED';

export type GatewayResult<T> = { ok: true; value: T } | { ok: false; code: GatewayFailureCode };

/** A card processor holding PaymentIntents: Stripe, or the offline sandbox that behaves like it. */
export interface PaymentGateway {
  readonly kind: 'stripe' | 'sandbox';
  /** Endpoints the gateway itself serves under /api (the sandbox's card confirmation). */
  readonly routes?: FastifyPluginAsync;
  createPayment(input: CreatePaymentInput): Promise<GatewayResult<CreatedPayment>>;
  retrievePayment(paymentIntentId: string): Promise<GatewayResult<RetrievedPayment>>;
  /**
   * Every succeeded payment created at or after `since`, so the sweep finds paid applications
   * without asking about each abandoned one.
   */
  listSucceededPayments(since: Date): Promise<GatewayResult<RetrievedPayment[]>>;
  /** Gives back part or all of a succeeded payment. */
  refundPayment(input: RefundInput): Promise<GatewayResult<GatewayRefund>>;
  /**
   * The payments the processor's balance holds for a time range, to compare with ours. Only a
   * real processor has one; the sandbox leaves it out.
   */
  listProcessorPayments?(range: {
    from: Date;
    to: Date;
  }): Promise<GatewayResult<ProcessorPayment[]>>;
  /** Cancels an unpaid payment so it can no longer be confirmed. */
  cancelPayment(paymentIntentId: string): Promise<GatewayResult<RetrievedPayment>>;
}

export type PaymentGateways = Record<PermitFormType, PaymentGateway>;
