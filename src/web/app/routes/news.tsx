import { findSiteDocument, type SiteDocument } from '#domain/documents/document-library.schema.ts';
import type { NewsPage } from '#domain/content/page-content.schema.ts';
import { CalendarDay } from '#web/components/ui/calendar-day.tsx';
import { PdfLink } from '#web/components/ui/pdf-link.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

export function NewsRoute({
  content,
  documents,
}: {
  content: NewsPage;
  documents: readonly SiteDocument[];
}) {
  return (
    <>
      <PageHeader title={content.title} lead={content.intro} />
      <div className="container page-body">
        <ul className="card-grid card-grid--single">
          {content.items.map((item) => {
            const document = findSiteDocument(documents, item.documentId);
            return (
              <li key={item.title} className="card">
                <h2 className="card__title">{item.title}</h2>
                <p className="card__meta">
                  <CalendarDay day={item.date} />
                </p>
                <p>{item.summary}</p>
                {document ? (
                  <p>
                    <PdfLink
                      document={document}
                      label={`Read the ${item.title}`}
                      className="button"
                    />
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
