import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffAreaPage } from '#web/components/staff/staff-area-page.tsx';
import { TwoStepPage } from '#web/features/admin/components/two-step-page.tsx';

/** /admin/two-step: the account's own two-step sign-in. */
export default function AdminTwoStepRoute({ content }: { content: AppShellPage }) {
  return (
    <StaffAreaPage title={content.title} isTwoStepSetup>
      {(me, onUnauthorized, reload) => (
        <TwoStepPage me={me} onChanged={reload} onUnauthorized={onUnauthorized} />
      )}
    </StaffAreaPage>
  );
}
