import { sql, type Kysely } from 'kysely';

// Issue 8, item 1: the application timeline, and one outbox for every feature's messages in
// place of the permit-only permit_emails table (its rows move over as 'permit-issued' messages).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('application_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('application_id', 'text', (column) =>
      column.notNull().references('permit_applications.id').onDelete('cascade'),
    )
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('application_events_application_index')
    .on('application_events')
    .columns(['application_id', 'at'])
    .execute();

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('template', 'text', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('dedupe_key', 'text', (column) => column.notNull().unique())
    .addColumn('reference', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('next_attempt_at', 'text', (column) => column.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_messages_due_index')
    .on('outbox_messages')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('outbox_messages_reference_index')
    .on('outbox_messages')
    .column('reference')
    .execute();

  await sql`
    insert into outbox_messages
      (id, kind, template, payload, dedupe_key, reference, status, attempts, next_attempt_at,
       last_error, created_at, sent_at)
    select id, 'email', 'permit-issued', '{"applicationId":"' || application_id || '"}',
      dedupe_key, 'permit-application:' || application_id, status, attempts, next_attempt_at,
      last_error, created_at, sent_at
    from permit_emails`.execute(db);
  await db.schema.dropTable('permit_emails').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
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
  await db.schema.dropTable('outbox_messages').execute();
  await db.schema.dropTable('application_events').execute();
}
