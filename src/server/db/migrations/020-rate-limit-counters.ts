import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { createIndexOn, createTableWith, dropTables } from './table-steps.ts';

// Request counts of @fastify/rate-limit, shared by every server on one database
// (src/server/plugins/rate-limit-store.ts). Rows live one time window; the store purges them.
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'rate_limit_counters', [
    column.key('key'),
    column.requiredInteger('hits'),
    // Milliseconds since the epoch: compared as numbers on both databases.
    column.custom('resets_at_ms', 'bigint', (resetsAt) => resetsAt.notNull()),
  ]);
  await createIndexOn(db, 'rate_limit_counters_resets_at_index', 'rate_limit_counters', [
    'resets_at_ms',
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'rate_limit_counters');
}
