import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

// Issue 12: an administrator's Retry on the Operations page makes a failing e-mail due now. The
// lease of an attempt still talking to the mail server is kept in its own column, so a Retry can
// tell "scheduled for later" from "being sent right now" and never sends a message twice.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(db, 'outbox_messages', column.optionalText('leased_until'));
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropColumnsFrom(db, 'outbox_messages', 'leased_until');
}
