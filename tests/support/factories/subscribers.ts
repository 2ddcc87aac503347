import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';

/**
 * Confirmed subscribers written straight to the store, for tests and benchmarks where the
 * sign-up itself is not under test. Free of Vitest, so the scripts in scripts/ use it too.
 */

/** How many rows one insert carries: PostgreSQL takes at most 65,535 parameters a statement. */
const INSERT_BATCH = 500;

/** A confirmed subscriber as the sign-up leaves it: active, nothing pending. */
export interface ConfirmedSubscriber {
  id: string;
  email: string;
  manageToken: string;
}

/**
 * Writes confirmed subscribers of `listIds` straight to the store, signed up and confirmed at
 * `at` (the sign-up flow itself is not under test), in batches.
 */
export async function insertConfirmedSubscribers(
  db: Kysely<Database> | Transaction<Database>,
  subscribers: ConfirmedSubscriber[],
  { listIds, at }: { listIds: string[]; at: string },
): Promise<void> {
  for (let offset = 0; offset < subscribers.length; offset += INSERT_BATCH) {
    const rows = subscribers.slice(offset, offset + INSERT_BATCH).map((subscriber) => ({
      ...subscriber,
      status: 'active' as const,
      confirmToken: null,
      confirmExpiresAt: null,
      confirmationSentAt: at,
      pendingListIds: '[]',
      hardFailures: 0,
      createdAt: at,
      confirmedAt: at,
      updatedAt: at,
    }));
    await db.insertInto('subscribers').values(rows).execute();
    for (const listId of listIds) {
      await db
        .insertInto('subscriberLists')
        .values(rows.map((row) => ({ subscriberId: row.id, listId, createdAt: at })))
        .execute();
    }
  }
}
