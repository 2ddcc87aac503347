import type { Kysely } from 'kysely';

// Decision 292 (issue 25): a fee paid for a subject that closed is refunded through the
// processor. The reason is written before the processor is asked, so the sweep retries a refund
// the processor did not answer; the refund's id and time are kept once it is made.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('fees').addColumn('refund_reason', 'text').execute();
  await db.schema.alterTable('fees').addColumn('refund_id', 'text').execute();
  await db.schema.alterTable('fees').addColumn('refunded_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('fees').dropColumn('refunded_at').execute();
  await db.schema.alterTable('fees').dropColumn('refund_id').execute();
  await db.schema.alterTable('fees').dropColumn('refund_reason').execute();
}
