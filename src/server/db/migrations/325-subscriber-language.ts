import type { Kysely } from 'kysely';

// Issue 29, decision 325: each subscriber reads their mail in a language ('en' or 'es'; people
// who signed up before have 'en'), and a notice can carry staff's Spanish subject and text beside
// the English, for the subscribers who read Spanish.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('subscribers')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute();
  await db.schema.alterTable('subscription_messages').addColumn('subject_es', 'text').execute();
  await db.schema.alterTable('subscription_messages').addColumn('body_es', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscription_messages').dropColumn('body_es').execute();
  await db.schema.alterTable('subscription_messages').dropColumn('subject_es').execute();
  await db.schema.alterTable('subscribers').dropColumn('language').execute();
}
