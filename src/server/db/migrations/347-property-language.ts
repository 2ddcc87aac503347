import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

// Issue 37 item 6: a property profile keeps the language of the page it was written on ('en' or
// 'es'), so its confirmation, manage and reminder e-mails follow the resident, as records
// requests and bookings do (326-resident-language). Older profiles were written in English: 'en'.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(db, 'property_profiles', column.language);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropColumnsFrom(db, 'property_profiles', 'language');
}
