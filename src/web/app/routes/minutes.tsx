import { FormattedMessage, useIntl } from 'react-intl';
import type { MinutesPage } from '#domain/content/page-content.schema.ts';
import { meetingSpanishItemId } from '#domain/content/spanish-records.ts';
import { formatLongDayIn } from '#domain/calendar-date.ts';
import { meetingAnchor, splitMeetings, type Meeting } from '#domain/meetings/board-meetings.ts';
import {
  formatClockTime,
  sortScheduleDates,
  type ScheduleRule,
} from '#domain/meetings/meeting-schedule.ts';
import { MEETINGS_API } from '#domain/meetings/meetings-api.ts';
import { feedPathInLocale } from '#domain/i18n/locale.ts';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { ContentPageHeader } from '#web/features/pages/components/content-page-header.tsx';
import { SubscribeLink } from '#web/features/pages/components/subscribe-link.tsx';
import { InEnglish, useContentBlocks, useItemBlocks, useLocale, useText } from '#web/lib/i18n.tsx';

/** A meeting's day and start time in the page's language: "Wednesday, June 17, 2026, 6:30 PM". */
function useMeetingTime(): (meeting: Pick<Meeting, 'date' | 'time'>) => string {
  const intl = useIntl();
  const isEnglish = useLocale() === 'en';
  return (meeting) => {
    const time = isEnglish
      ? formatClockTime(meeting.time)
      : intl.formatTime(new Date(`${meeting.date}T${meeting.time}:00Z`), {
          hour: 'numeric',
          minute: '2-digit',
          timeZone: 'UTC',
        });
    return `${formatLongDayIn(intl, meeting.date)}, ${time}`;
  };
}

/** A meeting's staff-written text: its Spanish when current, else the English marked `lang="en"`. */
function MeetingText({
  meeting,
  block,
}: {
  meeting: Meeting;
  block: 'place' | 'agendaTitle' | 'minutesTitle' | 'cancellationReason';
}) {
  const blocks = useItemBlocks();
  return (
    <InEnglish isTranslated={!blocks(meetingSpanishItemId(meeting), block).lang}>
      {meeting[block]}
    </InEnglish>
  );
}

function MeetingDocuments({ meeting }: { meeting: Meeting }) {
  const t = useText();
  const hint = t('link.opensInNewTab');
  const items = [
    meeting.agendaHref ? (
      <li key="agenda">
        <a href={meeting.agendaHref}>
          {`${t('recordsPages.agenda')} `}
          <MeetingText meeting={meeting} block="agendaTitle" />
        </a>
      </li>
    ) : (
      <li key="agenda">{t('recordsPages.agendaNotPosted')}</li>
    ),
    meeting.minutesHref ? (
      <li key="minutes">
        <a href={meeting.minutesHref}>
          {t(
            meeting.minutesStatus === 'Approved'
              ? 'recordsPages.approvedMinutes'
              : 'recordsPages.pendingMinutes',
          )}
          : <MeetingText meeting={meeting} block="minutesTitle" />
        </a>
      </li>
    ) : null,
    meeting.recordingHref ? (
      <li key="recording">
        <ExternalLink href={meeting.recordingHref} hint={hint}>
          {t('recordsPages.recording')}
        </ExternalLink>
      </li>
    ) : null,
    meeting.publicNoticeHref ? (
      <li key="notice">
        <ExternalLink href={meeting.publicNoticeHref} hint={hint}>
          {t('recordsPages.publicNotice')}
        </ExternalLink>
      </li>
    ) : null,
  ];
  return <ul className="card__points">{items}</ul>;
}

function MeetingHeading({ meeting }: { meeting: Meeting }) {
  const t = useText();
  const when = useMeetingTime();
  return (
    <h3 id={meetingAnchor(meeting)} className="card__title">
      <FormattedMessage
        id="recordsPages.meetingHeading"
        values={{
          type: <>{t(`recordsPages.meetingType.${meeting.meetingType}`)}</>,
          when: when(meeting),
        }}
      />
      {meeting.isCancelled ? t('recordsPages.meetingCancelledSuffix') : ''}
    </h3>
  );
}

function MeetingPlace({ meeting }: { meeting: Meeting }) {
  const t = useText();
  return (
    <p>
      {`${t('recordsPages.place')} `}
      <MeetingText meeting={meeting} block="place" />
    </p>
  );
}

