import type { PaymentReceipt } from '#domain/permits/permits-api.ts';
import type { CardConfirmResult } from './card-payment.ts';
import { PAYMENT_MESSAGES } from './payment-messages.ts';

/** Where one payment attempt ended; each kind is one screen state of spec §4. */
export type PaymentOutcome =
  | { kind: 'success'; permitNumber: string | undefined; receipt?: PaymentReceipt | undefined }
  | {
      kind: 'partial_success';
      permitNumber: string | undefined;
      pdfUrl: string | undefined;
      receipt?: PaymentReceipt | undefined;
    }
  | {
      kind: 'failed';
      title: string | undefined;
      message: string;
      /** Server field messages keyed like `formData.address`. */
      fields?: Record<string, string>;
      /** The card was charged: completion failed after the payment (issue 8, item 5). */
      isPaid?: boolean;
    };

export function failed(
  message: string,
  title?: string,
  fields?: Record<string, string>,
): PaymentOutcome {
  return fields ? { kind: 'failed', title, message, fields } : { kind: 'failed', title, message };
}

/** Turns a card confirmation error (Stripe.js or sandbox shape) into the message of spec §8. */
export function describeCardError(
  error: NonNullable<CardConfirmResult['error']>,
  isTestMode: boolean,
): PaymentOutcome {
  if (error.code === 'resource_missing' && isTestMode) {
    return failed(PAYMENT_MESSAGES.configurationIssue, PAYMENT_MESSAGES.paymentFailedTitle);
  }
  if (error.code === 'payment_intent_authentication_failure') {
    return failed(
      error.message ?? 'We could not authenticate your card. No money has been taken.',
      PAYMENT_MESSAGES.authenticationFailedTitle,
    );
  }
  return failed(
    error.message ?? PAYMENT_MESSAGES.paymentFailedFallback,
    PAYMENT_MESSAGES.paymentFailedTitle,
  );
}
