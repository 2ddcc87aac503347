import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffAreaPage } from '#web/components/staff/staff-area-page.tsx';
import { AccountsPage } from '#web/features/admin/components/accounts-page.tsx';

/** /admin/accounts: staff accounts for administrators. */
export default function AdminAccountsRoute({ content }: { content: AppShellPage }) {
  return (
    <StaffAreaPage title={content.title} permission="accounts:manage">
      {(me, onUnauthorized) => (
        <AccountsPage currentUsername={me.username} onUnauthorized={onUnauthorized} />
      )}
    </StaffAreaPage>
  );
}
