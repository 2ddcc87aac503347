import { Link } from 'react-router';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import type { BurnDayStatus } from '#domain/burn/burn-day.ts';
import type { FireConditions } from '#domain/content/fire-conditions.schema.ts';
import type { HomePage } from '#domain/content/page-content.schema.ts';
import { FireConditionsPanel } from '#web/features/pages/components/fire-conditions-panel.tsx';
import { useContentBlocks } from '#web/lib/i18n.tsx';

/** The hero photo's box: 3:2, so the page does not shift while it loads (CSS crops to fit). */
const HERO_IMAGE_WIDTH = 600;
const HERO_IMAGE_HEIGHT = 400;

export function HomeRoute({
  content,
  district,
  fireConditions,
  burnDay,
}: {
  content: HomePage;
  district: DistrictDetails;
  fireConditions: FireConditions | null;
  burnDay?: BurnDayStatus | undefined;
}) {
  const { hero, heroImage } = content;
  // The home page's words are staff content, English until they have a current Spanish version.
  const english = useContentBlocks('page');
  return (
    <>
      <div className="hero">
        <div className="container hero__grid">
          <div className="hero__text">
            <p className="hero__eyebrow" {...english('hero')}>
              {hero.eyebrow}
            </p>
            <h1>{district.name}</h1>
            <p className="hero__lead" {...english('hero')}>
              {hero.lead}
            </p>
            <p className="button-row" {...english('hero')}>
              <Link to={hero.primaryLink.path} className="button">
                {hero.primaryLink.label}
              </Link>
              <Link to={hero.secondaryLink.path} className="button button--secondary">
                {hero.secondaryLink.label}
              </Link>
            </p>
          </div>
          <img
            className="hero__image"
            src={heroImage.src}
            alt={heroImage.alt}
            {...english('heroImage')}
            width={HERO_IMAGE_WIDTH}
            height={HERO_IMAGE_HEIGHT}
            fetchPriority="high"
          />
        </div>
      </div>
      {/* After the heading: the site alert above leads here, so a phone's first screen shows the page. */}
      {fireConditions ? (
        <FireConditionsPanel conditions={fireConditions} burnDay={burnDay} />
      ) : null}
      <section className="section container top-tasks" aria-labelledby="top-tasks-title">
        <h2 id="top-tasks-title" {...english('topTasksTitle')}>
          {content.topTasksTitle}
        </h2>
        <ul className="top-tasks__list" {...english('topTasks')}>
          {content.topTasks.map((task) => (
            <li key={`${task.path}:${task.label}`}>
              <Link to={task.path} className="top-tasks__link">
                {task.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="section container" aria-labelledby="quick-links-title">
        <h2 id="quick-links-title" {...english('quickLinksTitle')}>
          {content.quickLinksTitle}
        </h2>
        <ul className="card-grid" {...english('quickLinks')}>
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
