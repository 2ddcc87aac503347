import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffAreaPage } from '#web/components/staff/staff-area-page.tsx';
import { RecordsRequestsPage } from '#web/features/admin/components/records-requests-page.tsx';

/** /admin/records: the records officer's queue of GRAMA requests and one request's page. */
export default function AdminRecordsRoute({ content }: { content: AppShellPage }) {
  // Decision 302: the chief administrative officer may hold only records:appeals.
  return (
    <StaffAreaPage title={content.title}>
      {(me, onUnauthorized) =>
        me.permissions.includes('records:manage') || me.permissions.includes('records:appeals') ? (
          <RecordsRequestsPage
            onUnauthorized={onUnauthorized}
            canDecideAppeals={me.permissions.includes('records:appeals')}
          />
        ) : (
          <div className="banner banner--warning">
            <h2 className="banner__title">Not available to your account</h2>
            <p>Your account is not allowed to open this page.</p>
          </div>
        )
      }
    </StaffAreaPage>
  );
}
