import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import type { Database } from '#server/db/database.ts';
import { createDatabaseCounters } from '#server/plugins/rate-limit-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one mail to `email` from `form` and says whether it may go: at most `maxPerDay` in a
 * window of a day, whoever asks (issue 25; first written for the e-mail updates' confirmations).
 * Call it inside the transaction that queues the mail: SQLite has one connection, and a refused
 * submission must not leave a count behind. The counts sit beside the request limits
 * (`rate_limit_counters`), so every server behind one PostgreSQL shares them.
 */
export async function takeDailyMailAllowance(
  db: Kysely<Database>,
  clock: Clock,
  input: { form: string; email: string; maxPerDay: number },
): Promise<boolean> {
  const counters = createDatabaseCounters(db, clock);
  const key = `${input.form}:address:${input.email.trim().toLowerCase()}`;
  const { current } = await counters.increment(key, DAY_MS);
  return current <= input.maxPerDay;
}

/**
 * Mails a day one anonymous form (a burn permit, a records request) sends to an address nobody has
 * confirmed (issue 25): enough for the resident's own application, never a mail bomb.
 */
export const MAX_FORM_MAILS_PER_UNCONFIRMED_ADDRESS_PER_DAY = 1;
/** The same for an address its owner has confirmed (decision 290): a busy day, still bounded. */
export const MAX_FORM_MAILS_PER_CONFIRMED_ADDRESS_PER_DAY = 10;

/**
 * Whether the address's owner has proved they read it: a subscriber to the e-mail updates who
 * clicked the confirmation link and has not unsubscribed or bounced (decision 290).
 */
export async function isConfirmedAddress(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('subscribers')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .where('status', '=', 'active')
    .where('confirmedAt', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts one mail from an anonymous form to `email` and says whether it may go: one a day to an
 * unconfirmed address, MAX_FORM_MAILS_PER_CONFIRMED_ADDRESS_PER_DAY to a confirmed one. The form's
 * submission is kept either way; only the mail is left out.
 */
export async function takeFormMailAllowance(
  db: Kysely<Database>,
  clock: Clock,
  input: { form: string; email: string },
): Promise<boolean> {
  const maxPerDay = (await isConfirmedAddress(db, input.email))
    ? MAX_FORM_MAILS_PER_CONFIRMED_ADDRESS_PER_DAY
    : MAX_FORM_MAILS_PER_UNCONFIRMED_ADDRESS_PER_DAY;
  return takeDailyMailAllowance(db, clock, { form: input.form, email: input.email, maxPerDay });
}
