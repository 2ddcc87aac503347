import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import {
  toWallClockDate,
  type CalendarDay,
  type ClockTime,
} from '#domain/calendar/availability.ts';

const districtParts = new Intl.DateTimeFormat('en-US', {
  timeZone: DISTRICT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The district's current day and wall-clock time, whatever the visitor's own zone. */
export function readDistrictNow(now: Date = new Date()): { day: CalendarDay; time: ClockTime } {
  const parts = Object.fromEntries(
    districtParts.formatToParts(now).map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** "Now" for the calendar widget: the district's wall-clock as a local Date. */
export function getDistrictNowDate(): Date {
  const { day, time } = readDistrictNow();
  return toWallClockDate(day, time);
}
