import { ABOUT } from '#domain/content/about.ts';
import { DISTRICT } from '#domain/content/district.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

export function AboutRoute() {
  const { street, city, state, zip } = DISTRICT.address;
  return (
    <>
      <PageHeader title={ABOUT.title} lead={ABOUT.lead} />
      <div className="container page-body">
        <section className="section" aria-labelledby="about-who">
          <h2 id="about-who">Who We Are</h2>
          {ABOUT.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h3>Address</h3>
          <address>
            {DISTRICT.name}
            <br />
            {street}
            <br />
            {city}, {state} {zip}
          </address>
        </section>
        <section className="section" aria-labelledby="about-stats">
          <h2 id="about-stats">By the Numbers</h2>
          <dl className="stats">
            {ABOUT.statistics.map((stat) => (
              <div key={stat.label} className="stats__item">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="section" aria-labelledby="about-history">
          <h2 id="about-history">Our History</h2>
          {ABOUT.history.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <section className="section" aria-labelledby="about-leadership">
          <h2 id="about-leadership">Leadership</h2>
          <ul className="card-grid card-grid--compact">
            {ABOUT.leadership.map((person) => (
              <li key={person.role} className="card">
                <h3 className="card__title">{person.role}</h3>
                <p>{person.name}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="section mission" aria-labelledby="about-mission">
          <h2 id="about-mission">Our Mission</h2>
          <p className="mission__text">{ABOUT.mission}</p>
        </section>
      </div>
    </>
  );
}
