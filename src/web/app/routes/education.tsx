import type { CardGridPage } from '#domain/content/page-content.schema.ts';
import { InfoCardGrid } from '#web/features/pages/components/info-card-grid.tsx';
import { ContentPageHeader } from '#web/features/pages/components/content-page-header.tsx';
import { useContentBlocks } from '#web/lib/i18n.tsx';

export function EducationRoute({ content }: { content: CardGridPage }) {
  const english = useContentBlocks('page');
  return (
    <>
      <ContentPageHeader content={content} />
      <div className="container page-body">
        <InfoCardGrid cards={content.cards} lang={english('cards').lang} />
      </div>
    </>
  );
}
