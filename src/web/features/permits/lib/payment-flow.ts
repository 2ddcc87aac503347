import type { CompletePaymentResponse, CreatePaymentResponse } from '../api/permits-api.ts';
import { CreatePaymentError } from '../api/permits-api.ts';
import {
  CardNotReadyError,
  type CardConfirmResult,
  type CardPaymentHandle,
} from '#web/payments/card-payment.ts';
import { PAYMENT_MESSAGES } from '#web/payments/payment-messages.ts';
import { describeCardError, failed, type PaymentOutcome } from '#web/payments/card-errors.ts';

export interface PaymentFlowSteps {
  create: () => Promise<CreatePaymentResponse>;
  card: Pick<CardPaymentHandle, 'confirm' | 'authenticate'>;
  /** The client secret proves this browser paid: only then come the private links (decision 122). */
  complete: (paymentIntentId: string, clientSecret: string) => Promise<CompletePaymentResponse>;
  /** The sprinkler form words a missing client secret differently (spec §8). */
  missingClientSecretMessage: string;
  /** Test-mode keys (and the sandbox) explain a resource_missing error as a configuration issue. */
  isTestMode: boolean;
  /** Spec §8: the sprinkler form answers a failed completion with 'Payment Succeeded, But...'. */
  isPartialSuccessWhenCompletionFails?: boolean;
}

function describeCreateError(error: unknown): PaymentOutcome {
  if (error instanceof CreatePaymentError) {
    return failed(error.message, PAYMENT_MESSAGES.paymentFailedTitle, error.fields);
  }
  return failed(PAYMENT_MESSAGES.processingErrorFallback, PAYMENT_MESSAGES.paymentFailedTitle);
}

function serverErrorText(error: CreatePaymentResponse['error']): string | undefined {
  if (typeof error === 'string') return error;
  return error?.message;
}

/**
 * One payment attempt (spec §4): create the application and payment, confirm the card, run the
 * authentication step when the card asks for it, then ask the server to issue the permit.
 */
export async function runPermitPayment(steps: PaymentFlowSteps): Promise<PaymentOutcome> {
  let created: CreatePaymentResponse;
  try {
    created = await steps.create();
  } catch (error) {
    return describeCreateError(error);
  }
  const serverError = serverErrorText(created.error);
  if (serverError) return failed(serverError, PAYMENT_MESSAGES.paymentFailedTitle);
  const clientSecret = created.clientSecret;
  if (!clientSecret)
    return failed(steps.missingClientSecretMessage, PAYMENT_MESSAGES.paymentFailedTitle);

  let result: CardConfirmResult;
  try {
    result = await steps.card.confirm(clientSecret);
    if (!result.error && result.paymentIntent?.status === 'requires_action') {
      const authenticated = await steps.card.authenticate(clientSecret);
      if (authenticated.error || authenticated.paymentIntent?.status !== 'succeeded') {
        return failed(
          authenticated.error?.message ??
            'We could not authenticate your card. No money has been taken.',
          PAYMENT_MESSAGES.authenticationFailedTitle,
        );
      }
      result = authenticated;
    }
  } catch (error) {
    if (error instanceof CardNotReadyError) return failed(error.message);
    return failed(PAYMENT_MESSAGES.processingErrorFallback, PAYMENT_MESSAGES.paymentFailedTitle);
  }
  if (result.error) return describeCardError(result.error, steps.isTestMode);
  const paymentIntent = result.paymentIntent;
  if (!paymentIntent || paymentIntent.status !== 'succeeded') {
    return failed(PAYMENT_MESSAGES.paymentFailedFallback, PAYMENT_MESSAGES.paymentFailedTitle);
  }

  try {
    const completed = await steps.complete(paymentIntent.id, clientSecret);
    if (completed.status === 'partial_success') {
      return {
        kind: 'partial_success',
        permitNumber: completed.permitNumber,
        pdfUrl: completed.pdfUrl,
        receipt: completed.receipt,
      };
    }
    return { kind: 'success', permitNumber: completed.permitNumber, receipt: completed.receipt };
  } catch {
    // The money is taken: the webhook and the sweep still issue the permit.
    if (steps.isPartialSuccessWhenCompletionFails) {
      return { kind: 'partial_success', permitNumber: undefined, pdfUrl: undefined };
    }
    return {
      kind: 'failed',
      title: undefined,
      message: PAYMENT_MESSAGES.completionFailed,
      isPaid: true,
    };
  }
}
