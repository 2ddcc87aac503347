/** The payment messages of spec §4, §5 and §8, word for word. */
export const PAYMENT_MESSAGES = {
  processingButton: 'Processing...',
  processingTitle: 'Processing Payment',
  processingBody: 'Please wait...',
  noClientSecretReceived: 'No client secret received from server',
  noClientSecretReturned: 'No client secret returned from the server',
  configurationIssue:
    "There's a configuration issue with our payment system. Please contact support.",
  paymentFailedTitle: 'Payment failed',
  authenticationFailedTitle: 'Authentication failed',
  completionFailed: 'An error occurred while generating PDF and sending email.',
  paidDespiteFailure:
    'Your payment went through: do not pay again. We will issue your permit and e-mail it to you, and our team will contact you if anything more is needed.',
  partialSuccessTitle: 'Payment Succeeded, But...',
  paymentFailedFallback: 'Payment failed. Please try again.',
  processingErrorFallback: 'An error occurred during payment processing.',
  notReadySandbox: 'Payment processing is initializing. Please try again in a moment.',
  notReadyStripe: 'Stripe not loaded yet...',
  cardElementMissing: 'Card element not found. Please refresh the page and try again.',
} as const;
