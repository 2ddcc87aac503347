import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import type { SiteDocument } from '#domain/documents/document-library.schema.ts';
import type { DocumentArchivePage } from '#domain/documents/document-pages.schema.ts';
import { PdfLink } from '#web/components/ui/pdf-link.tsx';
import {
  DocumentTitle,
  useDocumentDescriptionLanguage,
} from '#web/components/page/document-title.tsx';
import { ContentPageHeader } from '#web/features/pages/components/content-page-header.tsx';
import { PhoneLink } from '#web/components/ui/contact-links.tsx';
import { InEnglish, LocalDay, useContentBlocks, useText } from '#web/lib/i18n.tsx';

/**
 * /public-records/archive: archived documents under a heading that says they are kept for
 * reference and may not be accessible (the ADA Title II archive exception), with a way to ask
 * the records officer for an accessible copy.
 */
export function DocumentArchiveRoute({
  content,
  district,
  documents,
}: {
  content: DocumentArchivePage;
  district: DistrictDetails;
  documents: readonly SiteDocument[];
}) {
  const archived = documents
    .filter((document) => document.isArchived)
    .toSorted((a, b) => b.date.localeCompare(a.date));
  const officer = district.recordsOfficer;
  const mailtoFor = (title: string) =>
    `mailto:${officer.email}?subject=${encodeURIComponent(`${content.accessibleCopySubject}: ${title}`)}`;
  const t = useText();
  const english = useContentBlocks('page');
  // The district's words and a document's description have Spanish versions (decisions 331, 346).
  const districtWords = useContentBlocks('district');
  const descriptionLanguage = useDocumentDescriptionLanguage();
  return (
    <>
      <ContentPageHeader content={content} />
      <div className="container page-body">
        <section className="section" aria-labelledby="archive-list">
          <h2 id="archive-list" {...english('listTitle')}>
            {content.listTitle}
          </h2>
          <p className="note" {...english('notice')}>
            {content.notice}
          </p>
          <p {...english('accessibleCopyIntro')}>{content.accessibleCopyIntro}</p>
          <address className="records-officer">
            <InEnglish>{officer.name}</InEnglish>
            <br />
            <a
              href={`mailto:${officer.email}?subject=${encodeURIComponent(content.accessibleCopySubject)}`}
            >
              {officer.email}
            </a>
            <br />
            <PhoneLink phone={officer.phone} />
            {officer.hours ? (
              <>
                <br />
                <InEnglish isTranslated={!districtWords('recordsOfficerHours').lang}>
                  {officer.hours}
                </InEnglish>
              </>
            ) : null}
          </address>
          {archived.length === 0 ? (
            <p {...english('noDocuments')}>{content.noDocuments}</p>
          ) : (
            <ul className="document-list">
              {archived.map((document) => (
                <li key={document.key}>
                  <PdfLink
                    document={document}
                    label={<DocumentTitle document={document} />}
                    hint={t('link.pdfOpensInNewTab')}
                  />{' '}
                  <span className="document-list__description">
                    <LocalDay day={document.date} />
                  </span>
                  {document.description ? (
                    <p className="document-list__description" {...descriptionLanguage(document)}>
                      {document.description}
                    </p>
                  ) : null}
                  <p>
                    <a href={mailtoFor(document.title)}>
                      <InEnglish isTranslated={!english('accessibleCopyLabel').lang}>
                        {content.accessibleCopyLabel}
                      </InEnglish>
                      <span className="visually-hidden">
                        {` ${t('recordsPages.copyOf')} `}
                        <DocumentTitle document={document} />
                      </span>
                    </a>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
