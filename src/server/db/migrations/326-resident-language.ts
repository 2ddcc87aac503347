import type { Kysely } from 'kysely';

// Issue 29, decision 326: a records request and an inspection booking keep the language of the
// page they were made on ('en' or 'es'), so their e-mails and links follow the resident. Rows made
// before this migration were made on English pages: 'en'.
const TABLES = ['records_requests', 'inspections'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('language').execute();
  }
}
