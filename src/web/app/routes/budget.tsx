import {
  FINANCIAL_KINDS,
  fiscalYearOf,
  fiscalYearOfDocument,
  formatFiscalYear,
  orderFiscalYears,
  type FinancialKind,
  type SiteDocument,
} from '#domain/documents/document-library.schema.ts';
import type { BudgetPage } from '#domain/documents/document-pages.schema.ts';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { PdfLink } from '#web/components/ui/pdf-link.tsx';
import {
  DocumentTitle,
  useDocumentDescriptionLanguage,
} from '#web/components/page/document-title.tsx';
import { ContentPageHeader } from '#web/features/pages/components/content-page-header.tsx';
import {
  InEnglish,
  LocalDay,
  useContentBlocks,
  useEnglishContent,
  useText,
} from '#web/lib/i18n.tsx';

const KIND_ORDER = Object.keys(FINANCIAL_KINDS) as FinancialKind[];

/**
 * /public-records/budget: the library's financial reports by fiscal year, the current one first;
 * within a year the tentative and adopted budgets, audits, the fee schedule resolution (with the
 * date its fees take effect) and other reports, each with its date.
 */
export function BudgetRoute({
  content,
  documents,
  today,
}: {
  content: BudgetPage;
  documents: readonly SiteDocument[];
  /** Today in the district's zone (YYYY-MM-DD): which fiscal year is current. */
  today: string;
}) {
  const start = content.fiscalYearStart;
  const reports = documents
    .filter((document) => document.category === 'financial-reports' && !document.isArchived)
    .toSorted((a, b) => b.date.localeCompare(a.date));
  const current = fiscalYearOf(today, start);
  const years = orderFiscalYears(
    reports.map((report) => fiscalYearOfDocument(report, start)),
    current,
  );
  const t = useText();
  const english = useContentBlocks('page');
  const descriptionLanguage = useEnglishContent();
  // A document's description has a Spanish version (decision 346).
  const documentDescriptionLanguage = useDocumentDescriptionLanguage();
  return (
    <>
      <ContentPageHeader content={content} />
      <div className="container page-body">
        {years.length === 0 ? <p {...english('noDocuments')}>{content.noDocuments}</p> : null}
        {years.map((year) => {
          const ofYear = reports.filter((report) => fiscalYearOfDocument(report, start) === year);
          return (
            <section key={year} className="section" aria-labelledby={`fiscal-year-${year}`}>
              <h2
                id={`fiscal-year-${year}`}
                // One heading from two blocks: Spanish when both are, else all English.
                lang={
                  !english('fiscalYearHeading').lang &&
                  (year !== current || !english('currentYearNote').lang)
                    ? undefined
                    : descriptionLanguage.lang
                }
              >
                {content.fiscalYearHeading.replace('{year}', formatFiscalYear(year, start)) +
                  (year === current ? ` ${content.currentYearNote}` : '')}
              </h2>
              {KIND_ORDER.map((kind) => {
                const ofKind = ofYear.filter(
                  (report) => (report.financialKind ?? 'other-report') === kind,
                );
                if (ofKind.length === 0) return null;
                const headingId = `fiscal-year-${year}-${kind}`;
                return (
                  <section key={kind} aria-labelledby={headingId}>
                    <h3 id={headingId}>{t(`recordsPages.financialKind.${kind}`)}</h3>
                    <ul className="document-list">
                      {ofKind.map((report) => (
                        <li key={report.key}>
                          <PdfLink
                            document={report}
                            label={<DocumentTitle document={report} />}
                            hint={t('link.pdfOpensInNewTab')}
                          />{' '}
                          <span className="document-list__description">
                            <LocalDay day={report.date} />
                          </span>
                          {report.effectiveDate ? (
                            <p className="document-list__description">
                              <InEnglish isTranslated={!english('effectiveDateLabel').lang}>
                                {content.effectiveDateLabel}
                              </InEnglish>{' '}
                              <LocalDay day={report.effectiveDate} />
                            </p>
                          ) : null}
                          {report.description ? (
                            <p
                              className="document-list__description"
                              {...documentDescriptionLanguage(report)}
                            >
                              {report.description}
                            </p>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </section>
                );
              })}
            </section>
          );
        })}
        <section className="section note" aria-labelledby="budget-transparency">
          <h2 id="budget-transparency" {...english('transparencyTitle')}>
            {content.transparencyTitle}
          </h2>
          <p {...english('transparencyIntro')}>{content.transparencyIntro}</p>
          <p>
            <ExternalLink href={content.transparencyLink.href} hint={t('link.opensInNewTab')}>
              <InEnglish isTranslated={!english('transparencyLink').lang}>
                {content.transparencyLink.label}
              </InEnglish>
            </ExternalLink>
          </p>
        </section>
      </div>
    </>
  );
}
