/**
 * The marshal's availability as bookable time: the settings, the free slots computed from the
 * availability blocks and bookings, and what deleting a block does to the inspections inside it.
 */
import type { Kysely, Transaction } from 'kysely';
import { addDaysToDay } from '#domain/calendar/availability.ts';
import type {
  InspectionSettings,
  InspectionType,
} from '#domain/inspections/inspection-settings.ts';
import {
  findFreeSlots,
  isCoveredByAvailability,
  toAvailabilityIntervals,
  toDistrictInstant,
  toDistrictWallClock,
  type FreeSlot,
} from '#domain/inspections/inspection-slots.ts';
import { DISTRICT_INSPECTOR_ID } from '#domain/inspections/inspection-status.ts';
import type { Database } from '#server/db/database.ts';
import { readWorkingCalendar } from '#server/working-calendar/working-calendar.repo.ts';
import { nowIso, type InspectionDeps } from './inspections.deps.ts';
import { INSPECTION_TEMPLATES, enqueueInspectionMail } from './inspection-mail.ts';
import * as repo from './inspections.repo.ts';

const HOUR_MS = 3_600_000;

export async function updateInspectionSettings(
  deps: InspectionDeps,
  settings: InspectionSettings,
  actor: string,
): Promise<void> {
  await repo.saveInspectionSettings(deps.db, settings, nowIso(deps), actor);
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
    const application = await repo.findApplication(db, { id: row.applicationId });
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
