import { z } from 'zod';
import { isCalendarDate } from '#domain/calendar-date.ts';

/**
 * The staff page of the working calendar (decision 299): the coming twelve months' legal holidays
 * and district days, each with its rule or source; staff add a closure or mark a legal holiday a
 * working day. One contract for the route and the page.
 */
export const WORKING_CALENDAR_API = {
  calendar: '/api/admin/working-calendar',
  days: '/api/admin/working-calendar/days',
  day: '/api/admin/working-calendar/days/:day',
} as const;

export const WORKING_CALENDAR_PATH = '/admin/working-calendar';

/** How far ahead the page lists days. */
export const WORKING_CALENDAR_MONTHS_AHEAD = 12;
export const MAX_DISTRICT_DAY_NOTE_LENGTH = 200;

/** `closed`: the office is closed that day; `working`: the district works a legal holiday. */
export const DISTRICT_DAY_KINDS = ['closed', 'working'] as const;
export type DistrictDayKind = (typeof DISTRICT_DAY_KINDS)[number];

export const DistrictDayBodySchema = z.object({
  day: z
    .string({ error: 'Enter the day.' })
    .trim()
    .refine(isCalendarDate, 'Enter the day as YYYY-MM-DD, for example 2026-12-24.'),
  kind: z.enum(DISTRICT_DAY_KINDS, {
    error: 'Choose whether the office is closed or works that holiday.',
  }),
  note: z
    .string({ error: 'Say why.' })
    .trim()
    .min(1, 'Say why, for example "Storm closure" or "Office open for the election".')
    .max(MAX_DISTRICT_DAY_NOTE_LENGTH, `Use at most ${MAX_DISTRICT_DAY_NOTE_LENGTH} characters.`),
});
export type DistrictDayBody = z.infer<typeof DistrictDayBodySchema>;

export const DistrictDayParamsSchema = z.object({
  day: z.string().refine(isCalendarDate, 'Enter the day as YYYY-MM-DD.'),
});

/** One day of the list: a legal holiday (counted, or worked) or a district closure. */
export const WorkingCalendarEntrySchema = z.object({
  day: z.string(),
  type: z.enum(['legal-holiday', 'closure']),
  name: z.string(),
  /** The statute and subsection for a holiday; "District closure" for a closure. */
  source: z.string(),
  /** A legal holiday the district works: it counts as a business day. */
  isWorkingDay: z.boolean(),
  /** What staff wrote for a closure or a worked holiday. */
  note: z.string().nullable(),
});
export type WorkingCalendarEntry = z.infer<typeof WorkingCalendarEntrySchema>;

export const WorkingCalendarResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  entries: z.array(WorkingCalendarEntrySchema),
});
export type WorkingCalendarResponse = z.infer<typeof WorkingCalendarResponseSchema>;

export const DistrictDayResponseSchema = z.object({
  day: z.string(),
  kind: z.enum(DISTRICT_DAY_KINDS),
  note: z.string(),
});
export type DistrictDayResponse = z.infer<typeof DistrictDayResponseSchema>;
