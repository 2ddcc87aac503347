import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffAreaPage } from '#web/components/staff/staff-area-page.tsx';
import { ResponderPage } from '#web/features/property/components/responder-page.tsx';

/** /admin/property: a responder reads one property profile at a time (issue 30, decision 311). */
export default function AdminPropertyRoute({ content }: { content: AppShellPage }) {
  return (
    <StaffAreaPage title={content.title} permission="property:respond">
      {(_me, onUnauthorized) => <ResponderPage onUnauthorized={onUnauthorized} />}
    </StaffAreaPage>
  );
}
