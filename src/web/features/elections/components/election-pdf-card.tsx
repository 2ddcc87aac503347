import type { SiteDocument } from '#domain/documents/document-library.schema.ts';
import { PdfLink } from '#web/components/ui/pdf-link.tsx';
import {
  DocumentTitle,
  useDocumentDescriptionLanguage,
} from '#web/components/page/document-title.tsx';
import { LocalDay, useText } from '#web/lib/i18n.tsx';

/** An election document card whose PDF opens in a new tab. */
export function ElectionPdfCard({ document }: { document: SiteDocument }) {
  const titleId = `${document.key}-card-title`;
  const t = useText();
  // A document's description has a Spanish version (decision 346).
  const descriptionLanguage = useDocumentDescriptionLanguage();
  return (
    <article className="card document-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        <DocumentTitle document={document} />
      </h2>
      {document.description ? (
        <p {...descriptionLanguage(document)}>{document.description}</p>
      ) : null}
      {document.date ? (
        <p className="document-card__meta">
          <LocalDay day={document.date} />
        </p>
      ) : null}
      <div className="document-card__actions">
        <PdfLink
          document={document}
          label={
            <>
              {`${t('recordsPages.openDocument')} `}
              <DocumentTitle document={document} />
            </>
          }
          hint={t('link.pdfOpensInNewTab')}
          className="document-card__link"
        />
      </div>
    </article>
  );
}
