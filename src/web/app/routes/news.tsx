import type { NewsPage } from '#domain/content/page-content.schema.ts';
import { NEWS_FEED_PATH, newsPostPath, type PublicNewsPost } from '#domain/news/news.schema.ts';
import { NewsAttachments } from '#web/features/pages/components/news-attachments.tsx';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { LocalDay, useContentBlocks, useEnglishContent, useText } from '#web/lib/i18n.tsx';
import { SubscribeLink } from '#web/features/pages/components/subscribe-link.tsx';

export function NewsRoute({ content, posts }: { content: NewsPage; posts: PublicNewsPost[] }) {
  const t = useText();
  const english = useContentBlocks('page');
  // News posts have no Spanish version yet.
  const postLanguage = useEnglishContent();
  return (
    <>
      <PageHeader
        title={content.title}
        lead={content.intro}
        lang={english('title').lang}
        leadLang={english('intro').lang}
      />
      <div className="container page-body">
        {posts.length === 0 ? <p {...english('noPostsMessage')}>{content.noPostsMessage}</p> : null}
        <ul className="card-grid card-grid--single">
          {posts.map((post) => (
            <li key={post.slug} className="card">
              <h2 className="card__title" {...postLanguage}>
                <a href={newsPostPath(post.slug)}>{post.title}</a>
              </h2>
              <p className="card__meta">
                <LocalDay day={post.date} />
              </p>
              <p {...postLanguage}>{post.summary}</p>
              {post.attachments.length > 0 ? (
                <NewsAttachments attachments={post.attachments} />
              ) : null}
            </li>
          ))}
        </ul>
        <SubscribeLink list="news" label={t('news.subscribe')} />
        <p>
          <a href={NEWS_FEED_PATH} {...english('feedLinkLabel')}>
            {content.feedLinkLabel}
          </a>
        </p>
      </div>
    </>
  );
}
