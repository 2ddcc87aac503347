import { sql, type Kysely } from 'kysely';
import * as column from './columns.ts';
import { messageDeliveryColumns, permitEmailsColumns } from './003-permit-applications.ts';
import { createIndexOn, createTableWith, dropTables } from './table-steps.ts';

// Issue 8, item 1: the application timeline, and one outbox for every feature's messages in
// place of the permit-only permit_emails table (its rows move over as 'permit-issued' messages).
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'application_events', [
    column.id,
    column.ownedBy('application_id', 'permit_applications.id'),
    column.requiredText('at', 'actor', 'kind'),
    column.optionalText('from_status', 'to_status', 'reason'),
  ]);
  await createIndexOn(db, 'application_events_application_index', 'application_events', [
    'application_id',
    'at',
  ]);

  await createTableWith(db, 'outbox_messages', [
    column.id,
    column.requiredText('kind', 'template', 'payload'),
    column.requiredUniqueText('dedupe_key'),
    column.optionalText('reference'),
    ...messageDeliveryColumns,
  ]);
  await createIndexOn(db, 'outbox_messages_due_index', 'outbox_messages', [
    'status',
    'next_attempt_at',
  ]);
  await createIndexOn(db, 'outbox_messages_reference_index', 'outbox_messages', ['reference']);

  await sql`
    insert into outbox_messages
      (id, kind, template, payload, dedupe_key, reference, status, attempts, next_attempt_at,
       last_error, created_at, sent_at)
    select id, 'email', 'permit-issued', '{"applicationId":"' || application_id || '"}',
      dedupe_key, 'permit-application:' || application_id, status, attempts, next_attempt_at,
      last_error, created_at, sent_at
    from permit_emails`.execute(db);
  await dropTables(db, 'permit_emails');
}

export async function down(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'permit_emails', permitEmailsColumns);
  await dropTables(db, 'outbox_messages', 'application_events');
}
