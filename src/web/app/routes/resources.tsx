import type { StationsPage } from '#domain/content/page-content.schema.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

export function ResourcesRoute({ content }: { content: StationsPage }) {
  return (
    <>
      <PageHeader title={content.title} lead={content.lead} />
      <div className="container page-body">
        <ul className="card-grid">
          {content.stations.map((station) => (
            <li key={station.number} className="card">
              <h2 className="card__title">
                Station {station.number} — {station.town}
              </h2>
              <p>{station.description}</p>
              <h3 className="card__subtitle">Equipment</h3>
              <ul className="card__points">
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
