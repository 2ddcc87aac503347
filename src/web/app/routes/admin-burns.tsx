import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { StaffArea } from '#web/features/admin/components/staff-area.tsx';
import { TodaysBurnsPage } from '#web/features/admin/components/todays-burns-page.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

/** /admin/burns: today's burn day status and registered burns, and the open burn permits. */
export default function AdminBurnsRoute({ content }: { content: AppShellPage }) {
  return (
    <>
      <PageHeader isWide title={content.title} lead={content.lead} />
      <div className="container container--wide page-body">
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
