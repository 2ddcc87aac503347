/**
 * Inspection slot benchmark (issue 17): six months of weekday availability and 1,000 booked
 * inspections in a fresh store, then the time to answer the free slots of an inspection type:
 * the database reads plus the computation, and the computation alone. Not a test: it prints
 * figures for docs/performance.md (target: under 20 ms).
 *
 *   node scripts/bench-inspection-slots.ts                            # SQLite (in memory)
 *   DATABASE_URL=postgres://… node scripts/bench-inspection-slots.ts  # PostgreSQL (throwaway schema)
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { addDaysToDay } from '#domain/calendar/availability.ts';
import { DEFAULT_INSPECTION_SETTINGS } from '#domain/inspections/inspection-settings.ts';
import { findFreeSlots, toDistrictInstant } from '#domain/inspections/inspection-slots.ts';
import { DISTRICT_INSPECTOR_ID } from '#domain/inspections/inspection-status.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import * as repo from '#server/features/inspections/inspections.repo.ts';
import { readWorkingCalendar } from '#server/working-calendar/working-calendar.repo.ts';
import { computeFreeSlots } from '#server/features/inspections/inspection-availability.service.ts';
import { openBenchStore } from './bench-store.ts';

const FIRST_DAY = '2026-12-01';
const DAYS = 183;
const BOOKINGS = 1_000;
const RUNS = 30;

function isWeekday(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

const store = await openBenchStore();
await migrateToLatest(store.db);
const settings = { ...DEFAULT_INSPECTION_SETTINGS, horizonDays: DAYS, bufferMinutes: 15 };
const inspectionType = settings.inspectionTypes.find((type) => type.id === 're-inspection')!;
const now = new Date(toDistrictInstant(FIRST_DAY, '07:00'));
const at = now.toISOString();

let blocks = 0;
let bookings = 0;
await store.db.transaction().execute(async (trx) => {
  for (let offset = 0; offset < DAYS; offset += 1) {
    const day = addDaysToDay(FIRST_DAY, offset);
    if (!isWeekday(day)) continue;
    // Two blocks a day, the morning and the afternoon, as the marshal enters them.
    for (const [startTime, endTime] of [
      ['08:00', '12:00'],
      ['13:00', '17:00'],
    ] as const) {
      await trx
        .insertInto('calendarEvents')
        .values({
          id: randomUUID(),
          title: 'Inspections',
          startDate: day,
          endDate: day,
          startTime,
          endTime,
          description: '',
          isMultiDay: 0,
          createdAt: at,
          createdBy: null,
        })
        .execute();
      blocks += 1;
    }
    // Up to eight 30-minute inspections a day, one an hour, until there are 1,000.
    for (let hour = 8; hour < 17 && bookings < BOOKINGS; hour += 1) {
      if (hour === 12) continue;
      const start = toDistrictInstant(day, `${String(hour).padStart(2, '0')}:00`);
      await repo.insertInspection(trx, {
        id: randomUUID(),
        applicationId: randomUUID(),
        inspectionTypeId: inspectionType.id,
        inspectionTypeName: inspectionType.name,
        inspectorId: DISTRICT_INSPECTOR_ID,
        status: 'scheduled',
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 30 * 60_000).toISOString(),
        sequence: 0,
        reinspectionOf: null,
        language: 'en',
        createdAt: at,
        updatedAt: at,
      });
      bookings += 1;
    }
  }
});

const deps = { db: store.db, clock: () => now };
const lastDay = addDaysToDay(FIRST_DAY, DAYS + 1);
const loadedBlocks = await repo.listAvailabilityBlocks(store.db, FIRST_DAY, lastDay);
const loadedBookings = await repo.listBookedIntervals(
  store.db,
  DISTRICT_INSPECTOR_ID,
  at,
  `${lastDay}T23:59:59.000Z`,
);

function measure(label: string, run: () => Promise<number> | number) {
  return async () => {
    const times: number[] = [];
    let count = 0;
    for (let index = 0; index < RUNS + 3; index += 1) {
      const start = performance.now();
      count = await run();
      if (index >= 3) times.push(performance.now() - start); // the first runs warm caches
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
    const p95 = times[Math.ceil(times.length * 0.95) - 1]!;
    console.log(
      `${store.kind}  ${label.padEnd(44)} ${String(count).padStart(5)} slots  mean ${mean.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms`,
    );
  };
}

console.log(
  `${store.kind}: ${blocks} availability blocks over ${DAYS} days, ${bookings} booked inspections`,
);
await measure(
  'all free slots (database reads + computation)',
  async () => (await computeFreeSlots(deps, settings, inspectionType)).length,
)();
await measure(
  'first 60 free slots (the booking page)',
  async () => (await computeFreeSlots(deps, settings, inspectionType, { limit: 60 })).length,
)();
const calendar = await readWorkingCalendar(store.db);
await measure(
  'all free slots (computation only)',
  () =>
    findFreeSlots({
      blocks: loadedBlocks,
      bookings: loadedBookings,
      rules: { ...settings, durationMinutes: inspectionType.durationMinutes },
      calendar,
      now,
    }).length,
)();
await store.db.destroy();
await store.drop();