/** "third Wednesday of each month at 6:30 PM at Station 41", the place staff content. */
function ScheduleRuleText({ rule }: { rule: ScheduleRule }) {
  const t = useText();
  const intl = useIntl();
  const isEnglish = useLocale() === 'en';
  const time = isEnglish
    ? formatClockTime(rule.time)
    : intl.formatTime(new Date(`2000-01-01T${rule.time}:00Z`), {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'UTC',
      });
  const words = t('recordsPages.scheduleRule', {
    ordinal: t(`recordsPages.ordinal.${rule.ordinal}`),
    weekday: t(`recordsPages.weekday.${rule.weekday}`),
    time,
  });
  // One text on an English page, as before; the place is staff content, English elsewhere.
  return isEnglish ? (
    `${words} ${rule.place}`
  ) : (
    <>
      {`${words} `}
      <span lang="en">{rule.place}</span>
    </>
  );
}

export function MinutesRoute({ content, today }: { content: MinutesPage; today: string }) {
  const { upcoming, past } = splitMeetings(content.meetings, today);
  const next = upcoming[0];
  const dates = sortScheduleDates(content.meetingSchedule.dates);
  const t = useText();
  const english = useContentBlocks('page');
  const when = useMeetingTime();
  const locale = useLocale();
  return (
    <>
      <ContentPageHeader content={content} />
      <div className="container page-body">
        <SubscribeLink list="meetings" label={t('recordsPages.subscribe')} />
        {next ? (
          <section className="section card" aria-labelledby="minutes-next">
            <h2 id="minutes-next" className="card__title" {...english('nextMeetingTitle')}>
              {content.nextMeetingTitle}
            </h2>
            <MeetingHeading meeting={next} />
            <MeetingPlace meeting={next} />
            {next.isCancelled ? (
              <p>
                <strong>{t('recordsPages.cancelledNotice')}</strong>{' '}
                <MeetingText meeting={next} block="cancellationReason" />
              </p>
            ) : null}
            <MeetingDocuments meeting={next} />
            <p {...english('adaNotice')}>{content.adaNotice}</p>
            <p {...english('electronicParticipationNotice')}>
              {content.electronicParticipationNotice}
            </p>
          </section>
        ) : null}
        <div className="two-column">
          <section className="card" aria-labelledby="minutes-schedule">
            <h2 id="minutes-schedule" className="card__title" {...english('scheduleTitle')}>
              {content.scheduleTitle}
            </h2>
            <p>
              {t('recordsPages.boardMeets')}{' '}
              <strong>
                <ScheduleRuleText rule={content.meetingSchedule.rule} />
              </strong>
              .
            </p>
            {dates.length > 0 ? (
              <>
                <h3 id="minutes-schedule-dates" className="card__title">
                  {english('scheduleListTitle').lang ? (
                    <>
                      {`${content.meetingSchedule.year} `}
                      <span lang="en">{content.scheduleListTitle}</span>
                    </>
                  ) : (
                    `${content.meetingSchedule.year} ${content.scheduleListTitle}`
                  )}
                </h3>
                <ul aria-labelledby="minutes-schedule-dates">
                  {dates.map((entry) => (
                    <li key={`${entry.date}T${entry.time}`}>
                      <time dateTime={`${entry.date}T${entry.time}`}>{when(entry)}</time>,{' '}
                      <InEnglish>{entry.place}</InEnglish>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <p>
              <a
                href={feedPathInLocale(MEETINGS_API.calendarFeed, locale)}
                {...english('calendarFeedLabel')}
              >
                {content.calendarFeedLabel}
              </a>{' '}
              (iCalendar)
            </p>
          </section>
          <section className="card" aria-labelledby="minutes-archive">
            <h2 id="minutes-archive" className="card__title" {...english('archiveTitle')}>
              {content.archiveTitle}
            </h2>
            <p {...english('archiveIntro')}>{content.archiveIntro}</p>
            <p>
              <ExternalLink
                href={content.archiveLink.href}
                className="button"
                hint={t('link.opensInNewTab')}
              >
                <InEnglish isTranslated={!english('archiveLink').lang}>
                  {content.archiveLink.label}
                </InEnglish>
              </ExternalLink>
            </p>
          </section>
        </div>
        {past.length > 0 ? (
          <section className="section" aria-labelledby="minutes-past">
            <h2 id="minutes-past" {...english('pastMeetingsTitle')}>
              {content.pastMeetingsTitle}
            </h2>
            <ul className="card-grid">
              {past.map((meeting) => (
                <li key={`${meeting.date}T${meeting.time}`} className="card">
                  <MeetingHeading meeting={meeting} />
                  <MeetingPlace meeting={meeting} />
                  {meeting.isCancelled ? (
                    <p>
                      {`${t('recordsPages.cancelled')} `}
                      <MeetingText meeting={meeting} block="cancellationReason" />
                    </p>
                  ) : null}
                  <MeetingDocuments meeting={meeting} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
