import type { AboutPage } from '#domain/content/page-content.schema.ts';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { ContentPageHeader } from '#web/features/pages/components/content-page-header.tsx';
import { useContentBlocks, useEnglishContent, useText } from '#web/lib/i18n.tsx';

export function AboutRoute({
  content,
  district,
}: {
  content: AboutPage;
  district: DistrictDetails;
}) {
  const { street, city, state, zip } = district.address;
  const t = useText();
  const english = useContentBlocks('page');
  // The leadership's roles are English until staff write their Spanish (decision 331).
  const districtWords = useContentBlocks('district');
  const englishName = useEnglishContent();
  return (
    <>
      <ContentPageHeader content={content} leadBlock="lead" />
      <div className="container page-body">
        <section className="section" aria-labelledby="about-who">
          <h2 id="about-who">{t('about.whoWeAre')}</h2>
          <RichText html={content.whoWeAreHtml} lang={english('whoWeAreHtml').lang} />
          <h3>{t('about.address')}</h3>
          <address>
            {district.name}
            <br />
            {street}
            <br />
            {city}, {state} {zip}
          </address>
        </section>
        <section className="section" aria-labelledby="about-stats">
          <h2 id="about-stats">{t('about.byTheNumbers')}</h2>
          <dl className="stats" {...english('statistics')}>
            {content.statistics.map((stat) => (
              <div key={stat.label} className="stats__item">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="section" aria-labelledby="about-history">
          <h2 id="about-history">{t('about.history')}</h2>
          <RichText html={content.historyHtml} lang={english('historyHtml').lang} />
        </section>
        <section className="section" aria-labelledby="about-leadership">
          <h2 id="about-leadership">{t('about.leadership')}</h2>
          <ul className="card-grid card-grid--compact" {...districtWords('leadershipRoles')}>
            {district.leadership.map((person) => (
              <li key={person.role} className="card">
                <h3 className="card__title">{person.role}</h3>
                {/* A name as entered, marked English like the other pages' names. */}
                <p {...englishName}>{person.name}</p>
              </li>
            ))}
          </ul>
        </section>
        {content.boardMembers.length > 0 ? (
          <section className="section" aria-labelledby="about-board">
            <h2 id="about-board" {...english('boardTitle')}>
              {content.boardTitle}
            </h2>
            <ul className="card-grid card-grid--compact">
              {content.boardMembers.map((member) => (
                <li key={`${member.seat}-${member.name}`} className="card">
                  <h3 className="card__title">{member.name}</h3>
                  <p {...english('boardMembers')}>{member.seat}</p>
                  <p>{t('about.termEnds', { date: member.termEnds })}</p>
                  <p {...english('boardMembers')}>{member.contact}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="section mission" aria-labelledby="about-mission">
          <h2 id="about-mission">{t('about.mission')}</h2>
          <p className="mission__text" {...english('mission')}>
            {content.mission}
          </p>
        </section>
      </div>
    </>
  );
}
