import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

// Issue 29, decision 324: an open burn permit keeps the language of the page it was applied for
// on ('en' or 'es'); its e-mails and PDF are written in it. Permits made before are English.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(db, 'burn_permits', column.language);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropColumnsFrom(db, 'burn_permits', 'language');
}
