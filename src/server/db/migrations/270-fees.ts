import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { createIndexOn, createTableWith, dropTables } from './table-steps.ts';

// Decision 270: one table of fees the district asks for outside the permit forms (burn permit,
// re-inspection, records), each with a private pay link and the card payment that settled it.
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'fees', [
    column.id,
    column.requiredUniqueText('token'),
    column.requiredText('kind', 'subject_id', 'description'),
    column.requiredInteger('amount_cents'),
    column.requiredText('email'),
    column.optionalText('return_path'),
    column.requiredText('status'),
    column.optionalText('payment_intent_id'),
    column.requiredText('created_at', 'updated_at'),
    // handled_at: set once the feature that asked for the fee has moved its record on; the sweep
    // retries.
    column.optionalText('paid_at', 'handled_at'),
  ]);
  await createIndexOn(db, 'fees_subject_index', 'fees', ['kind', 'subject_id']);
  await createIndexOn(db, 'fees_status_index', 'fees', ['status']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'fees');
}
