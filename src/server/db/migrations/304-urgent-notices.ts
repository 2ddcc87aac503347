import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

// Issue 28, decision 304: a notice can be urgent (its copies go in the outbox's urgent lane), and
// a scheduled notice whose item is withdrawn before it goes out is kept as 'cancelled'.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(db, 'subscription_messages', column.integerFromZero('is_urgent'));
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropColumnsFrom(db, 'subscription_messages', 'is_urgent');
}
