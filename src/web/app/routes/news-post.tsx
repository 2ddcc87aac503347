import type { NewsPostPage } from '#domain/content/page-content.schema.ts';
import type { PublicNewsPost } from '#domain/news/news.schema.ts';
import { CalendarDay } from '#web/components/ui/calendar-day.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { NewsAttachments } from '#web/features/pages/components/news-attachments.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

export function NewsPostRoute({ content, post }: { content: NewsPostPage; post: PublicNewsPost }) {
  return (
    <>
      <PageHeader title={post.title} lead={<CalendarDay day={post.date} />} />
      <div className="container page-body">
        <article className="prose">
          <p>
            <strong>{post.summary}</strong>
          </p>
          <RichText html={post.bodyHtml} />
          {post.attachments.length > 0 ? (
            <section aria-labelledby="news-attachments">
              <h2 id="news-attachments">{content.attachmentsTitle}</h2>
              <NewsAttachments attachments={post.attachments} />
            </section>
          ) : null}
          <p>
            <a href={content.backLink.path}>{content.backLink.label}</a>
          </p>
        </article>
      </div>
    </>
  );
}
