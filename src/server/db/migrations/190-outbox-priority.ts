import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { addColumnsTo, createIndexOn, dropColumnsFrom } from './table-steps.ts';

// Issue 18: bulk mail (subscriptions) shares the one outbox with permit mail. A priority lets
// permit mail always go first and lets the outbox pace bulk mail; a permanently refused message
// ends as 'failed' instead of being retried for ever.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(db, 'outbox_messages', column.integerFromZero('priority'));
  await createIndexOn(db, 'outbox_messages_priority_due_index', 'outbox_messages', [
    'status',
    'priority',
    'next_attempt_at',
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_messages_priority_due_index').execute();
  await dropColumnsFrom(db, 'outbox_messages', 'priority');
}
