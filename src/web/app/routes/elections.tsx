import { ELECTIONS } from '#domain/content/elections.ts';
import { getPdf } from '#domain/content/documents.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { CandidateFormsIsland } from '#web/features/elections/components/candidate-forms-card.tsx';
import { ElectionNotice } from '#web/features/elections/components/election-notice.tsx';
import { ElectionPdfCard } from '#web/features/elections/components/election-pdf-card.tsx';

/**
 * Static page with one island: the candidate-forms card, hydrated by
 * src/web/islands/candidate-forms-viewer.tsx into the `data-island` element below.
 */
export function ElectionsRoute() {
  return (
    <>
      <PageHeader title={ELECTIONS.title} lead={ELECTIONS.intro} />
      <div className="container elections">
        <ElectionNotice />
        <div className="document-grid">
          <div data-island="candidate-forms-viewer" className="document-grid__item">
            <CandidateFormsIsland />
          </div>
          {ELECTIONS.pdfIds.map((id) => (
            <div key={id} className="document-grid__item">
              <ElectionPdfCard document={getPdf(id)} />
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
