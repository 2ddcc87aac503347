import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Column types stay portable between SQLite and PostgreSQL: text ids (UUIDs), text ISO-8601
// instants, integer cents, integer 0/1 flags.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('permit_applications')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('form_type', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('form_data', 'text', (column) => column.notNull())
    .addColumn('applicant_name', 'text', (column) => column.notNull())
    .addColumn('applicant_email', 'text', (column) => column.notNull())
    .addColumn('cost_cents', 'integer', (column) => column.notNull())
    .addColumn('fee_cents', 'integer', (column) => column.notNull())
    .addColumn('total_cents', 'integer', (column) => column.notNull())
    .addColumn('gateway', 'text', (column) => column.notNull())
    // Unique: a payment completes at most one application.
    .addColumn('payment_intent_id', 'text', (column) => column.unique())
    .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
    // Unique: the last line of defence against two permits for one payment or one number twice.
    .addColumn('permit_number', 'text', (column) => column.unique())
    .addColumn('pdf_token', 'text', (column) => column.unique())
    .addColumn('plot_plan_file', 'text')
    .addColumn('plot_plan_mime_type', 'text')
    .addColumn('plot_plan_original_name', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('issued_at', 'text')
    .addColumn('emailed_at', 'text')
    .execute();
  await db.schema
    .createIndex('permit_applications_status_index')
    .on('permit_applications')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('permit_number_counters')
    .addColumn('prefix', 'text', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('last_value', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('permit_number_counters_pk', ['prefix', 'year'])
    .execute();

  await db.schema
    .createTable('permit_emails')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('application_id', 'text', (column) =>
      column.notNull().references('permit_applications.id').onDelete('cascade'),
    )
    .addColumn('dedupe_key', 'text', (column) => column.notNull().unique())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('next_attempt_at', 'text', (column) => column.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('permit_emails_due_index')
    .on('permit_emails')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('sandbox_payment_intents')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('client_secret', 'text', (column) => column.notNull().unique())
    .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('metadata', 'text', (column) => column.notNull())
    .addColumn('payment_method', 'text')
    .addColumn('last_error_code', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  // Uploaded plot plans live in the database, not on one server's disk, so every server behind
  // one PostgreSQL can hand them out.
  const bytesType = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('permit_plot_plans')
    .addColumn('application_id', 'text', (column) =>
      column.primaryKey().references('permit_applications.id').onDelete('cascade'),
    )
    .addColumn('bytes', bytesType, (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('permit_plot_plans').execute();
  await db.schema.dropTable('sandbox_payment_intents').execute();
  await db.schema.dropTable('permit_emails').execute();
  await db.schema.dropTable('permit_number_counters').execute();
  await db.schema.dropTable('permit_applications').execute();
}
