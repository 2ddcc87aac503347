import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import { loadPageRenderer } from '#server/adapters/page-renderer.ts';
import {
  errorHandlerPlugin,
  handleClientError,
  sendFrameworkError,
} from '#server/plugins/error-handler.ts';
import { nulGuardPlugin } from '#server/plugins/nul-guard.ts';
import { authPlugin } from '#server/plugins/auth.ts';
import { accountsRoutes } from '#server/features/auth/accounts.routes.ts';
import { activityRoutes } from '#server/features/activity/activity.routes.ts';
import { authRoutes } from '#server/features/auth/auth.routes.ts';
import { calendarRoutes } from '#server/features/calendar/calendar.routes.ts';
import { permitsRoutes } from '#server/features/permits/permits.routes.ts';
import { siteRoutes } from '#server/features/site/site.routes.ts';
import { contentRoutes } from '#server/features/content/content.routes.ts';
import { seedContent } from '#server/features/content/content.service.ts';
import { getDistrictDetails } from '#server/features/content/district-details.ts';
import { createPublishedContent } from '#server/features/content/published-content.ts';
import { createSitePages } from '#server/features/content/site-pages.ts';
import { bumpContentVersion } from '#server/features/content/content.repo.ts';
import { documentsRoutes } from '#server/features/documents/documents.routes.ts';
import {
  listPublicDocuments,
  seedDocuments,
} from '#server/features/documents/documents.service.ts';

/** Builds the whole app (API and site) without listening, so tests can use `app.inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: handleClientError,
  });
  deps.outbox.setLog(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(nulGuardPlugin);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(authPlugin, { deps });

  await app.register(authRoutes, { prefix: '/api', deps });
  await app.register(accountsRoutes, { prefix: '/api', deps });
  await app.register(activityRoutes, { prefix: '/api', deps });
  await app.register(calendarRoutes, {
    prefix: '/api',
    deps,
    getDistrictDetails: () => getDistrictDetails(deps.db),
  });
  // Adapters that serve their own endpoints (the sandbox's card confirmation), once each.
  for (const gateway of new Set(Object.values(deps.paymentGateways))) {
    if (gateway.routes) await app.register(gateway.routes, { prefix: '/api' });
  }
  await app.register(permitsRoutes, { prefix: '/api', deps });

  // A fresh database gets today's texts; then pages render from what is published.
  const contentDeps = {
    db: deps.db,
    clock: deps.clock,
    listDocuments: () => listPublicDocuments(deps.db),
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
  const renderer =
    deps.pageRenderer === undefined ? await loadPageRenderer(deps.env.DIST_DIR) : deps.pageRenderer;
  const sitePages = renderer ? createSitePages(contentDeps, renderer, published) : undefined;
  await app.register(contentRoutes, { deps, published, sitePages });
  await app.register(documentsRoutes, { documents: documentsDeps });
  await app.register(siteRoutes, { deps, ...(sitePages ? { pages: sitePages } : {}) });
  return app;
}
