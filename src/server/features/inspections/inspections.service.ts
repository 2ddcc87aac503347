import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { fail, ok, type ErrorCode, type Result } from '#domain/errors.ts';
import { addDaysToDay } from '#domain/calendar/availability.ts';
import {
  INSPECTION_PERMIT_TYPES,
  findFirstInspectionType,
  type InspectionSettings,
  type InspectionType,
} from '#domain/inspections/inspection-settings.ts';
import {
  findFreeSlots,
  isCoveredByAvailability,
  toAvailabilityIntervals,
  toDistrictInstant,
  toDistrictWallClock,
  type FreeSlot,
} from '#domain/inspections/inspection-slots.ts';
import {
  DISTRICT_INSPECTOR_ID,
  INSPECTION_MACHINE,
} from '#domain/inspections/inspection-status.ts';
import {
  MAX_APPLICANT_BOOKING_CHANGES_PER_DAY,
  MAX_BOOKING_SEARCH_RESULTS,
  MAX_LISTED_SLOTS,
  NEXT_SLOTS_AFTER_LOSS,
  MY_INSPECTIONS_DAYS,
  inspectionPagePath,
  type Booking,
  type MyInspection,
  type MyInspections,
  type StaffBookingMatch,
} from '#domain/inspections/inspections-api.ts';
import { CLEARING_OUTCOMES, REINSPECTION_OUTCOMES } from '#domain/inspections/inspection-result.ts';
import { isPermitValid } from '#domain/permits/payment-status.ts';
import type { PermitInspectionLink } from '#domain/permits/permit-status.ts';
import {
  PERMIT_FIELDS,
  PERMIT_FORM_TITLES,
  type PermitFormType,
} from '#domain/permits/permit-fields.ts';
import type { Database } from '#server/db/database.ts';
import {
  isTransactionConflictError,
  retryTransactionConflicts,
} from '#server/db/database-errors.ts';
import { createDatabaseCounters } from '#server/plugins/rate-limit-store.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import { recordTimelineEvent } from '#server/status/status-transition.ts';
import { readApplicantEntries } from './applicant-entries.ts';
import type { InspectionDeps } from './inspection-deps.ts';
import { INSPECTION_TEMPLATES, enqueueInspectionMail } from './inspection-mail.ts';
import { buildInspectorFeed } from './inspection-ics.ts';
import { readWorkingCalendar } from '#server/working-calendar/working-calendar.repo.ts';
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

function nowIso(deps: InspectionDeps): string {
  return deps.clock().toISOString();
}

export async function updateInspectionSettings(
  deps: InspectionDeps,
  settings: InspectionSettings,
  actor: string,
): Promise<void> {
  await repo.saveInspectionSettings(deps.db, settings, nowIso(deps), actor);
}

interface BookingContext {
  application: NonNullable<Awaited<ReturnType<typeof repo.findApplicationByStatusToken>>>;
  settings: InspectionSettings;
  inspectionType: InspectionType;
  /** The inspection this booking re-inspects (after Corrections required or Failed). */
  reinspectionOf: string | null;
  /** A passing result is recorded: nothing is left to book. */
  isCleared: boolean;
  /** The latest result granted a temporary clearance: the follow-up visit is left to book. */
  isTemporary: boolean;
}

/** The inspection type a re-inspection books, when the district keeps it. */
export const REINSPECTION_TYPE_ID = 're-inspection';

