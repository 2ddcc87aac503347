import type { Kysely } from 'kysely';

// Issue 18: bulk mail (subscriptions) shares the one outbox with permit mail. A priority lets
// permit mail always go first and lets the outbox pace bulk mail; a permanently refused message
// ends as 'failed' instead of being retried for ever.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbox_messages')
    .addColumn('priority', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('outbox_messages_priority_due_index')
    .on('outbox_messages')
    .columns(['status', 'priority', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_messages_priority_due_index').execute();
  await db.schema.alterTable('outbox_messages').dropColumn('priority').execute();
}
