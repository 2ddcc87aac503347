import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { AdminHomePage } from '#web/features/admin/components/admin-home-page.tsx';
import { StaffArea } from '#web/components/staff/staff-area.tsx';
import { StaffPageHeader } from '#web/components/staff/staff-page-header.tsx';

/** /admin: the back office's login and home page. */
export default function AdminHomeRoute({ content }: { content: AppShellPage }) {
  return (
    <>
      <StaffPageHeader title={content.title} />
      <div className="staff-page-body">
        {/* The staff token lives in the browser's storage. */}
        <ClientOnly fallback={<p role="status">Loading…</p>}>
          <StaffArea>
            {(_me, onUnauthorized) => <AdminHomePage onUnauthorized={onUnauthorized} />}
          </StaffArea>
        </ClientOnly>
      </div>
    </>
  );
}