/** The paid application behind the link, when its permit type needs an inspection. */
async function loadContext(
  deps: InspectionDeps,
  statusToken: string,
): Promise<Result<BookingContext>> {
  const application = await repo.findApplicationByStatusToken(deps.db, statusToken);
  if (!application?.permitNumber) return fail('NOT_FOUND');
  const settings = await repo.readInspectionSettings(deps.db);
  const firstType = findFirstInspectionType(settings, application.formType);
  if (!firstType || !application.paidAt || !isPermitValid(application.status))
    return fail('INSPECTION_NOT_NEEDED');
  // After Corrections required or Failed, the next booking is a re-inspection linked to it;
  // after a pass there is nothing left to book; after No access the same visit is booked again.
  const latest = await repo.findLatestResult(deps.db, application.id);
  // A temporary clearance (a pass with clearance days) still needs the follow-up visit its
  // reminder asks for (decision 306): it books like a re-inspection, linked to the visit.
  const isTemporary =
    latest !== undefined &&
    CLEARING_OUTCOMES.includes(latest.outcome) &&
    Number(latest.temporaryClearanceDays ?? 0) > 0;
  const isCleared =
    latest !== undefined && CLEARING_OUTCOMES.includes(latest.outcome) && !isTemporary;
  if (latest && (isTemporary || REINSPECTION_OUTCOMES.includes(latest.outcome))) {
    const inspectionType =
      settings.inspectionTypes.find((type) => type.id === REINSPECTION_TYPE_ID) ?? firstType;
    return ok({
      application,
      settings,
      inspectionType,
      reinspectionOf: latest.id,
      isCleared,
      isTemporary,
    });
  }
  return ok({
    application,
    settings,
    inspectionType: firstType,
    reinspectionOf: null,
    isCleared,
    isTemporary,
  });
}

/**
 * Free slots for `inspectionType`, read from the database: the availability blocks and bookings
 * from today to the horizon, then the pure computation. `ignoreInspectionId` leaves an
 * inspection's own time free while it is being moved.
 */
export async function computeFreeSlots(
  deps: Pick<InspectionDeps, 'db' | 'clock'>,
  settings: InspectionSettings,
  inspectionType: InspectionType,
  options: { limit?: number; ignoreInspectionId?: string } = {},
): Promise<FreeSlot[]> {
  const now = deps.clock();
  const today = toDistrictWallClock(now.getTime()).day;
  const lastDay = addDaysToDay(today, settings.horizonDays + 1);
  const [blocks, bookings, calendar] = await Promise.all([
    repo.listAvailabilityBlocks(deps.db, addDaysToDay(today, -1), lastDay),
    listBookings(deps, now, lastDay, options.ignoreInspectionId),
    readWorkingCalendar(deps.db),
  ]);
  return findFreeSlots({
    blocks,
    bookings,
    rules: { ...settings, durationMinutes: inspectionType.durationMinutes },
    calendar,
    now,
    ...(options.limit === undefined ? {} : { limit: options.limit }),
  });
}

function listBookings(
  deps: Pick<InspectionDeps, 'db' | 'clock'>,
  now: Date,
  lastDay: string,
  ignoreInspectionId: string | undefined,
) {
  return repo.listBookedIntervals(
    deps.db,
    DISTRICT_INSPECTOR_ID,
    new Date(now.getTime() - 24 * HOUR_MS).toISOString(),
    `${addDaysToDay(lastDay, 1)}T12:00:00.000Z`,
    ignoreInspectionId,
  );
}

export async function listSlotsForApplication(
  deps: InspectionDeps,
  statusToken: string,
): Promise<Result<{ inspectionType: InspectionType; slots: FreeSlot[] }>> {
  const context = await loadContext(deps, statusToken);
  if (!context.ok) return context;
  const { settings, inspectionType, application } = context.value;
  const scheduled = await repo.findScheduledInspection(deps.db, application.id);
  const slots = await computeFreeSlots(deps, settings, inspectionType, {
    limit: MAX_LISTED_SLOTS,
    ...(scheduled ? { ignoreInspectionId: scheduled.id } : {}),
  });
  return ok({ inspectionType, slots });
}

function toBooking(row: InspectionRow, settings: InspectionSettings, now: Date): Booking {
  const wallClock = toDistrictWallClock(Date.parse(row.startsAt));
  return {
    id: row.id,
    status: row.status,
    statusText: INSPECTION_MACHINE.labels[row.status],
    inspectionType: row.inspectionTypeName,
    start: row.startsAt,
    end: row.endsAt,
    day: wallClock.day,
    time: wallClock.time,
    sequence: Number(row.sequence),
    canChange: canChangeOnline(row, settings, now),
  };
}

