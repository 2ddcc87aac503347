import { z } from 'zod';
import { MAX_SHORT_TEXT, ShortTextSchema } from '#domain/content/content-fields.ts';
import { DaySchema } from './board-meetings.ts';
import { patternText } from '#domain/text-checks.ts';
import type { SiteIntl } from '#domain/i18n/site-intl.ts';
import { translateEnglish } from '#domain/i18n/translate-english.ts';
import { addFieldIssue } from '#domain/zod-fields.ts';

/** Which weekday of the month the board meets on ("third Wednesday"). */
export const SCHEDULE_ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Last'] as const;
export type ScheduleOrdinal = (typeof SCHEDULE_ORDINALS)[number];
export const SCHEDULE_WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type ScheduleWeekday = (typeof SCHEDULE_WEEKDAYS)[number];

/** A year the annual schedule may cover. */
export const MIN_SCHEDULE_YEAR = 2000;
export const MAX_SCHEDULE_YEAR = 2100;
/** A monthly rule gives 12 dates; special dates may be added by hand. */
export const MAX_SCHEDULE_DATES = 60;

const TimeSchema = patternText(
  /^(?:[01]\d|2[0-3]):[0-5]\d$/,
  'Enter the start time on the 24-hour clock, for example 18:30.',
  { max: 5 },
);

/** The board's recurring rule: "the third Wednesday of each month at 6:30 PM at Station 41". */
export const ScheduleRuleSchema = z.object({
  ordinal: z.enum(SCHEDULE_ORDINALS, { error: `Choose one of: ${SCHEDULE_ORDINALS.join(', ')}.` }),
  weekday: z.enum(SCHEDULE_WEEKDAYS, { error: `Choose one of: ${SCHEDULE_WEEKDAYS.join(', ')}.` }),
  time: TimeSchema,
  place: ShortTextSchema,
});
export type ScheduleRule = z.infer<typeof ScheduleRuleSchema>;

export const ScheduleYearSchema = patternText(
  /^\d{4}$/,
  'Enter the year with four digits, for example 2027.',
  { max: 4 },
).refine(
  (year) => Number(year) >= MIN_SCHEDULE_YEAR && Number(year) <= MAX_SCHEDULE_YEAR,
  `Enter a year from ${MIN_SCHEDULE_YEAR} to ${MAX_SCHEDULE_YEAR}.`,
);

/** One date of the annual list: generated from the rule, then moved or removed by hand. */
export const ScheduleDateSchema = z.object({
  date: DaySchema,
  time: TimeSchema,
  place: ShortTextSchema,
});
export type ScheduleDate = z.infer<typeof ScheduleDateSchema>;

/**
 * The board's annual meeting schedule (Utah Code 52-4-202(2): a public body posts its annual
 * meeting schedule). The rule says when the board meets; `dates` is the year's list generated
 * from it and edited by hand. The minutes page and the public records overview both read it.
 * `overviewReading` is what the overview says; empty, it says the rule's own words.
 */
export const MeetingScheduleSchema = z
  .object({
    rule: ScheduleRuleSchema,
    year: ScheduleYearSchema,
    dates: z
      .array(ScheduleDateSchema)
      .max(MAX_SCHEDULE_DATES, `Keep the list to ${MAX_SCHEDULE_DATES} dates.`),
    overviewReading: z
      .string()
      .trim()
      .max(MAX_SHORT_TEXT, `Keep this under ${MAX_SHORT_TEXT} characters.`),
  })
  .superRefine((schedule, context) => {
    schedule.dates.forEach((entry, index) => {
      if (!entry.date.startsWith(`${schedule.year}-`)) {
        addFieldIssue(
          context,
          ['dates', index, 'date'],
          `Enter a date in ${schedule.year}, the schedule’s year.`,
        );
      }
    });
  });
export type MeetingSchedule = z.infer<typeof MeetingScheduleSchema>;

/** The generation request: the rule and the year whose dates it gives. */
export const ScheduleGenerationSchema = z.object({
  rule: ScheduleRuleSchema,
  year: ScheduleYearSchema,
});
export type ScheduleGeneration = z.infer<typeof ScheduleGenerationSchema>;

export const ScheduleDateListSchema = z.object({ dates: z.array(ScheduleDateSchema) });

/** "18:30" as "6:30 PM". */
export function formatClockTime(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const suffix = hour < 12 ? 'AM' : 'PM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/**
 * The rule in words, completing "The board of trustees meets the …":
 * "third Wednesday of each month at 6:30 PM at Station 41".
 */
export function describeScheduleRule(rule: ScheduleRule): string {
  return `${rule.ordinal.toLowerCase()} ${rule.weekday} of each month at ${formatClockTime(rule.time)} at ${rule.place}`;
}

/** What the public records overview says: its own reading, or the rule's words. */
export function overviewScheduleReading(schedule: MeetingSchedule): string {
  return schedule.overviewReading || describeScheduleRule(schedule.rule);
}

/**
 * What the overview says in the intl's language (issue 37): staff's reading through the catalogue
 * when it holds those words (the seeded reading does), the rule's words in that language when
 * staff left the reading empty; else staff's English, `isEnglish` so the page marks it.
 */
export function overviewScheduleReadingIn(
  schedule: MeetingSchedule,
  siteIntl: SiteIntl,
): { text: string; isEnglish: boolean } {
  const english = overviewScheduleReading(schedule);
  if (siteIntl.locale === 'en') return { text: english, isEnglish: false };
  if (schedule.overviewReading) {
    const text = translateEnglish(schedule.overviewReading, siteIntl);
    return { text, isEnglish: text === schedule.overviewReading };
  }
  const { rule } = schedule;
  const { t } = siteIntl;
  const [clock = '', period = ''] = formatClockTime(rule.time).split(' ');
  const time = t('content.meetingRule.time', { clock, period: period.toLowerCase() });
  const text = t('content.meetingRule.readingAt', {
    ordinal: t(`content.meetingRule.${rule.ordinal}`),
    weekday: t(`content.meetingRule.${rule.weekday}`),
    time,
    place: rule.place,
  });
  return { text, isEnglish: false };
}

/** The list's dates in date and time order. */
export function sortScheduleDates(dates: readonly ScheduleDate[]): ScheduleDate[] {
  return [...dates].sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`));
}
