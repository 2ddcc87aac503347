import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { pathInLocale } from '#domain/i18n/locale.ts';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';
import { NEWS_FEED_PATH } from '#domain/news/news.schema.ts';
import type { PageExtraProviders } from '#server/page-extras.ts';
import { findVisibleNewsPost, listVisibleNewsPosts, type NewsDeps } from './news.service.ts';
import { localizeNewsPost } from './news.spanish.ts';

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);

/**
 * The News page and each post's page, read from the posts the public sees at this moment. Their
 * cache key names the visible posts and their last change, so a scheduled post appears at its
 * time and an edit shows at once, on every instance, with no timer. A Spanish page shows each
 * post's current Spanish (decision 331); saving it moves the content counter the key holds too.
 */
export function newsPageExtras(deps: NewsDeps): PageExtraProviders {
  const feedsFor = (request: Pick<FastifyRequest, 'locale'>) => {
    const locale = request.locale;
    return [
      {
        title: createSiteIntl(locale).t('news.feedLinkTitle'),
        href: pathInLocale(NEWS_FEED_PATH, locale),
        type: 'application/atom+xml',
      },
    ];
  };
  return {
    news: async (request) => {
      const locale = request.locale;
      const { posts, fingerprint } = await listVisibleNewsPosts(deps);
      const shown = await Promise.all(posts.map((post) => localizeNewsPost(deps, post, locale)));
      return {
        data: { news: shown, feeds: feedsFor(request) },
        cacheKey: `news:${hash(fingerprint)}`,
      };
    },
    'news-post': async (request, page) => {
      const slug = (request.params as { slug?: string }).slug ?? '';
      const found = await findVisibleNewsPost(deps, slug);
      if (!found) return undefined;
      const post = await localizeNewsPost(deps, found.post, request.locale);
      return {
        data: {
          newsPost: post,
          feeds: feedsFor(request),
          page: { ...page, meta: { title: post.title, description: post.summary } },
        },
        cacheKey: `news-post:${hash(found.fingerprint)}`,
      };
    },
  };
}
