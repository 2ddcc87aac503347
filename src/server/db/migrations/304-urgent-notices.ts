import type { Kysely } from 'kysely';

// Issue 28, decision 304: a notice can be urgent (its copies go in the outbox's urgent lane), and
// a scheduled notice whose item is withdrawn before it goes out is kept as 'cancelled'.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('subscription_messages')
    .addColumn('is_urgent', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscription_messages').dropColumn('is_urgent').execute();
}
