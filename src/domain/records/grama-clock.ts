import { TZDate } from '@date-fns/tz';
import Holidays from 'date-holidays';
import { isCalendarDate } from '#domain/calendar-date.ts';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';

/**
 * The GRAMA response clock of issue 20 (Utah Code 63G-2-204). Business days are counted in the
 * district's zone; weekends, Utah's state holidays (Utah Code 63G-1-301, from the maintained
 * `date-holidays` data for US-UT) and the closures the district enters are not business days.
 * Days are `YYYY-MM-DD`; instants are UTC `Date`s. See docs/decisions/180-grama-clock.md.
 */

/** Utah Code 63G-2-204: respond no later than 10 business days after the request is received. */
export const STANDARD_RESPONSE_BUSINESS_DAYS = 10;
/** Utah Code 63G-2-204: 5 business days when an expedited response benefits the public. */
export const EXPEDITED_RESPONSE_BUSINESS_DAYS = 5;
/** The officer is reminded this many business days before a deadline. */
export const REMINDER_BUSINESS_DAYS_BEFORE = 2;
/** Utah Code 63G-2-401: an appeal to the chief administrative officer is due within 30 days. */
export const APPEAL_WINDOW_CALENDAR_DAYS = 30;
/** The district's office closes at 17:00 local time unless its settings say otherwise. */
export const DEFAULT_CLOSING_HOUR = 17;

/** What the district sets for the clock; every default is for its attorney to confirm. */
export type BusinessCalendar = {
  /** Extra closed days (`YYYY-MM-DD`) the district enters: a storm day, a local holiday. */
  readonly closures: readonly string[];
  /** Local hour (0–23) from which a request counts as received on the next business day. */
  readonly closingHour: number;
};

export const DEFAULT_BUSINESS_CALENDAR: BusinessCalendar = {
  closures: [],
  closingHour: DEFAULT_CLOSING_HOUR,
};

const utahHolidays = new Holidays('US', 'UT');
const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** Utah's state holidays of a year, substitute days included (a Saturday holiday → Friday). */
export function listUtahStateHolidays(year: number): ReadonlySet<string> {
  const cached = holidaysByYear.get(year);
  if (cached) return cached;
  const days = new Set(
    utahHolidays
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => holiday.date.slice(0, 10)),
  );
  holidaysByYear.set(year, days);
  return days;
}

function parseDay(day: string): Date {
  if (!isCalendarDate(day)) throw new RangeError(`Not a calendar day: ${day}`);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar day `count` days after `day` (negative goes back); plain date arithmetic. */
export function addCalendarDays(day: string, count: number): string {
  const date = parseDay(day);
  date.setUTCDate(date.getUTCDate() + count);
  return formatDay(date);
}

/** True on a weekday that is neither a Utah state holiday nor a district closure. */
export function isBusinessDay(day: string, calendar: BusinessCalendar): boolean {
  const date = parseDay(day);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if (listUtahStateHolidays(date.getUTCFullYear()).has(day)) return false;
  return !calendar.closures.includes(day);
}

/** The first business day strictly after `day`. */
export function nextBusinessDay(day: string, calendar: BusinessCalendar): string {
  let next = addCalendarDays(day, 1);
  while (!isBusinessDay(next, calendar)) next = addCalendarDays(next, 1);
  return next;
}

/** The last business day strictly before `day`. */
export function previousBusinessDay(day: string, calendar: BusinessCalendar): string {
  let previous = addCalendarDays(day, -1);
  while (!isBusinessDay(previous, calendar)) previous = addCalendarDays(previous, -1);
  return previous;
}

/**
 * The business day `count` business days after `day` (the day itself is not counted, as Utah Code
 * 68-3-7 excludes the first day). `count` 0 returns `day`.
 */
export function addBusinessDays(day: string, count: number, calendar: BusinessCalendar): string {
  let result = day;
  for (let i = 0; i < count; i += 1) result = nextBusinessDay(result, calendar);
  return result;
}

/** The district's calendar day and hour at an instant. */
export function toDistrictDay(instant: Date): { day: string; hour: number } {
  const local = new TZDate(instant.getTime(), DISTRICT_TIME_ZONE);
  const day = [
    String(local.getFullYear()).padStart(4, '0'),
    String(local.getMonth() + 1).padStart(2, '0'),
    String(local.getDate()).padStart(2, '0'),
  ].join('-');
  return { day, hour: local.getHours() };
}

/**
 * The business day a request counts as received: the local day it arrived, or the next business
 * day when it arrived at or after the closing hour or on a day the office is closed.
 */
export function receivedBusinessDay(receivedAt: Date, calendar: BusinessCalendar): string {
  const { day, hour } = toDistrictDay(receivedAt);
  if (isBusinessDay(day, calendar) && hour < calendar.closingHour) return day;
  return nextBusinessDay(day, calendar);
}

export type DeadlineInput = {
  receivedAt: Date;
  /** True once the officer grants an expedited response. */
  isExpedited: boolean;
  /** Business days the clock stood still while the district waited for a clarification. */
  pausedBusinessDays?: number;
  /** A later date the officer set under 63G-2-204(5); it replaces the computed one. */
  extendedTo?: string | null;
};

/** The day the response is due: received day + 10 (or 5) business days, plus any pause. */
export function computeResponseDeadline(input: DeadlineInput, calendar: BusinessCalendar): string {
  if (input.extendedTo) return input.extendedTo;
  const received = receivedBusinessDay(input.receivedAt, calendar);
  const days = input.isExpedited
    ? EXPEDITED_RESPONSE_BUSINESS_DAYS
    : STANDARD_RESPONSE_BUSINESS_DAYS;
  return addBusinessDays(received, days + (input.pausedBusinessDays ?? 0), calendar);
}

/**
 * Business days from `today` to `deadline`: 0 on the due day, positive before it, negative once
 * overdue (−1 the first business day after the deadline).
 */
export function countBusinessDaysLeft(
  today: string,
  deadline: string,
  calendar: BusinessCalendar,
): number {
  if (today === deadline) return 0;
  const forward = today < deadline;
  let count = 0;
  let cursor = today;
  if (forward) {
    while (cursor < deadline) {
      cursor = nextBusinessDay(cursor, calendar);
      if (cursor <= deadline) count += 1;
    }
    return count;
  }
  while (cursor > deadline) {
    cursor = previousBusinessDay(cursor, calendar);
    if (cursor >= deadline) count -= 1;
  }
  return count;
}

/**
 * Business days a clarification paused the clock: the business days after the day it was asked
 * up to and including the day the answer arrived (an answer after hours counts the next day).
 */
export function countPausedBusinessDays(
  askedAt: Date,
  answeredAt: Date,
  calendar: BusinessCalendar,
): number {
  const asked = toDistrictDay(askedAt).day;
  const answered = receivedBusinessDay(answeredAt, calendar);
  return Math.max(0, countBusinessDaysLeft(asked, answered, calendar));
}

/** The business day the officer's reminder goes out: 2 business days before the deadline. */
export function reminderDay(deadline: string, calendar: BusinessCalendar): string {
  let day = deadline;
  for (let i = 0; i < REMINDER_BUSINESS_DAYS_BEFORE; i += 1) {
    day = previousBusinessDay(day, calendar);
  }
  return day;
}
