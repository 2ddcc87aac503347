import { reinspectionFeePaid } from '#server/features/inspections/inspection-results.service.ts';
import { createFees, FEE_SWEEP_JOB } from '#server/features/fees/fees.service.ts';
import { feesRoutes } from '#server/features/fees/fees.routes.ts';
import { createDeferredFeaturePages } from '#server/feature-pages.ts';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { loadPageRenderer } from '#server/adapters/page-renderer.ts';
import { createPropertyLetterDrawer } from '#server/adapters/property-letter-pdf.ts';
import { withSafeLogging } from '#server/logging.ts';
import {
  createClientErrorHandler,
  createFrameworkErrorHandler,
  errorHandlerPlugin,
} from '#server/plugins/error-handler.ts';
import { nulGuardPlugin } from '#server/plugins/nul-guard.ts';
import {
  CONNECTION_TIMEOUT_MS,
  DEFAULT_BODY_LIMIT_BYTES,
  REQUEST_TIMEOUT_MS,
  limitsPlugin,
} from '#server/plugins/rate-limits.ts';
import { sameSitePostsPlugin } from '#server/plugins/same-site-posts.ts';
import { collectSecurityHeaders, securityHeadersPlugin } from '#server/plugins/security-headers.ts';
import { authPlugin } from '#server/plugins/auth.ts';
import { privateResponsesPlugin } from '#server/plugins/private-responses.ts';
import { metricsPlugin } from '#server/plugins/metrics.ts';
import { accountsRoutes } from '#server/features/auth/accounts.routes.ts';
import { activityRoutes } from '#server/features/activity/activity.routes.ts';
import { operationsRoutes } from '#server/features/operations/operations.routes.ts';
import { createAttentionRegistry } from '#server/attention/attention-registry.ts';
import { attentionRoutes } from '#server/attention/attention.routes.ts';
import { PERMITS_ATTENTION } from '#server/features/permits/permits.attention.ts';
import { OPERATIONS_ATTENTION } from '#server/features/operations/operations.attention.ts';
import { DOCUMENTS_ATTENTION } from '#server/features/documents/documents.attention.ts';
import { CONTENT_ATTENTION } from '#server/features/content/content.attention.ts';
import { ACCOUNTS_ATTENTION } from '#server/features/auth/accounts.attention.ts';
import { SUBSCRIPTIONS_ATTENTION } from '#server/features/subscriptions/subscriptions.attention.ts';
import { INSPECTIONS_ATTENTION } from '#server/features/inspections/inspections.attention.ts';
import { RECORDS_ATTENTION } from '#server/features/records/records.attention.ts';
import { authRoutes } from '#server/features/auth/auth.routes.ts';
import { calendarRoutes } from '#server/features/calendar/calendar.routes.ts';
import { healthRoutes } from '#server/features/health/health.routes.ts';
import { readOperationsFigures } from '#server/features/health/operations-figures.ts';
import { permitsRoutes } from '#server/features/permits/permits.routes.ts';
import { burnRoutes } from '#server/features/burn/burn.routes.ts';
import { BURN_ATTENTION } from '#server/features/burn/burn.attention.ts';
import { PROPERTY_ATTENTION } from '#server/features/property/property.attention.ts';
import { newsSpanishItemId } from '#domain/content/spanish-content.ts';
import { buildNoBurningNotice } from '#domain/subscriptions/no-burning-notice.ts';
import {
  rememberScheduledRestrictions,
  stopBurnsUnderRestriction,
} from '#server/features/burn/burn-day.service.ts';
import { burnPageExtras } from '#server/features/burn/burn.pages.ts';
import { inspectionsRoutes } from '#server/features/inspections/inspections.routes.ts';
import { cancelInspectionsLosingBlock } from '#server/features/inspections/inspection-availability.service.ts';
import { clearanceRoutes } from '#server/features/inspections/clearance.routes.ts';
import {
  describeInspectionWithClearance,
  issueAfterResult,
  verifyClearance,
  type ClearanceDeps,
} from '#server/features/inspections/clearance.service.ts';
import { permitsNoScriptRoutes } from './features/permits/no-script.routes.ts';
import { recordsRoutes } from '#server/features/records/records.routes.ts';
import { propertyRoutes } from '#server/features/property/property.routes.ts';
import { SITE_PLAN_MESSAGES } from '#domain/property/property-profile.ts';
import { checkUpload } from '#server/features/documents/document-upload-check.ts';
import {
  createPropertySealer,
  loadPropertyKeys,
} from '#server/features/property/property-crypto.ts';
import { workingCalendarRoutes } from '#server/features/working-calendar/working-calendar.routes.ts';
import { createPermitStatusPage } from '#server/features/permits/status-page.routes.ts';
import { siteRoutes } from '#server/features/site/site.routes.ts';
import { contentRoutes } from '#server/features/content/content.routes.ts';
import { seedContent } from '#server/features/content/content.service.ts';
import { seedSpanishContent } from '#server/features/content/seed-spanish.ts';
import { getDistrictDetails } from '#server/features/content/district-details.ts';
import { newsPostPath } from '#domain/news/news.schema.ts';
import { findingPagesRoutes } from '#server/features/content/finding-pages.routes.ts';
import { meetingsRoutes } from '#server/features/content/meetings.routes.ts';
import {
  CONTENT_CHECK_INTERVAL_MS,
  createPublishedContent,
} from '#server/features/content/published-content.ts';
import { createSitePages } from '#server/features/content/site-pages.ts';
import { newsPageExtras } from '#server/features/news/news.pages.ts';
import { newsRoutes } from '#server/features/news/news.routes.ts';
import { newsSpanishItems } from '#server/features/news/news.spanish.ts';
import { listVisibleNewsPosts, seedNews } from '#server/features/news/news.service.ts';
import { searchPageExtras } from '#server/features/search/search.pages.ts';
import { bumpContentVersion } from '#server/features/content/content.repo.ts';
import { documentsRoutes } from '#server/features/documents/documents.routes.ts';
import { createSubscribePages } from '#server/features/subscriptions/subscribe-page.routes.ts';
import { subscriptionsAdminRoutes } from '#server/features/subscriptions/subscriptions.routes.ts';
import {
  createNotice,
  rescheduleNotice,
} from '#server/features/subscriptions/subscription-notices.service.ts';
import { registerSubscriptions } from '#server/features/subscriptions/subscription-mail.service.ts';
import { districtDayOf } from '#domain/meetings/board-meetings.ts';
import {
  buildAlertNotice,
  buildNewsNotice,
  buildPageNotices,
} from '#domain/subscriptions/notice-sources.ts';
import { SiteAlertSchema } from '#domain/content/site-alert.schema.ts';
import { spanishAlertLevels } from '#server/features/subscriptions/subscription-links.ts';
import { countRecipientsByLanguage } from '#server/features/subscriptions/subscriptions.repo.ts';
import { listPublished } from '#server/features/content/content.repo.ts';
import { checkNoticeItem } from '#server/notice-item-check.ts';
import { capRoutes } from '#server/features/cap/cap.routes.ts';
import {
  cancelNoBurningDay,
  publishAlertsAsCap,
  publishNoBurningDay,
  type CapDeps,
} from '#server/features/cap/cap.service.ts';
import { readBurnSettings } from '#server/features/burn/burn.repo.ts';
import {
  indexMissingDocuments,
  listPublicDocuments,
  seedDocuments,
} from '#server/features/documents/documents.service.ts';

