import {
  BOARD_MEETING_SCHEDULE,
  MINUTES_PAGE,
  PUBLIC_NOTICE_ARCHIVE,
} from '#domain/content/meetings.ts';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

export function MinutesRoute() {
  return (
    <>
      <PageHeader title="Agenda and Meeting Minutes" lead={MINUTES_PAGE.intro} />
      <div className="container page-body">
        <div className="two-column">
          <section className="card" aria-labelledby="minutes-schedule">
            <h2 id="minutes-schedule" className="card__title">
              Board Meetings
            </h2>
            <p>
              The board of trustees meets the <strong>{BOARD_MEETING_SCHEDULE.minutesPage}</strong>.
            </p>
          </section>
          <section className="card" aria-labelledby="minutes-archive">
            <h2 id="minutes-archive" className="card__title">
              Agendas and Minutes Archive
            </h2>
            <p>{MINUTES_PAGE.archiveIntro}</p>
            <p>
              <ExternalLink href={PUBLIC_NOTICE_ARCHIVE.href} className="button">
                {PUBLIC_NOTICE_ARCHIVE.label}
              </ExternalLink>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
