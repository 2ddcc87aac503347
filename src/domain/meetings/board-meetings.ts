import { z } from 'zod';
import { MAX_SHORT_TEXT, MAX_TEXT, ShortTextSchema } from '#domain/content/content-fields.ts';
import { toDistrictInstant, toDistrictLocal } from '#domain/content/site-alert.schema.ts';
import { patternText, stopHere } from '#domain/text-checks.ts';
import { isCalendarDate } from '#domain/calendar-date.ts';
import { addBusinessDays, type WorkingCalendar } from '#domain/calendar/working-calendar.ts';
import { addFieldIssue } from '#domain/zod-fields.ts';

/** Kinds of meeting the Open and Public Meetings Act names (Utah Code 52-4). */
export const MEETING_TYPES = ['Regular', 'Special', 'Emergency', 'Work session'] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];

export const MINUTES_STATES = ['Pending', 'Approved'] as const;

/** The board posts an agenda at least this long before a meeting (Utah Code 52-4-202). */
export const AGENDA_NOTICE_HOURS = 24;
/** A meeting's recording is due this many business days after it (Utah Code 52-4-203(4)(e)). */
export const RECORDING_DUE_BUSINESS_DAYS = 3;
/** Minutes are due (as pending minutes at the latest) this many days after a meeting. */
export const MINUTES_DUE_DAYS = 30;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (YYYY-MM-DD) that exists. */
export const DaySchema = patternText(
  DAY_PATTERN,
  'Enter a date as year-month-day, for example 2026-06-15.',
  { max: 10 },
).refine(isCalendarDate, 'Enter a date that exists, for example 2026-06-15.');

/** Empty, or a day. */
export const OptionalDaySchema = z.union([z.literal(''), DaySchema]);

const OptionalTextSchema = z
  .string()
  .trim()
  .max(MAX_TEXT, `Keep this under ${MAX_TEXT} characters.`);
const OptionalShortTextSchema = z
  .string()
  .trim()
  .max(MAX_SHORT_TEXT, `Keep this under ${MAX_SHORT_TEXT} characters.`);

/** Empty, a file on this site (/documents/agenda.pdf) or an address on another site. */
export const OptionalDocumentHrefSchema = z
  .string()
  .trim()
  .max(MAX_SHORT_TEXT * 2, stopHere(`Keep this under ${MAX_SHORT_TEXT * 2} characters.`))
  .regex(
    /^$|^\/(?!\/)[^\s<>"]*$|^https?:\/\/[^\s<>"]+$/i,
    stopHere(
      'Enter a web address that starts with https://, or a file on this site such as /documents/agenda.pdf.',
    ),
  );

