import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { createIndexOn, createTableWith, dropTables } from './table-steps.ts';

// Column types stay portable between SQLite and PostgreSQL: text ids (UUIDs), text ISO-8601
// instants, integer cents, integer 0/1 flags. Event dates (YYYY-MM-DD) and times (HH:mm) are the
// district's wall clock, stored as text so no zone conversion can shift them.
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'calendar_events', [
    column.id,
    column.requiredText('title', 'start_date', 'end_date', 'start_time', 'end_time'),
    column.custom('description', 'text', (description) => description.notNull().defaultTo('')),
    column.requiredInteger('is_multi_day'),
    column.requiredText('created_at'),
    // The author's account may be removed later; the event stays.
    column.custom('created_by', 'text', (author) =>
      author.references('users.id').onDelete('set null'),
    ),
  ]);
  await createIndexOn(db, 'calendar_events_start_index', 'calendar_events', [
    'start_date',
    'start_time',
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'calendar_events');
}
