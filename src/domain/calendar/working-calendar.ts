import { isCalendarDate } from '#domain/calendar-date.ts';

/**
 * The district's one working calendar (issues 27 and 28, decision 299): every business-day count
 * (GRAMA deadlines, extensions, reminders and appeals, inspection minimum notice, the meeting
 * recording deadline) goes through here. A business day is a Monday to Friday that is neither a
 * Utah legal holiday (Utah Code 63G-1-301, computed from the rule table staff can correct) nor a
 * district closure, unless staff marked the holiday a working day.
 *
 * Pure: the rules and the district's days come in as data; days are `YYYY-MM-DD`. No zod and no
 * holiday data here, so a browser page importing a neighbour of this module stays small.
 */

/** How a rule finds the statutory day in a year. */
export const HOLIDAY_RULE_KINDS = ['fixed-date', 'weekday-of-month', 'easter-offset'] as const;
export type HolidayRuleKind = (typeof HOLIDAY_RULE_KINDS)[number];

/**
 * How the statutory day moves to the observed one:
 * - `none`: the day itself (the Monday and Thursday holidays of 63G-1-301(1)(b));
 * - `weekend-nearest-weekday`: Saturday → the Friday before, Sunday → the Monday after
 *   (63G-1-301(2)(a)–(b));
 * - `monday-before-or-after`: Tuesday–Friday → the Monday before, Saturday or Sunday → the Monday
 *   after (Juneteenth, 63G-1-301(2)(c)–(d) as amended in 2025).
 */
export const HOLIDAY_OBSERVANCES = [
  'none',
  'weekend-nearest-weekday',
  'monday-before-or-after',
] as const;
export type HolidayObservance = (typeof HOLIDAY_OBSERVANCES)[number];

/** Last week of the month, for `nth`. */
export const LAST_WEEK = -1;

/**
 * One row of the legal-holiday rule table (validated by `HolidayRuleSchema`). The rule applies
 * to the holidays whose observed day falls from `effectiveFrom` to `effectiveTo`.
 */
export interface HolidayRule {
  id: string;
  name: string;
  kind: HolidayRuleKind;
  /** 1–12; unused for `easter-offset`. */
  month: number | null;
  /** For `fixed-date`. */
  dayOfMonth: number | null;
  /** 0 Sunday … 6 Saturday, for `weekday-of-month`. */
  weekday: number | null;
  /** 1–5, or −1 for the last, for `weekday-of-month`. */
  nth: number | null;
  /** Days from Easter Sunday (−2 is Good Friday), for `easter-offset`. */
  easterOffsetDays: number | null;
  observance: HolidayObservance;
  /** First observed day the rule applies to; null when in force before the texts consulted. */
  effectiveFrom: string | null;
  /** Last observed day the rule applies to; null while in force. */
  effectiveTo: string | null;
  /** False for a rule kept for the record but not counted (a condition still to confirm). */
  isActive: boolean;
  /** The statute and subsection, with the law that last changed it. */
  source: string;
}

/** What the business-day arithmetic needs; the server reads it from the database. */
export interface WorkingCalendar {
  readonly holidayRules: readonly HolidayRule[];
  /** Days the district is closed besides weekends and legal holidays. */
  readonly closures: readonly string[];
  /** Computed legal holidays the district works (staff marked them working days). */
  readonly workingDays: readonly string[];
}

