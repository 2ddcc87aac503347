import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { createIndexOn, createTableWith, dropTables } from './table-steps.ts';

// The shared timeline of the generic status machine (src/server/status, decision 160).
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'status_events', [
    column.id,
    column.requiredText('subject_kind', 'subject_id', 'at', 'actor', 'kind'),
    column.optionalText('from_status', 'to_status', 'reason'),
  ]);
  await createIndexOn(db, 'status_events_subject_index', 'status_events', [
    'subject_kind',
    'subject_id',
    'at',
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'status_events');
}
