import { sql, type Kysely } from 'kysely';
import * as column from './columns.ts';
import { createTableWith } from './table-steps.ts';

/**
 * Steps migrations share to set a feature up: its settings row table, its staff permissions and
 * roles. Migrations that have run call these, so their effect must never change: a step that
 * needs to work differently is a new function here (decisions 315 and 322).
 */

/** A one-row settings table: the feature's settings as JSON and who changed them last. */
export async function createSettingsTable(db: Kysely<any>, table: string): Promise<void> {
  await createTableWith(db, table, [
    column.id,
    column.requiredText('settings', 'updated_at', 'updated_by'),
  ]);
}

/** Adds `permissions` and grants each of them to every role in `roles`. */
export async function grantPermissions(
  db: Kysely<any>,
  permissions: Array<[id: string, description: string]>,
  roles: string[],
): Promise<void> {
  await insertPermissions(db, permissions);
  await insertGrants(db, grantsOf(roles, permissions));
}

/** Every permission in `permissions` for every role in `roles`, role by role. */
export function grantsOf(
  roles: string[],
  permissions: Array<[id: string, description: string]>,
): Array<[roleId: string, permissionId: string]> {
  return roles.flatMap((roleId) =>
    permissions.map(([permissionId]): [string, string] => [roleId, permissionId]),
  );
}

/** Undoes grantPermissions: the grants of `permissions` to any role, then the permissions. */
export async function dropPermissions(
  db: Kysely<any>,
  permissions: Array<[id: string, description: string]>,
): Promise<void> {
  const ids = permissions.map(([id]) => id);
  await db.deleteFrom('role_permissions').where('permission_id', 'in', ids).execute();
  await db.deleteFrom('permissions').where('id', 'in', ids).execute();
}

/**
 * Adds a role after every role there is (decision 322); migrations 220, 302 and 311 add theirs
 * this way.
 */
export async function addRoleAtEnd(db: Kysely<any>, id: string, label: string): Promise<void> {
  const { position } = (await db
    .selectFrom('roles')
    .select(sql<number>`coalesce(max(position), 0) + 1`.as('position'))
    .executeTakeFirstOrThrow()) as { position: number };
  await db.insertInto('roles').values({ id, label, position }).execute();
}

/** Adds `grants` as they are listed: each a role and one of its permissions. */
export async function insertGrants(
  db: Kysely<any>,
  grants: Array<[roleId: string, permissionId: string]>,
): Promise<void> {
  await db
    .insertInto('role_permissions')
    .values(
      grants.map(([roleId, permissionId]) => ({ role_id: roleId, permission_id: permissionId })),
    )
    .execute();
}

/** Adds `permissions`, granted to no role yet. */
export async function insertPermissions(
  db: Kysely<any>,
  permissions: Array<[id: string, description: string]>,
): Promise<void> {
  await db
    .insertInto('permissions')
    .values(permissions.map(([id, description]) => ({ id, description })))
    .execute();
}

/**
 * Undoes a role added with addRoleAtEnd and the permissions added with it: every grant of the
 * permissions, then the role's grants and the role, then the permissions.
 */
export async function dropRoleAndPermissions(
  db: Kysely<any>,
  roleId: string,
  permissions: Array<[id: string, description: string]>,
): Promise<void> {
  const ids = permissions.map(([id]) => id);
  await db.deleteFrom('role_permissions').where('permission_id', 'in', ids).execute();
  await dropRole(db, roleId);
  await db.deleteFrom('permissions').where('id', 'in', ids).execute();
}

/** Undoes addRoleAtEnd: the role's grants, then the role. */
export async function dropRole(db: Kysely<any>, roleId: string): Promise<void> {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  await db.deleteFrom('roles').where('id', '=', roleId).execute();
}
