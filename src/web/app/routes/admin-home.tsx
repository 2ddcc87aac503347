import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffAreaPage } from '#web/components/staff/staff-area-page.tsx';
import { AdminHomePage } from '#web/features/admin/components/admin-home-page.tsx';

/** /admin: the back office's login and home page. */
export default function AdminHomeRoute({ content }: { content: AppShellPage }) {
  return (
    <StaffAreaPage title={content.title}>
      {(_me, onUnauthorized) => <AdminHomePage onUnauthorized={onUnauthorized} />}
    </StaffAreaPage>
  );
}
