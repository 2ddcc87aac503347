import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Issue 20: the records officer's fee estimate and waiver decision on the request, and the
// responsive records uploaded to fulfil it. Files are stored in the database (like documents), so
// every server behind one PostgreSQL serves the same bytes; the bytes sit in their own table so a
// purge empties it while the file's record stays.
export async function up(db: Kysely<any>): Promise<void> {
  const bytesType = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema.alterTable('records_requests').addColumn('fee_cents', 'integer').execute();
  await db.schema
    .alterTable('records_requests')
    .addColumn('fee_description', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('records_requests').addColumn('fee_id', 'text').execute();
  await db.schema.alterTable('records_requests').addColumn('fee_pay_url', 'text').execute();
  await db.schema.alterTable('records_requests').addColumn('fee_waiver_decision', 'text').execute();
  await db.schema
    .alterTable('records_requests')
    .addColumn('withheld', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('records_files')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('request_id', 'text', (column) =>
      column.notNull().references('records_requests.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('uploaded_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('purged_at', 'text')
    .execute();
  await db.schema
    .createIndex('records_files_request_index')
    .on('records_files')
    .column('request_id')
    .execute();
  await db.schema
    .createTable('records_file_bytes')
    .addColumn('file_id', 'text', (column) =>
      column.primaryKey().references('records_files.id').onDelete('cascade'),
    )
    .addColumn('bytes', bytesType, (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('records_file_bytes').execute();
  await db.schema.dropTable('records_files').execute();
  for (const column of [
    'withheld',
    'fee_waiver_decision',
    'fee_pay_url',
    'fee_id',
    'fee_description',
    'fee_cents',
  ]) {
    await db.schema.alterTable('records_requests').dropColumn(column).execute();
  }
}
