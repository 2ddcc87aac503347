import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import type { SiteDocument } from '#domain/documents/document-library.schema.ts';
import type { DocumentArchivePage } from '#domain/documents/document-pages.schema.ts';
import { CalendarDay } from '#web/components/ui/calendar-day.tsx';
import { PdfLink } from '#web/components/ui/pdf-link.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { PhoneLink } from '#web/components/ui/contact-links.tsx';

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
  return (
    <>
      <PageHeader title={content.title} lead={content.intro} />
      <div className="container page-body">
        <section className="section" aria-labelledby="archive-list">
          <h2 id="archive-list">{content.listTitle}</h2>
          <p className="note">{content.notice}</p>
          <p>{content.accessibleCopyIntro}</p>
          <address className="records-officer">
            {officer.name}
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
                {officer.hours}
              </>
            ) : null}
          </address>
          {archived.length === 0 ? (
            <p>{content.noDocuments}</p>
          ) : (
            <ul className="document-list">
              {archived.map((document) => (
                <li key={document.key}>
                  <PdfLink document={document} />{' '}
                  <span className="document-list__description">
                    <CalendarDay day={document.date} />
                  </span>
                  {document.description ? (
                    <p className="document-list__description">{document.description}</p>
                  ) : null}
                  <p>
                    <a href={mailtoFor(document.title)}>
                      {content.accessibleCopyLabel}
                      <span className="visually-hidden"> of {document.title}</span>
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
