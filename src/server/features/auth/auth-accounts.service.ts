/**
 * Staff accounts as the operator and administrators make them (issue 27 split auth.service.ts by
 * job): checking chosen credentials, creating an account, changing and resetting passwords,
 * removing an administrator, and the administrator the environment names at start-up. Signing
 * in, two-step codes and sessions stay in auth.service.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { hasInvisibleCharacter, normalizeUsername } from '#domain/staff/username.ts';
import { ADMINISTRATOR_ROLE } from '#domain/staff/permissions.ts';
import {
  COMMAND_LINE_ACTOR,
  START_UP_ACTOR,
  recordActivity,
  type ActivityActor,
} from '#server/activity/activity-log.ts';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import {
  deleteUser,
  findRolesOfUser,
  insertUser,
  revokeOtherSessionsOfUser,
  revokeSessionsOfUser,
  setRolesOfUser,
  updateUser,
} from './auth.repo.ts';
import type { UserRow } from './auth.tables.ts';
import { MIN_ADMIN_PASSWORD_LENGTH, findLoginUser, type AuthDeps } from './auth.service.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type AccountOutcome = { ok: true } | { ok: false; problem: string };

/** Checks a username and password an operator chose (CLI, environment). */
export function checkNewCredentials(username: string, password: string): string | null {
  if (username.length < 1 || username.length > 100 || hasInvisibleCharacter(username))
    return 'The username must be 1 to 100 characters without spaces or invisible characters.';
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`;
  }
  return null;
}

/** Creates an account with the given roles in the caller's transaction, and logs it. */
export async function insertAccount(
  trx: Db,
  input: {
    username: string;
    passwordHash: string;
    roles: string[];
    actor: ActivityActor;
    at: Date;
    /** An administrator chose the password: the account must change it at its next sign-in. */
    mustChangePassword?: boolean;
  },
): Promise<UserRow> {
  const now = input.at.toISOString();
  const user: UserRow = {
    id: randomUUID(),
    username: normalizeUsername(input.username),
    passwordHash: input.passwordHash,
    createdAt: now,
    updatedAt: now,
    disabledAt: null,
    totpSecret: null,
    totpPendingSecret: null,
    totpLastStep: null,
    mustChangePassword: input.mustChangePassword ? 1 : 0,
    codeFailures: 0,
    codeFailedAt: null,
  };
  await insertUser(trx, user);
  await setRolesOfUser(trx, user.id, input.roles);
  await recordActivity(trx, {
    at: input.at,
    actor: input.actor,
    action: 'account.add',
    subject: user.username,
    after: { username: user.username, roles: input.roles },
  });
  return user;
}

/** Creates an administrator (the CLI and ADMIN_USERNAME). */
export async function addAdmin(
  deps: AuthDeps,
  username: string,
  password: string,
  actor: ActivityActor = COMMAND_LINE_ACTOR,
): Promise<AccountOutcome> {
  const problem = checkNewCredentials(username, password);
  if (problem) return { ok: false, problem };
  if (await findLoginUser(deps.db, username)) {
    return {
      ok: false,
      problem: `An account named ${username} already exists; use reset to change the password.`,
    };
  }
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute((trx) =>
    insertAccount(trx, {
      username,
      passwordHash,
      roles: [ADMINISTRATOR_ROLE],
      actor,
      at: deps.clock(),
    }),
  );
  return { ok: true };
}

/**
 * Sets a new password in the caller's transaction and ends every session of the account (but
 * `keepSessionId`, the session of an owner changing their own). A password an administrator
 * sets must be changed at the next sign-in; a new password also forgives the account's wrong codes.
 */
export async function changePassword(
  trx: Db,
  input: {
    user: UserRow;
    passwordHash: string;
    actor: ActivityActor;
    at: Date;
    mustChangePassword?: boolean;
    keepSessionId?: string;
  },
): Promise<void> {
  const now = input.at.toISOString();
  await updateUser(trx, input.user.id, {
    passwordHash: input.passwordHash,
    updatedAt: now,
    mustChangePassword: input.mustChangePassword ? 1 : 0,
    codeFailures: 0,
  });
  if (input.keepSessionId === undefined) await revokeSessionsOfUser(trx, input.user.id, now);
  else await revokeOtherSessionsOfUser(trx, input.user.id, input.keepSessionId, now);
  await recordActivity(trx, {
    at: input.at,
    actor: input.actor,
    action: 'account.password',
    subject: input.user.username,
  });
}

/** Sets a new password and ends every session of that account. */
export async function resetAdminPassword(
  deps: AuthDeps,
  username: string,
  password: string,
  actor: ActivityActor = COMMAND_LINE_ACTOR,
): Promise<AccountOutcome> {
  const problem = checkNewCredentials(username, password);
  if (problem) return { ok: false, problem };
  const user = await findLoginUser(deps.db, username);
  if (!user) return { ok: false, problem: `No account is named ${username}.` };
  const passwordHash = await hashPassword(password);
  await deps.db
    .transaction()
    .execute((trx) => changePassword(trx, { user, passwordHash, actor, at: deps.clock() }));
  return { ok: true };
}

export async function removeAdmin(
  deps: AuthDeps,
  username: string,
  actor: ActivityActor = COMMAND_LINE_ACTOR,
): Promise<AccountOutcome> {
  const user = await findLoginUser(deps.db, username);
  if (!user) return { ok: false, problem: `No account is named ${username}.` };
  await deps.db.transaction().execute(async (trx) => {
    const roles = await findRolesOfUser(trx, user.id);
    await deleteUser(trx, user.id);
    await recordActivity(trx, {
      at: deps.clock(),
      actor,
      action: 'account.remove',
      subject: username,
      before: { username, roles },
    });
  });
  return { ok: true };
}

export type EnsureAdminOutcome = 'created' | 'updated' | 'unchanged' | 'not-configured';

/**
 * Creates the administrator named by ADMIN_USERNAME with ADMIN_PASSWORD, or gives an existing one
 * that password (ending its sessions) when it differs, and the administrator role. Runs at every start.
 */
export async function ensureAdminFromEnv(
  deps: AuthDeps & { env: Pick<Env, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD'> },
): Promise<EnsureAdminOutcome> {
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = deps.env;
  if (!username || !password) return 'not-configured';
  const problem = checkNewCredentials(username, password);
  if (problem) throw new Error(`ADMIN_USERNAME/ADMIN_PASSWORD: ${problem}`);
  const user = await findLoginUser(deps.db, username);
  if (!user) {
    try {
      await addAdmin(deps, username, password, START_UP_ACTOR);
      return 'created';
    } catch (error) {
      // Another process starting on the same database may have created it a moment ago.
      if (!(await findLoginUser(deps.db, username))) throw error;
      return ensureAdminFromEnv(deps);
    }
  }
  let outcome: EnsureAdminOutcome = 'unchanged';
  const roles = await findRolesOfUser(deps.db, user.id);
  if (!roles.includes(ADMINISTRATOR_ROLE)) {
    await deps.db.transaction().execute(async (trx) => {
      await setRolesOfUser(trx, user.id, [...roles, ADMINISTRATOR_ROLE]);
      await recordActivity(trx, {
        at: deps.clock(),
        actor: START_UP_ACTOR,
        action: 'account.roles',
        subject: username,
        before: { roles },
        after: { roles: [...roles, ADMINISTRATOR_ROLE] },
      });
    });
    outcome = 'updated';
  }
  if (await verifyPassword(password, user.passwordHash)) return outcome;
  await resetAdminPassword(deps, username, password, START_UP_ACTOR);
  return 'updated';
}
