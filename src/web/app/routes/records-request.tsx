import { DISTRICT } from '#domain/content/district.ts';
import { getPdf, type PdfDocumentId } from '#domain/content/documents.ts';
import { RECORDS_REQUEST } from '#domain/content/records-request.ts';
import { EmailLink, PhoneLink } from '#web/components/ui/contact-links.tsx';
import { PdfLink } from '#web/components/ui/pdf-link.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

function DocumentList({ ids }: { ids: readonly PdfDocumentId[] }) {
  return (
    <ul className="document-list">
      {ids.map((id) => {
        const pdf = getPdf(id);
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

export function RecordsRequestRoute() {
  const officer = DISTRICT.recordsOfficer;
  const { street, city, state, zip } = DISTRICT.address;
  return (
    <>
      <PageHeader title="Public Records Request" lead={RECORDS_REQUEST.intro} />
      <div className="container page-body two-column two-column--wide-first">
        <section className="section" aria-labelledby="grama-title">
          <h2 id="grama-title">About GRAMA</h2>
          {RECORDS_REQUEST.gramaExplanation.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h2>Forms</h2>
          <DocumentList ids={RECORDS_REQUEST.formIds} />
          <h2>Additional Documents</h2>
          <DocumentList ids={RECORDS_REQUEST.additionalDocumentIds} />
        </section>
        <section className="card card--aside" aria-labelledby="officer-title">
          <h2 id="officer-title" className="card__title">
            Records Officer
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
