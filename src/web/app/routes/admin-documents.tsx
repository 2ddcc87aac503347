import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { StaffArea } from '#web/components/staff/staff-area.tsx';
import { DocumentsAdmin } from '#web/features/documents-admin/components/documents-admin.tsx';
import { SpanishRecordsEditor } from '#web/features/content-admin/components/spanish-records-editor.tsx';
import { StaffPageHeader } from '#web/components/staff/staff-page-header.tsx';

/** /admin/documents: upload, replace, unpublish and archive the district's documents. */
export default function AdminDocumentsRoute({ content }: { content: AppShellPage }) {
  return (
    <>
      <StaffPageHeader title={content.title} />
      <div className="staff-page-body">
        <ClientOnly fallback={<p role="status">Loading…</p>}>
          <StaffArea permission="content:edit">
            {(_me, onUnauthorized) => (
              <>
                <DocumentsAdmin onUnauthorized={onUnauthorized} />
                {/* The titles' Spanish, beside the library (decision 329). */}
                <SpanishRecordsEditor kind="documents" onUnauthorized={onUnauthorized} />
              </>
            )}
          </StaffArea>
        </ClientOnly>
      </div>
    </>
  );
}
