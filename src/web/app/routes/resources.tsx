import type { StationsPage } from '#domain/content/page-content.schema.ts';
import { ContentPageHeader } from '#web/features/pages/components/content-page-header.tsx';
import { useContentBlocks, useText } from '#web/lib/i18n.tsx';

export function ResourcesRoute({ content }: { content: StationsPage }) {
  const t = useText();
  const english = useContentBlocks('page');
  return (
    <>
      <ContentPageHeader content={content} leadBlock="lead" />
      <div className="container page-body">
        <ul className="card-grid">
          {content.stations.map((station) => (
            <li key={station.number} className="card">
              <h2 className="card__title">
                {/* The town is a proper name: the same in both languages. */}
                {t('resources.station', { number: station.number, town: station.town })}
              </h2>
              <p {...english('stations')}>{station.description}</p>
              <h3 className="card__subtitle">{t('resources.equipment')}</h3>
              <ul className="card__points" {...english('stations')}>
                {station.equipment.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
