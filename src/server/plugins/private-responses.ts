import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers with personal data: never stored by a browser or proxy. */
    isPrivate?: boolean;
  }
  interface FastifyRequest {
    /** Set by requirePermission and requireLogin, so every staff answer (401 and 403 too) is private. */
    isPrivate: boolean;
  }
}

/**
 * Public routes whose answers carry an applicant's personal data: the completion answer (e-mail,
 * private links), the permit PDF and the status page. Staff routes need no entry: the permission
 * check marks them.
 */
export const PRIVATE_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/clearance/complete',
  'POST /api/commercial/complete',
  'POST /api/propane/complete',
  'POST /api/sprinkler/complete',
  'GET /api/permits/pdf/:token',
  'GET /permits/status',
  'GET /permits/status/',
  'POST /permits/status',
]);

/** Marks the answer to this request private (the staff permission check calls it). */
export function markPrivate(request: FastifyRequest): void {
  request.isPrivate = true;
}

/**
 * The one place that sends `Cache-Control: no-store` for personal data (issue 16): every answer
 * of a staff route (marked by requirePermission or requireLogin, whatever its status) and of a
 * route in PRIVATE_ROUTES. A route's own `private, no-store` stays; anything weaker is replaced.
 * Register before the routes.
 */
export const privateResponsesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('isPrivate', false);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const isListed = methods.some((method) =>
        PRIVATE_ROUTES.has(`${String(method).toUpperCase()} ${route.url}`),
      );
      if (isListed) route.config = { ...route.config, isPrivate: true } as typeof route.config;
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.isPrivate || request.routeOptions.config?.isPrivate) {
        const current = reply.getHeader('cache-control');
        if (!String(current ?? '').includes('no-store')) reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'private-responses' },
);
