import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { createIndexOn, createTableWith, dropTables } from './table-steps.ts';

// Issue 17, item 4: the inspector's result of an inspection and the photos taken at the property.
// One result per inspection, and one per idempotency key: a result sent twice is recorded once.
// Photos live in the database like plot plans, so every server serves the same bytes.
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'inspection_results', [
    column.keyOwnedBy('inspection_id', 'inspections.id'),
    column.requiredUniqueText('idempotency_key'),
    // corrections: a JSON array of strings.
    column.requiredText('application_id', 'outcome', 'corrections'),
    column.optionalInteger('corrections_due_days', 'temporary_clearance_days'),
    column.requiredText(
      'reason_for_inspection',
      'stage',
      'inspection_type',
      'type_of_clearance',
      'inspector_name',
      'comments',
      'recorded_at',
      'recorded_by',
    ),
  ]);
  await createIndexOn(db, 'inspection_results_application_index', 'inspection_results', [
    'application_id',
  ]);
  await createTableWith(db, 'inspection_photos', [
    column.id,
    column.ownedBy('inspection_id', 'inspections.id'),
    column.requiredText('content_type'),
    column.requiredInteger('size_bytes'),
    column.requiredBytes(db, 'bytes'),
    column.requiredText('created_at', 'created_by'),
  ]);
  await createIndexOn(db, 'inspection_photos_inspection_index', 'inspection_photos', [
    'inspection_id',
  ]);
  // The re-inspection fee asked after Corrections required or Failed, through the shared fees
  // feature's port: its id and private pay link, and when it was paid.
  await createTableWith(db, 'inspection_fees', [
    column.keyOwnedBy('inspection_id', 'inspections.id'),
    column.requiredText('fee_id', 'pay_url'),
    column.requiredInteger('amount_cents'),
    column.requiredText('requested_at'),
    column.optionalText('paid_at'),
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'inspection_fees', 'inspection_photos', 'inspection_results');
}