/** Applicants may move or cancel a scheduled inspection until the district's cut-off. */
export function canChangeOnline(row: InspectionRow, settings: InspectionSettings, now: Date) {
  return (
    row.status === 'scheduled' &&
    now.getTime() <= Date.parse(row.startsAt) - settings.changeCutoffHours * HOUR_MS
  );
}

export async function findBookingForApplication(
  deps: InspectionDeps,
  statusToken: string,
): Promise<Result<Booking | null>> {
  const context = await loadContext(deps, statusToken);
  if (!context.ok) return context;
  const latest = await repo.findLatestInspection(deps.db, context.value.application.id);
  return ok(latest ? toBooking(latest, context.value.settings, deps.clock()) : null);
}

/** The activity log's subject of a staff change: the inspection, its permit and its id. */
function subjectOf(permitNumber: string | null, row: InspectionRow): string {
  return `${row.inspectionTypeName} inspection, permit ${permitNumber ?? ''} (${row.id})`;
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
  if (!booked.ok) {
    if (booked.error instanceof BookingChangesLimited) return fail('INSPECTION_CHANGES_LIMITED');
    if (repo.isSecondScheduledInspection(booked.error))
      return lostTo(deps, context.value, 'INSPECTION_ALREADY_BOOKED');
    if (repo.isUniqueViolation(booked.error))
      return { ...fail('SLOT_TAKEN'), nextSlots: await nextSlotsAfterLoss(deps, context.value) };
    if (isTransactionConflictError(booked.error))
      return lostTo(deps, context.value, 'CHANGED_MEANWHILE');
    throw booked.error;
  }
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
  const context = await loadContext(deps, statusToken);
  if (!context.ok) return context;
  const { application, settings } = context.value;
  const current = await repo.findScheduledInspection(deps.db, application.id);
  if (!current) return lostTo(deps, context.value, await whyNothingScheduled(deps, application.id));
  if (!isStaff && !canChangeOnline(current, settings, deps.clock()))
    return fail('INSPECTION_NOT_CHANGEABLE');
  const slot = await findChosenSlot(deps, context.value, start, current.id);
  if (!slot)
    return {
      ...fail('SLOT_NOT_AVAILABLE'),
      nextSlots: await nextSlotsAfterLoss(deps, context.value),
    };
  const at = nowIso(deps);
  const changed = await runChange(deps, async (trx): Promise<LockedChange<InspectionRow>> => {
    await countApplicantChange(trx, deps, application.id, actor);
    const locked = await repo.lockInspection(trx, current.id);
    if (locked?.status !== 'scheduled') return fail(whyNotScheduled(locked));
    if (!isStaff && !canChangeOnline(locked, settings, deps.clock()))
      return fail('INSPECTION_NOT_CHANGEABLE');
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
    if (staff) {
      const before = toDistrictWallClock(Date.parse(locked.startsAt));
      await recordActivity(trx, {
        at: deps.clock(),
        actor: staff,
        action: 'inspection.move',
        subject: subjectOf(application.permitNumber, locked),
        before: { day: before.day, time: before.time },
        after: { day: slot.day, time: slot.time },
      });
    }
    return ok(moved);
  });
  if (!changed.ok) {
    if (changed.error instanceof BookingChangesLimited) return fail('INSPECTION_CHANGES_LIMITED');
    if (repo.isUniqueViolation(changed.error))
      return { ...fail('SLOT_TAKEN'), nextSlots: await nextSlotsAfterLoss(deps, context.value) };
    if (isTransactionConflictError(changed.error))
      return lostTo(deps, context.value, 'CHANGED_MEANWHILE');
    throw changed.error;
  }
  if (!changed.value.ok) return lostTo(deps, context.value, changed.value.code);
  return ok(toBooking(changed.value.value, settings, deps.clock()));
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
  const context = await loadContext(deps, statusToken);
  if (!context.ok) return context;
  const { application, settings } = context.value;
  const current = await repo.findScheduledInspection(deps.db, application.id);
  if (!current) return lostTo(deps, context.value, await whyNothingScheduled(deps, application.id));
  if (!isStaff && !canChangeOnline(current, settings, deps.clock()))
    return fail('INSPECTION_NOT_CHANGEABLE');
  const at = nowIso(deps);
  const changed = await runChange(deps, async (trx): Promise<LockedChange<InspectionRow>> => {
    await countApplicantChange(trx, deps, application.id, actor);
    const locked = await repo.lockInspection(trx, current.id);
    if (locked?.status !== 'scheduled') return fail(whyNotScheduled(locked));
    if (!isStaff && !canChangeOnline(locked, settings, deps.clock()))
      return fail('INSPECTION_NOT_CHANGEABLE');
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
    if (staff) {
      const before = toDistrictWallClock(Date.parse(locked.startsAt));
      await recordActivity(trx, {
        at: deps.clock(),
        actor: staff,
        action: 'inspection.cancel',
        subject: subjectOf(application.permitNumber, locked),
        before: { day: before.day, time: before.time },
      });
    }
    return ok(cancelled);
  });
  if (!changed.ok) {
    if (changed.error instanceof BookingChangesLimited) return fail('INSPECTION_CHANGES_LIMITED');
    if (isTransactionConflictError(changed.error))
      return lostTo(deps, context.value, 'CHANGED_MEANWHILE');
    throw changed.error;
  }
  if (!changed.value.ok) return lostTo(deps, context.value, changed.value.code);
  return ok(toBooking(changed.value.value, settings, deps.clock()));
}

