import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { StaffPageHeader } from '#web/components/staff/staff-page-header.tsx';
import { PhoneBookingPage } from '#web/features/admin/components/phone-booking-page.tsx';
import { StaffArea } from '#web/components/staff/staff-area.tsx';

/** /admin/inspection-bookings: book, move or cancel an inspection for a caller (issue 28, item 5). */
export default function AdminInspectionBookingsRoute({ content }: { content: AppShellPage }) {
  return (
    <>
      <StaffPageHeader title={content.title} />
      <div className="staff-page-body">
        <ClientOnly fallback={<p role="status">Loading…</p>}>
          <StaffArea permission="inspections:manage">
            {(_me, onUnauthorized) => <PhoneBookingPage onUnauthorized={onUnauthorized} />}
          </StaffArea>
        </ClientOnly>
      </div>
    </>
  );
}
