import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffAreaPage } from '#web/components/staff/staff-area-page.tsx';
import { DocumentsAdmin } from '#web/features/documents-admin/components/documents-admin.tsx';
import { SpanishRecordsEditor } from '#web/features/content-admin/components/spanish-records-editor.tsx';

/** /admin/documents: upload, replace, unpublish and archive the district's documents. */
export default function AdminDocumentsRoute({ content }: { content: AppShellPage }) {
  return (
    <StaffAreaPage title={content.title} permission="content:edit">
      {(_me, onUnauthorized) => (
        <>
          <DocumentsAdmin onUnauthorized={onUnauthorized} />
          {/* The titles' Spanish, beside the library (decision 329). */}
          <SpanishRecordsEditor kind="documents" onUnauthorized={onUnauthorized} />
        </>
      )}
    </StaffAreaPage>
  );
}
