import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { StaffArea } from '#web/components/staff/staff-area.tsx';
import { TodaysBurnsPage } from '#web/features/admin/components/todays-burns-page.tsx';
import { StaffPageHeader } from '#web/components/staff/staff-page-header.tsx';

/** /admin/burns: today's burn day status and registered burns, and the open burn permits. */
export default function AdminBurnsRoute({ content }: { content: AppShellPage }) {
  return (
    <>
      <StaffPageHeader title={content.title} />
      <div className="staff-page-body">
        <ClientOnly fallback={<p role="status">Loading…</p>}>
          <StaffArea permission="burn:read">
            {(me, onUnauthorized) => (
              <TodaysBurnsPage
                onUnauthorized={onUnauthorized}
                canManage={me.permissions.includes('burn:manage')}
              />
            )}
          </StaffArea>
        </ClientOnly>
      </div>
    </>
  );
}
