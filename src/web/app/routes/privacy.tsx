import type { PrivacyPage } from '#domain/content/page-content.schema.ts';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { useContentBlocks } from '#web/lib/i18n.tsx';

export function PrivacyRoute({ content }: { content: PrivacyPage }) {
  const english = useContentBlocks('page');
  return (
    <>
      <PageHeader
        title={content.title}
        lead={content.intro}
        lang={english('title').lang}
        leadLang={english('intro').lang}
      />
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
