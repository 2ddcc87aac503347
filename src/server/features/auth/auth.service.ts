import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import { MIN_PASSWORD_LENGTH } from '#domain/staff/accounts.schema.ts';
import { normalizeUsername } from '#domain/staff/username.ts';
import { actorOf, recordActivity } from '#server/activity/activity-log.ts';
import type { Database } from '#server/db/database.ts';
import {
  claimTotpStep,
  clearFailedLoginsOfPair,
  findUserById,
  countFailedLogins,
  deleteSessionsExpiredBefore,
  findPermissionsOfUser,
  findRolesOfUser,
  findSessionByTokenHash,
  findUnusedRecoveryCodes,
  findUserByUsername,
  insertSession,
  markRecoveryCodeUsed,
  readSetting,
  recordCodeFailure,
  recordFailedLogin,
  revokeSession,
  touchSession,
  updateUser,
} from './auth.repo.ts';
import type { UserRow } from './auth.tables.ts';
import { getDummyPasswordHash, verifyPassword } from './password-hash.ts';
import { matchTotpStep, normalizeRecoveryCode } from './two-step.ts';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** A session ends 12 hours after login whatever happens (issue 3). */
export const SESSION_ABSOLUTE_TTL_MS = 12 * HOUR_MS;
/** …and earlier when unused for 2 hours. */
export const SESSION_IDLE_TTL_MS = 2 * HOUR_MS;
/** last_used_at is written at most this often, so every request does not cost a write. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE_MS;

/**
 * Login throttling (issue 12, docs/decisions/040-staff-accounts-and-login-throttle.md): failures
 * count per (address, username) pair and per address, each with delays that double after the free
 * tries, never a hard lock of a username. A username failing from many addresses ("under attack")
 * leaves every address one free try for it. A correct password with a valid two-step code always
 * gets through.
 */
export const LOGIN_THROTTLE_WINDOW_MS = HOUR_MS;
export const FREE_FAILURES_PER_PAIR = 5;
export const FREE_FAILURES_PER_ADDRESS = 30;
export const FAILURES_FOR_USERNAME_UNDER_ATTACK = 10;
export const FREE_FAILURES_PER_PAIR_UNDER_ATTACK = 1;
export const MAX_LOGIN_DELAY_MS = 15 * MINUTE_MS;
/**
 * Hard cap per account (issue 16, docs/decisions/115-sign-in-hardening.md): after this many wrong
 * two-step or recovery codes in a row, from anywhere and throttled or not, no code is checked for
 * the account until CODE_LOCK_MS has passed since the newest one, or an administrator resets its
 * two-step sign-in or password.
 */
export const MAX_CODE_FAILURES = 10;
export const CODE_LOCK_MS = 24 * HOUR_MS;

export const MIN_ADMIN_PASSWORD_LENGTH = MIN_PASSWORD_LENGTH;
/** 32 random bytes: 256 bits, well over the 128 the issue asks for. */
const TOKEN_BYTES = 32;
const MAX_TOKEN_LENGTH = 200;
const REQUIRE_TWO_STEP_SETTING = 'requireTwoStep';

export interface AuthDeps {
  db: Kysely<Database>;
  clock: Clock;
}

type Db = Kysely<Database> | Transaction<Database>;

/** The account behind a bearer token, with what it may do. */
export interface StaffSession {
  userId: string;
  username: string;
  sessionId: string;
  roles: string[];
  permissions: string[];
  hasTwoStep: boolean;
  /** Two-step sign-in is required and this account has not set it up: only set-up is allowed. */
  mustSetUpTwoStep: boolean;
  /** An administrator set the password: only choosing a new one is allowed. */
  mustChangePassword: boolean;
}

export type LoginOutcome =
  | { ok: true; token: string; expiresAt: string }
  | { ok: false; code: 'INVALID_CREDENTIALS' | 'CODE_REQUIRED' | 'INVALID_CODE' | 'TOO_MANY_CODES' }
  | { ok: false; code: 'TOO_MANY_ATTEMPTS'; retryAfterSeconds: number };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function addMs(instant: Date, ms: number): string {
  return new Date(instant.getTime() + ms).toISOString();
}

/** The throttle counts usernames in their one normalised spelling, so case games do not help. */
function throttleKey(username: string): string {
  return normalizeUsername(username);
}

/**
 * The account a login names: its normalised spelling, or (for a row migration 140 could not
 * normalise because another row had that spelling) exactly as typed.
 */
export async function findLoginUser(db: Db, username: string): Promise<UserRow | undefined> {
  const normalized = normalizeUsername(username);
  return (
    (await findUserByUsername(db, normalized)) ??
    (normalized === username ? undefined : await findUserByUsername(db, username))
  );
}

