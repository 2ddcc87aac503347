import { useSearchParams } from 'react-router';
import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { StaffPageHeader } from '#web/components/staff/staff-page-header.tsx';
import { InspectionResultForm } from '#web/features/admin/components/inspection-result-form.tsx';
import { MyInspectionsPage } from '#web/features/admin/components/my-inspections-page.tsx';
import { StaffArea } from '#web/components/staff/staff-area.tsx';

/** /admin/inspections: the marshal's inspections; `?inspection=<id>` opens its result form. */
export default function AdminInspectionsRoute({ content }: { content: AppShellPage }) {
  const [searchParams] = useSearchParams();
  const inspectionId = searchParams.get('inspection');
  return (
    <>
      <StaffPageHeader title={inspectionId ? 'Record the result' : content.title} />
      <div className="staff-page-body">
        <ClientOnly fallback={<p role="status">Loading…</p>}>
          <StaffArea permission="inspections:read">
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
          </StaffArea>
        </ClientOnly>
      </div>
    </>
  );
}
