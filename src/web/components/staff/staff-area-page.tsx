import type { ReactNode } from 'react';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { StaffArea, type StaffAreaProps } from '#web/components/staff/staff-area.tsx';
import { StaffPageHeader } from '#web/components/staff/staff-page-header.tsx';

/**
 * A back office route's frame: the page header, then its body once in the browser. The staff
 * token lives in the browser's storage, so the prerendered HTML only says it is loading.
 */
export function StaffPageShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <StaffPageHeader title={title} />
      <div className="staff-page-body">
        <ClientOnly fallback={<p role="status">Loading…</p>}>{children}</ClientOnly>
      </div>
    </>
  );
}

/** A back office route whose body sits in {@link StaffArea}: the login, then the page. */
export function StaffAreaPage({ title, ...areaProps }: StaffAreaProps & { title: string }) {
  return (
    <StaffPageShell title={title}>
      <StaffArea {...areaProps} />
    </StaffPageShell>
  );
}
