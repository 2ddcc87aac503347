import { actorOf } from '#server/activity/activity-log.ts';
import type {
  Account,
  AccountListResponse,
  NewAccount,
  OwnPassword,
} from '#domain/staff/accounts.schema.ts';
import { ADMINISTRATOR_ROLE } from '#domain/staff/permissions.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import {
  findRolesOfUser,
  findRolesOfUsers,
  findUserById,
  findUserByUsername,
  listRoles,
  listUsers,
  replaceRecoveryCodes,
  revokeSessionsOfUser,
  setRolesOfUser,
  updateUser,
  writeSetting,
} from './auth.repo.ts';
import { findAdminPasswordWeakness } from './admin-password-strength.ts';
import type { UserRow } from './auth.tables.ts';
import {
  REQUIRE_TWO_STEP_SETTING,
  checkOwnerProof,
  isTwoStepRequired,
  type AuthDeps,
  type OwnerProofFailure,
  type StaffSession,
} from './auth.service.ts';
import { changePassword, insertAccount } from './auth-accounts.service.ts';
import { hashPassword } from './password-hash.ts';

function toAccount(user: UserRow, roles: string[]): Account {
  return {
    id: user.id,
    username: user.username,
    roles,
    isDisabled: user.disabledAt !== null,
    hasTwoStep: user.totpSecret !== null,
    createdAt: user.createdAt,
  };
}

export async function listAccounts(deps: AuthDeps): Promise<AccountListResponse> {
  const [users, rolesByUser, roles, requireTwoStep] = await Promise.all([
    listUsers(deps.db),
    findRolesOfUsers(deps.db),
    listRoles(deps.db),
    isTwoStepRequired(deps.db),
  ]);
  return {
    accounts: users.map((user) => toAccount(user, rolesByUser.get(user.id) ?? [])),
    roles,
    requireTwoStep,
  };
}

/** The role ids as stored, in the roles' order, or null when one is not a role. */
/**
 * Every staff password meets the administrator's bar (issue 16): zxcvbn score 3 or more, not an
 * example from the docs, not built from the username or the district's name.
 */
function checkPasswordStrength(
  password: string,
  username: string,
): { code: 'WEAK_PASSWORD'; fields: Record<string, string> } | null {
  const weakness = findAdminPasswordWeakness(password, username);
  if (weakness === null) return null;
  return { code: 'WEAK_PASSWORD', fields: { password: `Choose a harder password: ${weakness}` } };
}

async function checkRoles(deps: AuthDeps, requested: string[]): Promise<string[] | null> {
  const roles = await listRoles(deps.db);
  if (requested.some((id) => !roles.some((role) => role.id === id))) return null;
  return roles.filter((role) => requested.includes(role.id)).map((role) => role.id);
}

export async function createAccount(
  deps: AuthDeps,
  actor: ActivityActor,
  input: NewAccount,
): Promise<Result<Account, 'USERNAME_TAKEN' | 'UNKNOWN_ROLE' | 'WEAK_PASSWORD'>> {
  const roles = await checkRoles(deps, input.roles);
  if (!roles) return fail('UNKNOWN_ROLE', { roles: 'Choose roles from the list' });
  const weak = checkPasswordStrength(input.password, input.username);
  if (weak) return fail(weak.code, weak.fields);
  if (await findUserByUsername(deps.db, input.username)) {
    return fail('USERNAME_TAKEN', { username: 'An account with this username already exists' });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await deps.db.transaction().execute((trx) =>
      insertAccount(trx, {
        username: input.username,
        passwordHash,
        roles,
        actor,
        at: deps.clock(),
        mustChangePassword: true,
      }),
    );
    return ok(toAccount(user, roles));
  } catch (error) {
    // Two administrators adding the same username at once: the unique index decides.
    if (await findUserByUsername(deps.db, input.username)) {
      return fail('USERNAME_TAKEN', { username: 'An account with this username already exists' });
    }
    throw error;
  }
}

async function findAccount(deps: AuthDeps, id: string) {
  const user = await findUserById(deps.db, id);
  return user ? { user, roles: await findRolesOfUser(deps.db, id) } : null;
}

export async function setAccountRoles(
  deps: AuthDeps,
  actor: ActivityActor,
  id: string,
  requested: string[],
): Promise<Result<Account, 'ACCOUNT_NOT_FOUND' | 'UNKNOWN_ROLE' | 'OWN_ACCOUNT'>> {
  const found = await findAccount(deps, id);
  if (!found) return fail('ACCOUNT_NOT_FOUND');
  const roles = await checkRoles(deps, requested);
  if (!roles) return fail('UNKNOWN_ROLE', { roles: 'Choose roles from the list' });
  // An administrator never locks themself out of the accounts page.
  if (
    actor.userId === id &&
    found.roles.includes(ADMINISTRATOR_ROLE) &&
    !roles.includes(ADMINISTRATOR_ROLE)
  ) {
    return fail('OWN_ACCOUNT');
  }
  await deps.db.transaction().execute(async (trx) => {
    await setRolesOfUser(trx, id, roles);
    await recordActivity(trx, {
      at: deps.clock(),
      actor,
      action: 'account.roles',
      subject: found.user.username,
      before: { roles: found.roles },
      after: { roles },
    });
  });
  return ok(toAccount(found.user, roles));
}

