import { fieldsOf } from '#domain/zod-fields.ts';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { BurnDayStatus } from '#domain/burn/burn-day.ts';
import {
  BurnCheckInSchema,
  CHECK_IN_CODE_LENGTH,
  CHECK_IN_REFUSALS,
  normalizeCheckInCode,
  type BurnCheckIn,
  type CheckInRefusal,
} from '#domain/burn/burn-permit.ts';
import { recordTimelineEvent } from '#server/status/status-transition.ts';
import * as repo from './burn.repo.ts';
import type { BurnPermitSummary } from './burn.repo.ts';
import { nowIso, type BurnDeps } from './burn.deps.ts';
import { readBurnDay } from './burn-day.service.ts';

/**
 * "I am burning today": the holder's check-in by the private link or by the QR code's short form,
 * and today's registered burns as the back office and dispatch see them.
 */

export type CheckInOutcome =
  | { ok: true; checkIn: { day: string; startTime: string; endTime: string }; isNew: boolean }
  | { ok: false; refusal: CheckInRefusal; message: string }
  | { ok: false; refusal: 'invalid'; fields: Record<string, string> }
  | { ok: false; refusal: 'not-found' };

/**
 * "I am burning today": decided by the server at submit time from the permit, its dates and
 * today's status. Two check-ins for one permit and day are one (the first one's times stay).
 */
export async function checkIn(
  deps: BurnDeps,
  accessToken: string,
  body: unknown,
): Promise<CheckInOutcome> {
  const permit = await repo.findBurnPermit(deps.db, { accessToken });
  if (!permit) return { ok: false, refusal: 'not-found' };
  const parsed = BurnCheckInSchema.safeParse(body);
  if (!parsed.success) return { ok: false, refusal: 'invalid', fields: fieldsOf(parsed.error) };
  const { status } = await readBurnDay(deps);
  const refused = refuseCheckIn(permit, status, { isHolderKnown: true });
  if (refused) return refused;
  return recordCheckIn(deps, permit, status, parsed.data);
}

/**
 * Why the permit cannot check in today, from the permit and the day alone. `isHolderKnown` false
 * (the QR form, before its code is checked) leaves out the revocation's reason, so the answer is
 * the same for a right and a wrong code and says no more than the public verification page.
 */
function refuseCheckIn(
  permit: BurnPermitSummary,
  status: BurnDayStatus,
  options: { isHolderKnown: boolean },
): CheckInOutcome | undefined {
  const refuse = (refusal: CheckInRefusal, extra = ''): CheckInOutcome => ({
    ok: false,
    refusal,
    message: `${CHECK_IN_REFUSALS[refusal]}${extra}`,
  });
  if (permit.status === 'revoked') {
    return refuse(
      'revoked',
      options.isHolderKnown && permit.revokeReason ? ` Reason: ${permit.revokeReason}` : '',
    );
  }
  if (permit.status === 'declined') return refuse('declined');
  if (permit.status !== 'issued') return refuse('not-issued');
  if (status.day < permit.fromDay || status.day > permit.toDay) {
    return refuse('outside-dates', ` Your permit covers ${permit.fromDay} to ${permit.toDay}.`);
  }
  return refuseOffDay(status);
}

/** A day without burning refuses every check-in alike, whatever the permit. */
function refuseOffDay(status: BurnDayStatus): CheckInOutcome | undefined {
  if (status.isBurningAllowed) return undefined;
  return {
    ok: false,
    refusal: 'not-burn-day',
    message: `${CHECK_IN_REFUSALS['not-burn-day']} ${status.reason}`,
  };
}

