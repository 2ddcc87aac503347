import type { NewsPage } from '#domain/content/page-content.schema.ts';
import { NEWS_FEED_PATH, type PublicNewsPost } from '#domain/news/news.schema.ts';
import { ContentPageHeader } from '#web/features/pages/components/content-page-header.tsx';
import { pathInLocale } from '#domain/i18n/locale.ts';
import { useContentBlocks, useLocale, useText } from '#web/lib/i18n.tsx';
import { NewsCard } from '#web/features/pages/components/news-card.tsx';
import { SubscribeLink } from '#web/features/pages/components/subscribe-link.tsx';

export function NewsRoute({ content, posts }: { content: NewsPage; posts: PublicNewsPost[] }) {
  const t = useText();
  const english = useContentBlocks('page');
  const locale = useLocale();
  return (
    <>
      <ContentPageHeader content={content} />
      <div className="container page-body">
        {posts.length === 0 ? <p {...english('noPostsMessage')}>{content.noPostsMessage}</p> : null}
        <ul className="card-grid card-grid--single">
          {posts.map((post) => (
            <NewsCard key={post.slug} post={post} />
          ))}
        </ul>
        <SubscribeLink list="news" label={t('news.subscribe')} />
        <p>
          {/* A file's address is not localized with the page's links: the feed names its own. */}
          <a href={pathInLocale(NEWS_FEED_PATH, locale)} {...english('feedLinkLabel')}>
            {content.feedLinkLabel}
          </a>
        </p>
      </div>
    </>
  );
}
