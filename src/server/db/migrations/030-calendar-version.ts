import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { createTableWith, dropTables } from './table-steps.ts';

// One row: the calendar's version, bumped in the same transaction as every event added or deleted.
// Every instance reads it, so all of them agree on when their cached iCalendar feed is stale.
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'calendar_versions', [
    column.key('name'),
    column.requiredInteger('version'),
    column.requiredText('changed_at'),
  ]);
  // No event has changed yet: the epoch, so the first add always moves Last-Modified forward.
  await db
    .insertInto('calendar_versions')
    .values({ name: 'events', version: 1, changed_at: '1970-01-01T00:00:00.000Z' })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'calendar_versions');
}
