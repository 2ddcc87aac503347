import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

// Decision 332: a fee keeps the language of the record it is asked for (a records request, a burn
// permit, a booking); its receipt and refund e-mails are written in it. Older fees are English.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(db, 'fees', column.language);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropColumnsFrom(db, 'fees', 'language');
}
