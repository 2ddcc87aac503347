import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { createTableWith, dropTables, uniqueOf } from './table-steps.ts';

// Live site content (issue 9, items 5-8). Every save of an item is a new, immutable version; the
// item points at its published one. `content_state` holds one counter that every publish bumps,
// so each server instance notices a change with one cheap query.
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'content_items', [
    column.id,
    // 'page' | 'district' | 'fire-conditions' | 'alert'
    column.requiredText('kind'),
    column.optionalText('published_version_id'),
    column.requiredText('created_at', 'updated_at'),
  ]);
  await createTableWith(
    db,
    'content_versions',
    [
      column.id,
      column.ownedBy('item_id', 'content_items.id'),
      column.requiredInteger('number'),
      // The item's content as JSON, valid against its kind's schema, rich text sanitized.
      column.requiredText('data', 'created_at'),
      // The staff member's username ('' for the seed): kept as text so the history outlives
      // accounts.
      column.requiredText('created_by'),
      column.custom('note', 'text', (note) => note.notNull().defaultTo('')),
    ],
    uniqueOf('content_versions_item_number_unique', ['item_id', 'number']),
  );
  await createTableWith(db, 'content_state', [
    column.key('id', 'integer'),
    column.requiredInteger('version'),
  ]);
  await db.insertInto('content_state').values({ id: 1, version: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'content_versions', 'content_items', 'content_state');
}
