import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { addRoleAtEnd, dropRole, insertGrants } from './feature-setup.ts';
import { addColumnsTo, dropColumnsFrom } from './table-steps.ts';

// The chief administrative officer decides appeals and nothing else: a role with that one permission.
const APPEALS_ROLE = { id: 'records-appeals', label: 'Records appeals officer' };

// Issue 28 item 4 (decision 302): a GRAMA appeal has its own clock. The request keeps when it was
// appealed, what was appealed (an access denial or a fee-waiver denial) and the day the chief
// administrative officer's decision is due (Utah Code 63G-2-401(5)). The outbox keeps the subject
// and text each e-mail was sent with, so staff see what the requester read, not a template name.
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnsTo(
    db,
    'records_requests',
    column.optionalText('appealed_at', 'appeal_kind', 'appeal_due_day'),
  );
  await addColumnsTo(db, 'outbox_messages', column.optionalText('subject', 'body_text'));
  await addRoleAtEnd(db, APPEALS_ROLE.id, APPEALS_ROLE.label);
  await insertGrants(db, [[APPEALS_ROLE.id, 'records:appeals']]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropRole(db, APPEALS_ROLE.id);
  await dropColumnsFrom(db, 'outbox_messages', 'body_text', 'subject');
  await dropColumnsFrom(db, 'records_requests', 'appeal_due_day', 'appeal_kind', 'appealed_at');
}
