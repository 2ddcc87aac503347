import type { Kysely } from 'kysely';

// Issue 20's public log lists each request's subject. The requester's description may hold
// personal data, so the records officer writes a separate public subject; null until written.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('records_requests').addColumn('log_subject', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('records_requests').dropColumn('log_subject').execute();
}
