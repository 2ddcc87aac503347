import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Issue 17, item 4: the inspector's result of an inspection and the photos taken at the property.
// One result per inspection, and one per idempotency key: a result sent twice is recorded once.
// Photos live in the database like plot plans, so every server serves the same bytes.
export async function up(db: Kysely<any>): Promise<void> {
  const bytesType = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('inspection_results')
    .addColumn('inspection_id', 'text', (column) =>
      column.primaryKey().references('inspections.id').onDelete('cascade'),
    )
    .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
    .addColumn('application_id', 'text', (column) => column.notNull())
    .addColumn('outcome', 'text', (column) => column.notNull())
    // JSON array of strings.
    .addColumn('corrections', 'text', (column) => column.notNull())
    .addColumn('corrections_due_days', 'integer')
    .addColumn('temporary_clearance_days', 'integer')
    .addColumn('reason_for_inspection', 'text', (column) => column.notNull())
    .addColumn('stage', 'text', (column) => column.notNull())
    .addColumn('inspection_type', 'text', (column) => column.notNull())
    .addColumn('type_of_clearance', 'text', (column) => column.notNull())
    .addColumn('inspector_name', 'text', (column) => column.notNull())
    .addColumn('comments', 'text', (column) => column.notNull())
    .addColumn('recorded_at', 'text', (column) => column.notNull())
    .addColumn('recorded_by', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('inspection_results_application_index')
    .on('inspection_results')
    .column('application_id')
    .execute();
  await db.schema
    .createTable('inspection_photos')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('inspection_id', 'text', (column) =>
      column.notNull().references('inspections.id').onDelete('cascade'),
    )
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('bytes', bytesType, (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('inspection_photos_inspection_index')
    .on('inspection_photos')
    .column('inspection_id')
    .execute();
  // The re-inspection fee asked after Corrections required or Failed, through the shared fees
  // feature's port: its id and private pay link, and when it was paid.
  await db.schema
    .createTable('inspection_fees')
    .addColumn('inspection_id', 'text', (column) =>
      column.primaryKey().references('inspections.id').onDelete('cascade'),
    )
    .addColumn('fee_id', 'text', (column) => column.notNull())
    .addColumn('pay_url', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('requested_at', 'text', (column) => column.notNull())
    .addColumn('paid_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('inspection_fees').execute();
  await db.schema.dropTable('inspection_photos').execute();
  await db.schema.dropTable('inspection_results').execute();
}
