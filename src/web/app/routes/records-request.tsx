import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import { findSiteDocument, type SiteDocument } from '#domain/documents/document-library.schema.ts';
import type { RecordsRequestPage } from '#domain/content/page-content.schema.ts';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { EmailLink, PhoneLink } from '#web/components/ui/contact-links.tsx';
import { PdfLink } from '#web/components/ui/pdf-link.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

function DocumentList({
  ids,
  documents,
}: {
  ids: readonly string[];
  documents: readonly SiteDocument[];
}) {
  return (
    <ul className="document-list">
      {ids.map((id) => {
        const pdf = findSiteDocument(documents, id);
        if (!pdf) return null;
        return (
          <li key={id}>
            <PdfLink document={pdf} />
            {pdf.description ? (
              <p className="document-list__description">{pdf.description}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function RecordsRequestRoute({
  content,
  district,
  documents,
}: {
  content: RecordsRequestPage;
  district: DistrictDetails;
  documents: readonly SiteDocument[];
}) {
  const officer = district.recordsOfficer;
  const { street, city, state, zip } = district.address;
  return (
    <>
      <PageHeader title={content.title} lead={content.intro} />
      <div className="container page-body two-column two-column--wide-first">
        <section className="section" aria-labelledby="grama-title">
          <h2 id="grama-title">{content.gramaTitle}</h2>
          <RichText html={content.gramaExplanationHtml} />
          <h2>{content.formsTitle}</h2>
          <p>
            <a href="/public-records/request/online">Request public records online</a>: you get a
            request number, the response deadline and a private link to follow your request.
          </p>
          <DocumentList ids={content.formIds} documents={documents} />
          <h2>{content.additionalDocumentsTitle}</h2>
          <DocumentList ids={content.additionalDocumentIds} documents={documents} />
        </section>
        <section className="card card--aside" aria-labelledby="officer-title">
          <h2 id="officer-title" className="card__title">
            {content.officerTitle}
          </h2>
          <dl className="details-list">
            <dt>Name</dt>
            <dd>{officer.name}</dd>
            <dt>E-mail</dt>
            <dd>
              <EmailLink email={officer.email} />
            </dd>
            <dt>Phone</dt>
            <dd>
              <PhoneLink phone={officer.phone} />
            </dd>
            <dt>Hours</dt>
            <dd>{officer.hours}</dd>
            <dt>Address</dt>
            <dd>
              {street}, {city} {state} {zip}
            </dd>
          </dl>
        </section>
      </div>
    </>
  );
}
