import type { Kysely } from 'kysely';

// Issue 12, item 3: the sweep claims an application with a lease before it asks the gateway
// about it, so several server processes share the work instead of each doing all of it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('permit_applications')
    .addColumn('sweep_lease_until', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('permit_applications').dropColumn('sweep_lease_until').execute();
}
