import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffAreaPage } from '#web/components/staff/staff-area-page.tsx';
import { VerificationPage } from '#web/features/property/components/verification-page.tsx';

/** /admin/property-verification: staff verify property profiles' addresses (decision 334). */
export default function AdminPropertyVerificationRoute({ content }: { content: AppShellPage }) {
  return (
    <StaffAreaPage title={content.title} permission="property:verify">
      {(_me, onUnauthorized) => <VerificationPage onUnauthorized={onUnauthorized} />}
    </StaffAreaPage>
  );
}
