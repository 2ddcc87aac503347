import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { createIndexOn, createTableWith, dropTables } from './table-steps.ts';

// Issue 17, item 5 (decision 241): what an inspection's outcome left on the permit — a clearance
// certificate (its PDF kept as issued) or a request for corrections — and its revocation.
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'clearances', [
    column.id,
    column.ownedBy('application_id', 'permit_applications.id'),
    // One record per inspection result: calling the service twice issues one certificate.
    column.requiredUniqueText('inspection_id'),
    column.requiredText(
      'outcome',
      'status',
      'inspector_name',
      'comments',
      'corrections',
      'result_day',
    ),
    column.optionalText('expires_on', 'corrections_due_on'),
    column.optionalBytes(db, 'pdf'),
    // The re-inspection fee's id and private pay link, when the district charges one.
    column.optionalText('fee_id', 'pay_url'),
    column.requiredText('issued_at'),
    column.optionalText('revoked_at', 'revoked_by', 'revoke_reason'),
    column.requiredText('updated_at'),
  ]);
  await createIndexOn(db, 'clearances_application_index', 'clearances', [
    'application_id',
    'issued_at',
  ]);
  await createIndexOn(db, 'clearances_expires_index', 'clearances', ['status', 'expires_on']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'clearances');
}
