import type { Kysely } from 'kysely';

// The shared timeline of the generic status machine (src/server/status, decision 160).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('status_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('subject_kind', 'text', (column) => column.notNull())
    .addColumn('subject_id', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('status_events_subject_index')
    .on('status_events')
    .columns(['subject_kind', 'subject_id', 'at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('status_events').execute();
}
