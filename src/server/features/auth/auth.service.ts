import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import {
  clearFailedLoginsOfUsername,
  countFailedLogins,
  deleteSessionsExpiredBefore,
  deleteUser,
  findSessionByTokenHash,
  findUserByUsername,
  insertSession,
  insertUser,
  recordFailedLogin,
  revokeSession,
  revokeSessionsOfUser,
  touchSession,
  updateUserPassword,
} from './auth.repo.ts';
import { getDummyPasswordHash, hashPassword, verifyPassword } from './password-hash.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A session ends 12 hours after login whatever happens (issue 3). */
export const SESSION_ABSOLUTE_TTL_MS = 12 * HOUR_MS;
/** …and earlier when unused for 2 hours. */
export const SESSION_IDLE_TTL_MS = 2 * HOUR_MS;
/** last_used_at is written at most this often, so every request does not cost a write. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE_MS;
export const LOGIN_THROTTLE_WINDOW_MS = 15 * MINUTE_MS;
export const MAX_FAILED_LOGINS_PER_ADDRESS = 10;
export const MAX_FAILED_LOGINS_PER_USERNAME = 10;
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
/** 32 random bytes: 256 bits, well over the 128 the issue asks for. */
const TOKEN_BYTES = 32;
const MAX_TOKEN_LENGTH = 200;

export interface AuthDeps {
  db: Kysely<Database>;
  clock: Clock;
}

export interface AuthenticatedAdmin {
  userId: string;
  username: string;
  sessionId: string;
}

export type LoginOutcome =
  | { ok: true; token: string; expiresAt: string }
  | { ok: false; code: 'INVALID_CREDENTIALS' }
  | { ok: false; code: 'TOO_MANY_ATTEMPTS'; retryAfterSeconds: number };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function addMs(instant: Date, ms: number): string {
  return new Date(instant.getTime() + ms).toISOString();
}

/** Usernames are matched exactly; the throttle counts them case-insensitively so case games do not help. */
function throttleKey(username: string): string {
  return username.trim().toLowerCase();
}

async function findThrottle(
  deps: AuthDeps,
  address: string,
  username: string,
): Promise<number | null> {
  const now = deps.clock();
  const since = addMs(now, -LOGIN_THROTTLE_WINDOW_MS);
  const checks = [
    { column: 'address' as const, value: address, max: MAX_FAILED_LOGINS_PER_ADDRESS },
    {
      column: 'username' as const,
      value: throttleKey(username),
      max: MAX_FAILED_LOGINS_PER_USERNAME,
    },
  ];
  let retryAfterMs: number | null = null;
  for (const check of checks) {
    const { count, oldest } = await countFailedLogins(deps.db, check.column, check.value, since);
    if (count < check.max || oldest === null) continue;
    // The oldest failure leaving the window brings the count back under the limit.
    const waitMs = Date.parse(oldest) + LOGIN_THROTTLE_WINDOW_MS - now.getTime();
    retryAfterMs = Math.max(retryAfterMs ?? 0, waitMs);
  }
  return retryAfterMs === null ? null : Math.max(1, Math.ceil(retryAfterMs / 1000));
}

/**
 * Checks a username and password and opens a session. An unknown user and a wrong password give
 * the same answer after the same scrypt work; failures are throttled per address and username.
 */
export async function logIn(
  deps: AuthDeps,
  input: { username: string; password: string; address: string },
): Promise<LoginOutcome> {
  const retryAfterSeconds = await findThrottle(deps, input.address, input.username);
  if (retryAfterSeconds !== null)
    return { ok: false, code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds };

  const user = await findUserByUsername(deps.db, input.username);
  const isValid = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await getDummyPasswordHash()),
  );
  const now = deps.clock();
  if (!user || !isValid) {
    await recordFailedLogin(
      deps.db,
      {
        id: randomUUID(),
        address: input.address,
        username: throttleKey(input.username),
        attemptedAt: now.toISOString(),
      },
      addMs(now, -LOGIN_THROTTLE_WINDOW_MS),
    );
    return { ok: false, code: 'INVALID_CREDENTIALS' };
  }

  await clearFailedLoginsOfUsername(deps.db, throttleKey(input.username));
  await deleteSessionsExpiredBefore(deps.db, now.toISOString());
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = addMs(now, SESSION_ABSOLUTE_TTL_MS);
  await insertSession(deps.db, {
    id: randomUUID(),
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: now.toISOString(),
    lastUsedAt: now.toISOString(),
    expiresAt,
    revokedAt: null,
  });
  return { ok: true, token, expiresAt };
}

