import type { Meeting } from './board-meetings.ts';
import { meetingStartsAt } from './board-meetings.ts';
import type { SiteIntl } from '#domain/i18n/site-intl.ts';
import type { MeetingSchedule } from './meeting-schedule.ts';

/** What the board-meetings feed reads from the minutes page. */
export interface MeetingsFeedSource {
  meetings: readonly Meeting[];
  meetingSchedule: MeetingSchedule;
}

/** One published state of the minutes page and when it was saved (ISO instant). */
export interface MeetingsFeedVersion {
  source: MeetingsFeedSource;
  savedAt: string;
}

export interface MeetingsFeedEvent {
  /** Stable per date and start time: a hand-entered meeting replaces the schedule's entry. */
  uid: string;
  start: Date;
  summary: string;
  location: string;
  description: string;
  isCancelled: boolean;
  /** RFC 5545 SEQUENCE: 0 when first published, one more on every later change. */
  sequence: number;
  /** RFC 5545 DTSTAMP: when the event last changed (the saving of the version that changed it). */
  stampedAt: string;
}

type EventContent = Omit<MeetingsFeedEvent, 'sequence' | 'stampedAt'>;

/** The words the feed writes around staff's (place, agenda title, reason), in one language. */
export interface MeetingsFeedWords {
  scheduled: string;
  scheduledDescription: string;
  meeting: (meeting: Pick<Meeting, 'meetingType' | 'isCancelled'>) => string;
  agenda: (title: string) => string;
  cancelled: (reason: string) => string;
}

/** The feed's English as it has always read (the SEQUENCE history is counted in it). */
export const ENGLISH_FEED_WORDS: MeetingsFeedWords = {
  scheduled: 'Regular board meeting',
  scheduledDescription: 'From the annual meeting schedule.',
  meeting: (meeting) =>
    `${meeting.meetingType} board meeting${meeting.isCancelled ? ' (cancelled)' : ''}`,
  agenda: (title) => `Agenda: ${title}`,
  cancelled: (reason) => `Cancelled: ${reason}`,
};

function uidOf(date: string, time: string, uidDomain: string): string {
  return `board-meeting-${date}-${time.replace(':', '')}@${uidDomain}`;
}

/**
 * The feed's events for one state of the page: every date of the annual schedule (Utah Code
 * 52-4-202(2)), then every hand-entered meeting, which replaces a schedule date at the same time.
 */
export function listMeetingsFeedContent(
  source: MeetingsFeedSource,
  uidDomain: string,
  words: MeetingsFeedWords = ENGLISH_FEED_WORDS,
): EventContent[] {
  const events = new Map<string, EventContent>();
  for (const entry of source.meetingSchedule.dates) {
    const uid = uidOf(entry.date, entry.time, uidDomain);
    events.set(uid, {
      uid,
      start: meetingStartsAt(entry),
      summary: words.scheduled,
      location: entry.place,
      description: words.scheduledDescription,
      isCancelled: false,
    });
  }
  for (const meeting of source.meetings) {
    const uid = uidOf(meeting.date, meeting.time, uidDomain);
    events.set(uid, {
      uid,
      start: meetingStartsAt(meeting),
      summary: words.meeting(meeting),
      location: meeting.place,
      description: [
        meeting.agendaHref ? words.agenda(meeting.agendaTitle) : '',
        meeting.isCancelled ? words.cancelled(meeting.cancellationReason ?? '') : '',
      ]
        .filter(Boolean)
        .join('\n'),
      isCancelled: meeting.isCancelled,
    });
  }
  return [...events.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * The events of the last version, each with the SEQUENCE and DTSTAMP its history gives: walking
 * the published versions oldest first, an event's sequence rises and its stamp moves whenever
 * its content differs from the version before. Calendar apps apply an update (a cancellation
 * above all) only when SEQUENCE or DTSTAMP moves on (RFC 5546 2.1.5), and the feed stays
 * byte-identical while nothing changes. The history is counted in English whatever `words` the
 * events are written in, so the feed in each language carries the same SEQUENCE and DTSTAMP.
 */
export function stampMeetingsFeedEvents(
  versions: readonly MeetingsFeedVersion[],
  uidDomain: string,
  words: MeetingsFeedWords = ENGLISH_FEED_WORDS,
): MeetingsFeedEvent[] {
  const history = new Map<string, { key: string; sequence: number; stampedAt: string }>();
  let current: EventContent[] = [];
  for (const version of versions) {
    current = listMeetingsFeedContent(version.source, uidDomain);
    for (const event of current) {
      const key = JSON.stringify(event);
      const previous = history.get(event.uid);
      if (!previous) history.set(event.uid, { key, sequence: 0, stampedAt: version.savedAt });
      else if (previous.key !== key) {
        history.set(event.uid, {
          key,
          sequence: previous.sequence + 1,
          stampedAt: version.savedAt,
        });
      }
    }
  }
  const last = versions.at(-1);
  if (last && words !== ENGLISH_FEED_WORDS) {
    current = listMeetingsFeedContent(last.source, uidDomain, words);
  }
  return current.map((event) => {
    const { sequence, stampedAt } = history.get(event.uid)!;
    return { ...event, sequence, stampedAt };
  });
}

/**
 * The feed's words from the records pages' catalogue in the intl's language (issue 37, item 3):
 * "Reunión ordinaria de la junta directiva (cancelada)". Staff's words (place, agenda title,
 * reason) stay as written.
 */
export function meetingsFeedWordsIn({ t }: Pick<SiteIntl, 't'>): MeetingsFeedWords {
  return {
    scheduled: t('recordsPages.feed.scheduled'),
    scheduledDescription: t('recordsPages.feed.scheduledDescription'),
    meeting: (meeting) =>
      `${t('recordsPages.feed.meeting', { type: t(`recordsPages.meetingType.${meeting.meetingType}`) })}${meeting.isCancelled ? t('recordsPages.meetingCancelledSuffix') : ''}`,
    agenda: (title) => `${t('recordsPages.agenda')} ${title}`,
    cancelled: (reason) => `${t('recordsPages.cancelled')} ${reason}`,
  };
}
