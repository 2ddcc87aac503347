import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import { createSettingsTable, dropPermissions, grantPermissions } from './feature-setup.ts';
import { createIndexOn, createTableWith, dropTables, uniqueOf } from './table-steps.ts';

// Issue 19: open burn permits, check-ins, the day's burn status and the district's settings.
// Literal lists, so this migration never changes once it has run.
const BURN_PERMISSIONS: Array<[id: string, description: string]> = [
  ['burn:read', "See open burn permits, today's burns and the export"],
  ['burn:manage', 'Post the burn day status, review and revoke burn permits, change burn settings'],
];
const BURN_ROLES = ['administrator', 'fire-marshal'];
export async function up(db: Kysely<any>): Promise<void> {
  await createSettingsTable(db, 'burn_settings');
  await createTableWith(db, 'burn_day_entries', [
    column.key('day'),
    column.requiredInteger('is_burning_allowed'),
    column.optionalText('reason'),
    column.requiredText('note'),
    column.optionalInteger('clearing_index'),
    column.requiredText('posted_at', 'posted_by'),
  ]);
  await createTableWith(db, 'burn_permits', [
    column.id,
    column.uniqueText('permit_number'),
    column.requiredText('status', 'applicant_name', 'phone', 'email', 'street', 'town'),
    column.requiredText('material', 'material_description', 'pile_size', 'from_day', 'to_day'),
    column.requiredInteger('fee_cents'),
    column.requiredText('conditions'),
    column.requiredUniqueText('access_token'),
    column.requiredText('created_at', 'updated_at'),
    column.optionalText('issued_at', 'revoked_at', 'revoke_reason'),
    column.optionalBytes(db, 'pdf'),
  ]);
  await createIndexOn(db, 'burn_permits_to_day_index', 'burn_permits', ['to_day']);
  await createTableWith(
    db,
    'burn_check_ins',
    [
      column.id,
      column.ownedBy('permit_id', 'burn_permits.id'),
      column.requiredText('day', 'start_time', 'end_time', 'created_at'),
    ],
    uniqueOf('burn_check_ins_permit_day_unique', ['permit_id', 'day']),
  );
  await createIndexOn(db, 'burn_check_ins_day_index', 'burn_check_ins', ['day']);
  await grantPermissions(db, BURN_PERMISSIONS, BURN_ROLES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropPermissions(db, BURN_PERMISSIONS);
  await dropTables(db, 'burn_check_ins', 'burn_permits', 'burn_day_entries', 'burn_settings');
}
