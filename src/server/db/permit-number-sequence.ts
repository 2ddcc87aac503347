import type { Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';

/**
 * The next number of a permit series (PA-2026-000001, OB-2026-000001), portable and race-free:
 * the counter row is created if missing, then incremented with UPDATE … RETURNING, which locks
 * the row until the transaction ends. Every feature that numbers permits shares this one counter
 * table, so two series never collide and none is numbered twice.
 */
export async function takeNextPermitSequence(
  trx: Transaction<Database>,
  prefix: string,
  year: number,
): Promise<number> {
  await trx
    .insertInto('permitNumberCounters')
    .values({ prefix, year, lastValue: 0 })
    .onConflict((conflict) => conflict.columns(['prefix', 'year']).doNothing())
    .execute();
  const row = await trx
    .updateTable('permitNumberCounters')
    .set((eb) => ({ lastValue: eb('lastValue', '+', 1) }))
    .where('prefix', '=', prefix)
    .where('year', '=', year)
    .returning('lastValue')
    .executeTakeFirstOrThrow();
  return Number(row.lastValue);
}
