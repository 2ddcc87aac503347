import {
  ALERT_LEVEL_LABELS,
  alertSpanishState,
  type AlertLevel,
  type SiteAlert,
} from '#domain/content/site-alert.schema.ts';
import type { NewsPost } from '#domain/news/news.schema.ts';
import { localizeContent, type SpanishBlocks } from '#domain/content/spanish-content.ts';
import type { CareersPage, MinutesPage } from '#domain/content/page-content.schema.ts';
import { meetingAnchor, meetingTitle, type Meeting } from '#domain/meetings/board-meetings.ts';
import { isPositionOpen } from '#domain/meetings/job-positions.ts';
import type { NotifyInput } from './subscriptions-api.ts';

/**
 * The notice a published alert sends to the "Fire restrictions and alerts" list, or undefined
 * when it sends none. Only warnings and emergencies go out; an emergency goes out unless staff
 * untick "Notify subscribers", a warning only when they tick it (issue 18, item 3). The key holds
 * the level, so publishing the same alert again sends nothing, and raising it to an emergency
 * sends once more. A scheduled alert notifies at its start. An alert staff mark urgent goes in the
 * urgent lane, and notifies unless they untick the box, as an emergency does (decision 304).
 * With `spanishLevelLabels` (the server's catalogue), staff's current Spanish goes with it for the
 * subscribers who read Spanish (decision 325).
 */
export function buildAlertNotice(
  alertId: string,
  alert: SiteAlert,
  notifySubscribers: boolean | undefined,
  spanishLevelLabels?: Readonly<Record<AlertLevel, string>>,
): NotifyInput | undefined {
  if (alert.level === 'information') return undefined;
  const isWanted = notifySubscribers ?? (alert.level === 'emergency' || alert.isUrgent === true);
  if (!isWanted) return undefined;
  return {
    listId: 'alerts',
    itemKey: `alert:${alertId}:${alert.level}`,
    subject: `${ALERT_LEVEL_LABELS[alert.level]}: ${alert.heading}`,
    body: alert.link ? `${alert.text}\n\n${alert.link.label}` : alert.text,
    url:
      alert.link?.href && /^(?:\/(?!\/)|https:\/\/)/.test(alert.link.href) ? alert.link.href : '/',
    sendAt: alert.startsAt,
    ...(alert.isUrgent === true ? { isUrgent: true } : {}),
    ...(spanishLevelLabels && alert.spanish && alertSpanishState(alert) === 'current'
      ? {
          spanish: {
            subject: `${spanishLevelLabels[alert.level]}: ${alert.spanish.text.heading}`,
            body: alert.link
              ? `${alert.spanish.text.text}\n\n${alert.link.label}`
              : alert.spanish.text.text,
          },
        }
      : {}),
  };
}

/**
 * The notice a published news post sends to the "News" list when staff tick "Notify subscribers"
 * (issue 18, item 3): its title, summary and link. The key is the post, so publishing it again
 * (a correction) sends nothing more; a post with a future "Publish at" notifies then.
 */
export function buildNewsNotice(
  post: Pick<NewsPost, 'id' | 'title' | 'summary' | 'path' | 'publishAt'>,
  notifySubscribers: boolean | undefined,
  spanish?: SpanishBlocks,
): NotifyInput | undefined {
  if (notifySubscribers !== true) return undefined;
  return {
    listId: 'news',
    itemKey: `news:${post.id}`,
    subject: post.title.slice(0, 150),
    body: post.summary.slice(0, 10_000) || post.title,
    url: post.path,
    sendAt: post.publishAt,
    ...newsNoticeSpanish(post, spanish),
  };
}

/**
 * Staff's Spanish of a post's title and summary for its notice, when both are current (decision
 * 331's Spanish blocks); otherwise none, and Spanish readers get the English with a Spanish line.
 */
function newsNoticeSpanish(
  post: Pick<NewsPost, 'title' | 'summary'>,
  spanish: SpanishBlocks | undefined,
): Pick<NotifyInput, 'spanish'> {
  const english = { title: post.title, summary: post.summary };
  const { value, spanishBlocks } = localizeContent(english, spanish, 'es');
  const isCurrent =
    spanishBlocks.includes('title') && (!post.summary || spanishBlocks.includes('summary'));
  if (!isCurrent) return {};
  return {
    spanish: {
      subject: value.title.slice(0, 150),
      body: value.summary.slice(0, 10_000) || value.title,
    },
  };
}

/** What a meeting notice needs of a meeting (the minutes page's `meetings`). */
type NoticeMeeting = Pick<
  Meeting,
  'date' | 'time' | 'place' | 'meetingType' | 'agendaTitle' | 'agendaHref' | 'isCancelled'
> & { cancellationReason?: string };

