import type { Kysely } from 'kysely';

/**
 * What a financial document is (issue 10, item 5: the Budget and finances page): a tentative or
 * adopted budget, an audit, the fee schedule resolution or another report; the date a fee
 * schedule takes effect; and the fiscal year it covers when that is not the year of its date (a
 * tentative budget posted in May covers the year starting in July). All stay null for documents
 * of other categories.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('financial_kind', 'text').execute();
  await db.schema.alterTable('documents').addColumn('effective_date', 'text').execute();
  await db.schema.alterTable('documents').addColumn('fiscal_year', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('fiscal_year').execute();
  await db.schema.alterTable('documents').dropColumn('effective_date').execute();
  await db.schema.alterTable('documents').dropColumn('financial_kind').execute();
}
