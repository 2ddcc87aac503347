import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffAreaPage } from '#web/components/staff/staff-area-page.tsx';
import { OperationsPage } from '#web/features/admin/components/operations-page.tsx';

/** /admin/operations: e-mail, stuck payments, jobs and the database, for administrators. */
export default function AdminOperationsRoute({ content }: { content: AppShellPage }) {
  return (
    <StaffAreaPage title={content.title} permission="operations:read">
      {(_me, onUnauthorized) => <OperationsPage onUnauthorized={onUnauthorized} />}
    </StaffAreaPage>
  );
}
