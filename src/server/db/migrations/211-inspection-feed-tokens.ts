import type { Kysely } from 'kysely';

// Issue 17: the inspector's private iCalendar feed, by a revocable token (only its hash is kept).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inspection_feed_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('inspector_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('inspection_feed_tokens').execute();
}
