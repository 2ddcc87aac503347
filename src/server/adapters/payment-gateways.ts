import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import {
  PERMIT_FORM_TYPES,
  type PermitFormType,
} from '#domain/permits/permit-application.schema.ts';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import type { PaymentGateway, PaymentGateways } from './payment-gateway.ts';
import { createSandboxPaymentGateway } from './sandbox-payment-gateway.ts';
import { createStripePaymentGateway } from './stripe-payment-gateway.ts';

/** STRIPE_SECRET_KEY_<FORM>, else STRIPE_SECRET_KEY, else undefined (sandbox). */
export function stripeSecretKeyFor(env: Env, formType: PermitFormType): string | undefined {
  const suffix = formType.toUpperCase() as Uppercase<PermitFormType>;
  return env[`STRIPE_SECRET_KEY_${suffix}`] ?? env.STRIPE_SECRET_KEY;
}

/** Every configured webhook signing secret (per form and shared), without duplicates. */
export function stripeWebhookSecrets(env: Env): string[] {
  const secrets = PERMIT_FORM_TYPES.map((formType) => {
    const suffix = formType.toUpperCase() as Uppercase<PermitFormType>;
    return env[`STRIPE_WEBHOOK_SECRET_${suffix}`];
  });
  return [
    ...new Set(
      [...secrets, env.STRIPE_WEBHOOK_SECRET].filter((secret): secret is string => Boolean(secret)),
    ),
  ];
}

/**
 * One gateway per form type: Stripe with that form's secret key (one Stripe client per key, so
 * forms may settle into different Stripe accounts), the offline sandbox where no key is set.
 */
export function createPaymentGateways(
  env: Env,
  db: Kysely<Database>,
  clock: Clock,
): PaymentGateways {
  const sandbox = createSandboxPaymentGateway(db, clock);
  const byKey = new Map<string, PaymentGateway>();
  const gateways = {} as PaymentGateways;
  for (const formType of PERMIT_FORM_TYPES) {
    const secretKey = stripeSecretKeyFor(env, formType);
    if (!secretKey) {
      gateways[formType] = sandbox;
      continue;
    }
    const gateway = byKey.get(secretKey) ?? createStripePaymentGateway({ secretKey });
    byKey.set(secretKey, gateway);
    gateways[formType] = gateway;
  }
  return gateways;
}

/**
 * The gateway for the district's other fees (decision 270): Stripe with STRIPE_SECRET_KEY, the
 * shared key, reusing a form's client when it has the same key; else the same sandbox instance
 * the forms use, so its card endpoints are served once.
 */
export function createFeeGateway(
  env: Env,
  db: Kysely<Database>,
  clock: Clock,
  formGateways: PaymentGateways,
): PaymentGateway {
  const secretKey = env.STRIPE_SECRET_KEY;
  const gateways = Object.values(formGateways);
  if (!secretKey) {
    return (
      gateways.find((gateway) => gateway.kind === 'sandbox') ??
      createSandboxPaymentGateway(db, clock)
    );
  }
  const sameKeyForm = PERMIT_FORM_TYPES.find(
    (formType) => stripeSecretKeyFor(env, formType) === secretKey,
  );
  return sameKeyForm ? formGateways[sameKeyForm] : createStripePaymentGateway({ secretKey });
}
