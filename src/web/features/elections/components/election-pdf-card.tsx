import type { SiteDocument } from '#domain/documents/document-library.schema.ts';
import { CalendarDay } from '#web/components/ui/calendar-day.tsx';
import { PdfLink } from '#web/components/ui/pdf-link.tsx';

/** An election document card whose PDF opens in a new tab. */
export function ElectionPdfCard({ document }: { document: SiteDocument }) {
  const titleId = `${document.key}-card-title`;
  return (
    <article className="card document-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {document.title}
      </h2>
      {document.description ? <p>{document.description}</p> : null}
      {document.date ? (
        <p className="document-card__meta">
          <CalendarDay day={document.date} />
        </p>
      ) : null}
      <div className="document-card__actions">
        <PdfLink
          document={document}
          label={`Open ${document.title}`}
          className="document-card__link"
        />
      </div>
    </article>
  );
}
