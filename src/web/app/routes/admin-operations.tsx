import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { OperationsPage } from '#web/features/admin/components/operations-page.tsx';
import { StaffArea } from '#web/components/staff/staff-area.tsx';
import { StaffPageHeader } from '#web/components/staff/staff-page-header.tsx';

/** /admin/operations: e-mail, stuck payments, jobs and the database, for administrators. */
export default function AdminOperationsRoute({ content }: { content: AppShellPage }) {
  return (
    <>
      <StaffPageHeader title={content.title} />
      <div className="staff-page-body">
        <ClientOnly fallback={<p role="status">Loading…</p>}>
          <StaffArea permission="operations:read">
            {(_me, onUnauthorized) => <OperationsPage onUnauthorized={onUnauthorized} />}
          </StaffArea>
        </ClientOnly>
      </div>
    </>
  );
}
