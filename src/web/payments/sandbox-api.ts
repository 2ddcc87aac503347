import { apiRequest } from '#web/lib/api-client.ts';
import type { CardConfirmResult } from './card-payment.ts';

/** Confirms a sandbox payment with a Stripe test payment-method id — never a card number. */
export function confirmSandboxPayment(
  clientSecret: string,
  paymentMethod: string,
): Promise<CardConfirmResult> {
  return apiRequest<CardConfirmResult>('/api/payments/sandbox/confirm', {
    method: 'POST',
    body: { clientSecret, paymentMethod },
  });
}

/** Finishes the sandbox's 3-D Secure step the way the visitor chose. */
export function authenticateSandboxPayment(
  clientSecret: string,
  outcome: 'complete' | 'fail',
): Promise<CardConfirmResult> {
  return apiRequest<CardConfirmResult>('/api/payments/sandbox/authenticate', {
    method: 'POST',
    body: { clientSecret, outcome },
  });
}
