import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { StaffArea } from '#web/components/staff/staff-area.tsx';
import { RecordsReportPage } from '#web/features/admin/components/records-report-page.tsx';
import { StaffPageHeader } from '#web/components/staff/staff-page-header.tsx';

/** /admin/records/report: the records officer's monthly GRAMA report (decision 302). */
export default function AdminRecordsReportRoute({ content }: { content: AppShellPage }) {
  return (
    <>
      <StaffPageHeader title={content.title} />
      <div className="staff-page-body">
        <ClientOnly fallback={<p role="status">Loading…</p>}>
          <StaffArea permission="records:manage">
            {(_me, onUnauthorized) => <RecordsReportPage onUnauthorized={onUnauthorized} />}
          </StaffArea>
        </ClientOnly>
      </div>
    </>
  );
}
