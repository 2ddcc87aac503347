import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { createTableWith, dropTables } from './table-steps.ts';

// The documents library (issue 10, item 1). Files live in the database, as plot plans do, so every
// server behind one PostgreSQL serves the same bytes. Metadata and bytes sit in separate tables so
// listing the library never reads a file.
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'documents', [
    column.id,
    // What pages refer to: the manifest id for seeded documents, the file name's stem otherwise.
    // The public address is /documents/<file_name>; a replaced file keeps it.
    column.requiredUniqueText('key', 'file_name'),
    // state: 'published' | 'unpublished' | 'archived'
    column.requiredText('title', 'description', 'date', 'category', 'state', 'content_type'),
    column.requiredInteger('size_bytes'),
    // SHA-256 of the bytes, the ETag's source.
    column.requiredText('sha256'),
    // Bumped by every replacement.
    column.requiredInteger('version'),
    // JSON array of accessibility warnings, worked out once at upload.
    column.requiredText('accessibility_warnings'),
    column.requiredInteger('sort_order'),
    column.requiredText('created_at', 'updated_at'),
  ]);
  await createTableWith(db, 'document_files', [
    column.keyOwnedBy('document_id', 'documents.id'),
    column.requiredBytes(db, 'bytes'),
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'document_files', 'documents');
}
