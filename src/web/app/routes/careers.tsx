import { Link } from 'react-router';
import {
  APPLICATIONS_CLOSED_MESSAGE,
  CAREERS,
  canApplyFor,
  POSITIONS,
  type Position,
} from '#domain/content/careers.ts';
import { DISTRICT } from '#domain/content/district.ts';
import { InfoCardGrid } from '#web/features/pages/components/info-card-grid.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

function toId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function PositionCard({ position }: { position: Position }) {
  const id = toId(position.title);
  const reasonId = `${id}-apply-reason`;
  const isOpen = canApplyFor(position);
  return (
    <li className="card position">
      <h3 id={`${id}-title`} className="card__title">
        {position.title}
      </h3>
      <p className="badge-row">
        <span className="badge badge--type">{position.type}</span>{' '}
        <span className={isOpen ? 'badge badge--open' : 'badge badge--closed'}>
          {position.status}
        </span>
      </p>
      <p>{position.description}</p>
      <h4 className="card__subtitle">Requirements</h4>
      <ul className="card__points">
        {position.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
      <div className="position__apply">
        {isOpen ? (
          <Link to={CAREERS.applyPath} className="button">
            Apply Now
          </Link>
        ) : (
          <>
            <button type="button" className="button" disabled aria-describedby={reasonId}>
              Apply Now
            </button>
            <p id={reasonId} className="position__reason">
              {APPLICATIONS_CLOSED_MESSAGE}
            </p>
          </>
        )}
      </div>
    </li>
  );
}

export function CareersRoute() {
  return (
    <>
      <PageHeader title={CAREERS.title} lead={`${CAREERS.subtitle} — ${DISTRICT.name}`} />
      <div className="container page-body">
        <section className="section" aria-labelledby="careers-opportunities">
          <h2 id="careers-opportunities">{CAREERS.opportunitiesTitle}</h2>
          <p>{CAREERS.opportunitiesIntro}</p>
          <ul className="card-grid">
            {POSITIONS.map((position) => (
              <PositionCard key={position.title} position={position} />
            ))}
          </ul>
        </section>
        <section className="section" aria-labelledby="careers-why">
          <h2 id="careers-why">{CAREERS.whyJoinTitle}</h2>
          <InfoCardGrid cards={CAREERS.whyJoin} level={3} />
        </section>
      </div>
    </>
  );
}
