import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Issue 8, items 2-7: the issued permit's PDF kept as issued, refunds recorded before and after
// the gateway call, the applicant's status-page token, and the sandbox's own refunds.
export async function up(db: Kysely<any>): Promise<void> {
  const bytesType = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('permit_documents')
    .addColumn('application_id', 'text', (column) =>
      column.primaryKey().references('permit_applications.id').onDelete('cascade'),
    )
    .addColumn('pdf', bytesType, (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  // SQLite cannot add a UNIQUE column; a unique index does the same on both stores.
  await db.schema.alterTable('permit_applications').addColumn('status_token', 'text').execute();
  await db.schema
    .createIndex('permit_applications_status_token_index')
    .on('permit_applications')
    .column('status_token')
    .unique()
    .execute();
  await db.schema.alterTable('permit_applications').addColumn('voided_at', 'text').execute();
  await db.schema.alterTable('permit_applications').addColumn('void_reason', 'text').execute();

  await db.schema
    .createTable('permit_refunds')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('application_id', 'text', (column) =>
      column.notNull().references('permit_applications.id').onDelete('cascade'),
    )
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('requested_by', 'text', (column) => column.notNull())
    .addColumn('requested_at', 'text', (column) => column.notNull())
    // The staff member's request id: a double click sends the same one and gets the same refund.
    .addColumn('request_key', 'text', (column) => column.notNull().unique())
    .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('gateway_refund_id', 'text')
    .addColumn('last_error', 'text')
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createIndex('permit_refunds_application_index')
    .on('permit_refunds')
    .column('application_id')
    .execute();

  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('payment_intent_id', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_refunds').execute();
  await db.schema.dropTable('permit_refunds').execute();
  await db.schema.alterTable('permit_applications').dropColumn('void_reason').execute();
  await db.schema.alterTable('permit_applications').dropColumn('voided_at').execute();
  await db.schema.dropIndex('permit_applications_status_token_index').execute();
  await db.schema.alterTable('permit_applications').dropColumn('status_token').execute();
  await db.schema.dropTable('permit_documents').execute();
}
