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
