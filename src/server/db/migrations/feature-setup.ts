import type { Kysely } from 'kysely';

/**
 * Steps migrations 201 and 210 share: a feature's settings row table and its staff permissions.
 * Migrations that have run call these, so their effect must never change: a step that needs to
 * work differently is a new function here (decision 315).
 */

/** A one-row settings table: the feature's settings as JSON and who changed them last. */
export async function createSettingsTable(db: Kysely<any>, table: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('settings', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('updated_by', 'text', (column) => column.notNull())
    .execute();
}

/** Adds `permissions` and grants each of them to every role in `roles`. */
export async function grantPermissions(
  db: Kysely<any>,
  permissions: Array<[id: string, description: string]>,
  roles: string[],
): Promise<void> {
  await db
    .insertInto('permissions')
    .values(permissions.map(([id, description]) => ({ id, description })))
    .execute();
  await db
    .insertInto('role_permissions')
    .values(
      roles.flatMap((roleId) =>
        permissions.map(([permissionId]) => ({
          role_id: roleId,
          permission_id: permissionId,
        })),
      ),
    )
    .execute();
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
