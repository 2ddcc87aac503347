import type { Kysely } from 'kysely';
import * as column from './columns.ts';
import {
  addRoleAtEnd,
  dropRoleAndPermissions,
  insertGrants,
  insertPermissions,
} from './feature-setup.ts';
import { createIndexOn, createTableWith, dropTables } from './table-steps.ts';

// Issue 30, decision 311: property profiles for responders. What a crew needs at the gate and
// about the people inside is one sealed (AES-256-GCM) column; the address stays readable so a
// responder can find it. Literal lists, so this migration never changes once it has run.
const PROPERTY_PERMISSIONS: Array<[id: string, description: string]> = [
  ['property:respond', 'Read one property profile at a time, giving an incident number or reason'],
  ['property:counts', 'See how many property profiles there are and how many are out of date'],
];
const RESPONDER_ROLE: [id: string, label: string] = ['responder', 'Responder'];
const GRANTS: Array<[roleId: string, permissionId: string]> = [
  ['administrator', 'property:respond'],
  ['administrator', 'property:counts'],
  [RESPONDER_ROLE[0], 'property:respond'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await createTableWith(db, 'property_profiles', [
    column.id,
    column.requiredText('kind', 'street', 'town'),
    column.custom('latitude', 'real'),
    column.custom('longitude', 'real'),
    // sealed_details: "<key id>.<iv>.<tag>.<ciphertext>", base64url: everything else the owner
    // wrote.
    column.requiredText('email', 'status', 'sealed_details'),
    column.requiredUniqueText('manage_token'),
    column.uniqueText('confirm_token'),
    column.optionalText('confirm_expires_at'),
    column.requiredText('changed_at'),
    column.integerFromZero('reminders_sent'),
    column.optionalText('last_reminded_at', 'stale_at'),
    column.requiredText('created_at'),
    column.optionalText('confirmed_at'),
  ]);
  await createIndexOn(db, 'property_profiles_changed_at_index', 'property_profiles', [
    'changed_at',
  ]);
  // Who read a profile, when and why; the owner sees it. Gone with the profile.
  await createTableWith(db, 'property_views', [
    column.id,
    column.ownedBy('profile_id', 'property_profiles.id'),
    column.requiredText('viewed_at', 'viewer', 'channel', 'incident', 'reason'),
  ]);
  await createIndexOn(db, 'property_views_profile_index', 'property_views', ['profile_id']);
  // What stays of a deleted profile: that one existed, when and why it went. No address.
  await createTableWith(db, 'property_deletions', [
    column.id,
    column.requiredText('profile_id', 'deleted_at', 'cause'),
  ]);
  await insertPermissions(db, PROPERTY_PERMISSIONS);
  await addRoleAtEnd(db, RESPONDER_ROLE[0], RESPONDER_ROLE[1]);
  await insertGrants(db, GRANTS);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropRoleAndPermissions(db, RESPONDER_ROLE[0], PROPERTY_PERMISSIONS);
  await dropTables(db, 'property_deletions', 'property_views', 'property_profiles');
}