async function recordCheckIn(
  deps: BurnDeps,
  permit: BurnPermitSummary,
  status: BurnDayStatus,
  data: BurnCheckIn,
): Promise<CheckInOutcome> {
  const at = nowIso(deps);
  const { checkIn: stored, isNew } = await deps.db.transaction().execute(async (trx) => {
    const result = await repo.insertCheckInOnce(trx, {
      id: randomUUID(),
      permitId: permit.id,
      day: status.day,
      startTime: data.startTime,
      endTime: data.endTime,
      createdAt: at,
    });
    if (result.isNew) {
      await recordTimelineEvent(trx, repo.BURN_PERMIT_STORE, permit.id, {
        at,
        actor: 'applicant',
        kind: 'check_in',
        reason: `${status.day} ${data.startTime}–${data.endTime}`,
      });
    }
    return result;
  });
  return {
    ok: true,
    checkIn: { day: stored.day, startTime: stored.startTime, endTime: stored.endTime },
    isNew,
  };
}

const CHECK_IN_CODE_MESSAGE = 'Enter the check-in code printed on your permit, like 7K3M-Q9TD.';

/** Who is checking in by the QR code's short form: the permit number and its check-in code. */
const CheckInByNumberSchema = z.object({
  permitNumber: z
    .string({ error: 'Enter the permit number, like OB-2026-000001.' })
    .trim()
    .min(1, 'Enter the permit number, like OB-2026-000001.')
    .max(40, 'Enter the permit number, like OB-2026-000001.'),
  code: z
    .string({ error: CHECK_IN_CODE_MESSAGE })
    .max(40, CHECK_IN_CODE_MESSAGE)
    .transform(normalizeCheckInCode)
    .refine((value) => value.length === CHECK_IN_CODE_LENGTH, CHECK_IN_CODE_MESSAGE),
});

/** Said when the number and the code do not name one permit; never says which was wrong. */
export const CHECK_IN_NOT_MATCHED =
  'We found no permit with that number and check-in code. Check both on your permit.';

/** Compared in constant time: the code is a secret. */
function isCheckInCodeOf(permit: BurnPermitSummary, code: string): boolean {
  if (!permit.checkInCode) return false;
  const expected = Buffer.from(permit.checkInCode);
  const given = Buffer.from(code);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The QR code's short check-in form (issue 19, item 3; issue 25): the permit number and the
 * random check-in code printed on the permit, then the same check-in as the private link. In
 * order (decision 337): a day without burning refuses every number and code alike; then a wrong
 * number or a wrong code is one answer, 'not-found', so a wrong code never tells an existing
 * permit from a missing one; only the right code hears about its permit (not in force, outside
 * its dates), which the public verification page says too.
 */
export async function checkInByPermitNumber(
  deps: BurnDeps,
  body: unknown,
): Promise<CheckInOutcome> {
  const parsed = CheckInByNumberSchema.safeParse(body);
  const times = BurnCheckInSchema.safeParse(body);
  if (!parsed.success || !times.success) {
    const fields = {
      ...(parsed.success ? {} : fieldsOf(parsed.error)),
      ...(times.success ? {} : fieldsOf(times.error)),
    };
    return { ok: false, refusal: 'invalid', fields };
  }
  const { status } = await readBurnDay(deps);
  const offDay = refuseOffDay(status);
  if (offDay) return offDay;
  const permit = await repo.findBurnPermit(deps.db, {
    permitNumber: parsed.data.permitNumber.toUpperCase(),
  });
  if (!permit || !isCheckInCodeOf(permit, parsed.data.code)) {
    return { ok: false, refusal: 'not-found' };
  }
  const refused = refuseCheckIn(permit, status, { isHolderKnown: false });
  if (refused) return refused;
  return recordCheckIn(deps, permit, status, times.data);
}

/** Today's check-ins of permits still in force: the back office list and dispatch's view. */
export async function listTodaysBurns(deps: BurnDeps) {
  const { status } = await readBurnDay(deps);
  const rows = await repo.listCheckInsOfDay(deps.db, status.day);
  // A check-in stands only while the day is a burn day and its permit is in force.
  const burns = status.isBurningAllowed ? rows.filter((row) => row.status === 'issued') : [];
  return { status, burns, checkedIn: rows };
}

export function mapLinkOf(burn: { street: string; town: string }): string {
  const url = new URL('https://www.openstreetmap.org/search');
  url.searchParams.set('query', `${burn.street}, ${burn.town}, Utah`);
  return url.toString();
}
