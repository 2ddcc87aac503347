import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { ContentAdmin } from '#web/features/content-admin/components/content-admin.tsx';
import { StaffPageHeader } from '#web/components/staff/staff-page-header.tsx';

/** /admin/alert, /admin/district, /admin/pages and /admin/pages/:id: editing the public site. */
export default function ContentAdminRoute({ content }: { content: AppShellPage }) {
  return (
    <>
      <StaffPageHeader title={content.title} />
      <div className="staff-page-body">
        {/* The editor's token lives in the browser's storage. */}
        <ClientOnly fallback={<p role="status">Loading…</p>}>
          <ContentAdmin />
        </ClientOnly>
      </div>
    </>
  );
}
