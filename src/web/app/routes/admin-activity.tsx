import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffAreaPage } from '#web/components/staff/staff-area-page.tsx';
import { ActivityPage } from '#web/features/admin/components/activity-page.tsx';

/** /admin/activity: the activity log for administrators. */
export default function AdminActivityRoute({ content }: { content: AppShellPage }) {
  return (
    <StaffAreaPage title={content.title} permission="activity:read">
      {(_me, onUnauthorized) => <ActivityPage onUnauthorized={onUnauthorized} />}
    </StaffAreaPage>
  );
}
