import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

/**
 * What a financial document is (issue 10, item 5: the Budget and finances page): a tentative or
 * adopted budget, an audit, the fee schedule resolution or another report; the date a fee
 * schedule takes effect; and the fiscal year it covers when that is not the year of its date (a
 * tentative budget posted in May covers the year starting in July). All stay null for documents
 * of other categories.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(
    db,
    'documents',
    column.optionalText('financial_kind', 'effective_date'),
    column.optionalInteger('fiscal_year'),
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropColumnsFrom(db, 'documents', 'fiscal_year', 'effective_date', 'financial_kind');
}
