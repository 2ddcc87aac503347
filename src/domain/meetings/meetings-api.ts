/** The board meetings API (issue 10, item 3): paths and response schemas. */
import { z } from 'zod';

export const MEETINGS_API = {
  /** The published meetings' warnings (content:edit). */
  warnings: '/api/meetings/warnings',
  /** The year's dates a recurring rule gives (content:edit); the form then edits the list. */
  scheduleDates: '/api/meetings/schedule/dates',
  /** Every published board meeting as an iCalendar feed (public). */
  calendarFeed: '/public-records/minutes/meetings.ics',
} as const;

export const MeetingWarningListSchema = z.object({
  warnings: z.array(
    z.object({
      index: z.number().int(),
      kind: z.enum(['agenda-late', 'agenda-missing', 'recording-due', 'minutes-due']),
      message: z.string(),
    }),
  ),
});
export type MeetingWarningList = z.infer<typeof MeetingWarningListSchema>;
