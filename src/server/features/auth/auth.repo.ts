import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { SessionRow, UserRow } from './auth.tables.ts';

type Db = Kysely<Database>;

export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function insertUser(db: Db, user: UserRow): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUserPassword(
  db: Db,
  userId: string,
  passwordHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ passwordHash, updatedAt: now })
    .where('id', '=', userId)
    .execute();
}

/** Removes the account and its sessions; its calendar events stay (created_by becomes null by FK). */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sessions').where('userId', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}

export async function insertSession(db: Db, session: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export function findSessionByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<(SessionRow & { username: string }) | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('sessions')
    .select('users.username')
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

/** Failed logins since `since` for one column's value, with the oldest one's time. */
export async function countFailedLogins(
  db: Db,
  column: 'address' | 'username',
  value: string,
  since: string,
): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('loginAttempts')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('attemptedAt').as('oldest')])
    .where(column, '=', value)
    .where('attemptedAt', '>', since)
    .executeTakeFirst();
  // PostgreSQL returns count(*) as a bigint string, SQLite as a number.
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
}

export async function recordFailedLogin(
  db: Db,
  attempt: { id: string; address: string; username: string; attemptedAt: string },
  pruneBefore: string,
): Promise<void> {
  await db.insertInto('loginAttempts').values(attempt).execute();
  await db.deleteFrom('loginAttempts').where('attemptedAt', '<', pruneBefore).execute();
}

export async function clearFailedLoginsOfUsername(db: Db, username: string): Promise<void> {
  await db.deleteFrom('loginAttempts').where('username', '=', username).execute();
}
