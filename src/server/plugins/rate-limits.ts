import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyUnderPressure from '@fastify/under-pressure';
import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import { englishPathOf } from '#domain/i18n/locale.ts';
import { MAX_PLOT_PLAN_BYTES } from '#domain/permits/permit-application.schema.ts';
import { MAX_SITE_PLAN_BYTES } from '#domain/property/property-profile.ts';
import type { DbKind } from '#server/db/create-db.ts';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/app-error.ts';
import {
  createDatabaseCounters,
  createMemoryCounters,
  createRateLimitStore,
} from './rate-limit-store.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const KIB = 1024;

/**
 * Requests per address and minute. Set so that a busy office (several clerks or contractors
 * behind one address) never meets them, while a flood of hundreds a minute is stopped. Routes that
 * share a name share one count: the four permit forms are one budget of payment creations.
 */
export const REQUEST_LIMITS = {
  'payment-creation': { max: 120, timeWindow: MINUTE_MS },
  'plot-plan-upload': { max: 60, timeWindow: MINUTE_MS },
  'payment-completion': { max: 240, timeWindow: MINUTE_MS },
  'sandbox-card': { max: 240, timeWindow: MINUTE_MS },
  // Stripe sends from a handful of addresses; it retries a 429 later, so nothing is lost.
  'payment-webhook': { max: 600, timeWindow: MINUTE_MS },
  'anonymous-lookup': { max: 600, timeWindow: MINUTE_MS },
  // The permit status page: by private link, or by permit number and e-mail (which the page's
  // own throttle slows further, 10 tries per 10 minutes).
  'status-lookup': { max: 30, timeWindow: 10 * MINUTE_MS },
  // The verification page behind the QR code on permits and clearances shows no personal data; an
  // inspector or insurer checks many from one office, so it has its own, looser count.
  'permit-verify': { max: 120, timeWindow: 10 * MINUTE_MS },
  // The search page queries the full-text index on every request; a person types far fewer.
  'site-search': { max: 60, timeWindow: MINUTE_MS },
  // Logins and the password/code proofs of the back office (issue 16), on top of the per-account
  // throttle: enough for a whole office signing in at once, not for a guessing script.
  'sign-in': { max: 120, timeWindow: MINUTE_MS },
  // The e-mail updates sign-up sends mail: the service adds per-address and global limits.
  subscribe: { max: 20, timeWindow: 10 * MINUTE_MS },
  'subscription-link': { max: 120, timeWindow: MINUTE_MS },
  // The anonymous forms that send mail (issue 25, decision 290): a town office or library helping
  // its residents stays far below them; a flood from one address stops within the first minute.
  // The services add a daily mail allowance per recipient on top (src/server/outbox/mail-caps.ts).
  'burn-application': { max: 30, timeWindow: DAY_MS },
  'records-request': { max: 20, timeWindow: DAY_MS },
  // Book, move and cancel an inspection, the JSON API and the no-script page together; a
  // contractor's office books for many permits. Each permit's link has its own cap besides.
  'inspection-booking': { max: 100, timeWindow: DAY_MS },
  // Property profiles (decision 311): the form sends mail like the records form; the private
  // links like the subscriptions'.
  'property-profile': { max: 20, timeWindow: DAY_MS },
  // The chipper sign-up (issue 38): mails like the property form; its private links like theirs.
  'chipper-sign-up': { max: 20, timeWindow: DAY_MS },
  'chipper-link': { max: 120, timeWindow: MINUTE_MS },
  'property-link': { max: 120, timeWindow: MINUTE_MS },
} as const;

export type RequestLimitName = keyof typeof REQUEST_LIMITS;

/** The body size of every route that is not in ROUTE_LIMITS. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * KIB;

interface RouteLimit {
  requests?: RequestLimitName;
  bodyLimitBytes?: number;
}

/**
 * The one table of per-route limits, by method and full URL. A route another plugin gives its own
 * `config.rateLimit` keeps it (with the same shared store and error answer).
 */
