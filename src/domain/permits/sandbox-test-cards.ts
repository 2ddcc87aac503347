/**
 * Stripe's standard test cards and the test payment-method ids the offline sandbox accepts.
 * The browser maps a typed test number to its id and sends only the id: card numbers never reach
 * our server (docs/permits-api.md, "Offline sandbox").
 */
export const SANDBOX_TEST_CARDS = [
  { number: '4242424242424242', paymentMethod: 'pm_card_visa', outcome: 'succeeded' },
  {
    number: '4000002500003155',
    paymentMethod: 'pm_card_authenticationRequiredOnSetup',
    outcome: 'requires_action',
  },
  {
    number: '4000002760003184',
    paymentMethod: 'pm_card_authenticationRequired',
    outcome: 'requires_action',
  },
  { number: '4000000000000002', paymentMethod: 'pm_card_chargeDeclined', outcome: 'declined' },
  {
    number: '4000000000009995',
    paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds',
    outcome: 'declined',
  },
] as const;

export type SandboxPaymentMethod = (typeof SANDBOX_TEST_CARDS)[number]['paymentMethod'];

export const SANDBOX_UNKNOWN_CARD_MESSAGE = 'Use one of the test cards listed.';
export const SANDBOX_DECLINED_MESSAGE = 'Your card was declined.';
export const SANDBOX_INSUFFICIENT_FUNDS_MESSAGE = 'Your card has insufficient funds.';

/** The test payment-method id for a typed card number (spaces and dashes ignored), or undefined. */
export function findSandboxPaymentMethod(cardNumber: string): SandboxPaymentMethod | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return SANDBOX_TEST_CARDS.find((card) => card.number === digits)?.paymentMethod;
}

export function isSandboxPaymentMethod(value: unknown): value is SandboxPaymentMethod {
  return SANDBOX_TEST_CARDS.some((card) => card.paymentMethod === value);
}
