import { tzOffset } from '@date-fns/tz';
import {
  addDaysToDay,
  endsAtNextMidnight,
  type CalendarDay,
  type ClockTime,
} from '#domain/calendar/availability.ts';
import { addBusinessDays, type WorkingCalendar } from '#domain/calendar/working-calendar.ts';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import { SLOT_GRID_MINUTES } from './inspection-settings.ts';

/**
 * Free inspection slots (issue 17): the Fire Marshal's availability blocks (the spec's calendar
 * events) minus booked inspections with their buffers, after the minimum notice and before the
 * booking horizon.
 *
 * Blocks are wall-clock times in America/Denver; slots are UTC instants, stepped in real minutes,
 * so a block on the day clocks fall back (2026-11-01) holds one hour more and a block on the day
 * they spring forward (2027-03-14) one hour less. A single-day block ending 00:00 ends at the next
 * midnight (spec §3). A multi-day block offers the working hours on each of its days.
 */

const MINUTE_MS = 60_000;
const GRID_MS = SLOT_GRID_MINUTES * MINUTE_MS;

export interface AvailabilityBlock {
  startDate: CalendarDay;
  endDate: CalendarDay;
  startTime: ClockTime;
  endTime: ClockTime;
  isMultiDay: boolean;
}

/** A booked inspection of the same inspector, as UTC milliseconds; `end` is exclusive. */
export interface BookedInterval {
  startMs: number;
  endMs: number;
}

export interface SlotRules {
  durationMinutes: number;
  bufferMinutes: number;
  minimumNoticeBusinessDays: number;
  horizonDays: number;
  workdayStart: ClockTime;
  workdayEnd: ClockTime;
}

export interface FreeSlot {
  /** ISO-8601 UTC instant. */
  start: string;
  end: string;
  /** The district's calendar day and wall-clock time of the start. */
  day: CalendarDay;
  time: ClockTime;
}

interface Interval {
  start: number;
  end: number;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function offsetMsAt(instantMs: number): number {
  return tzOffset(DISTRICT_TIME_ZONE, new Date(instantMs)) * MINUTE_MS;
}

/**
 * The UTC instant of `time` on `day` in America/Denver. A time the fall-back night has twice is
 * its first (daylight) occurrence; a time the spring-forward night skips moves one hour on, as
 * the clocks do. Reads the zone's offset rather than building a zoned date: slot lists convert
 * hundreds of times per request.
 */
export function toDistrictInstant(day: CalendarDay, time: ClockTime): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, date, hours, minutes);
  const first = asUtc - offsetMsAt(asUtc);
  const firstOffset = offsetMsAt(first);
  if (firstOffset === offsetMsAt(asUtc)) return first;
  const second = asUtc - firstOffset;
  return offsetMsAt(second) === firstOffset ? second : first;
}

