import { sql, type Kysely } from 'kysely';
import * as column from './columns.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

// Issue 26: every attempt at one outbox message carries the same Message-ID (decision 297), so a
// copy sent again after a crash is recognisably the same message. Rows queued before this
// migration get one derived from their id; `outbox.invalid` (RFC 2606) stands in for the sending
// domain, which a migration cannot read from the settings.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(db, 'outbox_messages', column.optionalText('message_id'));
  await sql`update outbox_messages set message_id = '<' || id || '@outbox.invalid>'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropColumnsFrom(db, 'outbox_messages', 'message_id');
}
