import type { Kysely } from 'kysely';

// Live site content (issue 9, items 5-8). Every save of an item is a new, immutable version; the
// item points at its published one. `content_state` holds one counter that every publish bumps,
// so each server instance notices a change with one cheap query.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_items')
    .addColumn('id', 'text', (column) => column.primaryKey())
    // 'page' | 'district' | 'fire-conditions' | 'alert'
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('published_version_id', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('content_versions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('item_id', 'text', (column) =>
      column.notNull().references('content_items.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer', (column) => column.notNull())
    // The item's content as JSON, valid against its kind's schema, rich text sanitized.
    .addColumn('data', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    // The staff member's username ('' for the seed): kept as text so the history outlives accounts.
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('note', 'text', (column) => column.notNull().defaultTo(''))
    .addUniqueConstraint('content_versions_item_number_unique', ['item_id', 'number'])
    .execute();
  await db.schema
    .createTable('content_state')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('version', 'integer', (column) => column.notNull())
    .execute();
  await db.insertInto('content_state').values({ id: 1, version: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_versions').execute();
  await db.schema.dropTable('content_items').execute();
  await db.schema.dropTable('content_state').execute();
}
