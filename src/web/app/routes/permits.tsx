import type { SiteDocument } from '#domain/documents/document-library.schema.ts';
import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { PermitFormsPage } from '#web/features/permits/components/permit-forms-page.tsx';

/** /permits/applications (also /permits): the four payment forms (spec §2). */
export default function PermitsRoute({
  content,
  documents,
}: {
  content: AppShellPage;
  documents: readonly SiteDocument[];
}) {
  return (
    <>
      <PageHeader title={content.title} lead={content.lead} />
      <div className="container page-body">
        <PermitFormsPage documents={documents} />
      </div>
    </>
  );
}