export async function resetAccountPassword(
  deps: AuthDeps,
  actor: ActivityActor,
  id: string,
  password: string,
): Promise<Result<Account, 'ACCOUNT_NOT_FOUND' | 'WEAK_PASSWORD'>> {
  const found = await findAccount(deps, id);
  if (!found) return fail('ACCOUNT_NOT_FOUND');
  const weak = checkPasswordStrength(password, found.user.username);
  if (weak) return fail(weak.code, weak.fields);
  const passwordHash = await hashPassword(password);
  // The administrator knows this password, so the owner must replace it at the next sign-in.
  await deps.db.transaction().execute((trx) =>
    changePassword(trx, {
      user: found.user,
      passwordHash,
      actor,
      at: deps.clock(),
      mustChangePassword: actor.userId !== found.user.id,
    }),
  );
  return ok(toAccount(found.user, found.roles));
}

/**
 * The signed-in account replaces its password (issue 16): the current one proves the owner, the
 * new one meets the strength bar and differs from it, and every other session ends.
 */
export async function changeOwnPassword(
  deps: AuthDeps,
  staff: StaffSession,
  input: OwnPassword & { address: string },
): Promise<Result<null, OwnerProofFailure | 'WEAK_PASSWORD'>> {
  const owner = await checkOwnerProof(deps, staff, {
    password: input.currentPassword,
    address: input.address,
    needsCode: false,
  });
  if (!owner.ok) {
    return owner.code === 'INVALID_CREDENTIALS'
      ? fail('INVALID_CREDENTIALS', { currentPassword: 'That password is not right.' })
      : owner;
  }
  if (input.newPassword === input.currentPassword) {
    return fail('WEAK_PASSWORD', {
      newPassword: 'Choose a new password, not the one you have now.',
    });
  }
  const weak = checkPasswordStrength(input.newPassword, staff.username);
  if (weak) return fail(weak.code, { newPassword: weak.fields.password ?? '' });
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute((trx) =>
    changePassword(trx, {
      user: owner.value,
      passwordHash,
      actor: actorOf(staff),
      at: deps.clock(),
      keepSessionId: staff.sessionId,
    }),
  );
  return ok(null);
}

/** Disabling ends every session of the account at once; enabling lets it log in again. */
export async function setAccountDisabled(
  deps: AuthDeps,
  actor: ActivityActor,
  id: string,
  isDisabled: boolean,
): Promise<Result<Account, 'ACCOUNT_NOT_FOUND' | 'OWN_ACCOUNT'>> {
  const found = await findAccount(deps, id);
  if (!found) return fail('ACCOUNT_NOT_FOUND');
  if (isDisabled && actor.userId === id) return fail('OWN_ACCOUNT');
  const now = deps.clock();
  const wasDisabled = found.user.disabledAt !== null;
  const disabledAt = isDisabled ? (found.user.disabledAt ?? now.toISOString()) : null;
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, id, { disabledAt, updatedAt: now.toISOString() });
    if (isDisabled) await revokeSessionsOfUser(trx, id, now.toISOString());
    await recordActivity(trx, {
      at: now,
      actor,
      action: isDisabled ? 'account.disable' : 'account.enable',
      subject: found.user.username,
      before: { isDisabled: wasDisabled },
      after: { isDisabled },
    });
  });
  return ok(toAccount({ ...found.user, disabledAt }, found.roles));
}

/** For a lost phone: turns the account's two-step sign-in off, so it sets it up again. */
export async function resetAccountTwoStep(
  deps: AuthDeps,
  actor: ActivityActor,
  id: string,
): Promise<Result<Account, 'ACCOUNT_NOT_FOUND'>> {
  const found = await findAccount(deps, id);
  if (!found) return fail('ACCOUNT_NOT_FOUND');
  const now = deps.clock();
  const cleared = { totpSecret: null, totpPendingSecret: null, totpLastStep: null };
  await deps.db.transaction().execute(async (trx) => {
    // …and forgives its wrong codes, which is how an administrator lifts the cap (issue 16).
    await updateUser(trx, id, { ...cleared, codeFailures: 0, updatedAt: now.toISOString() });
    await replaceRecoveryCodes(trx, id, []);
    await revokeSessionsOfUser(trx, id, now.toISOString());
    await recordActivity(trx, {
      at: now,
      actor,
      action: 'account.two-step-reset',
      subject: found.user.username,
      before: { hasTwoStep: found.user.totpSecret !== null },
      after: { hasTwoStep: false },
    });
  });
  return ok(toAccount({ ...found.user, ...cleared }, found.roles));
}

export async function setTwoStepPolicy(
  deps: AuthDeps,
  actor: ActivityActor,
  requireTwoStep: boolean,
): Promise<Result<null, 'OWN_TWO_STEP_FIRST'>> {
  if (requireTwoStep && actor.userId) {
    const self = await findUserById(deps.db, actor.userId);
    if (!self?.totpSecret) return fail('OWN_TWO_STEP_FIRST');
  }
  const before = await isTwoStepRequired(deps.db);
  await deps.db.transaction().execute(async (trx) => {
    await writeSetting(trx, REQUIRE_TWO_STEP_SETTING, String(requireTwoStep));
    await recordActivity(trx, {
      at: deps.clock(),
      actor,
      action: 'settings.require-two-step',
      subject: 'Two-step sign-in for every account',
      before: { requireTwoStep: before },
      after: { requireTwoStep },
    });
  });
  return ok(null);
}
