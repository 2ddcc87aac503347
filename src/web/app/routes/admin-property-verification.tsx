import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { StaffArea } from '#web/components/staff/staff-area.tsx';
import { VerificationPage } from '#web/features/property/components/verification-page.tsx';
import { StaffPageHeader } from '#web/components/staff/staff-page-header.tsx';

/** /admin/property-verification: staff verify property profiles' addresses (decision 334). */
export default function AdminPropertyVerificationRoute({ content }: { content: AppShellPage }) {
  return (
    <>
      <StaffPageHeader title={content.title} />
      <div className="staff-page-body">
        <ClientOnly fallback={<p role="status">Loading…</p>}>
          <StaffArea permission="property:verify">
            {(_me, onUnauthorized) => <VerificationPage onUnauthorized={onUnauthorized} />}
          </StaffArea>
        </ClientOnly>
      </div>
    </>
  );
}
