import { Link } from 'react-router';
import { isPositionOpen } from '#domain/meetings/job-positions.ts';
import type { CareersPage, Position } from '#domain/content/page-content.schema.ts';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import { InfoCardGrid } from '#web/features/pages/components/info-card-grid.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { SubscribeLink } from '#web/features/pages/components/subscribe-link.tsx';

function toId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function PositionCard({
  position,
  applyPath,
  closedMessage,
  today,
}: {
  position: Position;
  applyPath: string;
  closedMessage: string;
  today: string;
}) {
  const id = toId(position.title);
  const reasonId = `${id}-apply-reason`;
  const isOpen = isPositionOpen(position, today);
  return (
    <li className="card position">
      <h3 id={`${id}-title`} className="card__title">
        {position.title}
      </h3>
      <p className="badge-row">
        <span className="badge badge--type">{position.type}</span>{' '}
        <span className={isOpen ? 'badge badge--open' : 'badge badge--closed'}>
          {isOpen ? 'Open' : 'Closed'}
        </span>
      </p>
      {isOpen && position.closingDate ? (
        <p>Applications close at the end of {position.closingDate}.</p>
      ) : null}
      <p>{position.description}</p>
      <h4 className="card__subtitle">Requirements</h4>
      <ul className="card__points">
        {position.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
      <div className="position__apply">
        {isOpen && position.applyHref ? (
          <a href={position.applyHref} className="button">
            Apply Now
          </a>
        ) : isOpen ? (
          <Link to={applyPath} className="button">
            Apply Now
          </Link>
        ) : (
          <>
            <button type="button" className="button" disabled aria-describedby={reasonId}>
              Apply Now
            </button>
            <p id={reasonId} className="position__reason">
              {closedMessage}
            </p>
          </>
        )}
      </div>
    </li>
  );
}

export function CareersRoute({
  content,
  district,
  today,
}: {
  content: CareersPage;
  district: DistrictDetails;
  /** The district's day: a position past its closing date shows Closed. */
  today: string;
}) {
  return (
    <>
      <PageHeader title={content.title} lead={`${content.subtitle} — ${district.name}`} />
      <div className="container page-body">
        <section className="section" aria-labelledby="careers-opportunities">
          <h2 id="careers-opportunities">{content.opportunitiesTitle}</h2>
          <p>{content.opportunitiesIntro}</p>
          <SubscribeLink list="jobs" label="Get job openings by e-mail" />
          <ul className="card-grid">
            {content.positions.map((position) => (
              <PositionCard
                key={position.title}
                position={position}
                applyPath={content.applyPath}
                closedMessage={content.closedMessage}
                today={today}
              />
            ))}
          </ul>
        </section>
        <section className="section" aria-labelledby="careers-why">
          <h2 id="careers-why">{content.whyJoinTitle}</h2>
          <InfoCardGrid cards={content.whyJoin} level={3} />
        </section>
      </div>
    </>
  );
}
