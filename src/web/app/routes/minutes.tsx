import type { MinutesPage } from '#domain/content/page-content.schema.ts';
import { meetingAnchor, splitMeetings, type Meeting } from '#domain/meetings/board-meetings.ts';
import {
  describeScheduleRule,
  formatClockTime,
  sortScheduleDates,
} from '#domain/meetings/meeting-schedule.ts';
import { MEETINGS_API } from '#domain/meetings/meetings-api.ts';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { SubscribeLink } from '#web/features/pages/components/subscribe-link.tsx';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

function formatMeetingTime(meeting: Pick<Meeting, 'date' | 'time'>): string {
  const day = dayFormat.format(new Date(`${meeting.date}T00:00:00Z`));
  return `${day}, ${formatClockTime(meeting.time)}`;
}

function MeetingDocuments({ meeting }: { meeting: Meeting }) {
  const items = [
    meeting.agendaHref ? (
      <li key="agenda">
        <a href={meeting.agendaHref}>Agenda: {meeting.agendaTitle}</a>
      </li>
    ) : (
      <li key="agenda">Agenda: not yet posted</li>
    ),
    meeting.minutesHref ? (
      <li key="minutes">
        <a href={meeting.minutesHref}>
          {meeting.minutesStatus === 'Approved' ? 'Approved minutes' : 'Minutes (pending approval)'}
          : {meeting.minutesTitle}
        </a>
      </li>
    ) : null,
    meeting.recordingHref ? (
      <li key="recording">
        <ExternalLink href={meeting.recordingHref}>Recording</ExternalLink>
      </li>
    ) : null,
    meeting.publicNoticeHref ? (
      <li key="notice">
        <ExternalLink href={meeting.publicNoticeHref}>
          Utah Public Notice Website posting
        </ExternalLink>
      </li>
    ) : null,
  ];
  return <ul className="card__points">{items}</ul>;
}

function MeetingHeading({ meeting }: { meeting: Meeting }) {
  return (
    <h3 id={meetingAnchor(meeting)} className="card__title">
      {meeting.meetingType} meeting — {formatMeetingTime(meeting)}
      {meeting.isCancelled ? ' (cancelled)' : ''}
    </h3>
  );
}

export function MinutesRoute({ content, today }: { content: MinutesPage; today: string }) {
  const { upcoming, past } = splitMeetings(content.meetings, today);
  const next = upcoming[0];
  const dates = sortScheduleDates(content.meetingSchedule.dates);
  return (
    <>
      <PageHeader title={content.title} lead={content.intro} />
      <div className="container page-body">
        <SubscribeLink list="meetings" label="Get meeting notices and agendas by e-mail" />
        {next ? (
          <section className="section card" aria-labelledby="minutes-next">
            <h2 id="minutes-next" className="card__title">
              {content.nextMeetingTitle}
            </h2>
            <MeetingHeading meeting={next} />
            <p>Place: {next.place}</p>
            {next.isCancelled ? (
              <p>
                <strong>This meeting is cancelled.</strong> {next.cancellationReason}
              </p>
            ) : null}
            <MeetingDocuments meeting={next} />
            <p>{content.adaNotice}</p>
            <p>{content.electronicParticipationNotice}</p>
          </section>
        ) : null}
        <div className="two-column">
          <section className="card" aria-labelledby="minutes-schedule">
            <h2 id="minutes-schedule" className="card__title">
              {content.scheduleTitle}
            </h2>
            <p>
              The board of trustees meets the{' '}
              <strong>{describeScheduleRule(content.meetingSchedule.rule)}</strong>.
            </p>
            {dates.length > 0 ? (
              <>
                <h3 id="minutes-schedule-dates" className="card__title">
                  {`${content.meetingSchedule.year} ${content.scheduleListTitle}`}
                </h3>
                <ul aria-labelledby="minutes-schedule-dates">
                  {dates.map((entry) => (
                    <li key={`${entry.date}T${entry.time}`}>
                      <time dateTime={`${entry.date}T${entry.time}`}>
                        {formatMeetingTime(entry)}
                      </time>
                      , {entry.place}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <p>
              <a href={MEETINGS_API.calendarFeed}>{content.calendarFeedLabel}</a> (iCalendar)
            </p>
          </section>
          <section className="card" aria-labelledby="minutes-archive">
            <h2 id="minutes-archive" className="card__title">
              {content.archiveTitle}
            </h2>
            <p>{content.archiveIntro}</p>
            <p>
              <ExternalLink href={content.archiveLink.href} className="button">
                {content.archiveLink.label}
              </ExternalLink>
            </p>
          </section>
        </div>
        {past.length > 0 ? (
          <section className="section" aria-labelledby="minutes-past">
            <h2 id="minutes-past">{content.pastMeetingsTitle}</h2>
            <ul className="card-grid">
              {past.map((meeting) => (
                <li key={`${meeting.date}T${meeting.time}`} className="card">
                  <MeetingHeading meeting={meeting} />
                  <p>Place: {meeting.place}</p>
                  {meeting.isCancelled ? <p>Cancelled: {meeting.cancellationReason}</p> : null}
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
