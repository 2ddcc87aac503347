import { PERMIT_FORM_TYPES } from '#domain/permits/permit-application.schema.ts';
import { stripeSecretKeyFor } from '#server/adapters/payment-gateways.ts';
import type { DbKind } from '#server/db/create-db.ts';
import { resolveDataPath, type Env } from '#server/env.ts';

type PaymentMode = 'sandbox' | 'Stripe test' | 'Stripe live';

function paymentModeFor(secretKey: string | undefined): PaymentMode {
  if (!secretKey) return 'sandbox';
  return /^(?:sk|rk)_live_/.test(secretKey) ? 'Stripe live' : 'Stripe test';
}

/** Host and database of a PostgreSQL URL, never its user or password. */
function describePostgres(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

function describeSmtp(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `SMTP ${url.hostname}${url.port ? `:${url.port}` : ''}`;
  } catch {
    return 'SMTP (SMTP_URL is not a URL)';
  }
}

/**
 * One line naming the modes in force, for the start-up log: payments per form, where mail goes,
 * which database, and the address. Carries no secret.
 */
export function describeStartupModes(env: Env, dbKind: DbKind, listeningUrl: string): string {
  const modes = PERMIT_FORM_TYPES.map((formType) => ({
    formType,
    mode: paymentModeFor(stripeSecretKeyFor(env, formType)),
  }));
  const distinct = new Set(modes.map(({ mode }) => mode));
  const payments =
    distinct.size === 1
      ? `${modes[0]!.mode} for every form`
      : modes.map(({ formType, mode }) => `${formType} ${mode}`).join(', ');
  const mail = env.SMTP_URL
    ? describeSmtp(env.SMTP_URL)
    : `outbox folder ${resolveDataPath(env, 'outbox')}`;
  const database =
    dbKind === 'postgres' && env.DATABASE_URL
      ? describePostgres(env.DATABASE_URL)
      : `SQLite ${resolveDataPath(env, 'district.sqlite')}`;
  const url = env.PUBLIC_URL ? `${env.PUBLIC_URL} (listening on ${listeningUrl})` : listeningUrl;
  return `Payments: ${payments}; mail: ${mail}; database: ${database}; URL: ${url}`;
}
