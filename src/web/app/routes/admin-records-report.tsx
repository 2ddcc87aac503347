import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffAreaPage } from '#web/components/staff/staff-area-page.tsx';
import { RecordsReportPage } from '#web/features/admin/components/records-report-page.tsx';

/** /admin/records/report: the records officer's monthly GRAMA report (decision 302). */
export default function AdminRecordsReportRoute({ content }: { content: AppShellPage }) {
  return (
    <StaffAreaPage title={content.title} permission="records:manage">
      {(_me, onUnauthorized) => <RecordsReportPage onUnauthorized={onUnauthorized} />}
    </StaffAreaPage>
  );
}
