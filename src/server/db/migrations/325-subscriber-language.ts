import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

// Issue 29, decision 325: each subscriber reads their mail in a language ('en' or 'es'; people
// who signed up before have 'en'), and a notice can carry staff's Spanish subject and text beside
// the English, for the subscribers who read Spanish.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(db, 'subscribers', column.language);
  await addColumnsTo(db, 'subscription_messages', column.optionalText('subject_es', 'body_es'));
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropColumnsFrom(db, 'subscription_messages', 'body_es', 'subject_es');
  await dropColumnsFrom(db, 'subscribers', 'language');
}
