import type { Kysely } from 'kysely';

// Issue 12: an administrator's Retry on the Operations page makes a failing e-mail due now. The
// lease of an attempt still talking to the mail server is kept in its own column, so a Retry can
// tell "scheduled for later" from "being sent right now" and never sends a message twice.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_messages').addColumn('leased_until', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_messages').dropColumn('leased_until').execute();
}
