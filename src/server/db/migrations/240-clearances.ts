import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Issue 17, item 5 (decision 241): what an inspection's outcome left on the permit — a clearance
// certificate (its PDF kept as issued) or a request for corrections — and its revocation.
export async function up(db: Kysely<any>): Promise<void> {
  const bytesType = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('clearances')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('application_id', 'text', (column) =>
      column.notNull().references('permit_applications.id').onDelete('cascade'),
    )
    // One record per inspection result: calling the service twice issues one certificate.
    .addColumn('inspection_id', 'text', (column) => column.notNull().unique())
    .addColumn('outcome', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('inspector_name', 'text', (column) => column.notNull())
    .addColumn('comments', 'text', (column) => column.notNull())
    .addColumn('corrections', 'text', (column) => column.notNull())
    .addColumn('result_day', 'text', (column) => column.notNull())
    .addColumn('expires_on', 'text')
    .addColumn('corrections_due_on', 'text')
    .addColumn('pdf', bytesType)
    // The re-inspection fee's id and private pay link, when the district charges one.
    .addColumn('fee_id', 'text')
    .addColumn('pay_url', 'text')
    .addColumn('issued_at', 'text', (column) => column.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by', 'text')
    .addColumn('revoke_reason', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('clearances_application_index')
    .on('clearances')
    .columns(['application_id', 'issued_at'])
    .execute();
  await db.schema
    .createIndex('clearances_expires_index')
    .on('clearances')
    .columns(['status', 'expires_on'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('clearances').execute();
}
