import rrule from 'rrule';
import type {
  ScheduleDate,
  ScheduleGeneration,
  ScheduleOrdinal,
  ScheduleWeekday,
} from '#domain/meetings/meeting-schedule.ts';

const { RRule } = rrule;

const WEEKDAYS: Readonly<Record<ScheduleWeekday, rrule.Weekday>> = {
  Monday: RRule.MO,
  Tuesday: RRule.TU,
  Wednesday: RRule.WE,
  Thursday: RRule.TH,
  Friday: RRule.FR,
  Saturday: RRule.SA,
  Sunday: RRule.SU,
};

const NTH: Readonly<Record<ScheduleOrdinal, number>> = {
  First: 1,
  Second: 2,
  Third: 3,
  Fourth: 4,
  Last: -1,
};

/**
 * The year's meeting dates a monthly rule gives ("third Wednesday"), each with the rule's time
 * and place. The recurrence is rrule's (RFC 5545 BYDAY with an ordinal); days are calendar
 * days, so the computation runs in UTC and no time zone shifts a date.
 */
export function generateScheduleDates({ rule, year }: ScheduleGeneration): ScheduleDate[] {
  const recurrence = new RRule({
    freq: RRule.MONTHLY,
    byweekday: [WEEKDAYS[rule.weekday].nth(NTH[rule.ordinal])],
    dtstart: new Date(Date.UTC(Number(year), 0, 1)),
    until: new Date(Date.UTC(Number(year), 11, 31, 23, 59)),
  });
  return recurrence.all().map((day) => ({
    date: day.toISOString().slice(0, 10),
    time: rule.time,
    place: rule.place,
  }));
}
