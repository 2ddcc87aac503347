import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffAreaPage } from '#web/components/staff/staff-area-page.tsx';
import { AdminPermitsPage } from '#web/features/admin/components/admin-permits-page.tsx';

/** /admin/permits: the district's back office for permit applications. */
export default function AdminPermitsRoute({ content }: { content: AppShellPage }) {
  return (
    <StaffAreaPage title={content.title} permission="permits:read">
      {(_me, onUnauthorized) => <AdminPermitsPage onUnauthorized={onUnauthorized} />}
    </StaffAreaPage>
  );
}
