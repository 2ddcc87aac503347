import { TZDate } from '@date-fns/tz';
import {
  addBusinessDays,
  businessDaysBetween,
  isBusinessDay,
  nextBusinessDay,
  type WorkingCalendar,
} from '#domain/calendar/working-calendar.ts';
import { UTAH_LEGAL_HOLIDAY_RULES } from '#domain/calendar/utah-legal-holidays.ts';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';

/**
 * The GRAMA response clock of issue 20 (Utah Code 63G-2-204). Business days are those of the
 * district's one working calendar (decision 299: Utah's legal holidays under Utah Code 63G-1-301
 * plus the district's closures), counted in the district's zone. Days are `YYYY-MM-DD`; instants
 * are UTC `Date`s. See docs/decisions/180-grama-clock.md.
 */

/** Utah Code 63G-2-204: respond no later than 10 business days after the request is received. */
export const STANDARD_RESPONSE_BUSINESS_DAYS = 10;
/** Utah Code 63G-2-204: 5 business days when an expedited response benefits the public. */
export const EXPEDITED_RESPONSE_BUSINESS_DAYS = 5;
/** The officer is reminded this many business days before a deadline. */
export const REMINDER_BUSINESS_DAYS_BEFORE = 2;
/** Utah Code 63G-2-401: an appeal to the chief administrative officer is due within 30 days. */
export const APPEAL_WINDOW_CALENDAR_DAYS = 30;
/**
 * Utah Code 63G-2-401(5)(a) (decision 302): the chief administrative officer decides an appeal
 * within 10 business days after receiving it.
 */
export const APPEAL_DECISION_BUSINESS_DAYS = 10;
/** Utah Code 63G-2-401(5)(a): 5 business days when an expedited decision benefits the public. */
export const EXPEDITED_APPEAL_DECISION_BUSINESS_DAYS = 5;
/**
 * Utah Code 63G-2-402 to -404 (decision 302): after the chief administrative officer's decision
 * (or its deemed denial) the requester has 30 days for the next appeal or a petition in court.
 */
export const NEXT_APPEAL_WINDOW_CALENDAR_DAYS = 30;
/**
 * Where the next appeal goes (decision 302). The issue and older texts name the State Records
 * Committee (Utah Code 63G-2-402, -403); 2025 changes reportedly move it to the Government Records
 * Office's director. The district's attorney confirms the body and changes this one line.
 */
export const NEXT_APPEAL_BODY = {
  name: 'State Records Committee',
  source: 'Utah Code 63G-2-403',
} as const;
/** A petition for judicial review in district court instead (Utah Code 63G-2-402, -404). */
export const JUDICIAL_REVIEW_SOURCE = 'Utah Code 63G-2-404';
/** The district's office closes at 17:00 local time unless its settings say otherwise. */
export const DEFAULT_CLOSING_HOUR = 17;

/** The working calendar, plus the hour the office closes; every default is for its attorney to confirm. */
export type BusinessCalendar = WorkingCalendar & {
  /** Local hour (0–23) from which a request counts as received on the next business day. */
  readonly closingHour: number;
};

/** Utah's legal holidays as seeded, no closure: for tests and for a database not yet read. */
export const DEFAULT_BUSINESS_CALENDAR: BusinessCalendar = {
  holidayRules: UTAH_LEGAL_HOLIDAY_RULES,
  closures: [],
  workingDays: [],
  closingHour: DEFAULT_CLOSING_HOUR,
};

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
  return businessDaysBetween(today, deadline, calendar);
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
  return addBusinessDays(deadline, -REMINDER_BUSINESS_DAYS_BEFORE, calendar);
}

/**
 * The day the chief administrative officer's decision on an appeal is due (Utah Code
 * 63G-2-401(5)): the business day the appeal counts as received + 10 business days, or + 5 when
 * the decision is expedited. Past it without a decision, the appeal counts as denied.
 */
export function computeAppealDecisionDeadline(
  appealedAt: Date,
  isExpedited: boolean,
  calendar: BusinessCalendar,
): string {
  const received = receivedBusinessDay(appealedAt, calendar);
  const days = isExpedited
    ? EXPEDITED_APPEAL_DECISION_BUSINESS_DAYS
    : APPEAL_DECISION_BUSINESS_DAYS;
  return addBusinessDays(received, days, calendar);
}