/** Milliseconds still to wait after `count` failures, the newest at `newest`. */
function delayAfterFailures(
  failures: { count: number; newest: string | null },
  free: number,
  now: Date,
): number {
  if (failures.count < free || failures.newest === null) return 0;
  const delay = Math.min(2 ** (failures.count - free + 1) * SECOND_MS, MAX_LOGIN_DELAY_MS);
  return Math.max(0, Date.parse(failures.newest) + delay - now.getTime());
}

async function findLoginWaitMs(deps: AuthDeps, address: string, key: string): Promise<number> {
  const now = deps.clock();
  const since = addMs(now, -LOGIN_THROTTLE_WINDOW_MS);
  const [pair, username, fromAddress] = await Promise.all([
    countFailedLogins(deps.db, { address, username: key }, since),
    countFailedLogins(deps.db, { username: key }, since),
    countFailedLogins(deps.db, { address }, since),
  ]);
  const pairFree =
    username.count >= FAILURES_FOR_USERNAME_UNDER_ATTACK
      ? FREE_FAILURES_PER_PAIR_UNDER_ATTACK
      : FREE_FAILURES_PER_PAIR;
  return Math.max(
    delayAfterFailures(pair, pairFree, now),
    delayAfterFailures(fromAddress, FREE_FAILURES_PER_ADDRESS, now),
  );
}

/** True while the account has reached the cap of wrong codes and the cool-down has not passed. */
export function isCodeLocked(user: UserRow, now: Date): boolean {
  return (
    user.codeFailures >= MAX_CODE_FAILURES &&
    user.codeFailedAt !== null &&
    now.getTime() - Date.parse(user.codeFailedAt) < CODE_LOCK_MS
  );
}

async function matchSecondStep(deps: AuthDeps, user: UserRow, code: string): Promise<boolean> {
  if (!user.totpSecret) return false;
  const now = deps.clock();
  const step = matchTotpStep(user.totpSecret, code, now);
  if (step !== null) return claimTotpStep(deps.db, user.id, step);
  const recovery = normalizeRecoveryCode(code);
  if (!recovery) return false;
  for (const row of await findUnusedRecoveryCodes(deps.db, user.id, recovery.lookup)) {
    if (await verifyPassword(recovery.code, row.codeHash)) {
      return markRecoveryCodeUsed(deps.db, row.id, now.toISOString());
    }
  }
  return false;
}

/**
 * Checks an authenticator code (once per time step) or an unused recovery code (used up). Every
 * wrong one counts towards the account's cap, wherever it was tried; at the cap no code is even
 * looked at until the cool-down passes.
 */
async function checkSecondStep(
  deps: AuthDeps,
  user: UserRow,
  code: string,
): Promise<'ok' | 'wrong' | 'locked'> {
  const now = deps.clock();
  if (isCodeLocked(user, now)) return 'locked';
  if (await matchSecondStep(deps, user, code)) {
    if (user.codeFailures > 0) await updateUser(deps.db, user.id, { codeFailures: 0 });
    return 'ok';
  }
  await recordCodeFailure(deps.db, user.id, now.toISOString(), addMs(now, -CODE_LOCK_MS));
  return 'wrong';
}

async function openSession(deps: AuthDeps, user: UserRow, address: string): Promise<LoginOutcome> {
  const now = deps.clock();
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = addMs(now, SESSION_ABSOLUTE_TTL_MS);
  await deps.db.transaction().execute(async (trx) => {
    await clearFailedLoginsOfPair(trx, address, throttleKey(user.username));
    await deleteSessionsExpiredBefore(trx, now.toISOString());
    await insertSession(trx, {
      id: randomUUID(),
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: now.toISOString(),
      lastUsedAt: now.toISOString(),
      expiresAt,
      revokedAt: null,
    });
    await recordActivity(trx, {
      at: now,
      actor: actorOf({ userId: user.id, username: user.username }),
      action: 'auth.login',
      subject: user.username,
      after: { address },
    });
  });
  return { ok: true, token, expiresAt };
}

/**
 * Checks a username, password and, for an account with two-step sign-in, its code, and opens a
 * session. An unknown user and a wrong password give the same answer after the same scrypt work.
 */
function recordLoginFailure(deps: AuthDeps, address: string, key: string): Promise<void> {
  const now = deps.clock();
  return recordFailedLogin(
    deps.db,
    { id: randomUUID(), address, username: key, attemptedAt: now.toISOString() },
    addMs(now, -LOGIN_THROTTLE_WINDOW_MS),
  );
}

/**
 * Checks a username, password and, for an account with two-step sign-in, its code, and opens a
 * session. Every login does the same password work first, throttled or not, known account or
 * not, with two-step sign-in or without (issue 16), so neither the answer nor its timing tells
 * them apart until the right password is given.
 */
