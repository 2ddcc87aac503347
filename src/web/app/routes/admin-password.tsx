import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffAreaPage } from '#web/components/staff/staff-area-page.tsx';
import { PasswordPage } from '#web/features/admin/components/password-page.tsx';

/** /admin/password: the account changes its own password (issue 16). */
export default function AdminPasswordRoute({ content }: { content: AppShellPage }) {
  return (
    <StaffAreaPage title={content.title} isPasswordChange>
      {(me, onUnauthorized, reload) => (
        <PasswordPage me={me} onChanged={reload} onUnauthorized={onUnauthorized} />
      )}
    </StaffAreaPage>
  );
}