/** The administrator a bearer token belongs to, or null when it is unknown, expired, idle or revoked. */
export async function authenticateToken(
  deps: AuthDeps,
  token: string,
): Promise<AuthenticatedAdmin | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const session = await findSessionByTokenHash(deps.db, hashToken(token));
  if (!session || session.revokedAt !== null) return null;
  const now = deps.clock();
  const nowMs = now.getTime();
  if (nowMs >= Date.parse(session.expiresAt)) return null;
  const lastUsedMs = Date.parse(session.lastUsedAt);
  if (nowMs - lastUsedMs >= SESSION_IDLE_TTL_MS) return null;
  if (nowMs - lastUsedMs >= SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(deps.db, session.id, now.toISOString());
  }
  return { userId: session.userId, username: session.username, sessionId: session.id };
}

export async function logOut(deps: AuthDeps, sessionId: string): Promise<void> {
  await revokeSession(deps.db, sessionId, deps.clock().toISOString());
}

export type AccountOutcome = { ok: true } | { ok: false; problem: string };

/** Checks a username and password an operator chose (CLI, environment). */
export function checkNewCredentials(username: string, password: string): string | null {
  if (!/^[^\s]{1,100}$/.test(username))
    return 'The username must be 1 to 100 characters without spaces.';
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`;
  }
  return null;
}

export async function addAdmin(
  deps: AuthDeps,
  username: string,
  password: string,
): Promise<AccountOutcome> {
  const problem = checkNewCredentials(username, password);
  if (problem) return { ok: false, problem };
  if (await findUserByUsername(deps.db, username)) {
    return {
      ok: false,
      problem: `An administrator named ${username} already exists; use reset to change the password.`,
    };
  }
  const now = deps.clock().toISOString();
  await insertUser(deps.db, {
    id: randomUUID(),
    username,
    passwordHash: await hashPassword(password),
    createdAt: now,
    updatedAt: now,
  });
  return { ok: true };
}

/** Sets a new password and ends every session of that administrator. */
export async function resetAdminPassword(
  deps: AuthDeps,
  username: string,
  password: string,
): Promise<AccountOutcome> {
  const problem = checkNewCredentials(username, password);
  if (problem) return { ok: false, problem };
  const user = await findUserByUsername(deps.db, username);
  if (!user) return { ok: false, problem: `No administrator is named ${username}.` };
  const now = deps.clock().toISOString();
  await updateUserPassword(deps.db, user.id, await hashPassword(password), now);
  await revokeSessionsOfUser(deps.db, user.id, now);
  return { ok: true };
}

export async function removeAdmin(deps: AuthDeps, username: string): Promise<AccountOutcome> {
  const user = await findUserByUsername(deps.db, username);
  if (!user) return { ok: false, problem: `No administrator is named ${username}.` };
  await deleteUser(deps.db, user.id);
  return { ok: true };
}

export type EnsureAdminOutcome = 'created' | 'updated' | 'unchanged' | 'not-configured';

/**
 * Creates the administrator named by ADMIN_USERNAME with ADMIN_PASSWORD, or gives an existing one
 * that password (ending its sessions) when it differs. Runs at every start.
 */
export async function ensureAdminFromEnv(
  deps: AuthDeps & { env: Pick<Env, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD'> },
): Promise<EnsureAdminOutcome> {
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = deps.env;
  if (!username || !password) return 'not-configured';
  const problem = checkNewCredentials(username, password);
  if (problem) throw new Error(`ADMIN_USERNAME/ADMIN_PASSWORD: ${problem}`);
  const user = await findUserByUsername(deps.db, username);
  if (!user) {
    try {
      await addAdmin(deps, username, password);
      return 'created';
    } catch (error) {
      // Another process starting on the same database may have created it a moment ago.
      if (!(await findUserByUsername(deps.db, username))) throw error;
      return ensureAdminFromEnv(deps);
    }
  }
  if (await verifyPassword(password, user.passwordHash)) return 'unchanged';
  await resetAdminPassword(deps, username, password);
  return 'updated';
}
