import type { SiteDocument } from '#domain/documents/document-library.schema.ts';
import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { PermitFormsPage } from '#web/features/permits/components/permit-forms-page.tsx';
import { FeePayPage } from '#web/features/fees/fee-pay-page.tsx';
import { FEE_PAY_PATH } from '#domain/fees/fees-api.ts';
import { useLocation } from 'react-router';

/** /permits/applications (also /permits): the four payment forms (spec §2). */
export default function PermitsRoute({
  content,
  documents,
}: {
  content: AppShellPage;
  documents: readonly SiteDocument[];
}) {
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') === FEE_PAY_PATH) {
    // The district's other fees share the permits' card code (decision 270).
    return (
      <>
        <PageHeader title="Pay a fee" lead="A fee the district asked you to pay, by card." />
        <div className="container page-body">
          <FeePayPage />
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={content.title} lead={content.lead} />
      <div className="container page-body">
        <PermitFormsPage documents={documents} />
      </div>
    </>
  );
}
