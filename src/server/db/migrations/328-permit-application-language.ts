import type { Kysely } from 'kysely';

// Decision 316: a permit application keeps the language of the page it was made on ('en' or
// 'es'); its permit PDF and e-mails are written in it. Applications made before are English.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('permit_applications')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('permit_applications').dropColumn('language').execute();
}
