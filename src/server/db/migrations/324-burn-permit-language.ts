import type { Kysely } from 'kysely';

// Issue 29, decision 324: an open burn permit keeps the language of the page it was applied for
// on ('en' or 'es'); its e-mails and PDF are written in it. Permits made before are English.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('burn_permits')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('burn_permits').dropColumn('language').execute();
}
