import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffAreaPage } from '#web/components/staff/staff-area-page.tsx';
import { SubscriptionsPage } from '#web/features/admin/components/subscriptions-page.tsx';

/** /admin/subscriptions: e-mail lists, subscribers, sending history and notices (issue 18). */
export default function AdminSubscriptionsRoute({ content }: { content: AppShellPage }) {
  return (
    <StaffAreaPage title={content.title} permission="subscribers:manage">
      {(_me, onUnauthorized) => <SubscriptionsPage onUnauthorized={onUnauthorized} />}
    </StaffAreaPage>
  );
}
