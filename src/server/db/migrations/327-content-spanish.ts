import type { Kysely } from 'kysely';

// Issue 29 item 4, decision 327: the Spanish staff write for a block of published content (a
// page's block, a fire conditions field), kept beside the English in its own table so saving the
// English never drops it. `source` is the English the Spanish was written from: when the English
// changes the Spanish is out of date. Both are JSON of the block's value.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_spanish_versions')
    .addColumn('item_id', 'text', (column) => column.notNull())
    .addColumn('block', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('updated_by', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('content_spanish_versions_pk', ['item_id', 'block'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_spanish_versions').execute();
}
