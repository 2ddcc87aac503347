import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { PasswordPage } from '#web/features/admin/components/password-page.tsx';
import { StaffArea } from '#web/components/staff/staff-area.tsx';
import { StaffPageHeader } from '#web/components/staff/staff-page-header.tsx';

/** /admin/password: the account changes its own password (issue 16). */
export default function AdminPasswordRoute({ content }: { content: AppShellPage }) {
  return (
    <>
      <StaffPageHeader title={content.title} />
      <div className="staff-page-body">
        <ClientOnly fallback={<p role="status">Loading…</p>}>
          <StaffArea isPasswordChange>
            {(me, onUnauthorized, reload) => (
              <PasswordPage me={me} onChanged={reload} onUnauthorized={onUnauthorized} />
            )}
          </StaffArea>
        </ClientOnly>
      </div>
    </>
  );
}
