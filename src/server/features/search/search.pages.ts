import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import type { PageContent, PageId } from '#domain/content/page-content.schema.ts';
import { SITE_ROUTES } from '#domain/content/site-routes.ts';
import { MAX_SEARCH_QUERY } from '#domain/search/search.schema.ts';
import type { DbKind } from '#server/db/create-db.ts';
import type { Database } from '#server/db/database.ts';
import type { PageExtraProviders } from '#server/page-extras.ts';
import {
  htmlToText,
  replaceSearchEntries,
  searchEntries,
  type SearchEntry,
} from '#server/search/search-index.ts';

export interface SearchDeps {
  db: Kysely<Database>;
  dbKind: DbKind;
  clock: Clock;
  /** The published page texts and the content counter they were read at. */
  getPublishedPages: () => Promise<{ version: number; pages: Record<PageId, PageContent> }>;
}

// Keys whose values are addresses or ids, not words a visitor reads.
const SKIPPED_KEYS = new Set([
  'path',
  'href',
  'applyPath',
  'formIds',
  'additionalDocumentIds',
  'pdfIds',
]);

/** Every word a page shows: its strings, rich text without markup. */
export function pageText(value: unknown, key = ''): string[] {
  if (SKIPPED_KEYS.has(key)) return [];
  if (typeof value === 'string') return [key.endsWith('Html') ? htmlToText(value) : value];
  if (Array.isArray(value)) return value.flatMap((item) => pageText(item));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) =>
      name === 'meta' ? [] : pageText(item, name),
    );
  }
  return [];
}

/** The public content pages and their texts, one entry per page (its first path). */
export function pageSearchEntries(pages: Record<PageId, PageContent>): SearchEntry[] {
  const seen = new Set<PageId>();
  const entries: SearchEntry[] = [];
  for (const route of SITE_ROUTES) {
    if (route.isAppShell || route.isNoIndex || route.path.includes(':')) continue;
    if (route.id === 'not-found' || seen.has(route.id)) continue;
    seen.add(route.id);
    const page = pages[route.id];
    entries.push({
      key: `page:${route.id}`,
      kind: 'page',
      title: page.meta.title,
      body: [page.meta.description, ...pageText(page)].join(' '),
      url: route.path,
    });
  }
  return entries;
}

/**
 * The search page (GET /search?q=…). Page texts are indexed when the published content has
 * moved since this instance last did (every publish bumps the counter), so the index follows
 * edits without the content feature knowing about search.
 */
export function searchPageExtras(deps: SearchDeps): PageExtraProviders {
  let indexedVersion = -1;
  return {
    search: async (request) => {
      const raw = (request.query as { q?: unknown }).q;
      const query = (typeof raw === 'string' ? raw : '').trim().slice(0, MAX_SEARCH_QUERY);
      const { version, pages } = await deps.getPublishedPages();
      if (version !== indexedVersion) {
        await replaceSearchEntries(deps.db, 'page', pageSearchEntries(pages), deps.clock());
        indexedVersion = version;
      }
      const results = query ? await searchEntries(deps.db, deps.dbKind, query, deps.clock()) : [];
      return { data: { search: { query, results } }, cacheKey: null };
    },
  };
}
