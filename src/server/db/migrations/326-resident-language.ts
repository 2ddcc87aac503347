import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

// Issue 29, decision 326: a records request and an inspection booking keep the language of the
// page they were made on ('en' or 'es'), so their e-mails and links follow the resident. Rows made
// before this migration were made on English pages: 'en'.
const TABLES = ['records_requests', 'inspections'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await addColumnsTo(db, table, column.language);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await dropColumnsFrom(db, table, 'language');
  }
}
