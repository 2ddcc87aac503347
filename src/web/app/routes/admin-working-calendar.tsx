import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffAreaPage } from '#web/components/staff/staff-area-page.tsx';
import { WorkingCalendarPage } from '#web/features/admin/components/working-calendar-page.tsx';

/** /admin/working-calendar: Utah's legal holidays and the district's days (decision 299). */
export default function AdminWorkingCalendarRoute({ content }: { content: AppShellPage }) {
  return (
    <StaffAreaPage title={content.title} permission="working-calendar:manage">
      {(_me, onUnauthorized) => <WorkingCalendarPage onUnauthorized={onUnauthorized} />}
    </StaffAreaPage>
  );
}
