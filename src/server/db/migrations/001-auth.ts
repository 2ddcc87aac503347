import type { Kysely } from 'kysely';

// Column types stay portable between SQLite and PostgreSQL: text ids (UUIDs), text ISO-8601
// instants, integer cents, integer 0/1 flags.
export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