export interface BookingPageData {
  permitNumber: string;
  inspectionType: InspectionType;
  address: string;
  booking: Booking | null;
  slots: FreeSlot[];
  /** The re-inspection fee to pay before booking, when one is due. */
  feeDue: { payUrl: string; amountCents: number } | null;
  applicantName: string;
  phone: string;
  /** A passing result is recorded: nothing is left to book. */
  isCleared: boolean;
}

/** What the booking page shows: the application, its latest booking and the free times. */
export async function loadBookingPage(
  deps: InspectionDeps,
  statusToken: string,
): Promise<Result<BookingPageData>> {
  const context = await loadContext(deps, statusToken);
  if (!context.ok) return context;
  const { application, settings, inspectionType, reinspectionOf } = context.value;
  const latest = await repo.findLatestInspection(deps.db, application.id);
  const feeDue = reinspectionOf
    ? ((await repo.findUnpaidReinspectionFee(deps.db, reinspectionOf)) ?? null)
    : null;
  const booking = latest ? toBooking(latest, settings, deps.clock()) : null;
  const slots = await computeFreeSlots(deps, settings, inspectionType, {
    limit: MAX_LISTED_SLOTS,
    ...(latest?.status === 'scheduled' ? { ignoreInspectionId: latest.id } : {}),
  });
  const entries = readApplicantEntries(application.formType, application.formData);
  return ok({
    permitNumber: application.permitNumber ?? '',
    inspectionType,
    address: entries.address,
    applicantName: application.applicantName,
    phone: entries.phone,
    isCleared: context.value.isCleared,
    booking,
    feeDue: feeDue ? { payUrl: feeDue.payUrl, amountCents: Number(feeDue.amountCents) } : null,
    slots: context.value.isCleared
      ? []
      : booking?.status === 'scheduled'
        ? slots.filter((slot) => slot.start !== booking.start)
        : slots,
  });
}

