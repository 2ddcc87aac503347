import { sql, type Kysely } from 'kysely';

/**
 * Issue 16, findings 4 and 7. A plot plan records its size and the address that sent it, so the
 * stored bytes of unpaid applications can be capped per address and in total. An application
 * keeps a SHA-256 of its payment's client secret: only the holder of that secret (the applicant's
 * browser) gets the private links from the complete call.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('permit_applications')
    .addColumn('client_secret_hash', 'text')
    .execute();
  await db.schema
    .alterTable('permit_plot_plans')
    .addColumn('byte_count', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('permit_plot_plans').addColumn('uploaded_from', 'text').execute();
  await sql`update permit_plot_plans set byte_count = length(bytes)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('permit_plot_plans').dropColumn('uploaded_from').execute();
  await db.schema.alterTable('permit_plot_plans').dropColumn('byte_count').execute();
  await db.schema.alterTable('permit_applications').dropColumn('client_secret_hash').execute();
}