export const ROUTE_LIMITS: Record<string, RouteLimit> = {
  'POST /api/clearance': { requests: 'payment-creation', bodyLimitBytes: 64 * KIB },
  'POST /api/commercial': { requests: 'payment-creation', bodyLimitBytes: 64 * KIB },
  'POST /api/sprinkler': { requests: 'payment-creation', bodyLimitBytes: 64 * KIB },
  'POST /api/propane': {
    requests: 'plot-plan-upload',
    bodyLimitBytes: MAX_PLOT_PLAN_BYTES + 1024 * KIB,
  },
  'POST /api/clearance/complete': { requests: 'payment-completion', bodyLimitBytes: 16 * KIB },
  'POST /api/commercial/complete': { requests: 'payment-completion', bodyLimitBytes: 16 * KIB },
  'POST /api/propane/complete': { requests: 'payment-completion', bodyLimitBytes: 16 * KIB },
  'POST /api/sprinkler/complete': { requests: 'payment-completion', bodyLimitBytes: 16 * KIB },
  'POST /api/payments/sandbox/confirm': { requests: 'sandbox-card', bodyLimitBytes: 4 * KIB },
  'POST /api/payments/sandbox/authenticate': { requests: 'sandbox-card', bodyLimitBytes: 4 * KIB },
  // The district's other fees (decision 270), by private token.
  'GET /api/fees/current': { requests: 'anonymous-lookup' },
  'POST /api/fees/current/payment': { requests: 'payment-creation', bodyLimitBytes: 4 * KIB },
  'POST /api/fees/current/complete': { requests: 'payment-completion', bodyLimitBytes: 4 * KIB },
  'POST /api/payments/webhook': { requests: 'payment-webhook', bodyLimitBytes: 1024 * KIB },
  'GET /api/permits/config': { requests: 'anonymous-lookup' },
  'GET /api/permits/pdf/:token': { requests: 'anonymous-lookup' },
  'GET /api/calendar/events': { requests: 'anonymous-lookup' },
  'GET /api/calendar/events.ics': { requests: 'anonymous-lookup' },
  'GET /permits/burn/status.ics': { requests: 'anonymous-lookup' },
  'GET /permits/status': { requests: 'status-lookup' },
  'POST /permits/status': { requests: 'status-lookup', bodyLimitBytes: 4 * KIB },
  'GET /permits/verify/:permitNumber': { requests: 'permit-verify' },
  'GET /permits/burn/verify/:permitNumber': { requests: 'permit-verify' },
  // The burn permit QR code's check-in: a permit number and the permit's check-in code.
  'POST /permits/burn/check-in': { requests: 'status-lookup', bodyLimitBytes: 4 * KIB },
  'GET /search': { requests: 'site-search' },
  'GET /search/': { requests: 'site-search' },
  'POST /api/auth/login': { requests: 'sign-in', bodyLimitBytes: 4 * KIB },
  'POST /api/auth/password': { requests: 'sign-in', bodyLimitBytes: 4 * KIB },
  'POST /api/auth/two-step/setup': { requests: 'sign-in', bodyLimitBytes: 4 * KIB },
  'POST /api/auth/two-step/enable': { requests: 'sign-in', bodyLimitBytes: 4 * KIB },
  'POST /api/auth/two-step/disable': { requests: 'sign-in', bodyLimitBytes: 4 * KIB },
  'POST /subscribe': { requests: 'subscribe', bodyLimitBytes: 4 * KIB },
  'POST /subscribe/confirm': { requests: 'subscription-link', bodyLimitBytes: 4 * KIB },
  'POST /subscribe/manage': { requests: 'subscription-link', bodyLimitBytes: 4 * KIB },
  'POST /subscribe/unsubscribe/:token': { requests: 'subscription-link', bodyLimitBytes: 4 * KIB },
  'POST /api/calendar/events': { bodyLimitBytes: 16 * KIB },
  'POST /permits/burn/apply': { requests: 'burn-application', bodyLimitBytes: 16 * KIB },
  'POST /api/burn/permits': { requests: 'burn-application', bodyLimitBytes: 16 * KIB },
  'POST /public-records/request/online': { requests: 'records-request', bodyLimitBytes: 32 * KIB },
  'POST /api/inspections/:token/booking': {
    requests: 'inspection-booking',
    bodyLimitBytes: 4 * KIB,
  },
  'PUT /api/inspections/:token/booking': {
    requests: 'inspection-booking',
    bodyLimitBytes: 4 * KIB,
  },
  'DELETE /api/inspections/:token/booking': { requests: 'inspection-booking' },
  'POST /permits/inspection': { requests: 'inspection-booking', bodyLimitBytes: 4 * KIB },
  'POST /property-profile': { requests: 'property-profile', bodyLimitBytes: 32 * KIB },
  'GET /property-profile/confirm/:token': { requests: 'property-link' },
  'POST /property-profile/confirm/:token': { requests: 'property-link', bodyLimitBytes: 4 * KIB },
  'GET /property-profile/manage/:token': { requests: 'property-link' },
  'POST /property-profile/manage/:token': { requests: 'property-link', bodyLimitBytes: 32 * KIB },
  'GET /api/dispatch/property': { requests: 'anonymous-lookup' },
  'POST /prevention/chipper': { requests: 'chipper-sign-up', bodyLimitBytes: 16 * KIB },
  'GET /prevention/chipper/confirm/:token': { requests: 'chipper-link' },
  'POST /prevention/chipper/confirm/:token': { requests: 'chipper-link', bodyLimitBytes: 4 * KIB },
  'GET /prevention/chipper/manage/:token': { requests: 'chipper-link' },
  'POST /prevention/chipper/manage/:token': { requests: 'chipper-link', bodyLimitBytes: 4 * KIB },
  'GET /prevention/chipper/crew/:token': { requests: 'chipper-link' },
  'POST /prevention/chipper/crew/:token/stops/:id': {
    requests: 'chipper-link',
    bodyLimitBytes: 4 * KIB,
  },
  'POST /prevention/chipper/crew/:token/work': {
    requests: 'chipper-link',
    bodyLimitBytes: 4 * KIB,
  },
  // A business's site plans (decision 311), by the manage link's token.
  'POST /property-profile/manage/:token/site-plans': {
    requests: 'property-link',
    bodyLimitBytes: MAX_SITE_PLAN_BYTES + 1024 * KIB,
  },
  'GET /property-profile/manage/:token/site-plans/:planId': { requests: 'property-link' },
  'POST /property-profile/manage/:token/site-plans/:planId/delete': {
    requests: 'property-link',
    bodyLimitBytes: 4 * KIB,
  },
  'POST /api/property/manage/:token/site-plans': {
    requests: 'property-link',
    bodyLimitBytes: MAX_SITE_PLAN_BYTES + 1024 * KIB,
  },
  'DELETE /api/property/manage/:token/site-plans/:planId': { requests: 'property-link' },
};

