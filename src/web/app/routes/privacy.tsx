import { Link } from 'react-router';
import { PRIVACY } from '#domain/content/privacy.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

export function PrivacyRoute() {
  return (
    <>
      <PageHeader title={PRIVACY.title} lead={PRIVACY.intro} />
      <div className="container page-body prose">
        {PRIVACY.sections.map((section) => (
          <section key={section.title} className="section">
            <h2>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.points ? (
              <ul>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
            {section.link ? (
              <p>
                <Link to={section.link.path}>{section.link.label}</Link>
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}
