import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { AccountsPage } from '#web/features/admin/components/accounts-page.tsx';
import { StaffArea } from '#web/features/admin/components/staff-area.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

/** /admin/accounts: staff accounts for administrators. */
export default function AdminAccountsRoute({ content }: { content: AppShellPage }) {
  return (
    <>
      <PageHeader isWide title={content.title} lead={content.lead} />
      <div className="container container--wide page-body">
        <ClientOnly fallback={<p role="status">Loading…</p>}>
          <StaffArea permission="accounts:manage">
            {(me, onUnauthorized) => (
              <AccountsPage currentUsername={me.username} onUnauthorized={onUnauthorized} />
            )}
          </StaffArea>
        </ClientOnly>
      </div>
    </>
  );
}
