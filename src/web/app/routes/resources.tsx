import { STATIONS } from '#domain/content/stations.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

export function ResourcesRoute() {
  return (
    <>
      <PageHeader title="Resources" lead="Our three stations and the equipment each one houses." />
      <div className="container page-body">
        <ul className="card-grid">
          {STATIONS.map((station) => (
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
