import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffAreaPage } from '#web/components/staff/staff-area-page.tsx';
import { ChipperAdminPage } from '#web/features/chipper/components/chipper-admin-page.tsx';

/** /admin/chipper: the chipper season, its days, the crew page and the figures (issue 38). */
export default function AdminChipperRoute({ content }: { content: AppShellPage }) {
  return (
    <StaffAreaPage title={content.title} permission="chipper:crew">
      {(me, onUnauthorized) => (
        <ChipperAdminPage
          onUnauthorized={onUnauthorized}
          canManage={me.permissions.includes('chipper:manage')}
        />
      )}
    </StaffAreaPage>
  );
}
