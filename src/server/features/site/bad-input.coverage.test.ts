import { describe, expect, it } from 'vitest';
import { listRoutes } from '#tests/support/route-list.ts';
import { useBadInputApp } from '#tests/support/bad-input-app.ts';
import {
  ADMIN_ROUTES,
  FEE_ROUTES,
  INSPECTION_TOKEN_ROUTES,
  JSON_ROUTES,
  PROPERTY_ROUTES,
} from '#tests/support/bad-input-routes.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

/*
 * The house rule: bad input anywhere gets a clear 4xx JSON error (or the route's documented
 * success), never a 500, a crash or an error-level log line. Each test below throws a table of
 * bad inputs at one route and lists every answer that breaks the rule.
 */

for (const store of storesUnderTest()) {
  describe(`bad input gets a 4xx, never a 500: every route (${store.kind})`, () => {
    const ctx = useBadInputApp(store);

    it('covers every API route the app registers', () => {
      const covered = new Set([
        ...JSON_ROUTES.map((route) => `POST ${route.url}`),
        ...ADMIN_ROUTES.map(
          (route) =>
            `${route.method} ${route.url.replace('some-id', ':id').replace('some-version', ':versionId').replace('some-block', ':block')}`,
        ),
        'GET /api/content/page-data',
        'POST /api/propane',
        'POST /api/payments/webhook',
        'GET /api/permits/pdf/:token',
        'GET /api/calendar/events',
        'GET /api/calendar/events.ics',
        'GET /api/permits/config',
        'GET /api/burn/status',
        'POST /api/burn/permits/:token/check-in',
        ...INSPECTION_TOKEN_ROUTES.map(([method, url]) => `${method} ${url}`),
        ...FEE_ROUTES.map(([method, url]) => `${method} ${url}`),
        ...PROPERTY_ROUTES.map(([method, url]) => `${method} ${url}`),
        // Keyed by a date, probed through the working calendar's own tests.
        'DELETE /api/admin/working-calendar/days/:day',
      ]);
      const registered = listRoutes(ctx.app).filter((route) =>
        route.slice(route.indexOf(' ') + 1).startsWith('/api'),
      );
      expect(registered.length).toBeGreaterThan(20);
      expect(registered.filter((route) => !covered.has(route))).toEqual([]);
    });
  });
}
