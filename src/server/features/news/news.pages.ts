import { createHash } from 'node:crypto';
import { NEWS_FEED_PATH } from '#domain/news/news.schema.ts';
import type { PageExtraProviders } from '#server/page-extras.ts';
import { findVisibleNewsPost, listVisibleNewsPosts, type NewsDeps } from './news.service.ts';

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);

/**
 * The News page and each post's page, read from the posts the public sees at this moment. Their
 * cache key names the visible posts and their last change, so a scheduled post appears at its
 * time and an edit shows at once, on every instance, with no timer.
 */
export function newsPageExtras(deps: NewsDeps): PageExtraProviders {
  const feeds = [{ title: 'News (Atom)', href: NEWS_FEED_PATH, type: 'application/atom+xml' }];
  return {
    news: async () => {
      const { posts, fingerprint } = await listVisibleNewsPosts(deps);
      return { data: { news: posts, feeds }, cacheKey: `news:${hash(fingerprint)}` };
    },
    'news-post': async (request, page) => {
      const slug = (request.params as { slug?: string }).slug ?? '';
      const found = await findVisibleNewsPost(deps, slug);
      if (!found) return undefined;
      return {
        data: {
          newsPost: found.post,
          feeds,
          page: { ...page, meta: { title: found.post.title, description: found.post.summary } },
        },
        cacheKey: `news-post:${hash(found.fingerprint)}`,
      };
    },
  };
}
