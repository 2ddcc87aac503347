import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#server/app-deps.ts';
import { createAppEvents } from '#server/app-events.ts';
import { loadPageRenderer } from '#server/adapters/page-renderer.ts';
import { mergePageExtras } from '#server/page-extras.ts';
import { createPlatform } from '#server/platform.ts';
import { createAttentionRegistry } from '#server/attention/attention-registry.ts';
import { attentionRoutes } from '#server/attention/attention.routes.ts';
import { NO_BUILD_PAGES, type Feature, type FeatureContext } from '#server/feature.ts';
import { createActivity } from '#server/features/activity/activity.feature.ts';
import { createAuth } from '#server/features/auth/auth.feature.ts';
import { createBurn } from '#server/features/burn/burn.feature.ts';
import { createCalendar } from '#server/features/calendar/calendar.feature.ts';
import { createCapFeature } from '#server/features/cap/cap.feature.ts';
import { createChipper } from '#server/features/chipper/chipper.feature.ts';
import { createContent } from '#server/features/content/content.feature.ts';
import { getDistrictDetails } from '#server/features/content/district-details.ts';
import { createDocuments } from '#server/features/documents/documents.feature.ts';
import { createFeesFeature } from '#server/features/fees/fees.feature.ts';
import { createHealth } from '#server/features/health/health.feature.ts';
import { createInspections } from '#server/features/inspections/inspections.feature.ts';
import { createNews } from '#server/features/news/news.feature.ts';
import { createOperations } from '#server/features/operations/operations.feature.ts';
import { createPermits } from '#server/features/permits/permits.feature.ts';
import { createProperty } from '#server/features/property/property.feature.ts';
import { createRecords } from '#server/features/records/records.feature.ts';
import { createSearch } from '#server/features/search/search.feature.ts';
import { createSite } from '#server/features/site/site.feature.ts';
import { createSubscriptions } from '#server/features/subscriptions/subscriptions.feature.ts';
import { createWorkingCalendar } from '#server/features/working-calendar/working-calendar.feature.ts';

/**
 * Builds the whole app (API and site) without listening, so tests can use `app.inject()`.
 * It makes each feature with the adapters and the ports other features offer, then seeds,
 * draws the site's pages and registers routes in the features' order (decision 341).
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const context: FeatureContext = {
    deps,
    events: createAppEvents(),
    readDistrict: () => getDistrictDetails(deps.db),
  };
  // Ports a feature made later offers are read through a function, once start-up is over.
  const fees = createFeesFeature(context);
  const burn = createBurn(context, { fees: fees.port });
  const documents = createDocuments(context, {
    markSiteChanged: (trx) => content.markSiteChanged(trx),
    afterChange: () => content.published.invalidate(),
  });
  const content = createContent(context, {
    listDocuments: () => documents.listPublic(),
    readScheduledRestrictions: burn.readScheduledRestrictions,
    countAlertReaders: () => subscriptions.countAlertReaders(),
    otherSpanishItems: {
      find: (itemId) => news.spanishItems.find(itemId),
      list: () => news.spanishItems.list(),
      afterSave: (itemId) => news.spanishItems.afterSave(itemId),
    },
    listMorePaths: () => news.listPaths(),
  });
  const cap = createCapFeature(context, {
    readTowns: burn.readTowns,
    listAlerts: content.listAlerts,
  });
  const subscriptions = createSubscriptions(context);
  const inspections = createInspections(context, { fees: fees.port });
  const news = createNews(context, {
    findDocuments: documents.listPublic,
    readSpanish: content.readSpanish,
    seedSpanish: content.seedSpanish,
  });
  // The order the back office home lists its counts in, and the seeds run (library first).
  const features: Feature[] = [
    createHealth(context),
    createPermits(context, {
      settleOtherPayment: fees.settleOtherPayment,
      describeInspection: inspections.describeInspection,
      verifyClearance: inspections.verifyClearance,
    }),
    createOperations(context),
    documents,
    content,
    createAuth(context),
    subscriptions,
    inspections,
    createRecords(context, { fees: fees.port }),
    burn,
    createProperty(context, { checkUpload: documents.checkUpload }),
    createChipper(context),
    createActivity(context),
    createCalendar(context),
    fees,
    cap,
    news,
    createWorkingCalendar(context),
    createSearch(context, content.searchDeps),
    createSite(context),
  ];
  for (const feature of features) await feature.seed?.();
  const renderer =
    deps.pageRenderer === undefined ? await loadPageRenderer(deps.env.DIST_DIR) : deps.pageRenderer;
  const sitePages = renderer
    ? content.createSitePages(renderer, mergePageExtras(features.map((f) => f.pageExtras)))
    : undefined;
  const pages = sitePages ? { send: sitePages.sendFeaturePage } : NO_BUILD_PAGES;

  const app = await createPlatform(deps, sitePages ? pages : undefined);
  // The back office home's "needs attention" counts: each feature declares its own (issue 21).
  const attention = createAttentionRegistry();
  attention.register(...features.flatMap((feature) => feature.attention ?? []));
  await app.register(attentionRoutes, { prefix: '/api', deps, attention });
  // Adapters that serve their own endpoints (the sandbox's card confirmation), once each.
  for (const gateway of new Set([...Object.values(deps.paymentGateways), deps.feeGateway])) {
    if (gateway.routes) await app.register(gateway.routes, { prefix: '/api' });
  }
  for (const feature of features) await feature.routes?.(app, { pages, sitePages });
  return app;
}
