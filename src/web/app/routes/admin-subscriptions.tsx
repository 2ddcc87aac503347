import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { StaffPageHeader } from '#web/components/staff/staff-page-header.tsx';
import { StaffArea } from '#web/components/staff/staff-area.tsx';
import { SubscriptionsPage } from '#web/features/admin/components/subscriptions-page.tsx';

/** /admin/subscriptions: e-mail lists, subscribers, sending history and notices (issue 18). */
export default function AdminSubscriptionsRoute({ content }: { content: AppShellPage }) {
  return (
    <>
      <StaffPageHeader title={content.title} />
      <div className="staff-page-body">
        <ClientOnly fallback={<p role="status">Loading…</p>}>
          <StaffArea permission="subscribers:manage">
            {(_me, onUnauthorized) => <SubscriptionsPage onUnauthorized={onUnauthorized} />}
          </StaffArea>
        </ClientOnly>
      </div>
    </>
  );
}