const MEETING_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Wednesday, January 20, 2027 at 18:30, Station 41". */
function meetingWhen(meeting: NoticeMeeting): string {
  const day = MEETING_DAY.format(new Date(`${meeting.date}T00:00:00Z`));
  return `${day} at ${meeting.time}, ${meeting.place}`;
}

/**
 * The notices publishing the minutes page sends to the "Board meeting notices and agendas" list
 * (issue 18, item 3), by comparing the meetings published before with those being published: a
 * new upcoming meeting, its agenda once posted (or replaced), a change of its time or place, and
 * its cancellation. A meeting is known by its date. Each key holds the change, so publishing the
 * page again, or the same change twice, sends nothing more; past meetings send nothing.
 */
export function buildMeetingNotices(
  before: readonly NoticeMeeting[] | undefined,
  after: readonly NoticeMeeting[],
  today: string,
): NotifyInput[] {
  const notices: NotifyInput[] = [];
  for (const meeting of after) {
    if (!meeting.date || meeting.date < today) continue;
    const title = meetingTitle({ ...meeting, isCancelled: false });
    const old = before?.find((candidate) => candidate.date === meeting.date);
    const notice = (itemKey: string, subject: string, body: string) =>
      notices.push({
        listId: 'meetings',
        itemKey: `meeting:${meeting.date}:${itemKey}`.slice(0, 200),
        subject: subject.slice(0, 150),
        body: body.slice(0, 10_000),
        url: `/public-records/minutes#${meetingAnchor(meeting)}`,
      });
    if (meeting.isCancelled) {
      if (old && !old.isCancelled) {
        notice(
          'cancelled',
          `Cancelled: ${title}`,
          `The ${title} is cancelled.${meeting.cancellationReason ? ` ${meeting.cancellationReason}` : ''}`,
        );
      }
      continue;
    }
    if (!old || old.isCancelled) {
      notice(
        `notice:${meeting.time}@${meeting.place}`,
        `Meeting notice: ${title}`,
        `The board of trustees meets on ${meetingWhen(meeting)}. Everyone is welcome to attend.`,
      );
    } else if (old.time !== meeting.time || old.place !== meeting.place) {
      notice(
        `change:${meeting.time}@${meeting.place}`,
        `Changed: ${title}`,
        `The ${title} is now on ${meetingWhen(meeting)} (it was at ${old.time}, ${old.place}).`,
      );
    }
    if (meeting.agendaHref && meeting.agendaHref !== old?.agendaHref) {
      notice(
        `agenda:${meeting.agendaHref}`,
        `Agenda posted: ${title}`,
        `The agenda for the ${title} is posted: ${meeting.agendaTitle || 'Agenda'}.`,
      );
    }
  }
  return notices;
}

/** What a job notice needs of a position (the careers page's `positions`). */
type NoticePosition = Pick<CareersPage['positions'][number], 'title' | 'type' | 'status'> & {
  description?: string;
  closingDate?: string;
};

/**
 * The notices publishing the careers page sends to the "Job openings" list (issue 18, item 3):
 * a position that is open now and was not open (or not there) in the published page. The key
 * holds the title and closing date, so publishing again sends nothing more, and reopening a
 * position with a new closing date sends once more.
 */
export function buildJobNotices(
  before: readonly NoticePosition[] | undefined,
  after: readonly NoticePosition[],
  today: string,
): NotifyInput[] {
  return after
    .filter((position) =>
      isPositionOpen({ status: position.status, closingDate: position.closingDate ?? '' }, today),
    )
    .filter(
      (position) =>
        !before?.some(
          (old) =>
            old.title === position.title &&
            isPositionOpen({ status: old.status, closingDate: old.closingDate ?? '' }, today),
        ),
    )
    .map((position) => ({
      listId: 'jobs',
      itemKey: `job:${position.title}:${position.closingDate ?? ''}`.slice(0, 200),
      subject: `Job opening: ${position.title} (${position.type})`.slice(0, 150),
      body:
        [
          position.description ?? '',
          position.closingDate ? `Applications close on ${position.closingDate}.` : '',
        ]
          .filter(Boolean)
          .join('\n\n')
          .slice(0, 10_000) || position.title,
      url: '/recruitment-and-hiring',
    }));
}

/**
 * The notices publishing a page item sends (today the minutes and careers pages), from the
 * published content before and the content being published. Other items send none.
 */
export function buildPageNotices(
  itemId: string,
  before: unknown,
  after: unknown,
  today: string,
): NotifyInput[] {
  if (itemId === 'minutes') {
    return buildMeetingNotices(
      (before as Partial<MinutesPage> | null)?.meetings,
      (after as Partial<MinutesPage> | null)?.meetings ?? [],
      today,
    );
  }
  if (itemId === 'careers') {
    return buildJobNotices(
      (before as Partial<CareersPage> | null)?.positions,
      (after as Partial<CareersPage> | null)?.positions ?? [],
      today,
    );
  }
  return [];
}
