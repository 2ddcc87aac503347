import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { StaffArea } from '#web/components/staff/staff-area.tsx';
import { AdminPermitsPage } from '#web/features/admin/components/admin-permits-page.tsx';
import { StaffPageHeader } from '#web/components/staff/staff-page-header.tsx';

/** /admin/permits: the district's back office for permit applications. */
export default function AdminPermitsRoute({ content }: { content: AppShellPage }) {
  return (
    <>
      <StaffPageHeader title={content.title} />
      <div className="staff-page-body">
        {/* The administrator's token lives in the browser's storage. */}
        <ClientOnly fallback={<p role="status">Loading…</p>}>
          <StaffArea permission="permits:read">
            {(_me, onUnauthorized) => <AdminPermitsPage onUnauthorized={onUnauthorized} />}
          </StaffArea>
        </ClientOnly>
      </div>
    </>
  );
}