/** Node stops waiting for a whole request after this; 408 follows (the error handler's body). */
export const REQUEST_TIMEOUT_MS = 120_000;
/** A socket without traffic for this long is closed. */
export const CONNECTION_TIMEOUT_MS = 130_000;
/** Above this event-loop delay the server answers 503 with Retry-After until it catches up. */
export const MAX_EVENT_LOOP_DELAY_MS = 1_000;
export const UNDER_PRESSURE_RETRY_AFTER_SECONDS = 10;
/** Always answered, so a proxy or orchestrator can tell a busy server from a dead one. */
const PRESSURE_EXEMPT_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export interface LimitsOptions {
  db: Kysely<Database>;
  dbKind: DbKind;
  clock: Clock;
  /** Tests lower it to provoke the 503. */
  maxEventLoopDelayMs?: number;
}

function methodsOf(route: Pick<RouteOptions, 'method'>): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map((method) =>
    String(method).toUpperCase(),
  );
}

/**
 * The ROUTE_LIMITS entry of a route; HEAD routes count with their GET, and a page's Spanish twin
 * (`/es/permits/status`) with its English route, in the same buckets (decision 330).
 */
export function findRouteLimit(
  route: Pick<RouteOptions, 'method' | 'url'>,
): RouteLimit | undefined {
  for (const method of methodsOf(route)) {
    const name = method === 'HEAD' ? 'GET' : method;
    const found =
      ROUTE_LIMITS[`${name} ${route.url}`] ?? ROUTE_LIMITS[`${name} ${englishPathOf(route.url)}`];
    if (found) return found;
  }
  return undefined;
}

/**
 * Request-rate limits from ROUTE_LIMITS (counted in the database on PostgreSQL so every server
 * shares them, in memory on SQLite, which runs one server), per-route body limits, and 503 under
 * event-loop saturation. Register before the routes.
 */
export const limitsPlugin = fp(
  async (app: FastifyInstance, options: LimitsOptions) => {
    app.addHook('onRoute', (route) => {
      const limit = findRouteLimit(route);
      if (!limit) return;
      if (limit.bodyLimitBytes !== undefined) route.bodyLimit = limit.bodyLimitBytes;
      const config = (route.config ?? {}) as { rateLimit?: unknown };
      if (limit.requests && config.rateLimit === undefined) {
        route.config = {
          ...config,
          rateLimit: { ...REQUEST_LIMITS[limit.requests], groupId: limit.requests },
        } as typeof route.config;
      }
    });

    const backend =
      options.dbKind === 'postgres'
        ? createDatabaseCounters(options.db, options.clock)
        : createMemoryCounters(options.clock);
    await app.register(fastifyRateLimit, {
      global: false,
      store: createRateLimitStore(backend),
      errorResponseBuilder: (_request: FastifyRequest, context) =>
        new AppError(
          'RATE_LIMITED',
          context.statusCode,
          undefined,
          `Too many requests from your address. Try again in ${context.after}.`,
        ),
    });

    await app.register(fastifyUnderPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs ?? MAX_EVENT_LOOP_DELAY_MS,
      retryAfter: UNDER_PRESSURE_RETRY_AFTER_SECONDS,
      pressureHandler: async (request, reply) => {
        if (PRESSURE_EXEMPT_PATHS.has(request.url.split('?')[0] ?? '')) return;
        reply.header('retry-after', String(UNDER_PRESSURE_RETRY_AFTER_SECONDS));
        throw new AppError('SERVER_BUSY', 503);
      },
    });
  },
  { name: 'limits' },
);
