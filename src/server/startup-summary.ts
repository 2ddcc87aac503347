import { PERMIT_FORM_TYPES } from '#domain/permits/permit-application.schema.ts';
import { stripeSecretKeyFor } from '#server/adapters/payment-gateways.ts';
import type { DbKind } from '#server/db/create-db.ts';
import { resolveDataPath, type Env } from '#server/env.ts';

/**
 * An urgent notice must reach every confirmed subscriber within this many minutes (issue 28,
 * decision 304); the start-up line warns when MAIL_URGENT_PER_MINUTE cannot.
 */
export const URGENT_REACH_MINUTES = 5;

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

function formatDuration(seconds: number): string {
  const whole = Math.ceil(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/**
 * How long an urgent notice takes to reach `confirmedSubscribers` at MAIL_URGENT_PER_MINUTE, and
 * whether that is longer than URGENT_REACH_MINUTES.
 */
export function describeUrgentReach(
  env: Pick<Env, 'MAIL_URGENT_PER_MINUTE'>,
  confirmedSubscribers: number,
): { text: string; isTooSlow: boolean } {
  const seconds = Math.ceil((confirmedSubscribers * 60) / env.MAIL_URGENT_PER_MINUTE);
  const rate = env.MAIL_URGENT_PER_MINUTE.toLocaleString('en-US');
  const count = confirmedSubscribers.toLocaleString('en-US');
  const reach = `urgent mail: ${rate} a minute reaches ${count} confirmed subscribers in ${formatDuration(seconds)}`;
  if (seconds <= URGENT_REACH_MINUTES * 60) return { text: reach, isTooSlow: false };
  const needed = Math.ceil(confirmedSubscribers / URGENT_REACH_MINUTES).toLocaleString('en-US');
  return {
    text:
      `${reach}, NOT within ${URGENT_REACH_MINUTES} minutes: set MAIL_URGENT_PER_MINUTE to ` +
      `${needed} or more, through a relay that accepts it (README, E-mail subscriptions)`,
    isTooSlow: true,
  };
}

/**
 * One line naming the modes in force, for the start-up log: payments per form, where mail goes,
 * which database, the address and, given the count of confirmed subscribers, how long an urgent
 * notice takes to reach them. Carries no secret.
 */
export function describeStartupModes(
  env: Env,
  dbKind: DbKind,
  listeningUrl: string,
  urgent?: { confirmedSubscribers: number },
): string {
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
  const line = `Payments: ${payments}; mail: ${mail}; database: ${database}; URL: ${url}`;
  return urgent ? `${line}; ${describeUrgentReach(env, urgent.confirmedSubscribers).text}` : line;
}