/** The status page's inspection line: what is booked and where to book or change it. */
export async function describeInspectionForStatus(
  deps: InspectionDeps,
  statusToken: string,
): Promise<PermitInspectionLink | null> {
  const context = await loadContext(deps, statusToken);
  if (!context.ok) return null;
  const latest = await repo.findLatestInspection(deps.db, context.value.application.id);
  const url = inspectionPagePath(statusToken);
  const needs = `This permit needs a ${context.value.inspectionType.name.toLowerCase()} inspection by the Fire Marshal.`;
  if (!latest) return { text: needs, linkText: 'Book your inspection', url };
  const { day, time } = toDistrictWallClock(Date.parse(latest.startsAt));
  if (latest.status === 'cancelled') {
    return {
      text: `Your inspection for ${day} at ${time} (Mountain Time) was cancelled. ${needs}`,
      linkText: 'Book your inspection',
      url,
    };
  }
  if (latest.status === 'scheduled') {
    return {
      text: `Inspection booked for ${day} at ${time} (Mountain Time).`,
      linkText: 'See, move or cancel your inspection',
      url,
    };
  }
  if (context.value.reinspectionOf === latest.id && context.value.isTemporary) {
    return {
      text: `Inspected on ${day}: a temporary clearance was granted until the follow-up inspection.`,
      linkText: 'Book your follow-up inspection',
      url,
    };
  }
  if (context.value.reinspectionOf === latest.id) {
    return {
      text: `Inspected on ${day}: the work needs a re-inspection.`,
      linkText: 'Book your re-inspection',
      url,
    };
  }
  return { text: `Inspected on ${day}.`, linkText: 'See your inspection', url };
}

