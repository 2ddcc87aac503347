import type { SiteDocument } from '#domain/documents/document-library.schema.ts';
import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { PermitFormsPage } from '#web/features/permits/components/permit-forms-page.tsx';
import { FEE_PAY_PATH } from '#domain/fees/fee-paths.ts';
import { trimTrailingSlashes } from '#domain/url-path.ts';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { usePageLocale, usePageText } from '#web/lib/page-text.tsx';

// Only the pay page of the other fees needs it: kept out of the permit forms' first load.
const FeePayPage = lazy(() =>
  import('#web/features/fees/fee-pay-page.tsx').then((module) => ({ default: module.FeePayPage })),
);

/** /permits/applications (also /permits): the four payment forms (spec §2). */
export default function PermitsRoute({
  content,
  documents,
  burnFeeCents,
}: {
  content: AppShellPage;
  documents: readonly SiteDocument[];
  burnFeeCents?: number | undefined;
}) {
  const { pathname } = useLocation();
  const tr = usePageText();
  // Staff content has no Spanish yet: on /es/ it is marked English (decision 310).
  const englishContentLang = usePageLocale() === 'en' ? undefined : 'en';
  if (trimTrailingSlashes(pathname) === FEE_PAY_PATH) {
    // The district's other fees share the permits' card code (decision 270).
    return (
      <>
        <PageHeader
          title={tr('Pay a fee')}
          lead={tr('A fee the district asked you to pay, by card.')}
        />
        <div className="container page-body">
          <Suspense fallback={<p role="status">{tr('Loading the payment…')}</p>}>
            <FeePayPage />
          </Suspense>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={content.title} lead={content.lead} lang={englishContentLang} />
      <div className="container page-body">
        <PermitFormsPage documents={documents} burnFeeCents={burnFeeCents} />
      </div>
    </>
  );
}
