import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

// Decision 316: a permit application keeps the language of the page it was made on ('en' or
// 'es'); its permit PDF and e-mails are written in it. Applications made before are English.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(db, 'permit_applications', column.language);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropColumnsFrom(db, 'permit_applications', 'language');
}
