import { SiteAlertSchema } from '#domain/content/site-alert.schema.ts';
import type { PageRenderer } from '#server/adapters/page-renderer.ts';
import type { Feature, FeatureContext } from '#server/feature.ts';
import type { PageExtraProviders } from '#server/page-extras.ts';
import { CONTENT_ATTENTION } from './content.attention.ts';
import { bumpContentVersion, listPublished } from './content.repo.ts';
import { contentRoutes, type ContentRoutesOptions } from './content.routes.ts';
import { seedContent, type ContentDeps } from './content.service.ts';
import { findingPagesRoutes } from './finding-pages.routes.ts';
import { meetingsRoutes } from './meetings.routes.ts';
import { createPublishedContent } from './published-content.ts';
import { seedItemSpanish, seedSpanishContent } from './seed-spanish.ts';
import { createSitePages } from './site-pages.ts';

/** What the site's content reads from other features. */
export interface ContentPorts {
  /** The documents library's public list, which pages that list documents render from. */
  listDocuments: NonNullable<ContentDeps['listDocuments']>;
  /** The burn settings' dated restrictions the banner names (decision 337). */
  readScheduledRestrictions: NonNullable<ContentDeps['readScheduledRestrictions']>;
  /** Who an alert's e-mail reaches, by language (decision 325). */
  countAlertReaders: NonNullable<ContentRoutesOptions['countAlertReaders']>;
  /** Staff content outside the content items with Spanish kept here (news posts, decision 331). */
  otherSpanishItems: NonNullable<ContentRoutesOptions['otherSpanishItems']>;
  /** Pages that exist per record (news posts), for the sitemap. */
  listMorePaths: () => Promise<string[]>;
}

/**
 * The site's content (issue 2): the pages staff edit and publish, their Spanish, the meetings and
 * the finding pages. Publishing tells the other features as `content.published` (alerts go to
 * subscribers and to CAP; a restriction stops burns); restoring as `content.restored`.
 */
export function createContent({ deps, events }: FeatureContext, ports: ContentPorts) {
  const contentDeps: ContentDeps = {
    db: deps.db,
    clock: deps.clock,
    listDocuments: ports.listDocuments,
    readScheduledRestrictions: ports.readScheduledRestrictions,
  };
  const published = createPublishedContent(contentDeps);
  return {
    name: 'content',
    attention: CONTENT_ATTENTION,
    // A fresh database gets today's texts, then the seed's Spanish where the English is still
    // the seed's (decision 346), documents' titles too (so the library is seeded first).
    seed: async () => {
      await seedContent(contentDeps);
      await seedSpanishContent(contentDeps);
    },
    published,
    /** Stores another feature's seeded Spanish where a block has none yet (decision 331). */
    seedSpanish: (itemId: string, blocks: Parameters<typeof seedItemSpanish>[2]) =>
      seedItemSpanish(contentDeps, itemId, blocks),
    /** An item's Spanish, read from the published copy (a post's is kept here, decision 331). */
    readSpanish: async (itemId: string) => (await published.get()).spanish[itemId],
    /** The content counter: a change elsewhere (the library) makes every page stale. */
    markSiteChanged: bumpContentVersion,
    /** Every published alert, by item id (CAP reads them). */
    listAlerts: async () =>
      (await listPublished(deps.db))
        .filter((row) => row.kind === 'alert')
        .map((row) => ({ id: row.itemId, alert: SiteAlertSchema.parse(JSON.parse(row.data)) })),
    /** The site's pages, drawn by the build's renderer with each feature's page data. */
    createSitePages: (renderer: PageRenderer, extras: PageExtraProviders) =>
      createSitePages(contentDeps, renderer, published, extras, deps.env.PUBLIC_URL),
    searchDeps: { ...contentDeps, getPublishedPages: () => published.get() },
    routes: async (app, { sitePages }) => {
      await app.register(contentRoutes, {
        deps,
        published,
        sitePages,
        countAlertReaders: ports.countAlertReaders,
        otherSpanishItems: ports.otherSpanishItems,
        onRestored: (itemId) => events.emit('content.restored', { itemId }),
        onPublished: async (itemId, { notifySubscribers, publishedBefore }, actor) => {
          const row = (await listPublished(deps.db)).find((item) => item.itemId === itemId);
          await events.emit('content.published', {
            itemId,
            kind: row?.kind,
            after: row ? (JSON.parse(row.data) as unknown) : null,
            notifySubscribers,
            publishedBefore,
            actor,
          });
        },
      });
      await app.register(meetingsRoutes, { deps, published });
      await app.register(findingPagesRoutes, {
        deps,
        published,
        listMorePaths: ports.listMorePaths,
      });
    },
  } satisfies Feature & Record<string, unknown>;
}
