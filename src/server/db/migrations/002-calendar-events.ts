import type { Kysely } from 'kysely';

// Column types stay portable between SQLite and PostgreSQL: text ids (UUIDs), text ISO-8601
// instants, integer cents, integer 0/1 flags. Event dates (YYYY-MM-DD) and times (HH:mm) are the
// district's wall clock, stored as text so no zone conversion can shift them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('start_date', 'text', (column) => column.notNull())
    .addColumn('end_date', 'text', (column) => column.notNull())
    .addColumn('start_time', 'text', (column) => column.notNull())
    .addColumn('end_time', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('is_multi_day', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    // The author's account may be removed later; the event stays.
    .addColumn('created_by', 'text', (column) => column.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('calendar_events_start_index')
    .on('calendar_events')
    .columns(['start_date', 'start_time'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_events').execute();
}
