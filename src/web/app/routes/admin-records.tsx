import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { StaffArea } from '#web/features/admin/components/staff-area.tsx';
import { RecordsRequestsPage } from '#web/features/admin/components/records-requests-page.tsx';
import { StaffPageHeader } from '#web/components/staff/staff-page-header.tsx';

/** /admin/records: the records officer's queue of GRAMA requests and one request's page. */
export default function AdminRecordsRoute({ content }: { content: AppShellPage }) {
  return (
    <>
      <StaffPageHeader title={content.title} />
      <div className="staff-page-body">
        <ClientOnly fallback={<p role="status">Loading…</p>}>
          <StaffArea permission="records:manage">
            {(me, onUnauthorized) => (
              <RecordsRequestsPage
                onUnauthorized={onUnauthorized}
                canDecideAppeals={me.permissions.includes('records:appeals')}
              />
            )}
          </StaffArea>
        </ClientOnly>
      </div>
    </>
  );
}
