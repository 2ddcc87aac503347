import type { AboutPage } from '#domain/content/page-content.schema.ts';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

export function AboutRoute({
  content,
  district,
}: {
  content: AboutPage;
  district: DistrictDetails;
}) {
  const { street, city, state, zip } = district.address;
  return (
    <>
      <PageHeader title={content.title} lead={content.lead} />
      <div className="container page-body">
        <section className="section" aria-labelledby="about-who">
          <h2 id="about-who">Who We Are</h2>
          <RichText html={content.whoWeAreHtml} />
          <h3>Address</h3>
          <address>
            {district.name}
            <br />
            {street}
            <br />
            {city}, {state} {zip}
          </address>
        </section>
        <section className="section" aria-labelledby="about-stats">
          <h2 id="about-stats">By the Numbers</h2>
          <dl className="stats">
            {content.statistics.map((stat) => (
              <div key={stat.label} className="stats__item">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="section" aria-labelledby="about-history">
          <h2 id="about-history">Our History</h2>
          <RichText html={content.historyHtml} />
        </section>
        <section className="section" aria-labelledby="about-leadership">
          <h2 id="about-leadership">Leadership</h2>
          <ul className="card-grid card-grid--compact">
            {district.leadership.map((person) => (
              <li key={person.role} className="card">
                <h3 className="card__title">{person.role}</h3>
                <p>{person.name}</p>
              </li>
            ))}
          </ul>
        </section>
        {content.boardMembers.length > 0 ? (
          <section className="section" aria-labelledby="about-board">
            <h2 id="about-board">{content.boardTitle}</h2>
            <ul className="card-grid card-grid--compact">
              {content.boardMembers.map((member) => (
                <li key={`${member.seat}-${member.name}`} className="card">
                  <h3 className="card__title">{member.name}</h3>
                  <p>{member.seat}</p>
                  <p>Term ends {member.termEnds}</p>
                  <p>{member.contact}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="section mission" aria-labelledby="about-mission">
          <h2 id="about-mission">Our Mission</h2>
          <p className="mission__text">{content.mission}</p>
        </section>
      </div>
    </>
  );
}