/** Builds the whole app (API and site) without listening, so tests can use `app.inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const securityHeaders = collectSecurityHeaders(deps.env);
  const app = Fastify({
    logger: withSafeLogging(deps.logger ?? false),
    // Unique across servers, so a request can be followed through logs of several instances.
    genReqId: () => randomUUID(),
    trustProxy: deps.env.TRUST_PROXY,
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    requestTimeout: deps.limits?.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    connectionTimeout: deps.limits?.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS,
    frameworkErrors: createFrameworkErrorHandler(securityHeaders),
    clientErrorHandler: createClientErrorHandler(securityHeaders),
  });
  deps.outbox.setLog(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(securityHeadersPlugin, { env: deps.env });
  // The burn, inspection and records pages render in the site's layout, made further down; so does
  // the page a browser's refused form post gets from the error handler.
  const featurePages = createDeferredFeaturePages();
  await app.register(errorHandlerPlugin, { pages: featurePages });
  app.addHook('onRequest', async (request, reply) => {
    // The built scripts and styles (/assets/, immutable) go without it: their log line carries the
    // id, and each of a page's files would pay its 53 bytes (the permit forms' 120 KB budget).
    if (!request.url.startsWith('/assets/')) reply.header('x-request-id', request.id);
  });
  await app.register(metricsPlugin, { readFigures: () => readOperationsFigures(deps.db) });
  await app.register(limitsPlugin, {
    db: deps.db,
    dbKind: deps.dbKind,
    clock: deps.clock,
    ...(deps.limits?.maxEventLoopDelayMs !== undefined
      ? { maxEventLoopDelayMs: deps.limits.maxEventLoopDelayMs }
      : {}),
  });
  await app.register(nulGuardPlugin);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  // After the cookies are read: a refused browser form gets a page with the alert banner.
  await app.register(sameSitePostsPlugin, { publicUrl: deps.env.PUBLIC_URL });
  await app.register(privateResponsesPlugin);
  await app.register(authPlugin, { deps });

  await app.register(healthRoutes, { deps });
  await app.register(authRoutes, { prefix: '/api', deps });
  await app.register(accountsRoutes, { prefix: '/api', deps });
  await app.register(activityRoutes, { prefix: '/api', deps });
  await app.register(operationsRoutes, { prefix: '/api', deps });
  // The back office home's "needs attention" counts: each feature registers its own (issue 21).
  const attention = createAttentionRegistry();
  attention.register(
    ...PERMITS_ATTENTION,
    ...OPERATIONS_ATTENTION,
    ...DOCUMENTS_ATTENTION,
    ...CONTENT_ATTENTION,
    ...ACCOUNTS_ATTENTION,
    ...SUBSCRIPTIONS_ATTENTION,
    ...INSPECTIONS_ATTENTION,
    ...RECORDS_ATTENTION,
    ...BURN_ATTENTION,
    ...PROPERTY_ATTENTION,
  );
  await app.register(attentionRoutes, { prefix: '/api', deps, attention });
  // District details are content staff edit; permits draw them into each permit at issue.
  const readDistrict = () => getDistrictDetails(deps.db);
  await app.register(calendarRoutes, {
    prefix: '/api',
    deps,
    getDistrictDetails: () => getDistrictDetails(deps.db),
    // Inspections booked only in a deleted block are cancelled and their applicants told.
    beforeEventRemoved: (trx, eventId, actor) =>
      cancelInspectionsLosingBlock(deps, trx, eventId, actor),
  });
  // Adapters that serve their own endpoints (the sandbox's card confirmation), once each.
  for (const gateway of new Set([...Object.values(deps.paymentGateways), deps.feeGateway])) {
    if (gateway.routes) await app.register(gateway.routes, { prefix: '/api' });
  }
  // The district's other fees (decision 270): burn permits, re-inspections and records requests
  // ask through `fees.requests` and move on in their `onPaid` handlers.
  const fees = createFees({
    db: deps.db,
    clock: deps.clock,
    env: deps.env,
    gateway: deps.feeGateway,
    outbox: deps.outbox,
  });
  deps.jobs.register({
    name: FEE_SWEEP_JOB,
    intervalMs: 5 * 60 * 1000,
    run: async () => {
      await fees.sweep();
    },
  });
  await app.register(feesRoutes, { fees });
  await app.register(permitsRoutes, {
    prefix: '/api',
    deps,
    readDistrict,
    // A fee paid at the processor settles from its webhook, not only at the next sweep.
    onOtherPaymentSucceeded: async (paymentIntentId) => {
      const settled = await fees.settlePayment(paymentIntentId);
      return settled.ok ? { ok: true } : { ok: false, code: 'PAYMENT_PROVIDER_UNAVAILABLE' };
    },
  });
  // E-mail subscriptions (issue 18): templates and jobs on the shared outbox and scheduler.
  const subscriptions = {
    db: deps.db,
    clock: deps.clock,
    outbox: deps.outbox,
    env: deps.env,
    readDistrictName: async () => (await getDistrictDetails(deps.db)).name,
    // A scheduled notice reads its item again before it goes (decision 304).
    checkItem: (notice: { itemKey: string }) => checkNoticeItem(deps, notice),
  };
  registerSubscriptions(subscriptions, deps.jobs, {
    fanOutMs: deps.env.OUTBOX_INTERVAL_MS,
    cleanupMs: 60 * 60 * 1000,
  });
  await app.register(subscriptionsAdminRoutes, { prefix: '/api', subscriptions });
  // Alerts and No burning days as CAP 1.2 for other alerting systems (decision 340).
  const cap: CapDeps = {
    db: deps.db,
    clock: deps.clock,
    env: deps.env,
    readDistrictName: async () => (await readDistrict()).name,
    readTowns: async () => (await readBurnSettings(deps.db)).settings.towns,
    listAlerts: async () =>
      (await listPublished(deps.db))
        .filter((row) => row.kind === 'alert')
        .map((row) => ({ id: row.itemId, alert: SiteAlertSchema.parse(JSON.parse(row.data)) })),
  };
  // The burn settings' dated restrictions, as every page's banner reads them (issue 36, item 9).
  const scheduledRestrictions = rememberScheduledRestrictions(deps, CONTENT_CHECK_INTERVAL_MS);
  await app.register(burnRoutes, {
    deps,
    pages: featurePages,
    readDistrict,
    fees,
    // Residents subscribed to fire restrictions hear when today turns to No burning (issue 19).
    onNoBurning: async (status, actor) => {
      // No burning is always urgent: it goes before news and jobs (decision 304).
      await createNotice(subscriptions, buildNoBurningNotice(status), {
        userId: null,
        username: actor,
      });
      await publishNoBurningDay(cap, status);
    },
    onBurningAllowed: async (status) => {
      await cancelNoBurningDay(cap, status.day);
    },
    onSettingsSaved: scheduledRestrictions.forget,
  });
  // Clearance certificates (decision 241) follow each recorded result. The re-inspection fee
  // (decision 270) is asked for once, by the result service, which holds the booking until paid.
  const clearances: ClearanceDeps = {
    db: deps.db,
    clock: deps.clock,
    outbox: deps.outbox,
    env: deps.env,
    readDistrict,
    pdf: deps.pdfDrawer,
  };
  await app.register(inspectionsRoutes, {
    deps,
    pages: featurePages,
    readDistrictName: async () => (await readDistrict()).name,
    onResultRecorded: async (result) => {
      await issueAfterResult(clearances, result);
    },
    feeRequests: fees.requests,
  });
  fees.onPaid('re-inspection', async (inspectionId) => {
    await reinspectionFeePaid({ db: deps.db, clock: deps.clock }, inspectionId);
  });
  await app.register(clearanceRoutes, { clearances, jobs: deps.jobs });
  await app.register(recordsRoutes, { deps, readDistrict, fees, pages: featurePages });
  await app.register(permitsNoScriptRoutes, { pages: featurePages, readDistrict });
  // Property profiles for responders (issue 30, decision 311): sealed with PROPERTY_KEYS.
  await app.register(propertyRoutes, {
    property: {
      db: deps.db,
      clock: deps.clock,
      outbox: deps.outbox,
      env: deps.env,
      sealer: createPropertySealer(loadPropertyKeys(deps.env)),
      readDistrictName: async () => (await readDistrict()).name,
      checkSitePlan: (bytes) => checkUpload(bytes, 'application/pdf', SITE_PLAN_MESSAGES.notPdf),
    },
    pages: featurePages,
    jobs: deps.jobs,
    dispatchToken: deps.env.PROPERTY_DISPATCH_TOKEN,
    drawLetter: createPropertyLetterDrawer({
      pdf: deps.pdfDrawer,
      readDistrict,
      logoPath: deps.env.PERMIT_LOGO_PATH,
    }),
  });
  // Decision 299: the one working calendar every business-day count reads.
  await app.register(workingCalendarRoutes, { deps });

  // A fresh database gets today's texts; then pages render from what is published.
  const contentDeps = {
    db: deps.db,
    clock: deps.clock,
    listDocuments: () => listPublicDocuments(deps.db),
    // The banner names the burn settings' dated restrictions beside the published ones (337).
    readScheduledRestrictions: scheduledRestrictions.read,
  };
  await seedContent(contentDeps);
  const published = createPublishedContent(contentDeps);
  // Documents change the pages that list them, so they bump the content counter too.
  const documentsDeps = {
    db: deps.db,
    clock: deps.clock,
    markSiteChanged: bumpContentVersion,
    afterChange: () => published.invalidate(),
  };
  await seedDocuments(documentsDeps, path.resolve('public/documents'));
  await indexMissingDocuments(documentsDeps);
  // The seed's Spanish, where the English is still the seed's (decision 346), documents' titles too.
  await seedSpanishContent(contentDeps);
  // The seeded alert (and any published while no hook ran) has its CAP message from the start.
  await publishAlertsAsCap(cap);
  const renderer =
    deps.pageRenderer === undefined ? await loadPageRenderer(deps.env.DIST_DIR) : deps.pageRenderer;
  // News attachments are library documents, looked up by key.
  const findDocuments = (keys: readonly string[]) => listPublicDocuments(deps.db, keys);
  // A post's Spanish is kept with the content's (decision 331), read from the published copy.
  const readSpanish = async (itemId: string) => (await published.get()).spanish[itemId];
  const newsDeps = { db: deps.db, clock: deps.clock, findDocuments, readSpanish };
  await seedNews(newsDeps);
  const permitStatusPage = createPermitStatusPage({
    deps,
    readDistrict,
    describeInspection: (token) => describeInspectionWithClearance(clearances, token),
    verifyClearance: (permitNumber) => verifyClearance(clearances, permitNumber),
  });
  const subscribePages = createSubscribePages(subscriptions);
  const pageExtras = {
    ...newsPageExtras(newsDeps),
    ...permitStatusPage.extras,
    ...burnPageExtras({ db: deps.db, clock: deps.clock }),
    ...subscribePages.extras,
    ...searchPageExtras({
      ...contentDeps,
      dbKind: deps.dbKind,
      getPublishedPages: () => published.get(),
    }),
  };
  const sitePages = renderer
    ? createSitePages(contentDeps, renderer, published, pageExtras, deps.env.PUBLIC_URL)
    : undefined;
  featurePages.bind(
    sitePages && {
      send: (request, reply, answer) => sitePages.sendFeaturePage(request, reply, answer),
    },
  );
  await app.register(newsRoutes, {
    deps,
    findDocuments,
    readSpanish,
    getDistrictDetails: () => getDistrictDetails(deps.db),
    // "Notify subscribers" on a published post tells the News list (issue 18).
    onPublished: async (post, { notifySubscribers }, actor) => {
      const spanish = await readSpanish(newsSpanishItemId(post.id));
      const notice = buildNewsNotice(post, notifySubscribers, spanish);
      if (notice) await createNotice(subscriptions, notice, actor);
      // Published again without the box ticked: a notice not yet sent follows the post's time.
      else await rescheduleNotice(subscriptions, buildNewsNotice(post, true, spanish)!, actor);
    },
  });
  await app.register(contentRoutes, {
    deps,
    published,
    sitePages,
    // The alert editor says how many subscribers read Spanish (decision 325).
    countAlertReaders: () => countRecipientsByLanguage(deps.db, 'alerts'),
    otherSpanishItems: newsSpanishItems(newsDeps),
    // A published warning or emergency alert goes to its e-mail subscribers (issue 18).
    // Publishing the minutes or careers page with "Notify subscribers" tells the meetings or
    // jobs list what changed since the published version (issue 18, item 3).
    onRestored: () => publishAlertsAsCap(cap),
    onPublished: async (itemId, { notifySubscribers, publishedBefore }, actor) => {
      await publishAlertsAsCap(cap);
      // Decision 307: a published restriction that forbids burning stops today's burns.
      await stopBurnsUnderRestriction({ ...deps, readDistrict, pdf: deps.pdfDrawer });
      if (notifySubscribers === true && publishedBefore !== undefined) {
        const row = (await listPublished(deps.db)).find((item) => item.itemId === itemId);
        const today = districtDayOf(deps.clock());
        const after: unknown = row ? JSON.parse(row.data) : null;
        for (const notice of buildPageNotices(itemId, publishedBefore, after, today)) {
          await createNotice(subscriptions, notice, actor);
        }
      }
      const row = (await listPublished(deps.db)).find((item) => item.itemId === itemId);
      if (row?.kind !== 'alert') return;
      const alert = SiteAlertSchema.parse(JSON.parse(row.data));
      const notice = buildAlertNotice(itemId, alert, notifySubscribers, spanishAlertLevels());
      if (notice) await createNotice(subscriptions, notice, actor);
      else {
        // Published again without the box ticked: a notice not yet sent follows the new start.
        const pending = buildAlertNotice(itemId, alert, true, spanishAlertLevels());
        if (pending) await rescheduleNotice(subscriptions, pending, actor);
      }
    },
  });
  await app.register(capRoutes, { cap });
  await app.register(meetingsRoutes, { deps, published });
  await app.register(findingPagesRoutes, {
    deps,
    published,
    listMorePaths: async () =>
      (await listVisibleNewsPosts(newsDeps)).posts.map((post) => newsPostPath(post.slug)),
  });
  if (sitePages) await app.register(permitStatusPage.routes, { sitePages });
  if (sitePages) await app.register(subscribePages.routes, { sitePages });
  await app.register(documentsRoutes, { documents: documentsDeps });
  await app.register(siteRoutes, { deps, ...(sitePages ? { pages: sitePages } : {}) });
  return app;
}
