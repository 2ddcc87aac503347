import type { NewsPage } from '#domain/content/page-content.schema.ts';
import { NEWS_FEED_PATH, newsPostPath, type PublicNewsPost } from '#domain/news/news.schema.ts';
import { CalendarDay } from '#web/components/ui/calendar-day.tsx';
import { NewsAttachments } from '#web/features/pages/components/news-attachments.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { SubscribeLink } from '#web/features/pages/components/subscribe-link.tsx';

export function NewsRoute({ content, posts }: { content: NewsPage; posts: PublicNewsPost[] }) {
  return (
    <>
      <PageHeader title={content.title} lead={content.intro} />
      <div className="container page-body">
        {posts.length === 0 ? <p>{content.noPostsMessage}</p> : null}
        <ul className="card-grid card-grid--single">
          {posts.map((post) => (
            <li key={post.slug} className="card">
              <h2 className="card__title">
                <a href={newsPostPath(post.slug)}>{post.title}</a>
              </h2>
              <p className="card__meta">
                <CalendarDay day={post.date} />
              </p>
              <p>{post.summary}</p>
              {post.attachments.length > 0 ? (
                <NewsAttachments attachments={post.attachments} />
              ) : null}
            </li>
          ))}
        </ul>
        <SubscribeLink list="news" label="Get news by e-mail" />
        <p>
          <a href={NEWS_FEED_PATH}>{content.feedLinkLabel}</a>
        </p>
      </div>
    </>
  );
}