/** One legal holiday as observed, with the rule that produced it. */
export interface LegalHoliday {
  day: string;
  /** The day the statute names before any weekend move (June 19, July 24, …). */
  statutoryDay: string;
  name: string;
  ruleId: string;
  source: string;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function toDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function parse(day: string): Date {
  if (!isCalendarDate(day)) throw new RangeError(`Not a calendar day: ${day}`);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

/** The calendar day `count` days after `day` (negative goes back); plain date arithmetic. */
export function addCalendarDays(day: string, count: number): string {
  const date = parse(day);
  date.setUTCDate(date.getUTCDate() + count);
  return toDay(date);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return parse(day).getUTCDay();
}

/** Easter Sunday of `year` (Gregorian; the anonymous algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(date)}`;
}

function statutoryDayOf(rule: HolidayRule, year: number): string | null {
  if (rule.kind === 'easter-offset') {
    return addCalendarDays(easterSunday(year), rule.easterOffsetDays ?? 0);
  }
  if (rule.month === null) return null;
  if (rule.kind === 'fixed-date') {
    const day = `${year}-${pad(rule.month)}-${pad(rule.dayOfMonth ?? 1)}`;
    return isCalendarDate(day) ? day : null;
  }
  if (rule.weekday === null || rule.nth === null) return null;
  if (rule.nth === LAST_WEEK) {
    const last = new Date(Date.UTC(year, rule.month, 0));
    last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() - rule.weekday + 7) % 7));
    return toDay(last);
  }
  const first = new Date(Date.UTC(year, rule.month - 1, 1));
  const offset = (rule.weekday - first.getUTCDay() + 7) % 7;
  first.setUTCDate(1 + offset + (rule.nth - 1) * 7);
  return first.getUTCMonth() === rule.month - 1 ? toDay(first) : null;
}

function observedDayOf(statutoryDay: string, observance: HolidayObservance): string {
  const weekday = weekdayOf(statutoryDay);
  if (observance === 'weekend-nearest-weekday') {
    if (weekday === 6) return addCalendarDays(statutoryDay, -1);
    if (weekday === 0) return addCalendarDays(statutoryDay, 1);
    return statutoryDay;
  }
  if (observance === 'monday-before-or-after') {
    if (weekday === 6) return addCalendarDays(statutoryDay, 2);
    if (weekday === 0) return addCalendarDays(statutoryDay, 1);
    return addCalendarDays(statutoryDay, 1 - weekday);
  }
  return statutoryDay;
}

function isInForce(rule: HolidayRule, day: string): boolean {
  if (!rule.isActive) return false;
  if (rule.effectiveFrom !== null && day < rule.effectiveFrom) return false;
  return rule.effectiveTo === null || day <= rule.effectiveTo;
}

/**
 * The legal holidays observed from `from` to `to` (both included), earliest first. A rule counts
 * when its observed day falls inside its effective dates, so a Saturday January 1 gives the Friday
 * before, in the previous year (New Year 2028 is observed Friday, December 31, 2027).
 */
export function listLegalHolidays(
  rules: readonly HolidayRule[],
  from: string,
  to: string,
): LegalHoliday[] {
  const holidays: LegalHoliday[] = [];
  const firstYear = Number(from.slice(0, 4)) - 1;
  const lastYear = Number(to.slice(0, 4)) + 1;
  for (let year = firstYear; year <= lastYear; year += 1) {
    for (const rule of rules) {
      const statutoryDay = statutoryDayOf(rule, year);
      if (statutoryDay === null) continue;
      const day = observedDayOf(statutoryDay, rule.observance);
      if (day < from || day > to || !isInForce(rule, day)) continue;
      holidays.push({ day, statutoryDay, name: rule.name, ruleId: rule.id, source: rule.source });
    }
  }
  return holidays.sort((a, b) => a.day.localeCompare(b.day) || a.name.localeCompare(b.name));
}

// Deadlines walk day by day, so each rule table keeps its holidays per year.
const holidayCache = new WeakMap<readonly HolidayRule[], Map<number, ReadonlySet<string>>>();

function holidaysOfYear(rules: readonly HolidayRule[], year: number): ReadonlySet<string> {
  let byYear = holidayCache.get(rules);
  if (!byYear) {
    byYear = new Map();
    holidayCache.set(rules, byYear);
  }
  let days = byYear.get(year);
  if (!days) {
    days = new Set(
      listLegalHolidays(rules, `${year}-01-01`, `${year}-12-31`).map((holiday) => holiday.day),
    );
    byYear.set(year, days);
  }
  return days;
}

/** True when `day` is a Utah legal holiday under `rules` (whatever the district does that day). */
export function isLegalHoliday(day: string, rules: readonly HolidayRule[]): boolean {
  return holidaysOfYear(rules, Number(day.slice(0, 4))).has(day);
}

/**
 * True on a Monday to Friday that is not a legal holiday (unless the district works it) and not a
 * district closure.
 */
export function isBusinessDay(day: string, calendar: WorkingCalendar): boolean {
  const weekday = weekdayOf(day);
  if (weekday === 0 || weekday === 6) return false;
  if (calendar.closures.includes(day)) return false;
  return !isLegalHoliday(day, calendar.holidayRules) || calendar.workingDays.includes(day);
}

/** The first business day strictly after `day`. */
export function nextBusinessDay(day: string, calendar: WorkingCalendar): string {
  let next = addCalendarDays(day, 1);
  while (!isBusinessDay(next, calendar)) next = addCalendarDays(next, 1);
  return next;
}

/** The last business day strictly before `day`. */
export function previousBusinessDay(day: string, calendar: WorkingCalendar): string {
  let previous = addCalendarDays(day, -1);
  while (!isBusinessDay(previous, calendar)) previous = addCalendarDays(previous, -1);
  return previous;
}

/**
 * The business day `count` business days after `day` (before it when negative). The day itself
 * is not counted, as Utah Code 68-3-7 excludes the first day; `count` 0 returns `day` unchanged,
 * business day or not.
 */
export function addBusinessDays(day: string, count: number, calendar: WorkingCalendar): string {
  let result = day;
  for (let i = 0; i < count; i += 1) result = nextBusinessDay(result, calendar);
  for (let i = 0; i > count; i -= 1) result = previousBusinessDay(result, calendar);
  return result;
}

/**
 * Business days from `from` to `to`: the business days after `from` up to and including `to`;
 * negative when `to` comes first (−1 when `to` is the business day before `from`), 0 when equal.
 */
export function businessDaysBetween(from: string, to: string, calendar: WorkingCalendar): number {
  if (from === to) return 0;
  let count = 0;
  let cursor = from;
  if (from < to) {
    while (cursor < to) {
      cursor = nextBusinessDay(cursor, calendar);
      if (cursor <= to) count += 1;
    }
    return count;
  }
  while (cursor > to) {
    cursor = previousBusinessDay(cursor, calendar);
    if (cursor >= to) count -= 1;
  }
  return count;
}
