import type { Kysely } from 'kysely';

// Decision 332: a fee keeps the language of the record it is asked for (a records request, a burn
// permit, a booking); its receipt and refund e-mails are written in it. Older fees are English.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('fees')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('fees').dropColumn('language').execute();
}
