/**
 * What the applicant's private link can book and shows: the application's booking context, its
 * free times, its booking, the booking page and the status page's inspection line.
 */
import { fail, ok, type Result } from '#domain/errors.ts';
import {
  findFirstInspectionType,
  type InspectionSettings,
  type InspectionType,
} from '#domain/inspections/inspection-settings.ts';
import { toDistrictWallClock, type FreeSlot } from '#domain/inspections/inspection-slots.ts';
import { INSPECTION_MACHINE } from '#domain/inspections/inspection-status.ts';
import {
  MAX_LISTED_SLOTS,
  inspectionPagePath,
  type Booking,
} from '#domain/inspections/inspections-api.ts';
import { CLEARING_OUTCOMES, REINSPECTION_OUTCOMES } from '#domain/inspections/inspection-result.ts';
import { isPermitValid } from '#domain/permits/payment-status.ts';
import type { PermitInspectionLink } from '#domain/permits/permit-status.ts';
import { readApplicantEntries } from './applicant-entries.ts';
import { computeFreeSlots } from './inspection-availability.service.ts';
import type { InspectionDeps } from './inspections.deps.ts';
import * as repo from './inspections.repo.ts';
import type { InspectionRow } from './inspections.tables.ts';

const HOUR_MS = 3_600_000;

export interface BookingContext {
  application: NonNullable<Awaited<ReturnType<typeof repo.findApplication>>>;
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
export async function loadContext(
  deps: InspectionDeps,
  statusToken: string,
): Promise<Result<BookingContext>> {
  const application = await repo.findApplication(deps.db, { statusToken });
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

export function toBooking(row: InspectionRow, settings: InspectionSettings, now: Date): Booking {
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
    language: row.language,
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
