import type { Kysely } from 'kysely';

// Request counts of @fastify/rate-limit, shared by every server on one database
// (src/server/plugins/rate-limit-store.ts). Rows live one time window; the store purges them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    // Milliseconds since the epoch: compared as numbers on both databases.
    .addColumn('resets_at_ms', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_resets_at_index')
    .on('rate_limit_counters')
    .column('resets_at_ms')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
