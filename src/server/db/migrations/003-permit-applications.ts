import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { createIndexOn, createTableWith, dropTables, primaryKeyOf } from './table-steps.ts';

/** A message's delivery: where it stands, its tries, and when it was queued and sent. */
export const messageDeliveryColumns = [
  column.requiredText('status'),
  column.requiredInteger('attempts'),
  column.requiredText('next_attempt_at'),
  column.optionalText('last_error'),
  column.requiredText('created_at'),
  column.optionalText('sent_at'),
];

/** permit_emails, which migration 010 replaces with the outbox (and its down brings back). */
export const permitEmailsColumns = [
  column.id,
  column.ownedBy('application_id', 'permit_applications.id'),
  column.requiredUniqueText('dedupe_key'),
  ...messageDeliveryColumns,
];

// Column types stay portable between SQLite and PostgreSQL: text ids (UUIDs), text ISO-8601
// instants, integer cents, integer 0/1 flags.
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'permit_applications', [
    column.id,
    column.requiredText('form_type', 'status', 'form_data', 'applicant_name', 'applicant_email'),
    column.requiredInteger('cost_cents', 'fee_cents', 'total_cents'),
    column.requiredText('gateway'),
    // Unique: a payment completes at most one application.
    column.uniqueText('payment_intent_id'),
    column.requiredUniqueText('idempotency_key'),
    // Unique: the last line of defence against two permits for one payment or one number twice.
    column.uniqueText('permit_number', 'pdf_token'),
    column.optionalText('plot_plan_file', 'plot_plan_mime_type', 'plot_plan_original_name'),
    column.requiredText('created_at', 'updated_at'),
    column.optionalText('paid_at', 'issued_at', 'emailed_at'),
  ]);
  await createIndexOn(db, 'permit_applications_status_index', 'permit_applications', [
    'status',
    'created_at',
  ]);

  await createTableWith(
    db,
    'permit_number_counters',
    [column.requiredText('prefix'), column.requiredInteger('year', 'last_value')],
    primaryKeyOf('permit_number_counters_pk', ['prefix', 'year']),
  );

  await createTableWith(db, 'permit_emails', permitEmailsColumns);
  await createIndexOn(db, 'permit_emails_due_index', 'permit_emails', [
    'status',
    'next_attempt_at',
  ]);

  await createTableWith(db, 'sandbox_payment_intents', [
    column.id,
    column.requiredUniqueText('client_secret', 'idempotency_key'),
    column.requiredInteger('amount_cents'),
    column.requiredText('currency', 'status', 'metadata'),
    column.optionalText('payment_method', 'last_error_code'),
    column.requiredText('created_at', 'updated_at'),
  ]);

  // Uploaded plot plans live in the database, not on one server's disk, so every server behind
  // one PostgreSQL can hand them out.
  await createTableWith(db, 'permit_plot_plans', [
    column.keyOwnedBy('application_id', 'permit_applications.id'),
    column.requiredBytes(db, 'bytes'),
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(
    db,
    'permit_plot_plans',
    'sandbox_payment_intents',
    'permit_emails',
    'permit_number_counters',
    'permit_applications',
  );
}
