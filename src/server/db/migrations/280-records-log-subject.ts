import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

// Issue 20's public log lists each request's subject. The requester's description may hold
// personal data, so the records officer writes a separate public subject; null until written.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(db, 'records_requests', column.optionalText('log_subject'));
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropColumnsFrom(db, 'records_requests', 'log_subject');
}
