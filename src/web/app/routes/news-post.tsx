import type { NewsPostPage } from '#domain/content/page-content.schema.ts';
import type { PublicNewsPost } from '#domain/news/news.schema.ts';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { NewsAttachments } from '#web/features/pages/components/news-attachments.tsx';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { LocalDay, useContentBlocks, usePostFields } from '#web/lib/i18n.tsx';

export function NewsPostRoute({ content, post }: { content: NewsPostPage; post: PublicNewsPost }) {
  const labels = useContentBlocks('page');
  // Each field in Spanish where staff wrote current Spanish, else English, marked (decision 331).
  const field = usePostFields(post);
  return (
    <>
      <PageHeader
        title={post.title}
        lead={<LocalDay day={post.date} />}
        lang={field('title').lang}
        leadLang={undefined}
      />
      <div className="container page-body">
        <article className="prose">
          <p {...field('summary')}>
            <strong>{post.summary}</strong>
          </p>
          <RichText html={post.bodyHtml} lang={field('bodyHtml').lang} />
          {post.attachments.length > 0 ? (
            <section aria-labelledby="news-attachments">
              <h2 id="news-attachments" {...labels('attachmentsTitle')}>
                {content.attachmentsTitle}
              </h2>
              <NewsAttachments attachments={post.attachments} />
            </section>
          ) : null}
          <p>
            <a href={content.backLink.path} {...labels('backLink')}>
              {content.backLink.label}
            </a>
          </p>
        </article>
      </div>
    </>
  );
}
