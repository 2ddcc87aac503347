import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { StaffArea } from '#web/components/staff/staff-area.tsx';
import { TwoStepPage } from '#web/features/admin/components/two-step-page.tsx';
import { StaffPageHeader } from '#web/components/staff/staff-page-header.tsx';

/** /admin/two-step: the account's own two-step sign-in. */
export default function AdminTwoStepRoute({ content }: { content: AppShellPage }) {
  return (
    <>
      <StaffPageHeader title={content.title} />
      <div className="staff-page-body">
        <ClientOnly fallback={<p role="status">Loading…</p>}>
          <StaffArea isTwoStepSetup>
            {(me, onUnauthorized, reload) => (
              <TwoStepPage me={me} onChanged={reload} onUnauthorized={onUnauthorized} />
            )}
          </StaffArea>
        </ClientOnly>
      </div>
    </>
  );
}
