import type { CardGridPage } from '#domain/content/page-content.schema.ts';
import { InfoCardGrid } from '#web/features/pages/components/info-card-grid.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { useEnglishContent } from '#web/lib/i18n.tsx';

export function PreventionRoute({ content }: { content: CardGridPage }) {
  const { lang } = useEnglishContent();
  return (
    <>
      <PageHeader title={content.title} lead={content.intro} lang={lang} />
      <div className="container page-body">
        <InfoCardGrid cards={content.cards} lang={lang} />
      </div>
    </>
  );
}
