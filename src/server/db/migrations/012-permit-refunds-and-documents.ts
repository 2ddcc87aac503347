import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import {
  addColumnsTo,
  createIndexOn,
  createTableWith,
  dropColumnsFrom,
  dropTables,
} from './table-steps.ts';

// Issue 8, items 2-7: the issued permit's PDF kept as issued, refunds recorded before and after
// the gateway call, the applicant's status-page token, and the sandbox's own refunds.
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'permit_documents', [
    column.keyOwnedBy('application_id', 'permit_applications.id'),
    column.requiredBytes(db, 'pdf'),
    column.requiredText('created_at'),
  ]);

  // SQLite cannot add a UNIQUE column; a unique index does the same on both stores.
  await addColumnsTo(db, 'permit_applications', column.optionalText('status_token'));
  await createIndexOn(
    db,
    'permit_applications_status_token_index',
    'permit_applications',
    ['status_token'],
    { isUnique: true },
  );
  await addColumnsTo(db, 'permit_applications', column.optionalText('voided_at', 'void_reason'));

  await createTableWith(db, 'permit_refunds', [
    column.id,
    column.ownedBy('application_id', 'permit_applications.id'),
    column.requiredInteger('amount_cents'),
    column.requiredText('reason', 'requested_by', 'requested_at'),
    // The staff member's request id: a double click sends the same one and gets the same refund.
    column.requiredUniqueText('request_key', 'idempotency_key'),
    column.requiredText('status', 'source'),
    column.optionalText('gateway_refund_id', 'last_error', 'completed_at'),
  ]);
  await createIndexOn(db, 'permit_refunds_application_index', 'permit_refunds', ['application_id']);

  await createTableWith(db, 'sandbox_refunds', [
    column.id,
    column.requiredText('payment_intent_id'),
    column.requiredInteger('amount_cents'),
    column.requiredUniqueText('idempotency_key'),
    column.requiredText('created_at'),
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'sandbox_refunds', 'permit_refunds');
  await dropColumnsFrom(db, 'permit_applications', 'void_reason', 'voided_at');
  await db.schema.dropIndex('permit_applications_status_token_index').execute();
  await dropColumnsFrom(db, 'permit_applications', 'status_token');
  await dropTables(db, 'permit_documents');
}
