import { sql, type Kysely } from 'kysely';
import * as column from './columns.ts';
import {
  addRoleAtEnd,
  dropRoleAndPermissions,
  grantsOf,
  insertGrants,
  insertPermissions,
} from './feature-setup.ts';
import { createIndexOn, createTableWith, dropTables } from './table-steps.ts';

// Issue 20: public records requests under GRAMA. Literal lists, so this migration never changes
// once it has run.
const RECORDS_PERMISSIONS: Array<[id: string, description: string]> = [
  ['records:manage', 'Answer public records requests and see requesters’ details'],
];
// Appeals go to the chief administrative officer (Utah Code 63G-2-401); administrators by default.
const APPEALS_PERMISSIONS: Array<[id: string, description: string]> = [
  ['records:appeals', 'Decide appeals of public records requests'],
];
const RECORDS_OFFICER_ROLE: [id: string, label: string] = ['records-officer', 'Records officer'];
const RECORDS_ROLES = ['administrator', RECORDS_OFFICER_ROLE[0]];

export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'records_requests', [
    column.id,
    column.requiredUniqueText('request_number'),
    column.requiredText(
      'status',
      'requester_name',
      'email',
      'phone',
      'mailing_address',
      'description',
    ),
    column.optionalText('from_day', 'to_day'),
    column.requiredText('format'),
    column.requiredInteger('fee_waiver_requested'),
    column.requiredText('fee_waiver_reason'),
    column.requiredInteger('expedite_requested'),
    column.optionalText('expedite_ground'),
    column.requiredText('expedite_reason'),
    column.requiredInteger('is_expedited'),
    column.requiredText('received_at', 'received_day', 'due_day'),
    column.requiredInteger('paused_business_days'),
    column.requiredUniqueText('access_token'),
    column.custom('is_in_public_log', 'integer', (isInLog) => isInLog.notNull().defaultTo(sql`1`)),
    column.optionalText('responded_at'),
    column.requiredText('created_at', 'updated_at'),
  ]);
  await createIndexOn(db, 'records_requests_due_day_index', 'records_requests', ['due_day']);
  await createTableWith(db, 'records_closures', [column.key('day'), column.requiredText('note')]);
  await insertPermissions(db, [...RECORDS_PERMISSIONS, ...APPEALS_PERMISSIONS]);
  await addRoleAtEnd(db, RECORDS_OFFICER_ROLE[0], RECORDS_OFFICER_ROLE[1]);
  await insertGrants(db, [
    ...grantsOf(RECORDS_ROLES, RECORDS_PERMISSIONS),
    ...grantsOf(['administrator'], APPEALS_PERMISSIONS),
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropRoleAndPermissions(db, RECORDS_OFFICER_ROLE[0], [
    ...RECORDS_PERMISSIONS,
    ...APPEALS_PERMISSIONS,
  ]);
  await dropTables(db, 'records_closures', 'records_requests');
}
