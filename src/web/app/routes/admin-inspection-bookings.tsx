import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffAreaPage } from '#web/components/staff/staff-area-page.tsx';
import { PhoneBookingPage } from '#web/features/admin/components/phone-booking-page.tsx';

/** /admin/inspection-bookings: book, move or cancel an inspection for a caller (issue 28, item 5). */
export default function AdminInspectionBookingsRoute({ content }: { content: AppShellPage }) {
  return (
    <StaffAreaPage title={content.title} permission="inspections:manage">
      {(_me, onUnauthorized) => <PhoneBookingPage onUnauthorized={onUnauthorized} />}
    </StaffAreaPage>
  );
}
