import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { ActivityPage } from '#web/features/admin/components/activity-page.tsx';
import { StaffArea } from '#web/features/admin/components/staff-area.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

/** /admin/activity: the activity log for administrators. */
export default function AdminActivityRoute() {
  return (
    <>
      <PageHeader title="Activity Log" lead="Who changed what, and when, newest first." />
      <div className="container page-body">
        <ClientOnly fallback={<p role="status">Loading…</p>}>
          <StaffArea permission="activity:read">
            {(_me, onUnauthorized) => <ActivityPage onUnauthorized={onUnauthorized} />}
          </StaffArea>
        </ClientOnly>
      </div>
    </>
  );
}
