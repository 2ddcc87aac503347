import { actorOf } from '#server/activity/activity-log.ts';
import type { RecoveryCodesResponse, TwoStepSetupResponse } from '#domain/auth/login.schema.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import { recordActivity } from '#server/activity/activity-log.ts';
import {
  claimTotpStep,
  findUserById,
  replaceRecoveryCodes,
  revokeOtherSessionsOfUser,
  updateUser,
} from './auth.repo.ts';
import {
  checkOwnerProof,
  isTwoStepRequired,
  type AuthDeps,
  type OwnerProofFailure,
  type StaffSession,
} from './auth.service.ts';
import { hashPassword } from './password-hash.ts';
import {
  RECOVERY_CODE_COUNT,
  createRecoveryCode,
  createTotpSecret,
  describeTotpSecret,
  matchTotpStep,
  newRecoveryCodeId,
  normalizeRecoveryCode,
} from './two-step.ts';

export interface OwnerProof {
  password: string;
  code?: string | undefined;
  address: string;
}

/**
 * Makes a new secret for the account to scan; the current one (if any) stays until confirmed.
 * Only the owner may start it (issue 16): the password, and a current code or recovery code
 * while two-step sign-in is on. The new secret is known only to whoever passed that proof, so
 * confirming it with its first code needs nothing more.
 */
export async function startTwoStepSetup(
  deps: AuthDeps,
  staff: StaffSession,
  proof: OwnerProof,
): Promise<Result<TwoStepSetupResponse, OwnerProofFailure>> {
  const owner = await checkOwnerProof(deps, staff, { ...proof, needsCode: true });
  if (!owner.ok) return owner;
  const secret = createTotpSecret();
  await updateUser(deps.db, staff.userId, { totpPendingSecret: secret });
  return ok({ secret, ...(await describeTotpSecret(secret, staff.username)) });
}

/** The first code from the app turns two-step sign-in on and answers fresh recovery codes, once. */
export async function confirmTwoStep(
  deps: AuthDeps,
  staff: StaffSession,
  code: string,
): Promise<Result<RecoveryCodesResponse, 'INVALID_CODE' | 'TWO_STEP_NOT_STARTED'>> {
  const user = await findUserById(deps.db, staff.userId);
  if (!user?.totpPendingSecret) return fail('TWO_STEP_NOT_STARTED');
  const now = deps.clock();
  const step = matchTotpStep(user.totpPendingSecret, code, now);
  if (step === null) {
    return fail('INVALID_CODE', {
      code: 'That code is not right. Enter the code the app shows now.',
    });
  }
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, createRecoveryCode);
  const hashed = await Promise.all(
    recoveryCodes.map(async (recoveryCode) => ({
      id: newRecoveryCodeId(),
      lookup: normalizeRecoveryCode(recoveryCode)?.lookup ?? '',
      codeHash: await hashPassword(recoveryCode),
      createdAt: now.toISOString(),
    })),
  );
  const secret = user.totpPendingSecret;
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, {
      totpSecret: secret,
      totpPendingSecret: null,
      totpLastStep: null,
      updatedAt: now.toISOString(),
    });
    await claimTotpStep(trx, user.id, step);
    await replaceRecoveryCodes(trx, user.id, hashed);
    // A session stolen before the change must not outlive it.
    await revokeOtherSessionsOfUser(trx, user.id, staff.sessionId, now.toISOString());
    await recordActivity(trx, {
      at: now,
      actor: actorOf(staff),
      action: 'account.two-step-on',
      subject: staff.username,
      before: { hasTwoStep: user.totpSecret !== null },
      after: { hasTwoStep: true },
    });
  });
  return ok({ recoveryCodes });
}

/**
 * The owner turns two-step sign-in off with their password and a current code or recovery code,
 * unless every account must have it. Every other session of the account ends.
 */
export async function turnOffTwoStep(
  deps: AuthDeps,
  staff: StaffSession,
  proof: OwnerProof,
): Promise<Result<null, OwnerProofFailure | 'TWO_STEP_REQUIRED_BY_POLICY'>> {
  if (await isTwoStepRequired(deps.db)) return fail('TWO_STEP_REQUIRED_BY_POLICY');
  const owner = await checkOwnerProof(deps, staff, { ...proof, needsCode: true });
  if (!owner.ok) return owner;
  const user = owner.value;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, {
      totpSecret: null,
      totpPendingSecret: null,
      totpLastStep: null,
      updatedAt: now.toISOString(),
    });
    await replaceRecoveryCodes(trx, user.id, []);
    await revokeOtherSessionsOfUser(trx, user.id, staff.sessionId, now.toISOString());
    await recordActivity(trx, {
      at: now,
      actor: actorOf(staff),
      action: 'account.two-step-off',
      subject: staff.username,
      before: { hasTwoStep: user.totpSecret !== null },
      after: { hasTwoStep: false },
    });
  });
  return ok(null);
}
