import type { CardGridPage } from '#domain/content/page-content.schema.ts';
import { InfoCardGrid } from '#web/features/pages/components/info-card-grid.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

export function PreventionRoute({ content }: { content: CardGridPage }) {
  return (
    <>
      <PageHeader title={content.title} lead={content.intro} />
      <div className="container page-body">
        <InfoCardGrid cards={content.cards} />
      </div>
    </>
  );
}
