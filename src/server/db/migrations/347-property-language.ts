import type { Kysely } from 'kysely';

// Issue 37 item 6: a property profile keeps the language of the page it was written on ('en' or
// 'es'), so its confirmation, manage and reminder e-mails follow the resident, as records
// requests and bookings do (326-resident-language). Older profiles were written in English: 'en'.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('property_profiles')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('property_profiles').dropColumn('language').execute();
}
