import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.ts';
import type { FeaturePages } from '#server/feature-pages.ts';
import { readOperationsFigures } from '#server/features/health/operations-figures.ts';
import { withSafeLogging } from '#server/logging.ts';
import {
  createClientErrorHandler,
  createFrameworkErrorHandler,
  errorHandlerPlugin,
} from '#server/plugins/error-handler.ts';
import { authPlugin } from '#server/plugins/auth.ts';
import { metricsPlugin } from '#server/plugins/metrics.ts';
import { nulGuardPlugin } from '#server/plugins/nul-guard.ts';
import { privateResponsesPlugin } from '#server/plugins/private-responses.ts';
import { requestLanguagePlugin } from '#server/plugins/request-language.ts';
import {
  CONNECTION_TIMEOUT_MS,
  DEFAULT_BODY_LIMIT_BYTES,
  REQUEST_TIMEOUT_MS,
  limitsPlugin,
} from '#server/plugins/rate-limits.ts';
import { sameSitePostsPlugin } from '#server/plugins/same-site-posts.ts';
import { collectSecurityHeaders, securityHeadersPlugin } from '#server/plugins/security-headers.ts';

/**
 * The Fastify instance every feature registers on, with what every request goes through, in
 * order: security headers, errors, request ids, metrics, limits and load shedding, the NUL guard,
 * compression, cookies, same-site form posts, private responses and the one login.
 * `pages`: a browser's refused form post gets a page in the site's layout (absent without a build).
 */
export async function createPlatform(
  deps: AppDeps,
  pages: FeaturePages | undefined,
): Promise<FastifyInstance> {
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
  await app.register(requestLanguagePlugin);
  await app.register(securityHeadersPlugin, { env: deps.env });
  // A browser's refused form post gets a page in the site's layout (when there is a build).
  await app.register(errorHandlerPlugin, pages ? { pages } : {});
  // Per-request hooks take a callback, not a promise: every answer runs them (issue 36, cost).
  app.addHook('onRequest', (request, reply, done) => {
    // The built scripts and styles (/assets/, immutable) go without it: their log line carries the
    // id, and each of a page's files would pay its 53 bytes (the permit forms' 120 KB budget).
    if (!request.url.startsWith('/assets/')) reply.header('x-request-id', request.id);
    done();
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
  return app;
}
