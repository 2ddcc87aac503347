import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import {
  addColumnsTo,
  createIndexOn,
  createTableWith,
  dropColumnsFrom,
  dropTables,
} from './table-steps.ts';

// Issue 20: the records officer's fee estimate and waiver decision on the request, and the
// responsive records uploaded to fulfil it. Files are stored in the database (like documents), so
// every server behind one PostgreSQL serves the same bytes; the bytes sit in their own table so a
// purge empties it while the file's record stays.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(
    db,
    'records_requests',
    column.optionalInteger('fee_cents'),
    textFromEmpty('fee_description'),
    column.optionalText('fee_id', 'fee_pay_url', 'fee_waiver_decision'),
    textFromEmpty('withheld'),
  );
  await createTableWith(db, 'records_files', [
    column.id,
    column.ownedBy('request_id', 'records_requests.id'),
    column.requiredText('file_name', 'content_type'),
    column.requiredInteger('size_bytes'),
    column.requiredText('uploaded_at', 'expires_at'),
    column.optionalText('purged_at'),
  ]);
  await createIndexOn(db, 'records_files_request_index', 'records_files', ['request_id']);
  await createTableWith(db, 'records_file_bytes', [
    column.keyOwnedBy('file_id', 'records_files.id'),
    column.requiredBytes(db, 'bytes'),
  ]);
}

function textFromEmpty(name: string) {
  return column.custom(name, 'text', (text) => text.notNull().defaultTo(''));
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'records_file_bytes', 'records_files');
  await dropColumnsFrom(
    db,
    'records_requests',
    'withheld',
    'fee_waiver_decision',
    'fee_pay_url',
    'fee_id',
    'fee_description',
    'fee_cents',
  );
}
