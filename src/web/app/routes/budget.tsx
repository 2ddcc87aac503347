import { fiscalYearOf, type SiteDocument } from '#domain/documents/document-library.schema.ts';
import type { BudgetPage } from '#domain/documents/document-pages.schema.ts';
import { CalendarDay } from '#web/components/ui/calendar-day.tsx';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { PdfLink } from '#web/components/ui/pdf-link.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

function formatFiscalYear(endYear: number): string {
  return `${endYear - 1}–${String(endYear).slice(-2)}`;
}

/** /public-records/budget: the library's financial reports by fiscal year, current first. */
export function BudgetRoute({
  content,
  documents,
}: {
  content: BudgetPage;
  documents: readonly SiteDocument[];
}) {
  const reports = documents
    .filter((document) => document.category === 'financial-reports' && !document.isArchived)
    .toSorted((a, b) => b.date.localeCompare(a.date));
  const years = [...new Set(reports.map((report) => fiscalYearOf(report.date)))];
  return (
    <>
      <PageHeader title={content.title} lead={content.intro} />
      <div className="container page-body">
        {years.length === 0 ? <p>{content.noDocuments}</p> : null}
        {years.map((year) => (
          <section key={year} className="section" aria-labelledby={`fiscal-year-${year}`}>
            <h2 id={`fiscal-year-${year}`}>
              {content.fiscalYearHeading.replace('{year}', formatFiscalYear(year))}
            </h2>
            <ul className="document-list">
              {reports
                .filter((report) => fiscalYearOf(report.date) === year)
                .map((report) => (
                  <li key={report.key}>
                    <PdfLink document={report} />{' '}
                    <span className="document-list__description">
                      <CalendarDay day={report.date} />
                    </span>
                    {report.description ? (
                      <p className="document-list__description">{report.description}</p>
                    ) : null}
                  </li>
                ))}
            </ul>
          </section>
        ))}
        <section className="section note" aria-labelledby="budget-transparency">
          <h2 id="budget-transparency">{content.transparencyTitle}</h2>
          <p>{content.transparencyIntro}</p>
          <p>
            <ExternalLink href={content.transparencyLink.href}>
              {content.transparencyLink.label}
            </ExternalLink>
          </p>
        </section>
      </div>
    </>
  );
}
