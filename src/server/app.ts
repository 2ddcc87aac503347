import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import {
  errorHandlerPlugin,
  handleClientError,
  sendFrameworkError,
} from '#server/plugins/error-handler.ts';
import { nulGuardPlugin } from '#server/plugins/nul-guard.ts';
import { authPlugin } from '#server/plugins/auth.ts';
import { authRoutes } from '#server/features/auth/auth.routes.ts';
import { calendarRoutes } from '#server/features/calendar/calendar.routes.ts';
import { permitsRoutes } from '#server/features/permits/permits.routes.ts';
import { permitStatusPageRoutes } from '#server/features/permits/status-page.routes.ts';
import { siteRoutes } from '#server/features/site/site.routes.ts';

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
  await app.register(authPlugin, { deps });

  await app.register(authRoutes, { prefix: '/api', deps });
  await app.register(calendarRoutes, { prefix: '/api', deps });
  // Adapters that serve their own endpoints (the sandbox's card confirmation), once each.
  for (const gateway of new Set(Object.values(deps.paymentGateways))) {
    if (gateway.routes) await app.register(gateway.routes, { prefix: '/api' });
  }
  await app.register(permitsRoutes, { prefix: '/api', deps });
  await app.register(permitStatusPageRoutes, { deps });
  await app.register(siteRoutes, { deps });
  return app;
}
