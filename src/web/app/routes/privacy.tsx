import type { PrivacyPage } from '#domain/content/page-content.schema.ts';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { ContentPageHeader } from '#web/features/pages/components/content-page-header.tsx';
import { useContentBlocks } from '#web/lib/i18n.tsx';

export function PrivacyRoute({ content }: { content: PrivacyPage }) {
  const english = useContentBlocks('page');
  return (
    <>
      <ContentPageHeader content={content} />
      <div className="container page-body prose" {...english('sections')}>
        {content.sections.map((section) => (
          <section key={section.title} className="section">
            <h2>{section.title}</h2>
            <RichText html={section.bodyHtml} />
          </section>
        ))}
      </div>
    </>
  );
}
