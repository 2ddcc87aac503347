/** What Stripe.js confirmCardPayment answers; the sandbox endpoints answer the same shape. */
export interface CardConfirmResult {
  paymentIntent?: { id: string; status: string };
  error?: {
    type?: string;
    code?: string;
    decline_code?: string;
    message?: string;
    payment_intent?: { id: string; status: string };
  };
}

/**
 * The card field of one form, sandbox or Stripe. The form calls it once per payment;
 * `confirm` answers a result or throws CardNotReadyError when it cannot take a card yet.
 */
export interface CardPaymentHandle {
  confirm: (clientSecret: string) => Promise<CardConfirmResult>;
  /** Runs the card authentication (3-D Secure) step of a payment that requires it. */
  authenticate: (clientSecret: string) => Promise<CardConfirmResult>;
  /** Checks the card input before anything is sent; answers the problems (none when usable). */
  check: () => CardFieldIssue[];
  reset: () => void;
}

/** The card field is not usable yet (Stripe.js still loading, the card element missing …). */
export class CardNotReadyError extends Error {}

/** A problem with the card input, linked from the error summary to the input's id. */
export interface CardFieldIssue {
  fieldId: string;
  message: string;
}
