import { Link } from 'react-router';
import { DISTRICT } from '#domain/content/district.ts';
import { FIRE_RESTRICTIONS, HOME_HERO, HOME_QUICK_LINKS } from '#domain/content/home.ts';
import { PhoneLink } from '#web/components/ui/contact-links.tsx';

export function HomeRoute() {
  return (
    <>
      <section className="restrictions-banner" aria-labelledby="restrictions-title">
        <div className="container">
          <h2 id="restrictions-title" className="restrictions-banner__title">
            {FIRE_RESTRICTIONS.title}
          </h2>
          <p>{FIRE_RESTRICTIONS.intro}</p>
          <ul className="restrictions-banner__list">
            {FIRE_RESTRICTIONS.prohibited.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            {FIRE_RESTRICTIONS.followUp} <PhoneLink phone={DISTRICT.mainOffice.phone} />
          </p>
        </div>
      </section>
      <div className="hero">
        <div className="container">
          <p className="hero__eyebrow">{HOME_HERO.eyebrow}</p>
          <h1>{DISTRICT.name}</h1>
          <p className="hero__lead">{HOME_HERO.lead}</p>
          <p className="button-row">
            <Link to={HOME_HERO.primaryLink.path} className="button">
              {HOME_HERO.primaryLink.label}
            </Link>
            <Link to={HOME_HERO.secondaryLink.path} className="button button--secondary">
              {HOME_HERO.secondaryLink.label}
            </Link>
          </p>
        </div>
      </div>
      <section className="section container" aria-labelledby="quick-links-title">
        <h2 id="quick-links-title">How can we help?</h2>
        <ul className="card-grid">
          {HOME_QUICK_LINKS.map((item) => (
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
