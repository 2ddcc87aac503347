import type { Kysely } from 'kysely';

// Decision 270: one table of fees the district asks for outside the permit forms (burn permit,
// re-inspection, records), each with a private pay link and the card payment that settled it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('fees')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('token', 'text', (column) => column.notNull().unique())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('subject_id', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('return_path', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('payment_intent_id', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('paid_at', 'text')
    // Set once the feature that asked for the fee has moved its record on; the sweep retries.
    .addColumn('handled_at', 'text')
    .execute();
  await db.schema
    .createIndex('fees_subject_index')
    .on('fees')
    .columns(['kind', 'subject_id'])
    .execute();
  await db.schema.createIndex('fees_status_index').on('fees').columns(['status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('fees').execute();
}
