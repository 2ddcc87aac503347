/**
 * Fake Stripe test keys: a server started with them runs its permit forms in Stripe mode, and
 * never reaches Stripe while the browser blocks or stands in for Stripe.js.
 */
export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
} as const;
