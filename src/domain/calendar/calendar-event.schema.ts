import { z } from 'zod';
import { isCalendarDate, isClockTime } from '#domain/calendar-date.ts';
import { addFieldIssue } from '#domain/zod-fields.ts';

export const MAX_EVENT_TITLE_LENGTH = 200;
export const MAX_EVENT_DESCRIPTION_LENGTH = 2000;
/**
 * The longest multi-day event, in days counting both ends: a year, leap day included. A block is
 * availability for inspections, and a longer one is a typo (issue 25 found a hundred years).
 */
export const MAX_MULTI_DAY_EVENT_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days from `startDate` to `endDate`, both counted: 1 for one day. */
function countEventDays(startDate: string, endDate: string): number {
  return (
    Math.round(
      (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS,
    ) + 1
  );
}

export const CalendarDateSchema = z
  .string({ error: 'Enter a date' })
  .refine(isCalendarDate, 'Enter a real date as YYYY-MM-DD');
export const ClockTimeSchema = z
  .string({ error: 'Enter a time' })
  .refine(isClockTime, 'Enter a time as HH:mm, from 00:00 to 23:59');

/**
 * What an administrator submits to add an event (spec §3, §5). A single-day event starts and ends
 * on one date; its end time is not before its start time, except that 00:00 after a later start
 * means the next midnight. A multi-day event's end date is not before its start date.
 */
export const CalendarEventInputSchema = z
  .object({
    title: z
      .string({ error: 'Enter a title' })
      .trim()
      .min(1, 'Enter a title')
      .max(
        MAX_EVENT_TITLE_LENGTH,
        `Keep the title to ${MAX_EVENT_TITLE_LENGTH} characters or fewer`,
      ),
    startDate: CalendarDateSchema,
    endDate: CalendarDateSchema,
    startTime: ClockTimeSchema,
    endTime: ClockTimeSchema,
    description: z
      .string()
      .trim()
      .max(
        MAX_EVENT_DESCRIPTION_LENGTH,
        `Keep the description to ${MAX_EVENT_DESCRIPTION_LENGTH} characters or fewer`,
      )
      .optional()
      .default(''),
    isMultiDay: z.boolean({ error: 'Say whether the event spans several days' }),
  })
  .superRefine((event, context) => {
    if (!isCalendarDate(event.startDate) || !isCalendarDate(event.endDate)) return;
    if (event.isMultiDay) {
      if (event.endDate < event.startDate) {
        addFieldIssue(context, ['endDate'], 'Enter an end date on or after the start date');
      } else if (countEventDays(event.startDate, event.endDate) > MAX_MULTI_DAY_EVENT_DAYS) {
        addFieldIssue(
          context,
          ['endDate'],
          `Keep a multi-day event to ${MAX_MULTI_DAY_EVENT_DAYS} days or fewer; add another event for the days after`,
        );
      }
      return;
    }
    if (event.endDate !== event.startDate) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message:
          'A single-day event ends on its start date; tick Multi-Day Event for longer events',
      });
      return;
    }
    if (!isClockTime(event.startTime) || !isClockTime(event.endTime)) return;
    const endsAtNextMidnight = event.endTime === '00:00' && event.startTime !== '00:00';
    if (!endsAtNextMidnight && event.endTime < event.startTime) {
      addFieldIssue(context, ['endTime'], 'Enter an end time after the start time');
    }
  });

export type CalendarEventInput = z.input<typeof CalendarEventInputSchema>;
export type CalendarEventData = z.output<typeof CalendarEventInputSchema>;

/** An event as GET /api/calendar/events returns it (spec §3). */
export const CalendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  description: z.string().optional(),
  isMultiDay: z.boolean(),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;
