import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import {
  findSiteDocument,
  imageSetPagesOf,
  type SiteDocument,
} from '#domain/documents/document-library.schema.ts';
import type { ElectionsPage } from '#domain/content/page-content.schema.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { CandidateFormsIsland } from '#web/features/elections/components/candidate-forms-card.tsx';
import { ElectionNotice } from '#web/features/elections/components/election-notice.tsx';
import { ElectionPdfCard } from '#web/features/elections/components/election-pdf-card.tsx';

/**
 * Static page with one island: the candidate-forms card, hydrated by
 * src/web/islands/candidate-forms-viewer.tsx into the `data-island` element below, which also
 * carries the card's props.
 */
export function ElectionsRoute({
  content,
  district,
  documents,
}: {
  content: ElectionsPage;
  district: DistrictDetails;
  documents: readonly SiteDocument[];
}) {
  const accessibleCopy = {
    email: district.recordsOfficer.email,
    subject: content.accessibleCopySubject,
  };
  const candidatePages = imageSetPagesOf(documents, 'candidate-forms');
  return (
    <>
      <PageHeader title={content.title} lead={content.intro} />
      <div className="container elections">
        <ElectionNotice notice={content.notice} district={district} />
        <div className="document-grid">
          <div
            data-island="candidate-forms-viewer"
            data-email={accessibleCopy.email}
            data-subject={accessibleCopy.subject}
            data-pages={JSON.stringify(candidatePages)}
            className="document-grid__item"
          >
            <CandidateFormsIsland accessibleCopy={accessibleCopy} pages={candidatePages} />
          </div>
          {content.pdfIds.map((id) => {
            const document = findSiteDocument(documents, id);
            return document ? (
              <div key={id} className="document-grid__item">
                <ElectionPdfCard document={document} />
              </div>
            ) : null;
          })}
        </div>
      </div>
    </>
  );
}
