import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { StaffPageShell } from '#web/components/staff/staff-area-page.tsx';
import { ContentAdmin } from '#web/features/content-admin/components/content-admin.tsx';

/** /admin/alert, /admin/district, /admin/pages and /admin/pages/:id: editing the public site. */
export default function ContentAdminRoute({ content }: { content: AppShellPage }) {
  return (
    <StaffPageShell title={content.title}>
      <ContentAdmin />
    </StaffPageShell>
  );
}
