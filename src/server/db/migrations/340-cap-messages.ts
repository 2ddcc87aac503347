import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { createIndexOn, createTableWith, dropTables, uniqueOf } from './table-steps.ts';

// Issue 37 item 4, decision 340: the CAP 1.2 messages published for alerts and No burning days,
// kept as written, so an Update or Cancel can reference them; and where they apply (the area's
// county and geocodes), which staff correct.
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(
    db,
    'cap_messages',
    [
      column.id,
      column.requiredText('subject'),
      column.requiredInteger('sequence'),
      column.requiredText('msg_type', 'sent', 'reference_ids', 'fingerprint'),
      column.optionalText('content', 'expires_at'),
    ],
    uniqueOf('cap_messages_subject_sequence_unique', ['subject', 'sequence']),
  );
  await createIndexOn(db, 'cap_messages_sent_index', 'cap_messages', ['sent']);
  await createTableWith(db, 'cap_settings', [
    column.id,
    column.requiredText('settings', 'updated_at', 'updated_by'),
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'cap_settings', 'cap_messages');
}
