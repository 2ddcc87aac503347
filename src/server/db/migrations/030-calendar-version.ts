import type { Kysely } from 'kysely';

// One row: the calendar's version, bumped in the same transaction as every event added or deleted.
// Every instance reads it, so all of them agree on when their cached iCalendar feed is stale.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_versions')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('changed_at', 'text', (column) => column.notNull())
    .execute();
  // No event has changed yet: the epoch, so the first add always moves Last-Modified forward.
  await db
    .insertInto('calendar_versions')
    .values({ name: 'events', version: 1, changed_at: '1970-01-01T00:00:00.000Z' })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_versions').execute();
}
