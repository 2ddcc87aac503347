import type { MinutesPage } from '#domain/content/page-content.schema.ts';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

export function MinutesRoute({ content }: { content: MinutesPage }) {
  return (
    <>
      <PageHeader title={content.title} lead={content.intro} />
      <div className="container page-body">
        <div className="two-column">
          <section className="card" aria-labelledby="minutes-schedule">
            <h2 id="minutes-schedule" className="card__title">
              {content.scheduleTitle}
            </h2>
            <p>
              The board of trustees meets the <strong>{content.schedule}</strong>.
            </p>
          </section>
          <section className="card" aria-labelledby="minutes-archive">
            <h2 id="minutes-archive" className="card__title">
              {content.archiveTitle}
            </h2>
            <p>{content.archiveIntro}</p>
            <p>
              <ExternalLink href={content.archiveLink.href} className="button">
                {content.archiveLink.label}
              </ExternalLink>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
