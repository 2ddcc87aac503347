import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { StaffArea } from '#web/features/admin/components/staff-area.tsx';
import { TwoStepPage } from '#web/features/admin/components/two-step-page.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

/** /admin/two-step: the account's own two-step sign-in. */
export default function AdminTwoStepRoute() {
  return (
    <>
      <PageHeader title="Two-Step Sign-In" lead="A code from your phone after your password." />
      <div className="container page-body">
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
