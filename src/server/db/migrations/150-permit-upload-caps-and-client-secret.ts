import { sql, type Kysely } from 'kysely';
import * as column from './columns.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

/**
 * Issue 16, findings 4 and 7. A plot plan records its size and the address that sent it, so the
 * stored bytes of unpaid applications can be capped per address and in total. An application
 * keeps a SHA-256 of its payment's client secret: only the holder of that secret (the applicant's
 * browser) gets the private links from the complete call.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(db, 'permit_applications', column.optionalText('client_secret_hash'));
  await addColumnsTo(
    db,
    'permit_plot_plans',
    column.integerFromZero('byte_count'),
    column.optionalText('uploaded_from'),
  );
  await sql`update permit_plot_plans set byte_count = length(bytes)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropColumnsFrom(db, 'permit_plot_plans', 'uploaded_from', 'byte_count');
  await dropColumnsFrom(db, 'permit_applications', 'client_secret_hash');
}
