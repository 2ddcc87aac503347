import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The documents library (issue 10, item 1). Files live in the database, as plot plans do, so every
// server behind one PostgreSQL serves the same bytes. Metadata and bytes sit in separate tables so
// listing the library never reads a file.
export async function up(db: Kysely<any>): Promise<void> {
  const bytesType = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (column) => column.primaryKey())
    // What pages refer to: the manifest id for seeded documents, the file name's stem otherwise.
    .addColumn('key', 'text', (column) => column.notNull().unique())
    // The public address is /documents/<file_name>; a replaced file keeps it.
    .addColumn('file_name', 'text', (column) => column.notNull().unique())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('date', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    // 'published' | 'unpublished' | 'archived'
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    // SHA-256 of the bytes, the ETag's source.
    .addColumn('sha256', 'text', (column) => column.notNull())
    // Bumped by every replacement.
    .addColumn('version', 'integer', (column) => column.notNull())
    // JSON array of accessibility warnings, worked out once at upload.
    .addColumn('accessibility_warnings', 'text', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('document_files')
    .addColumn('document_id', 'text', (column) =>
      column.primaryKey().references('documents.id').onDelete('cascade'),
    )
    .addColumn('bytes', bytesType, (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_files').execute();
  await db.schema.dropTable('documents').execute();
}
