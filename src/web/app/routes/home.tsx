import { Link } from 'react-router';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import type { FireConditions } from '#domain/content/fire-conditions.schema.ts';
import type { HomePage } from '#domain/content/page-content.schema.ts';
import { FireConditionsPanel } from '#web/features/pages/components/fire-conditions-panel.tsx';

export function HomeRoute({
  content,
  district,
  fireConditions,
}: {
  content: HomePage;
  district: DistrictDetails;
  fireConditions: FireConditions | null;
}) {
  const { hero } = content;
  return (
    <>
      {fireConditions ? <FireConditionsPanel conditions={fireConditions} /> : null}
      <div className="hero">
        <div className="container">
          <p className="hero__eyebrow">{hero.eyebrow}</p>
          <h1>{district.name}</h1>
          <p className="hero__lead">{hero.lead}</p>
          <p className="button-row">
            <Link to={hero.primaryLink.path} className="button">
              {hero.primaryLink.label}
            </Link>
            <Link to={hero.secondaryLink.path} className="button button--secondary">
              {hero.secondaryLink.label}
            </Link>
          </p>
        </div>
      </div>
      <section className="section container" aria-labelledby="quick-links-title">
        <h2 id="quick-links-title">{content.quickLinksTitle}</h2>
        <ul className="card-grid">
          {content.quickLinks.map((item) => (
            <li key={item.path} className="card card--link">
              <h3 className="card__title">
                <Link to={item.path}>{item.title}</Link>
              </h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
