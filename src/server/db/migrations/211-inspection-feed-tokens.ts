import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { createTableWith, dropTables } from './table-steps.ts';

// Issue 17: the inspector's private iCalendar feed, by a revocable token (only its hash is kept).
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'inspection_feed_tokens', [
    column.key('token_hash'),
    column.requiredText('inspector_id', 'created_at', 'created_by'),
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'inspection_feed_tokens');
}
