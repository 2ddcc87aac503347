import { performance } from 'node:perf_hooks';
import {
  ALERT_ITEM_PREFIX,
  DISTRICT_ITEM_ID,
  FIRE_CONDITIONS_ITEM_ID,
} from '#domain/content/content-api.ts';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import type { FireConditions } from '#domain/content/fire-conditions.schema.ts';
import { isPageId, type PageContent, type PageId } from '#domain/content/page-content.schema.ts';
import { SEED_DISTRICT, SEED_PAGES } from '#domain/content/seed-content.ts';
import { SiteAlertSchema, type PublishedAlert } from '#domain/content/site-alert.schema.ts';
import type { SiteDocument } from '#domain/documents/document-library.schema.ts';
import type { SpanishBlocks } from '#domain/content/spanish-content.ts';
import type { ContentDeps } from './content.service.ts';
import { listPublished, readContentVersion } from './content.repo.ts';
import { listSpanishVersions } from './content.spanish.ts';
import { CONTENT_CHECK_INTERVAL_MS } from '#server/page-extras.ts';

/** The published content every page renders from, with the counter it was read at. */
export interface PublishedSnapshot {
  version: number;
  pages: Record<PageId, PageContent>;
  district: DistrictDetails;
  fireConditions: FireConditions | null;
  alerts: PublishedAlert[];
  documents: SiteDocument[];
  /** The Spanish staff wrote, by item id and block (decision 327). */
  spanish: Readonly<Record<string, SpanishBlocks>>;
}

export { CONTENT_CHECK_INTERVAL_MS };

export interface PublishedContent {
  /** The current snapshot: at most CONTENT_CHECK_INTERVAL_MS old, one cheap query to check. */
  get: () => Promise<PublishedSnapshot>;
  /** Makes the next `get` ask the database (this instance just published). */
  invalidate: () => void;
}

async function loadSnapshot(deps: ContentDeps, version: number): Promise<PublishedSnapshot> {
  const rows = await listPublished(deps.db);
  const pages: Record<PageId, PageContent> = { ...SEED_PAGES };
  let district = SEED_DISTRICT;
  let fireConditions: FireConditions | null = null;
  const alerts: PublishedAlert[] = [];
  for (const row of rows) {
    const data: unknown = JSON.parse(row.data);
    if (row.itemId === DISTRICT_ITEM_ID) district = data as DistrictDetails;
    else if (row.itemId === FIRE_CONDITIONS_ITEM_ID) fireConditions = data as FireConditions;
    else if (row.itemId.startsWith(ALERT_ITEM_PREFIX)) {
      alerts.push({ ...SiteAlertSchema.parse(data), id: row.itemId, versionId: row.versionId });
    } else if (isPageId(row.itemId)) {
      // A page stored before a release added a field gets the field's seed value.
      pages[row.itemId] = { ...SEED_PAGES[row.itemId], ...(data as object) } as PageContent;
    }
  }
  const documents = deps.listDocuments ? await deps.listDocuments() : [];
  const spanish = await listSpanishVersions(deps.db);
  return { version, pages, district, fireConditions, alerts, documents, spanish };
}

/**
 * Keeps this instance's copy of the published content. Every publish bumps a counter in the
 * database; the copy is reloaded when the counter moved, which it checks at most once a second,
 * so every instance sharing PostgreSQL shows a change within about a second.
 */
export function createPublishedContent(
  deps: ContentDeps,
  checkIntervalMs = CONTENT_CHECK_INTERVAL_MS,
): PublishedContent {
  let snapshot: PublishedSnapshot | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<PublishedSnapshot> | undefined;

  async function refresh(): Promise<PublishedSnapshot> {
    const startedAt = performance.now();
    const version = await readContentVersion(deps.db);
    if (!snapshot || snapshot.version !== version) snapshot = await loadSnapshot(deps, version);
    checkedAt = startedAt;
    return snapshot;
  }

  return {
    get: () => {
      if (snapshot && performance.now() - checkedAt < checkIntervalMs) {
        return Promise.resolve(snapshot);
      }
      pending ??= refresh().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate: () => {
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