/** The district's calendar day and wall-clock time at `instantMs`. */
export function toDistrictWallClock(instantMs: number): { day: CalendarDay; time: ClockTime } {
  const local = new Date(instantMs + offsetMsAt(instantMs));
  return {
    day: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

/**
 * The intervals a block offers, in UTC milliseconds. A multi-day block gives one interval a day;
 * `days` clips it to the days asked about, so a block years long costs only the days looked at
 * (issue 25).
 */
export function toAvailabilityIntervals(
  block: AvailabilityBlock,
  rules: Pick<SlotRules, 'workdayStart' | 'workdayEnd'>,
  days?: { from: CalendarDay; to: CalendarDay },
): Interval[] {
  if (block.isMultiDay) {
    const intervals: Interval[] = [];
    const first = days && days.from > block.startDate ? days.from : block.startDate;
    const last = days && days.to < block.endDate ? days.to : block.endDate;
    for (let day = first; day <= last; day = addDaysToDay(day, 1)) {
      intervals.push({
        start: toDistrictInstant(day, rules.workdayStart),
        end: toDistrictInstant(day, rules.workdayEnd),
      });
    }
    return intervals;
  }
  const start = toDistrictInstant(block.startDate, block.startTime);
  const end = endsAtNextMidnight(block)
    ? toDistrictInstant(addDaysToDay(block.startDate, 1), '00:00')
    : toDistrictInstant(block.startDate, block.endTime);
  return end > start ? [{ start, end }] : [];
}

function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

function alignUp(instantMs: number): number {
  return Math.ceil(instantMs / GRID_MS) * GRID_MS;
}

/**
 * The free slots of one inspector, earliest first, at most `limit` of them.
 *
 * A slot starts on the 15-minute grid, fits inside one availability interval, starts no earlier
 * than `now` and the first day the minimum notice allows (counted in business days of the
 * district's working calendar, so a legal holiday or a closure does not count), starts before the midnight ending the
 * horizon's last day, and keeps `bufferMinutes` clear of every booking on both sides. Slots in an
 * interval follow each other by the inspection's duration; after a booking the next one starts
 * when its buffer ends.
 */
export function findFreeSlots(input: {
  blocks: readonly AvailabilityBlock[];
  bookings: readonly BookedInterval[];
  rules: SlotRules;
  /** The district's working calendar (decision 299), for the minimum notice. */
  calendar: WorkingCalendar;
  now: Date;
  limit?: number;
}): FreeSlot[] {
  const { rules, now } = input;
  const limit = input.limit ?? Number.POSITIVE_INFINITY;
  const durationMs = rules.durationMinutes * MINUTE_MS;
  const bufferMs = rules.bufferMinutes * MINUTE_MS;
  const today = toDistrictWallClock(now.getTime()).day;
  const firstDay = addBusinessDays(today, rules.minimumNoticeBusinessDays, input.calendar);
  const earliest = Math.max(now.getTime(), toDistrictInstant(firstDay, '00:00'));
  const horizonEnd = toDistrictInstant(addDaysToDay(today, rules.horizonDays + 1), '00:00');

  // Only the days from today to the horizon's end can hold a slot.
  const days = { from: today, to: addDaysToDay(today, rules.horizonDays + 1) };
  const windows = mergeIntervals(
    input.blocks.flatMap((block) => toAvailabilityIntervals(block, rules, days)),
  ).filter((window) => window.end > earliest && window.start < horizonEnd);
  const busy = mergeIntervals(
    input.bookings.map((booking) => ({
      start: booking.startMs - bufferMs,
      end: booking.endMs + bufferMs,
    })),
  );

  const slots: FreeSlot[] = [];
  let next = 0;
  for (const window of windows) {
    let start = alignUp(Math.max(window.start, earliest));
    while (start + durationMs <= window.end && start < horizonEnd) {
      while (next < busy.length && busy[next]!.end <= start) next += 1;
      const blocking = busy[next];
      if (blocking && blocking.start < start + durationMs) {
        start = alignUp(blocking.end);
        continue;
      }
      const wallClock = toDistrictWallClock(start);
      slots.push({
        start: new Date(start).toISOString(),
        end: new Date(start + durationMs).toISOString(),
        day: wallClock.day,
        time: wallClock.time,
      });
      if (slots.length >= limit) return slots;
      start += durationMs;
    }
  }
  return slots;
}

/**
 * Whether `blocks` still cover an inspection from `startMs` to `endMs` in full: after a block is
 * deleted, an inspection another block still covers keeps its time.
 */
export function isCoveredByAvailability(
  blocks: readonly AvailabilityBlock[],
  rules: Pick<SlotRules, 'workdayStart' | 'workdayEnd'>,
  startMs: number,
  endMs: number,
): boolean {
  const days = {
    from: addDaysToDay(toDistrictWallClock(startMs).day, -1),
    to: addDaysToDay(toDistrictWallClock(endMs).day, 1),
  };
  return mergeIntervals(
    blocks.flatMap((block) => toAvailabilityIntervals(block, rules, days)),
  ).some((interval) => interval.start <= startMs && interval.end >= endMs);
}

/** Slots grouped by their district day, in order, for the booking list. */
export function groupSlotsByDay(
  slots: readonly FreeSlot[],
): Array<{ day: CalendarDay; slots: FreeSlot[] }> {
  const groups: Array<{ day: CalendarDay; slots: FreeSlot[] }> = [];
  for (const slot of slots) {
    const last = groups[groups.length - 1];
    if (last?.day === slot.day) last.slots.push(slot);
    else groups.push({ day: slot.day, slots: [slot] });
  }
  return groups;
}
