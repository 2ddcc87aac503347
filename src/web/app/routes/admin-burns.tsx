import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffAreaPage } from '#web/components/staff/staff-area-page.tsx';
import { TodaysBurnsPage } from '#web/features/admin/components/todays-burns-page.tsx';

/** /admin/burns: today's burn day status and registered burns, and the open burn permits. */
export default function AdminBurnsRoute({ content }: { content: AppShellPage }) {
  return (
    <StaffAreaPage title={content.title} permission="burn:read">
      {(me, onUnauthorized) => (
        <TodaysBurnsPage
          onUnauthorized={onUnauthorized}
          canManage={me.permissions.includes('burn:manage')}
        />
      )}
    </StaffAreaPage>
  );
}
