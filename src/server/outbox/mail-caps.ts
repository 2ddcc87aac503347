import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import { mailboxKeyOf } from '#domain/mailbox-key.ts';
import type { Database } from '#server/db/database.ts';
import { createDatabaseCounters } from '#server/plugins/rate-limit-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The counter that holds one form's daily mails to one mailbox (`rate_limit_counters`): keyed on
 * the mailbox, not its spelling (`mailboxKeyOf`, issue 36), so every `+tag` shares it.
 */
export function mailAllowanceKey(form: string, email: string): string {
  return `${form}:address:${mailboxKeyOf(email)}`;
}

/**
 * Counts one mail to `email` from `form` and says whether it may go: at most `maxPerDay` in a
 * window of a day, whoever asks (issue 25; first written for the e-mail updates' confirmations).
 * The count is kept per mailbox, not per spelling: `victim+1@…` and `Victim@…` share one
 * (`mailAllowanceKey`); the mail still goes to the address as typed.
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
  const { current } = await counters.increment(mailAllowanceKey(input.form, input.email), DAY_MS);
  return current <= input.maxPerDay;
}

/**
 * Forgets the day's count of `form`'s mails to `email`, whose key holds the address: a deleted
 * property profile leaves no trace of its e-mail (issue 36). Call it in the deleting transaction.
 */
export async function forgetMailAllowance(
  db: Kysely<Database>,
  input: { form: string; email: string },
): Promise<void> {
  await db
    .deleteFrom('rateLimitCounters')
    .where('key', '=', mailAllowanceKey(input.form, input.email))
    .execute();
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
