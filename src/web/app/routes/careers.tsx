import { Link } from 'react-router';
import { isPositionOpen } from '#domain/meetings/job-positions.ts';
import type { CareersPage, Position } from '#domain/content/page-content.schema.ts';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import { InfoCardGrid } from '#web/features/pages/components/info-card-grid.tsx';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { useContentBlocks, useText } from '#web/lib/i18n.tsx';
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
  const t = useText();
  const english = useContentBlocks('page');
  const positionLanguage = english('positions');
  return (
    <li className="card position">
      <h3 id={`${id}-title`} className="card__title" {...positionLanguage}>
        {position.title}
      </h3>
      <p className="badge-row">
        <span className="badge badge--type" {...positionLanguage}>
          {position.type}
        </span>{' '}
        <span className={isOpen ? 'badge badge--open' : 'badge badge--closed'}>
          {isOpen ? t('careers.open') : t('careers.closed')}
        </span>
      </p>
      {isOpen && position.closingDate ? (
        <p>{t('careers.closesAt', { date: position.closingDate })}</p>
      ) : null}
      <p {...positionLanguage}>{position.description}</p>
      <h4 className="card__subtitle">{t('careers.requirements')}</h4>
      <ul className="card__points" {...positionLanguage}>
        {position.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
      <div className="position__apply">
        {isOpen && position.applyHref ? (
          <a href={position.applyHref} className="button">
            {t('careers.applyNow')}
          </a>
        ) : isOpen ? (
          <Link to={applyPath} className="button">
            {t('careers.applyNow')}
          </Link>
        ) : (
          <>
            <button type="button" className="button" disabled aria-describedby={reasonId}>
              {t('careers.applyNow')}
            </button>
            <p id={reasonId} className="position__reason" {...english('closedMessage')}>
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
  const t = useText();
  const english = useContentBlocks('page');
  return (
    <>
      <PageHeader
        title={content.title}
        lead={`${content.subtitle} — ${district.name}`}
        lang={english('title').lang}
        leadLang={english('subtitle').lang}
      />
      <div className="container page-body">
        <section className="section" aria-labelledby="careers-opportunities">
          <h2 id="careers-opportunities" {...english('opportunitiesTitle')}>
            {content.opportunitiesTitle}
          </h2>
          <p {...english('opportunitiesIntro')}>{content.opportunitiesIntro}</p>
          <SubscribeLink list="jobs" label={t('careers.subscribe')} />
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
          <h2 id="careers-why" {...english('whyJoinTitle')}>
            {content.whyJoinTitle}
          </h2>
          <InfoCardGrid cards={content.whyJoin} level={3} lang={english('whyJoin').lang} />
        </section>
      </div>
    </>
  );
}
