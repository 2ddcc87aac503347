import type { FastifyRequest } from 'fastify';
import type { PageContent, PageId } from '#domain/content/page-content.schema.ts';
import type { SitePageData } from '#domain/content/site-page-data.ts';

/**
 * What a feature adds to one page's data at request time (the News page's posts, a post, search
 * results), and the part of the cache key it depends on: null renders the page afresh every time
 * (search results), a string keeps it cached until that string changes.
 */
export interface PageExtra {
  data: Partial<
    Pick<
      SitePageData,
      | 'page'
      | 'news'
      | 'newsPost'
      | 'search'
      | 'feeds'
      | 'permitStatus'
      | 'permitVerify'
      | 'burnDay'
      | 'burnFeeCents'
      | 'subscribe'
    >
  >;
  cacheKey: string | null;
  /** The page's HTTP status when it is not 200 (a failed lookup answers 404, 400 or 429). */
  statusCode?: number;
  /** Headers the page adds or overrides (a private page's Cache-Control, Retry-After). */
  headers?: Record<string, string>;
}

/**
 * Gives a page its extra data; undefined answers the not-found page (a draft post's address).
 * `page` is the page's published content.
 */
export type PageExtraProvider = (
  request: FastifyRequest,
  page: PageContent,
) => Promise<PageExtra | undefined>;

/** Providers by page id, composed in app.ts; pages without one render from content alone. */
export type PageExtraProviders = Partial<Record<PageId, PageExtraProvider>>;

/**
 * How long a server trusts its copy of what pages show (the published content, the burn
 * settings' dated restrictions) before asking the database whether anything changed.
 */
export const CONTENT_CHECK_INTERVAL_MS = 1_000;

/** Every feature's page data in one table; two features giving data to one page is a mistake. */
export function mergePageExtras(
  providers: readonly (PageExtraProviders | undefined)[],
): PageExtraProviders {
  const merged: PageExtraProviders = {};
  for (const [pageId, provider] of providers.flatMap((each) => Object.entries(each ?? {}))) {
    if (pageId in merged) throw new Error(`Two features give data to the page ${pageId}`);
    merged[pageId as PageId] = provider;
  }
  return merged;
}
