import { sql, type Kysely } from 'kysely';

// The chief administrative officer decides appeals and nothing else: a role with that one permission.
const APPEALS_ROLE = { id: 'records-appeals', label: 'Records appeals officer' };

// Issue 28 item 4 (decision 302): a GRAMA appeal has its own clock. The request keeps when it was
// appealed, what was appealed (an access denial or a fee-waiver denial) and the day the chief
// administrative officer's decision is due (Utah Code 63G-2-401(5)). The outbox keeps the subject
// and text each e-mail was sent with, so staff see what the requester read, not a template name.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('records_requests').addColumn('appealed_at', 'text').execute();
  await db.schema.alterTable('records_requests').addColumn('appeal_kind', 'text').execute();
  await db.schema.alterTable('records_requests').addColumn('appeal_due_day', 'text').execute();
  await db.schema.alterTable('outbox_messages').addColumn('subject', 'text').execute();
  await db.schema.alterTable('outbox_messages').addColumn('body_text', 'text').execute();
  const { position } = (await db
    .selectFrom('roles')
    .select(sql<number>`coalesce(max(position), 0) + 1`.as('position'))
    .executeTakeFirstOrThrow()) as { position: number };
  await db
    .insertInto('roles')
    .values({ ...APPEALS_ROLE, position })
    .execute();
  await db
    .insertInto('role_permissions')
    .values({ role_id: APPEALS_ROLE.id, permission_id: 'records:appeals' })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('role_permissions').where('role_id', '=', APPEALS_ROLE.id).execute();
  await db.deleteFrom('roles').where('id', '=', APPEALS_ROLE.id).execute();
  await db.schema.alterTable('outbox_messages').dropColumn('body_text').execute();
  await db.schema.alterTable('outbox_messages').dropColumn('subject').execute();
  await db.schema.alterTable('records_requests').dropColumn('appeal_due_day').execute();
  await db.schema.alterTable('records_requests').dropColumn('appeal_kind').execute();
  await db.schema.alterTable('records_requests').dropColumn('appealed_at').execute();
}