/** An inspection a deleted availability block would leave without the marshal's time. */
export interface AffectedInspection {
  id: string;
  permitNumber: string;
  applicantName: string;
  inspectionType: string;
  day: string;
  time: string;
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The scheduled inspections inside availability block `eventId` that no other block covers: what
 * deleting the block takes away (decision 171). Staff see this list before they confirm.
 */
export async function findInspectionsLosingBlock(
  db: Db,
  eventId: string,
): Promise<AffectedInspection[]> {
  const event = await db
    .selectFrom('calendarEvents')
    .select(['id', 'startDate', 'endDate', 'startTime', 'endTime', 'isMultiDay'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) return [];
  const settings = await repo.readInspectionSettings(db);
  const block = { ...event, isMultiDay: Number(event.isMultiDay) === 1 };
  const from = toDistrictInstant(event.startDate, '00:00');
  const to = toDistrictInstant(addDaysToDay(event.endDate, 1), '00:00');
  const booked = await repo.listScheduledBetween(
    db,
    new Date(from - 24 * HOUR_MS).toISOString(),
    new Date(to).toISOString(),
  );
  // Each booking is compared with the block's days around it only: a block may span years.
  const inside = booked.filter((row) => {
    const startMs = Date.parse(row.startsAt);
    const endMs = Date.parse(row.endsAt);
    const days = {
      from: addDaysToDay(toDistrictWallClock(startMs).day, -1),
      to: addDaysToDay(toDistrictWallClock(endMs).day, 1),
    };
    return toAvailabilityIntervals(block, settings, days).some(
      (interval) => startMs < interval.end && endMs > interval.start,
    );
  });
  if (inside.length === 0) return [];
  const others = (
    await repo.listAvailabilityBlocksWithIds(
      db,
      addDaysToDay(event.startDate, -1),
      addDaysToDay(event.endDate, 1),
    )
  ).filter((other) => other.id !== eventId);
  const affected: AffectedInspection[] = [];
  for (const row of inside) {
    if (isCoveredByAvailability(others, settings, Date.parse(row.startsAt), Date.parse(row.endsAt)))
      continue;
    const application = await repo.findApplicationById(db, row.applicationId);
    const { day, time } = toDistrictWallClock(Date.parse(row.startsAt));
    affected.push({
      id: row.id,
      permitNumber: application?.permitNumber ?? '',
      applicantName: application?.applicantName ?? '',
      inspectionType: row.inspectionTypeName,
      day,
      time,
    });
  }
  return affected;
}

/**
 * Called in the transaction that deletes availability block `eventId`, before the delete:
 * cancels the inspections only that block covered, frees their time, and e-mails each applicant
 * the cancellation with a link to book a new time (decision 171). Nothing is dropped silently.
 */
export async function cancelInspectionsLosingBlock(
  deps: Pick<InspectionDeps, 'outbox' | 'clock'>,
  trx: Transaction<Database>,
  eventId: string,
  actor: string,
): Promise<number> {
  const affected = await findInspectionsLosingBlock(trx, eventId);
  const at = deps.clock().toISOString();
  // Several rows are locked in one order, by id, as every change locks them (decision 296).
  for (const id of affected.map((inspection) => inspection.id).sort()) {
    const row = await repo.lockInspection(trx, id);
    if (row?.status !== 'scheduled') continue;
    const sequence = Number(row.sequence) + 1;
    const moved = await repo.moveInspection(trx, row.id, 'cancelled', {
      actor,
      at,
      reason: 'The Fire Marshal’s availability for this time was withdrawn',
      changes: { sequence },
    });
    if (!moved.moved) continue;
    await repo.releaseCells(trx, row.id);
    await enqueueInspectionMail(deps.outbox, trx, INSPECTION_TEMPLATES.cancelled, {
      ...row,
      sequence,
    });
  }
  return affected.length;
}

/** An OpenStreetMap search for the address (no API key, no tracking script). */
export function mapUrlOf(address: string): string {
  const url = new URL('https://www.openstreetmap.org/search');
  url.searchParams.set('query', `${address}, Utah`);
  return url.toString();
}

/** Form fields the marshal's day shows apart: already on the card as address, name, phone. */
const SHOWN_APART = new Set([
  'address',
  'serviceAddress',
  'fullName',
  'applicantName',
  'email',
  'applicantEmail',
  'cost',
]);

function applicantEntriesOf(formType: PermitFormType, formData: string) {
  const data = JSON.parse(formData) as Record<string, unknown>;
  return PERMIT_FIELDS[formType]
    .filter((field) => !SHOWN_APART.has(field.name))
    .flatMap((field) => {
      const value = data[field.name];
      if (value === undefined || value === null || value === '') return [];
      return [{ label: field.label, value: String(value) }];
    });
}

async function describeForInspector(
  deps: Pick<InspectionDeps, 'db'>,
  rows: InspectionRow[],
): Promise<MyInspection[]> {
  const inspections: MyInspection[] = [];
  for (const row of rows) {
    const application = await repo.findApplicationById(deps.db, row.applicationId);
    if (!application) continue;
    const { address, phone } = readApplicantEntries(application.formType, application.formData);
    const start = toDistrictWallClock(Date.parse(row.startsAt));
    inspections.push({
      id: row.id,
      day: start.day,
      time: start.time,
      endTime: toDistrictWallClock(Date.parse(row.endsAt)).time,
      inspectionType: row.inspectionTypeName,
      permitNumber: application.permitNumber ?? '',
      permitTitle: PERMIT_FORM_TITLES[application.formType],
      applicantName: application.applicantName,
      address,
      mapUrl: mapUrlOf(address),
      phone,
      applicantEntries: applicantEntriesOf(application.formType, application.formData),
    });
  }
  return inspections;
}

/**
 * Today's and the coming days' scheduled inspections, by day and in visiting order (start time),
 * each with what the marshal needs at the door.
 */
export async function listMyInspections(
  deps: Pick<InspectionDeps, 'db' | 'clock'>,
): Promise<MyInspections> {
  const now = deps.clock();
  const today = toDistrictWallClock(now.getTime()).day;
  const todayStart = new Date(toDistrictInstant(today, '00:00')).toISOString();
  const rows = await repo.listScheduledBetween(
    deps.db,
    todayStart,
    new Date(toDistrictInstant(addDaysToDay(today, MY_INSPECTIONS_DAYS), '00:00')).toISOString(),
  );
  const inspections = await describeForInspector(deps, rows);
  const waiting = await describeForInspector(
    deps,
    await repo.listScheduledBetween(deps.db, '0000', todayStart),
  );
  const days: MyInspections['days'] = [];
  for (const inspection of inspections) {
    const last = days.at(-1);
    if (last?.day === inspection.day) last.inspections.push(inspection);
    else days.push({ day: inspection.day, inspections: [inspection] });
  }
  return { waiting, days };
}

function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new private feed token for the inspector; every earlier one stops working. */
export async function issueFeedToken(
  deps: Pick<InspectionDeps, 'db' | 'clock'>,
  actor: string,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('inspectionFeedTokens')
      .where('inspectorId', '=', DISTRICT_INSPECTOR_ID)
      .execute();
    await trx
      .insertInto('inspectionFeedTokens')
      .values({
        tokenHash: hashFeedToken(token),
        inspectorId: DISTRICT_INSPECTOR_ID,
        createdAt: deps.clock().toISOString(),
        createdBy: actor,
      })
      .execute();
  });
  return token;
}