/** Empty, or an address on another site. */
export const OptionalWebAddressSchema = z
  .string()
  .trim()
  .max(MAX_SHORT_TEXT * 2, stopHere(`Keep this under ${MAX_SHORT_TEXT * 2} characters.`))
  .regex(/^$|^https?:\/\/[^\s<>"]+$/i, stopHere('Enter a web address that starts with https://.'));

/**
 * One meeting of the board. Documents are references (a title and an address) until the
 * documents library lands (issue 10, item 1). Every optional value is an empty string, so the
 * back office's generic form edits it. `agendaPostedAt` is stamped by the server when an agenda
 * is first published (a UTC instant).
 */
export const MeetingSchema = z
  .object({
    date: DaySchema,
    time: patternText(
      /^(?:[01]\d|2[0-3]):[0-5]\d$/,
      'Enter the start time on the 24-hour clock, for example 18:30.',
      { max: 5 },
    ),
    place: ShortTextSchema,
    meetingType: z.enum(MEETING_TYPES, {
      error: `Choose one of: ${MEETING_TYPES.join(', ')}.`,
    }),
    agendaTitle: OptionalShortTextSchema,
    agendaHref: OptionalDocumentHrefSchema,
    agendaPostedAt: z.union([z.literal(''), z.iso.datetime({ message: 'Leave this empty.' })]),
    publicNoticeHref: OptionalWebAddressSchema,
    recordingHref: OptionalWebAddressSchema,
    minutesTitle: OptionalShortTextSchema,
    minutesHref: OptionalDocumentHrefSchema,
    minutesStatus: z.enum(MINUTES_STATES, { error: 'Choose Pending or Approved.' }),
    isCancelled: z.boolean(),
    cancellationReason: OptionalTextSchema,
  })
  .superRefine((meeting, context) => {
    if (meeting.agendaHref && !meeting.agendaTitle) {
      addFieldIssue(context, ['agendaTitle'], 'Enter the agenda’s title.');
    }
    if (meeting.minutesHref && !meeting.minutesTitle) {
      addFieldIssue(context, ['minutesTitle'], 'Enter the minutes’ title.');
    }
    if (meeting.isCancelled && !meeting.cancellationReason) {
      addFieldIssue(context, ['cancellationReason'], 'Say why the meeting is cancelled.');
    }
  });
export type Meeting = z.infer<typeof MeetingSchema>;

/** What the back office's Add button starts a meeting with. */
export const BLANK_MEETING: Meeting = {
  date: '',
  time: '18:30',
  place: '',
  meetingType: 'Regular',
  agendaTitle: '',
  agendaHref: '',
  agendaPostedAt: '',
  publicNoticeHref: '',
  recordingHref: '',
  minutesTitle: '',
  minutesHref: '',
  minutesStatus: 'Pending',
  isCancelled: false,
  cancellationReason: '',
};

export const BoardMemberSchema = z.object({
  name: ShortTextSchema,
  seat: ShortTextSchema,
  termEnds: DaySchema,
  contact: ShortTextSchema,
});
export type BoardMember = z.infer<typeof BoardMemberSchema>;

export const BLANK_BOARD_MEMBER: BoardMember = { name: '', seat: '', termEnds: '', contact: '' };

/** The id of a meeting's heading on the minutes page, the anchor search results link to. */
export function meetingAnchor(meeting: Pick<Meeting, 'date' | 'time'>): string {
  return `meeting-${meeting.date}-${meeting.time.replace(':', '')}`;
}

const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Regular board meeting — November 18, 2026", with "(cancelled)" when it is. */
export function meetingTitle(
  meeting: Pick<Meeting, 'date' | 'meetingType' | 'isCancelled'>,
): string {
  const day = LONG_DAY.format(new Date(`${meeting.date}T00:00:00Z`));
  return `${meeting.meetingType} board meeting — ${day}${meeting.isCancelled ? ' (cancelled)' : ''}`;
}

/** The UTC instant a meeting starts (its date and time are Mountain Time). */
export function meetingStartsAt(meeting: Pick<Meeting, 'date' | 'time'>): Date {
  return new Date(toDistrictInstant(`${meeting.date}T${meeting.time}`));
}

/** The district's calendar day (YYYY-MM-DD) at an instant. */
export function districtDayOf(now: Date): string {
  return toDistrictLocal(now.toISOString()).slice(0, 10);
}

function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** Meetings on or after `today` (soonest first) and before it (newest first). */
export function splitMeetings<T extends Pick<Meeting, 'date' | 'time'>>(
  meetings: readonly T[],
  today: string,
): { upcoming: T[]; past: T[] } {
  const byStart = [...meetings].sort((a, b) =>
    `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`),
  );
  return {
    upcoming: byStart.filter((meeting) => meeting.date >= today),
    past: byStart.filter((meeting) => meeting.date < today).reverse(),
  };
}

export type MeetingWarningKind = 'agenda-late' | 'agenda-missing' | 'recording-due' | 'minutes-due';

export interface MeetingWarning {
  /** Index of the meeting in the list as stored (the form's order). */
  index: number;
  kind: MeetingWarningKind;
  message: string;
}

/**
 * What the back office warns about (Utah's Open and Public Meetings Act): an agenda posted less
 * than 24 hours before its meeting, or not posted with the meeting less than 24 hours away;
 * a past meeting without its recording after 3 business days (of the district's working calendar,
 * decision 299: legal holidays and closures do not count) or without minutes after 30 days.
 * Cancelled meetings get no warnings. Emergency meetings are exempt from the 24-hour notice
 * (Utah Code 52-4-202(5)), so they get no agenda warning.
 */
export function findMeetingWarnings(
  meetings: readonly Meeting[],
  now: Date,
  calendar: WorkingCalendar,
): MeetingWarning[] {
  const today = districtDayOf(now);
  const warnings: MeetingWarning[] = [];
  meetings.forEach((meeting, index) => {
    if (meeting.isCancelled) return;
    const startsAt = meetingStartsAt(meeting);
    const label = `${meeting.meetingType} meeting of ${meeting.date}`;
    const noticeMs = AGENDA_NOTICE_HOURS * 3_600_000;
    if (meeting.meetingType !== 'Emergency') {
      if (meeting.agendaHref && meeting.agendaPostedAt) {
        if (startsAt.getTime() - new Date(meeting.agendaPostedAt).getTime() < noticeMs) {
          warnings.push({
            index,
            kind: 'agenda-late',
            message: `${label}: the agenda was published less than ${AGENDA_NOTICE_HOURS} hours before the meeting.`,
          });
        }
      } else if (
        !meeting.agendaHref &&
        now < startsAt &&
        startsAt.getTime() - now.getTime() < noticeMs
      ) {
        warnings.push({
          index,
          kind: 'agenda-missing',
          message: `${label}: the meeting is less than ${AGENDA_NOTICE_HOURS} hours away and has no agenda.`,
        });
      }
    }
    if (
      !meeting.recordingHref &&
      today > addBusinessDays(meeting.date, RECORDING_DUE_BUSINESS_DAYS, calendar)
    ) {
      warnings.push({
        index,
        kind: 'recording-due',
        message: `${label}: no recording ${RECORDING_DUE_BUSINESS_DAYS} business days after the meeting.`,
      });
    }
    if (!meeting.minutesHref && today > addDays(meeting.date, MINUTES_DUE_DAYS)) {
      warnings.push({
        index,
        kind: 'minutes-due',
        message: `${label}: no minutes ${MINUTES_DUE_DAYS} days after the meeting.`,
      });
    }
  });
  return warnings;
}

/**
 * The meetings as the server stores them: an agenda keeps the posting time it has in the
 * published version (`previous`); one published for the first time gets `now`; a draft
 * (`now` null) leaves a new agenda unstamped. What the form sends is ignored.
 */
export function stampAgendaPostedAt(
  meetings: readonly Meeting[],
  previous: readonly Meeting[],
  now: Date | null,
): Meeting[] {
  return meetings.map((meeting) => {
    if (!meeting.agendaHref) return { ...meeting, agendaPostedAt: '' };
    const before = previous.find(
      (candidate) =>
        candidate.date === meeting.date &&
        candidate.agendaHref === meeting.agendaHref &&
        candidate.agendaPostedAt,
    );
    return { ...meeting, agendaPostedAt: before?.agendaPostedAt ?? now?.toISOString() ?? '' };
  });
}