export async function logIn(
  deps: AuthDeps,
  input: { username: string; password: string; code?: string | undefined; address: string },
): Promise<LoginOutcome> {
  const key = throttleKey(input.username);
  const waitMs = await findLoginWaitMs(deps, input.address, key);
  const user = await findLoginUser(deps.db, input.username);
  const isPasswordRight = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await getDummyPasswordHash()),
  );
  const account = user && isPasswordRight && user.disabledAt === null ? user : undefined;

  if (waitMs > 0) {
    // Throttled: only a full two-step login gets through, so a flood of guesses for an account
    // cannot keep its owner out. The answer is the same whatever was wrong, and every wrong code
    // counts (towards the throttle and the account's cap) as it does unthrottled.
    if (account?.totpSecret && input.code !== undefined) {
      const second = await checkSecondStep(deps, account, input.code);
      if (second === 'ok') return openSession(deps, account, input.address);
      if (second === 'wrong') await recordLoginFailure(deps, input.address, key);
    }
    return {
      ok: false,
      code: 'TOO_MANY_ATTEMPTS',
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / SECOND_MS)),
    };
  }

  if (!account) {
    await recordLoginFailure(deps, input.address, key);
    return { ok: false, code: 'INVALID_CREDENTIALS' };
  }
  if (account.totpSecret !== null) {
    if (input.code === undefined) return { ok: false, code: 'CODE_REQUIRED' };
    const second = await checkSecondStep(deps, account, input.code);
    if (second === 'locked') return { ok: false, code: 'TOO_MANY_CODES' };
    if (second === 'wrong') {
      await recordLoginFailure(deps, input.address, key);
      return { ok: false, code: 'INVALID_CODE' };
    }
  }
  return openSession(deps, account, input.address);
}

export type OwnerProofFailure =
  'TOO_MANY_ATTEMPTS' | 'INVALID_CREDENTIALS' | 'CODE_REQUIRED' | 'INVALID_CODE' | 'TOO_MANY_CODES';

/**
 * Proof that the owner, not only their session, asks for a change to how the account signs in
 * (issue 16): the password and, while two-step sign-in is on, a current code or a recovery code.
 * Guesses count in the login throttle and the code cap, exactly as at login.
 */
export async function checkOwnerProof(
  deps: AuthDeps,
  staff: StaffSession,
  proof: { password: string; code?: string | undefined; address: string; needsCode: boolean },
): Promise<Result<UserRow, OwnerProofFailure>> {
  const key = throttleKey(staff.username);
  if ((await findLoginWaitMs(deps, proof.address, key)) > 0) return fail('TOO_MANY_ATTEMPTS');
  const user = await findUserById(deps.db, staff.userId);
  if (!user || !(await verifyPassword(proof.password, user.passwordHash))) {
    await recordLoginFailure(deps, proof.address, key);
    return fail('INVALID_CREDENTIALS', { password: 'That password is not right.' });
  }
  if (!proof.needsCode || user.totpSecret === null) return ok(user);
  const codeField = 'Enter the current code from your authenticator app, or a recovery code.';
  if (proof.code === undefined) return fail('CODE_REQUIRED', { code: codeField });
  const second = await checkSecondStep(deps, user, proof.code);
  if (second === 'locked') return fail('TOO_MANY_CODES');
  if (second === 'wrong') {
    await recordLoginFailure(deps, proof.address, key);
    return fail('INVALID_CODE', { code: `That code is not right. ${codeField}` });
  }
  return ok(user);
}

export async function isTwoStepRequired(db: Db): Promise<boolean> {
  return (await readSetting(db, REQUIRE_TWO_STEP_SETTING)) === 'true';
}

export { REQUIRE_TWO_STEP_SETTING };

/** The account a bearer token belongs to, or null when it is unknown, expired, idle, revoked or disabled. */
export async function authenticateToken(
  deps: AuthDeps,
  token: string,
): Promise<StaffSession | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const session = await findSessionByTokenHash(deps.db, hashToken(token));
  if (!session || session.revokedAt !== null || session.disabledAt !== null) return null;
  const now = deps.clock();
  const nowMs = now.getTime();
  if (nowMs >= Date.parse(session.expiresAt)) return null;
  const lastUsedMs = Date.parse(session.lastUsedAt);
  if (nowMs - lastUsedMs >= SESSION_IDLE_TTL_MS) return null;
  if (nowMs - lastUsedMs >= SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(deps.db, session.id, now.toISOString());
  }
  const [roles, permissions, isRequired] = await Promise.all([
    findRolesOfUser(deps.db, session.userId),
    findPermissionsOfUser(deps.db, session.userId),
    isTwoStepRequired(deps.db),
  ]);
  const hasTwoStep = session.totpSecret !== null;
  return {
    userId: session.userId,
    username: session.username,
    sessionId: session.id,
    roles,
    permissions,
    hasTwoStep,
    mustSetUpTwoStep: isRequired && !hasTwoStep,
    mustChangePassword: session.mustChangePassword === 1,
  };
}

export async function logOut(deps: AuthDeps, session: StaffSession): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await revokeSession(trx, session.sessionId, now.toISOString());
    await recordActivity(trx, {
      at: now,
      actor: actorOf(session),
      action: 'auth.logout',
      subject: session.username,
    });
  });
}
