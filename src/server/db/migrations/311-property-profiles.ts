import { sql, type Kysely } from 'kysely';

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
  await db.schema
    .createTable('property_profiles')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('street', 'text', (column) => column.notNull())
    .addColumn('town', 'text', (column) => column.notNull())
    .addColumn('latitude', 'real')
    .addColumn('longitude', 'real')
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    // "<key id>.<iv>.<tag>.<ciphertext>", base64url: everything else the owner wrote.
    .addColumn('sealed_details', 'text', (column) => column.notNull())
    .addColumn('manage_token', 'text', (column) => column.notNull().unique())
    .addColumn('confirm_token', 'text', (column) => column.unique())
    .addColumn('confirm_expires_at', 'text')
    .addColumn('changed_at', 'text', (column) => column.notNull())
    .addColumn('reminders_sent', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_reminded_at', 'text')
    .addColumn('stale_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('confirmed_at', 'text')
    .execute();
  await db.schema
    .createIndex('property_profiles_changed_at_index')
    .on('property_profiles')
    .column('changed_at')
    .execute();
  // Who read a profile, when and why; the owner sees it. Gone with the profile.
  await db.schema
    .createTable('property_views')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('profile_id', 'text', (column) =>
      column.notNull().references('property_profiles.id').onDelete('cascade'),
    )
    .addColumn('viewed_at', 'text', (column) => column.notNull())
    .addColumn('viewer', 'text', (column) => column.notNull())
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('incident', 'text', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('property_views_profile_index')
    .on('property_views')
    .column('profile_id')
    .execute();
  // What stays of a deleted profile: that one existed, when and why it went. No address.
  await db.schema
    .createTable('property_deletions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('profile_id', 'text', (column) => column.notNull())
    .addColumn('deleted_at', 'text', (column) => column.notNull())
    .addColumn('cause', 'text', (column) => column.notNull())
    .execute();
  await db
    .insertInto('permissions')
    .values(PROPERTY_PERMISSIONS.map(([id, description]) => ({ id, description })))
    .execute();
  const { position } = (await db
    .selectFrom('roles')
    .select(sql<number>`coalesce(max(position), 0) + 1`.as('position'))
    .executeTakeFirstOrThrow()) as { position: number };
  await db
    .insertInto('roles')
    .values({ id: RESPONDER_ROLE[0], label: RESPONDER_ROLE[1], position })
    .execute();
  await db
    .insertInto('role_permissions')
    .values(
      GRANTS.map(([roleId, permissionId]) => ({ role_id: roleId, permission_id: permissionId })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const ids = PROPERTY_PERMISSIONS.map(([id]) => id);
  await db.deleteFrom('role_permissions').where('permission_id', 'in', ids).execute();
  await db.deleteFrom('role_permissions').where('role_id', '=', RESPONDER_ROLE[0]).execute();
  await db.deleteFrom('roles').where('id', '=', RESPONDER_ROLE[0]).execute();
  await db.deleteFrom('permissions').where('id', 'in', ids).execute();
  await db.schema.dropTable('property_deletions').execute();
  await db.schema.dropTable('property_views').execute();
  await db.schema.dropTable('property_profiles').execute();
}
