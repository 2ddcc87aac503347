import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import {
  addRoleAtEnd,
  createSettingsTable,
  dropRoleAndPermissions,
  insertGrants,
  insertPermissions,
} from './feature-setup.ts';
import { createIndexOn, createTableWith, dropTables } from './table-steps.ts';

// Issue 38, decision 348: the chipper program. Zones and their days staff set up, the rules as
// one settings row, residents' sign-ups with the crew's result on each, and each day's work.
// Literal lists, so this migration never changes once it has run.
const CHIPPER_PERMISSIONS: Array<[id: string, description: string]> = [
  [
    'chipper:manage',
    'Set up the chipper season (zones, days, rules) and see its sign-ups and figures',
  ],
  ['chipper:crew', 'Open a chipping day’s route page and record each stop’s result'],
];
const CREW_ROLE: [id: string, label: string] = ['chipper-crew', 'Chipper crew'];
const GRANTS: Array<[roleId: string, permissionId: string]> = [
  ['administrator', 'chipper:manage'],
  ['administrator', 'chipper:crew'],
  ['fire-marshal', 'chipper:manage'],
  ['fire-marshal', 'chipper:crew'],
  [CREW_ROLE[0], 'chipper:crew'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await createSettingsTable(db, 'chipper_settings');
  // towns and streets: JSON lists of text.
  await createTableWith(db, 'chipper_zones', [
    column.id,
    column.requiredText('name_en', 'name_es', 'towns', 'streets', 'created_at'),
  ]);
  await createTableWith(db, 'chipper_days', [
    column.id,
    column.ownedBy('zone_id', 'chipper_zones.id'),
    column.requiredText('day'),
    column.requiredInteger('capacity_piles'),
    column.integerFromZero('is_cancelled'),
    column.optionalText('cancel_reason'),
    // The crew link: only the SHA-256 of its token, and when it stops working.
    column.optionalText('crew_token_hash', 'crew_token_expires_at'),
    column.optionalInteger('loads', 'crew_size'),
    column.custom('crew_hours', 'real'),
    column.optionalText('work_saved_at', 'work_saved_by', 'reminded_at'),
    column.requiredText('created_at'),
  ]);
  await createIndexOn(db, 'chipper_days_day_index', 'chipper_days', ['day']);
  // piles: a JSON list of { lengthFt, widthFt, heightFt }. day_id: the booked day, or the day
  // whose waitlist it is on; null while pending.
  await createTableWith(db, 'chipper_sign_ups', [
    column.id,
    column.ownedBy('zone_id', 'chipper_zones.id'),
    column.optionalText('day_id'),
    column.requiredText('status', 'street', 'town', 'address_key', 'piles'),
    column.requiredInteger('pile_count'),
    column.requiredText('material', 'location', 'email', 'phone', 'language'),
    column.uniqueText('confirm_token'),
    column.optionalText('confirm_expires_at'),
    column.requiredUniqueText('manage_token'),
    column.integerFromZero('is_zone_day_full', 'route_position'),
    column.optionalText('waitlisted_at', 'reason', 'note', 'result_at', 'result_by'),
    column.requiredText('created_at', 'updated_at'),
    column.optionalText('confirmed_at'),
  ]);
  await createIndexOn(db, 'chipper_sign_ups_day_index', 'chipper_sign_ups', ['day_id', 'status']);
  await createIndexOn(db, 'chipper_sign_ups_address_index', 'chipper_sign_ups', ['address_key']);
  await insertPermissions(db, CHIPPER_PERMISSIONS);
  await addRoleAtEnd(db, CREW_ROLE[0], CREW_ROLE[1]);
  await insertGrants(db, GRANTS);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropRoleAndPermissions(db, CREW_ROLE[0], CHIPPER_PERMISSIONS);
  await dropTables(db, 'chipper_sign_ups', 'chipper_days', 'chipper_zones', 'chipper_settings');
}