export async function revokeFeedTokens(deps: Pick<InspectionDeps, 'db'>): Promise<void> {
  await deps.db
    .deleteFrom('inspectionFeedTokens')
    .where('inspectorId', '=', DISTRICT_INSPECTOR_ID)
    .execute();
}

/** The inspector's bookings from a week ago on as iCalendar, or null for an unknown token. */
export async function renderInspectorFeed(
  deps: Pick<InspectionDeps, 'db' | 'clock'>,
  token: string,
  options: { uidDomain: string; districtName: string },
): Promise<string | null> {
  const found = await deps.db
    .selectFrom('inspectionFeedTokens')
    .select('inspectorId')
    .where('tokenHash', '=', hashFeedToken(token))
    .executeTakeFirst();
  if (!found) return null;
  const now = deps.clock().getTime();
  const rows = await repo.listScheduledBetween(
    deps.db,
    new Date(now - 7 * 24 * HOUR_MS).toISOString(),
    new Date(now + 400 * 24 * HOUR_MS).toISOString(),
  );
  const events = [];
  for (const row of rows) {
    const application = await repo.findApplicationById(deps.db, row.applicationId);
    if (!application) continue;
    const { address, phone } = readApplicantEntries(application.formType, application.formData);
    events.push({
      uid: `inspection-${row.id}@${options.uidDomain}`,
      sequence: Number(row.sequence),
      start: row.startsAt,
      end: row.endsAt,
      summary: `${row.inspectionTypeName}: ${application.permitNumber} (${application.applicantName})`,
      location: address,
      description: [`Phone: ${phone || 'not given'}`, `Map: ${mapUrlOf(address)}`].join('\n'),
    });
  }
  return buildInspectorFeed(events, {
    districtName: options.districtName,
    stamp: new Date(now).toISOString(),
  });
}

/** Applications staff may book for a caller, found by permit number, applicant name or address. */
export async function searchApplicationsForStaff(
  deps: Pick<InspectionDeps, 'db'>,
  text: string,
): Promise<StaffBookingMatch[]> {
  const settings = await repo.readInspectionSettings(deps.db);
  const formTypes = INSPECTION_PERMIT_TYPES.filter(
    (type) => settings.permitTypes[type].needsInspection,
  );
  if (formTypes.length === 0) return [];
  const needle = text.toLowerCase();
  const rows = await repo.searchApplicationsForBooking(
    deps.db,
    text,
    formTypes,
    MAX_BOOKING_SEARCH_RESULTS * 3,
  );
  return (
    rows
      .map((row) => ({
        permitNumber: row.permitNumber ?? '',
        permitTitle: PERMIT_FORM_TITLES[row.formType],
        applicantName: row.applicantName,
        address: readApplicantEntries(row.formType, row.formData).address,
      }))
      // The form matched anywhere; keep only a match on what the page shows.
      .filter((match) =>
        [match.permitNumber, match.applicantName, match.address].some((value) =>
          value.toLowerCase().includes(needle),
        ),
      )
      .slice(0, MAX_BOOKING_SEARCH_RESULTS)
  );
}
