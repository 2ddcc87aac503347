/**
 * Booking, moving and cancelling an inspection, by the applicant through the private link or by
 * staff for a caller: each change is one transaction that claims or frees the time and queues its
 * e-mail, and a change that loses a race answers what happened.
 */
import type { Locale } from '#domain/i18n/locale.ts';
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { fail, ok, type ErrorCode, type Result } from '#domain/errors.ts';
import { toDistrictWallClock, type FreeSlot } from '#domain/inspections/inspection-slots.ts';
import { DISTRICT_INSPECTOR_ID } from '#domain/inspections/inspection-status.ts';
import {
  MAX_APPLICANT_BOOKING_CHANGES_PER_DAY,
  NEXT_SLOTS_AFTER_LOSS,
  type Booking,
} from '#domain/inspections/inspections-api.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import type { Database } from '#server/db/database.ts';
import {
  isTransactionConflictError,
  retryTransactionConflicts,
} from '#server/db/database-errors.ts';
import { createDatabaseCounters } from '#server/plugins/rate-limit-store.ts';
import { recordTimelineEvent } from '#server/status/status-transition.ts';
import { computeFreeSlots } from './inspection-availability.service.ts';
import {
  canChangeOnline,
  loadContext,
  toBooking,
  type BookingContext,
} from './inspection-booking.service.ts';
import { nowIso, type InspectionDeps } from './inspections.deps.ts';
import { INSPECTION_TEMPLATES, enqueueInspectionMail } from './inspection-mail.ts';
import * as repo from './inspections.repo.ts';
import type { InspectionRow } from './inspections.tables.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Thrown inside a booking's transaction to roll it back, counter and all. */
class BookingChangesLimited extends Error {}

/**
 * Counts one booking, move or cancellation through the applicant's link, in the transaction that
 * queues its mails; past MAX_APPLICANT_BOOKING_CHANGES_PER_DAY it throws and nothing changes
 * (issue 25). Staff are not counted.
 */
async function countApplicantChange(
  trx: Transaction<Database>,
  deps: InspectionDeps,
  applicationId: string,
  actor: string,
): Promise<void> {
  if (actor !== 'applicant') return;
  const counters = createDatabaseCounters(trx, deps.clock);
  const { current } = await counters.increment(`inspection-booking:${applicationId}`, DAY_MS);
  if (current > MAX_APPLICANT_BOOKING_CHANGES_PER_DAY) throw new BookingChangesLimited();
}

/** The activity log's subject of a staff change: the inspection, its permit and its id. */
function subjectOf(permitNumber: string | null, row: InspectionRow): string {
  return `${row.inspectionTypeName} inspection, permit ${permitNumber ?? ''} (${row.id})`;
}

/**
 * The activity log's entry for a staff member's move or cancel: the time it had (`before`) and,
 * for a move, the new one.
 */
async function recordStaffChange(
  trx: Transaction<Database>,
  deps: InspectionDeps,
  staff: ActivityActor,
  action: 'inspection.move' | 'inspection.cancel',
  application: BookingContext['application'],
  locked: InspectionRow,
  after?: { day: string; time: string },
): Promise<void> {
  const before = toDistrictWallClock(Date.parse(locked.startsAt));
  await recordActivity(trx, {
    at: deps.clock(),
    actor: staff,
    action,
    subject: subjectOf(application.permitNumber, locked),
    before: { day: before.day, time: before.time },
    ...(after ? { after } : {}),
  });
}

/**
 * A failure may carry the next free times (a slot lost or stale) or the booking as it is now (a
 * change lost to another one: the inspection was cancelled, moved or already booked meanwhile).
 */
type SlotResult = Result<Booking> & { nextSlots?: FreeSlot[]; booking?: Booking | null };

/** The chosen slot, if it is one of the free slots now. */
async function findChosenSlot(
  deps: InspectionDeps,
  context: BookingContext,
  start: string,
  ignoreInspectionId?: string,
): Promise<FreeSlot | undefined> {
  const startMs = Date.parse(start);
  const slots = await computeFreeSlots(deps, context.settings, context.inspectionType, {
    ...(ignoreInspectionId ? { ignoreInspectionId } : {}),
  });
  return slots.find((slot) => Date.parse(slot.start) === startMs);
}

