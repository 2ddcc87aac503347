import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { AdminPermitsPage } from '#web/features/admin/components/admin-permits-page.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

/** /admin/permits: the district's back office for permit applications. */
export default function AdminPermitsRoute({ content }: { content: AppShellPage }) {
  return (
    <>
      <PageHeader isWide title={content.title} lead={content.lead} />
      <div className="container container--wide page-body">
        {/* The administrator's token lives in the browser's storage. */}
        <ClientOnly fallback={<p role="status">Loading…</p>}>
          <AdminPermitsPage />
        </ClientOnly>
      </div>
    </>
  );
}
