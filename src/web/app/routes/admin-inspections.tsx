import { useSearchParams } from 'react-router';
import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffAreaPage } from '#web/components/staff/staff-area-page.tsx';
import { InspectionResultForm } from '#web/features/admin/components/inspection-result-form.tsx';
import { MyInspectionsPage } from '#web/features/admin/components/my-inspections-page.tsx';

/** /admin/inspections: the marshal's inspections; `?inspection=<id>` opens its result form. */
export default function AdminInspectionsRoute({ content }: { content: AppShellPage }) {
  const [searchParams] = useSearchParams();
  const inspectionId = searchParams.get('inspection');
  return (
    <StaffAreaPage
      title={inspectionId ? 'Record the result' : content.title}
      permission="inspections:read"
    >
      {(me, onUnauthorized) =>
        inspectionId ? (
          <InspectionResultForm inspectionId={inspectionId} onUnauthorized={onUnauthorized} />
        ) : (
          <MyInspectionsPage
            onUnauthorized={onUnauthorized}
            canManage={me.permissions.includes('inspections:manage')}
          />
        )
      }
    </StaffAreaPage>
  );
}