async function nextSlotsAfterLoss(deps: InspectionDeps, context: BookingContext) {
  return computeFreeSlots(deps, context.settings, context.inspectionType, {
    limit: NEXT_SLOTS_AFTER_LOSS,
  });
}

/** The application's booking as it is now, for the answer to a change that lost a race. */
async function currentBooking(
  deps: InspectionDeps,
  context: BookingContext,
): Promise<Booking | null> {
  const latest = await repo.findLatestInspection(deps.db, context.application.id);
  return latest ? toBooking(latest, context.settings, deps.clock()) : null;
}

/** A change that lost to another: what happened (`code`) and the booking as it is now. */
async function lostTo(
  deps: InspectionDeps,
  context: BookingContext,
  code: ErrorCode,
): Promise<SlotResult> {
  return { ...fail(code), booking: await currentBooking(deps, context) };
}

/**
 * Runs one change of an inspection as a transaction, again when PostgreSQL broke a deadlock or a
 * serialization failure by rolling it back (decision 296); past the last attempt the change is
 * answered CHANGED_MEANWHILE (409), never a 500. Mails are queued inside `run`, so a change that
 * rolled back or lost queues none.
 */
async function runChange<T>(
  deps: InspectionDeps,
  run: (trx: Transaction<Database>) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return {
      ok: true,
      value: await retryTransactionConflicts(() => deps.db.transaction().execute(run)),
    };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * Books the application's first inspection at `start`. The slot is checked against the free
 * slots, then claimed: when another booking claimed an overlapping cell meanwhile (another
 * server, the same moment), the database refuses it and the caller gets SLOT_TAKEN and the next
 * free times. The database also refuses a second scheduled inspection for one application
 * (migration 296): of two bookings at the same moment, the second gets INSPECTION_ALREADY_BOOKED
 * with the first one's booking.
 */
export async function bookInspection(
  deps: InspectionDeps,
  statusToken: string,
  start: string,
  actor: string,
  /** The staff account booking for a caller: the change is written to the activity log. */
  staff?: ActivityActor,
  /** The language of the page it is booked on: its e-mails' (decision 326). */
  language: Locale = 'en',
): Promise<SlotResult> {
  const context = await loadContext(deps, statusToken);
  if (!context.ok) return context;
  const { application, inspectionType, settings } = context.value;
  if (context.value.isCleared) return fail('INSPECTION_NOT_NEEDED');
  // A re-inspection waits for its fee, when one was asked; staff may book for a caller anyway.
  if (
    context.value.reinspectionOf &&
    !actor.startsWith('staff:') &&
    (await repo.findUnpaidReinspectionFee(deps.db, context.value.reinspectionOf))
  )
    return fail('REINSPECTION_FEE_DUE');
  if (await repo.findScheduledInspection(deps.db, application.id))
    return lostTo(deps, context.value, 'INSPECTION_ALREADY_BOOKED');
  const slot = await findChosenSlot(deps, context.value, start);
  if (!slot)
    return {
      ...fail('SLOT_NOT_AVAILABLE'),
      nextSlots: await nextSlotsAfterLoss(deps, context.value),
    };
  const at = nowIso(deps);
  const row: InspectionRow = {
    id: randomUUID(),
    applicationId: application.id,
    inspectionTypeId: inspectionType.id,
    inspectionTypeName: inspectionType.name,
    inspectorId: DISTRICT_INSPECTOR_ID,
    status: 'scheduled',
    startsAt: slot.start,
    endsAt: slot.end,
    sequence: 0,
    reinspectionOf: context.value.reinspectionOf,
    language,
    createdAt: at,
    updatedAt: at,
  };
  // Lock order (decision 296): the inspection row first (here its insert, which the one-scheduled
  // index makes a concurrent booking of the same application wait on), then the slot claims.
  const booked = await runChange(deps, async (trx) => {
    await countApplicantChange(trx, deps, application.id, actor);
    await repo.insertInspection(trx, row);
    await repo.claimCells(
      trx,
      row,
      Date.parse(slot.start),
      Date.parse(slot.end),
      settings.bufferMinutes * 60_000,
    );
    await recordTimelineEvent(trx, repo.INSPECTION_STORE, row.id, {
      at,
      actor,
      kind: 'created',
      toStatus: 'scheduled',
      reason: `${inspectionType.name} inspection booked for ${slot.day} ${slot.time}`,
    });
    await enqueueInspectionMail(deps.outbox, trx, INSPECTION_TEMPLATES.booked, row);
    if (staff)
      await recordActivity(trx, {
        at: deps.clock(),
        actor: staff,
        action: 'inspection.book',
        subject: subjectOf(application.permitNumber, row),
        after: { day: slot.day, time: slot.time, inspectionType: inspectionType.name },
      });
  });
  if (!booked.ok) return answerFailedChange(deps, context.value, booked.error, 'book');
  return ok(toBooking(row, settings, deps.clock()));
}

/** A cancelled booking's link says so, and the page offers a new time; no booking is "not found". */
async function whyNothingScheduled(
  deps: InspectionDeps,
  applicationId: string,
): Promise<'INSPECTION_CANCELLED' | 'INSPECTION_NOT_FOUND'> {
  const latest = await repo.findLatestInspection(deps.db, applicationId);
  return latest?.status === 'cancelled' ? 'INSPECTION_CANCELLED' : 'INSPECTION_NOT_FOUND';
}

/** Why a locked inspection can no longer be changed: cancelled, or completed meanwhile. */
function whyNotScheduled(row: InspectionRow | undefined): ErrorCode {
  if (!row) return 'INSPECTION_NOT_FOUND';
  return row.status === 'cancelled' ? 'INSPECTION_CANCELLED' : 'INSPECTION_NOT_SCHEDULED';
}

type LockedChange<T> = { ok: true; value: T } | { ok: false; code: ErrorCode };

/**
 * The application's scheduled inspection that the caller may move or cancel: the applicant until
 * the cut-off, staff (`isStaff`) at any time; otherwise the answer to give.
 */
async function findChangeable(
  deps: InspectionDeps,
  statusToken: string,
  isStaff: boolean,
): Promise<
  { ok: true; context: BookingContext; current: InspectionRow } | { ok: false; answer: SlotResult }
> {
  const context = await loadContext(deps, statusToken);
  if (!context.ok) return { ok: false, answer: context };
  const { application, settings } = context.value;
  const current = await repo.findScheduledInspection(deps.db, application.id);
  if (!current)
    return {
      ok: false,
      answer: await lostTo(deps, context.value, await whyNothingScheduled(deps, application.id)),
    };
  if (!isStaff && !canChangeOnline(current, settings, deps.clock()))
    return { ok: false, answer: fail('INSPECTION_NOT_CHANGEABLE') };
  return { ok: true, context: context.value, current };
}

/**
 * Inside a move's or a cancel's transaction: counts the applicant's change, then locks the
 * inspection and reads it again. A cancel or a result that got there first wins.
 */
async function lockChangeable(
  trx: Transaction<Database>,
  deps: InspectionDeps,
  context: BookingContext,
  current: InspectionRow,
  actor: string,
  isStaff: boolean,
): Promise<LockedChange<InspectionRow>> {
  await countApplicantChange(trx, deps, context.application.id, actor);
  const locked = await repo.lockInspection(trx, current.id);
  if (locked?.status !== 'scheduled') return fail(whyNotScheduled(locked));
  if (!isStaff && !canChangeOnline(locked, context.settings, deps.clock()))
    return fail('INSPECTION_NOT_CHANGEABLE');
  return ok(locked);
}

/**
 * The answer to a change whose transaction threw: the daily cap, a second booking of the
 * application (a booking), a slot claimed meanwhile (a booking or a move), or a conflict the retries
 * did not resolve. Anything else is a bug and is thrown.
 */
async function answerFailedChange(
  deps: InspectionDeps,
  context: BookingContext,
  error: unknown,
  change: 'book' | 'move' | 'cancel',
): Promise<SlotResult> {
  if (error instanceof BookingChangesLimited) return fail('INSPECTION_CHANGES_LIMITED');
  if (change === 'book' && repo.isSecondScheduledInspection(error))
    return lostTo(deps, context, 'INSPECTION_ALREADY_BOOKED');
  if (change !== 'cancel' && repo.isUniqueViolation(error))
    return { ...fail('SLOT_TAKEN'), nextSlots: await nextSlotsAfterLoss(deps, context) };
  if (isTransactionConflictError(error)) return lostTo(deps, context, 'CHANGED_MEANWHILE');
  throw error;
}

/** The answer to a move or a cancel: the booking as changed, or why it was not. */
async function answerLockedChange(
  deps: InspectionDeps,
  context: BookingContext,
  changed: Awaited<ReturnType<typeof runChange<LockedChange<InspectionRow>>>>,
  change: 'move' | 'cancel',
): Promise<SlotResult> {
  if (!changed.ok) return answerFailedChange(deps, context, changed.error, change);
  if (!changed.value.ok) return lostTo(deps, context, changed.value.code);
  return ok(toBooking(changed.value.value, context.settings, deps.clock()));
}

/**
 * Moves the scheduled inspection to `start`, raising its sequence. The applicant may do so until
 * the cut-off; staff (`isStaff`) at any time. Inside the transaction the row is locked first and
 * read again: a cancel or a result that got there first wins, and this move answers what
 * happened. Only the time columns are written, while the row is still scheduled.
 */
export async function rescheduleInspection(
  deps: InspectionDeps,
  statusToken: string,
  start: string,
  actor: string,
  isStaff = false,
  staff?: ActivityActor,
): Promise<SlotResult> {
  const found = await findChangeable(deps, statusToken, isStaff);
  if (!found.ok) return found.answer;
  const { context, current } = found;
  const { application, settings } = context;
  const slot = await findChosenSlot(deps, context, start, current.id);
  if (!slot)
    return {
      ...fail('SLOT_NOT_AVAILABLE'),
      nextSlots: await nextSlotsAfterLoss(deps, context),
    };
  const at = nowIso(deps);
  const changed = await runChange(deps, async (trx): Promise<LockedChange<InspectionRow>> => {
    const found = await lockChangeable(trx, deps, context, current, actor, isStaff);
    if (!found.ok) return found;
    const locked = found.value;
    const moved: InspectionRow = {
      ...locked,
      startsAt: slot.start,
      endsAt: slot.end,
      sequence: Number(locked.sequence) + 1,
      updatedAt: at,
    };
    await repo.releaseCells(trx, locked.id);
    await repo.claimCells(
      trx,
      locked,
      Date.parse(slot.start),
      Date.parse(slot.end),
      settings.bufferMinutes * 60_000,
    );
    if (!(await repo.moveInspectionTime(trx, locked.id, moved)))
      throw new Error(`Inspection ${locked.id} changed while locked`);
    await recordTimelineEvent(trx, repo.INSPECTION_STORE, locked.id, {
      at,
      actor,
      kind: 'rescheduled',
      reason: `Moved to ${slot.day} ${slot.time}`,
    });
    await enqueueInspectionMail(deps.outbox, trx, INSPECTION_TEMPLATES.moved, moved);
    if (staff)
      await recordStaffChange(trx, deps, staff, 'inspection.move', application, locked, {
        day: slot.day,
        time: slot.time,
      });
    return ok(moved);
  });
  return answerLockedChange(deps, context, changed, 'move');
}

/**
 * Cancels the scheduled inspection and frees its time; until the cut-off unless staff. The row is
 * locked first, then moved through `transition()`, then its slot claims are released: the same
 * order as a move, so the two never deadlock.
 */
export async function cancelInspection(
  deps: InspectionDeps,
  statusToken: string,
  actor: string,
  isStaff = false,
  staff?: ActivityActor,
): Promise<SlotResult> {
  const found = await findChangeable(deps, statusToken, isStaff);
  if (!found.ok) return found.answer;
  const { context, current } = found;
  const { application } = context;
  const at = nowIso(deps);
  const changed = await runChange(deps, async (trx): Promise<LockedChange<InspectionRow>> => {
    const found = await lockChangeable(trx, deps, context, current, actor, isStaff);
    if (!found.ok) return found;
    const locked = found.value;
    const sequence = Number(locked.sequence) + 1;
    const moved = await repo.moveInspection(trx, locked.id, 'cancelled', {
      actor,
      at,
      reason: isStaff ? 'Cancelled by staff for the applicant' : 'Cancelled by the applicant',
      changes: { sequence },
    });
    if (!moved.moved) return fail(whyNotScheduled(locked));
    await repo.releaseCells(trx, locked.id);
    const cancelled: InspectionRow = { ...locked, status: 'cancelled', sequence, updatedAt: at };
    await enqueueInspectionMail(deps.outbox, trx, INSPECTION_TEMPLATES.cancelled, cancelled);
    if (staff) await recordStaffChange(trx, deps, staff, 'inspection.cancel', application, locked);
    return ok(cancelled);
  });
  return answerLockedChange(deps, context, changed, 'cancel');
}
