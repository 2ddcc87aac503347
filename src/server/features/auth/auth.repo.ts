import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { SessionRow, UserRow } from './auth.tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export function listUsers(db: Db): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().orderBy('username').execute();
}

export async function insertUser(db: Db, user: UserRow): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(
  db: Db,
  userId: string,
  changes: Partial<Omit<UserRow, 'id' | 'username' | 'createdAt'>>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** Removes the account and its sessions; its calendar events stay (created_by becomes null by FK). */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
  await db.deleteFrom('accountRoles').where('userId', '=', userId).execute();
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

export async function listRoles(
  db: Db,
): Promise<Array<{ id: string; label: string; permissions: string[] }>> {
  const roles = await db.selectFrom('roles').selectAll().orderBy('position').execute();
  const grants = await db
    .selectFrom('rolePermissions')
    .selectAll()
    .orderBy('permissionId')
    .execute();
  return roles.map((role) => ({
    id: role.id,
    label: role.label,
    permissions: grants
      .filter((grant) => grant.roleId === role.id)
      .map((grant) => grant.permissionId),
  }));
}

export async function findRolesOfUsers(db: Db): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('accountRoles')
    .innerJoin('roles', 'roles.id', 'accountRoles.roleId')
    .select(['accountRoles.userId', 'accountRoles.roleId'])
    .orderBy('roles.position')
    .execute();
  const byUser = new Map<string, string[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.roleId]);
  return byUser;
}

export async function findRolesOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('accountRoles')
    .innerJoin('roles', 'roles.id', 'accountRoles.roleId')
    .select('accountRoles.roleId')
    .where('accountRoles.userId', '=', userId)
    .orderBy('roles.position')
    .execute();
  return rows.map((row) => row.roleId);
}

export async function findPermissionsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('accountRoles')
    .innerJoin('rolePermissions', 'rolePermissions.roleId', 'accountRoles.roleId')
    .select('rolePermissions.permissionId')
    .distinct()
    .where('accountRoles.userId', '=', userId)
    .orderBy('rolePermissions.permissionId')
    .execute();
  return rows.map((row) => row.permissionId);
}

export async function setRolesOfUser(db: Db, userId: string, roleIds: string[]): Promise<void> {
  await db.deleteFrom('accountRoles').where('userId', '=', userId).execute();
  if (roleIds.length > 0) {
    await db
      .insertInto('accountRoles')
      .values(roleIds.map((roleId) => ({ userId, roleId })))
      .execute();
  }
}

export async function insertSession(db: Db, session: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export function findSessionByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<
  | (SessionRow & {
      username: string;
      disabledAt: string | null;
      totpSecret: string | null;
      mustChangePassword: number;
    })
  | undefined
> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('sessions')
    .select(['users.username', 'users.disabledAt', 'users.totpSecret', 'users.mustChangePassword'])
    .where('sessions.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ lastUsedAt: now }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, sessionId: string, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

export async function revokeSessionsOfUser(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
}

export async function deleteSessionsExpiredBefore(db: Db, instant: string): Promise<void> {
  await db.deleteFrom('sessions').where('expiresAt', '<', instant).execute();
}

/** Failed logins since `since` matching every given column, with the newest one's time. */
export async function countFailedLogins(
  db: Db,
  match: { address?: string; username?: string },
  since: string,
): Promise<{ count: number; newest: string | null }> {
  let query = db
    .selectFrom('loginAttempts')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.max('attemptedAt').as('newest')])
    .where('attemptedAt', '>', since);
  if (match.address !== undefined) query = query.where('address', '=', match.address);
  if (match.username !== undefined) query = query.where('username', '=', match.username);
  const row = await query.executeTakeFirst();
  // PostgreSQL returns count(*) as a bigint string, SQLite as a number.
  return { count: Number(row?.count ?? 0), newest: row?.newest ?? null };
}

export async function recordFailedLogin(
  db: Db,
  attempt: { id: string; address: string; username: string; attemptedAt: string },
  pruneBefore: string,
): Promise<void> {
  await db.insertInto('loginAttempts').values(attempt).execute();
  await db.deleteFrom('loginAttempts').where('attemptedAt', '<', pruneBefore).execute();
}

/** A successful login forgives that address's failures for the username, not other addresses'. */
export async function clearFailedLoginsOfPair(
  db: Db,
  address: string,
  username: string,
): Promise<void> {
  await db
    .deleteFrom('loginAttempts')
    .where('address', '=', address)
    .where('username', '=', username)
    .execute();
}

export async function readSetting(db: Db, key: string): Promise<string | null> {
  const row = await db
    .selectFrom('staffSettings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value ?? null;
}

export async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('staffSettings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
  codes: Array<{ id: string; lookup: string; codeHash: string; createdAt: string }>,
): Promise<void> {
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  if (codes.length > 0) {
    await db
      .insertInto('recoveryCodes')
      .values(codes.map((code) => ({ ...code, userId, usedAt: null })))
      .execute();
  }
}

export function findUnusedRecoveryCodes(db: Db, userId: string, lookup: string) {
  return db
    .selectFrom('recoveryCodes')
    .selectAll()
    .where('userId', '=', userId)
    .where('lookup', '=', lookup)
    .where('usedAt', 'is', null)
    .execute();
}

/** True when this call marked the code used (a concurrent login cannot use it too). */
export async function markRecoveryCodeUsed(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('recoveryCodes')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** True when the step is newer than the last accepted one (and is now the last one). */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totpLastStep: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sessions of the account other than `keepSessionId` end now (a change made from that session). */
export async function revokeOtherSessionsOfUser(
  db: Db,
  userId: string,
  keepSessionId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

/**
 * Counts one more wrong code for the account, starting again from 1 when the last one is older
 * than `restartBefore`. One statement, so parallel guesses cannot lose a count.
 */
export async function recordCodeFailure(
  db: Db,
  userId: string,
  now: string,
  restartBefore: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      codeFailures: eb
        .case()
        .when(eb.or([eb('codeFailedAt', 'is', null), eb('codeFailedAt', '<', restartBefore)]))
        .then(1)
        .else(eb('codeFailures', '+', 1))
        .end(),
      codeFailedAt: now,
    }))
    .where('id', '=', userId)
    .execute();
}
