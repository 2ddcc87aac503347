import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import {
  findSiteDocument,
  imageSetPagesOf,
  type SiteDocument,
} from '#domain/documents/document-library.schema.ts';
import type { ElectionsPage } from '#domain/content/page-content.schema.ts';
import { textForPrefixes } from '#domain/i18n/page-text.ts';
import { ContentPageHeader } from '#web/features/pages/components/content-page-header.tsx';
import { CandidateFormsIsland } from '#web/features/elections/components/candidate-forms-card.tsx';
import { ElectionNotice } from '#web/features/elections/components/election-notice.tsx';
import { ElectionPdfCard } from '#web/features/elections/components/election-pdf-card.tsx';
import type { IslandLocale } from '#web/features/elections/components/island-text.ts';
import { useLocale } from '#web/lib/i18n.tsx';

/** The catalogue's words of the candidate forms' card and viewer (the island draws them). */
const ISLAND_TEXT_PREFIXES = ['recordsPages.candidateForms.', 'recordsPages.viewer.'] as const;

/**
 * Static page with one island: the candidate-forms card, hydrated by
 * src/web/islands/candidate-forms-viewer.tsx into the `data-island` element below, which also
 * carries the card's props: on a Spanish page its words too, so the browser loads no FormatJS.
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
  const locale = useLocale();
  const islandText = textForPrefixes(ISLAND_TEXT_PREFIXES, locale);
  const islandLocale: IslandLocale = locale === 'es' ? 'es-US' : 'en-US';
  return (
    <>
      <ContentPageHeader content={content} />
      <div className="container elections">
        <ElectionNotice notice={content.notice} district={district} />
        <div className="document-grid">
          <div
            data-island="candidate-forms-viewer"
            data-email={accessibleCopy.email}
            data-subject={accessibleCopy.subject}
            data-pages={JSON.stringify(candidatePages)}
            {...(islandText
              ? { 'data-text': JSON.stringify(islandText), 'data-locale': islandLocale }
              : {})}
            className="document-grid__item"
          >
            <CandidateFormsIsland
              accessibleCopy={accessibleCopy}
              pages={candidatePages}
              text={islandText}
              locale={islandLocale}
            />
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
