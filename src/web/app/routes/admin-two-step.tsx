import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { StaffArea } from '#web/features/admin/components/staff-area.tsx';
import { TwoStepPage } from '#web/features/admin/components/two-step-page.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

/** /admin/two-step: the account's own two-step sign-in. */
export default function AdminTwoStepRoute({ content }: { content: AppShellPage }) {
  return (
    <>
      <PageHeader isWide title={content.title} lead={content.lead} />
      <div className="container container--wide page-body">
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
