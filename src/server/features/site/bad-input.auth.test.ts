import { describe, expect, it } from 'vitest';
import { GARBAGE_AUTH, type Probe } from '#tests/support/bad-input-probes.ts';
import { useBadInputApp } from '#tests/support/bad-input-app.ts';
import { ADMIN_ROUTES } from '#tests/support/bad-input-routes.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

/*
 * The house rule: bad input anywhere gets a clear 4xx JSON error (or the route's documented
 * success), never a 500, a crash or an error-level log line. Each test below throws a table of
 * bad inputs at one route and lists every answer that breaks the rule.
 */

for (const store of storesUnderTest()) {
  describe(`bad input gets a 4xx, never a 500: sessions (${store.kind})`, () => {
    const ctx = useBadInputApp(store);
    const { advanceClock, auth, findProblems } = ctx;

    it('answers every administrator route with 401 JSON for missing, garbage and revoked tokens', async () => {
      const probes: Probe[] = [];
      for (const route of ADMIN_ROUTES) {
        for (const authorization of [
          ...GARBAGE_AUTH,
          ctx.revokedToken,
          `${ctx.adminToken}x`,
          ctx.adminToken.slice(0, -1),
        ]) {
          probes.push({
            label: `authorization ${String(authorization).slice(0, 24)}`,
            ...route,
            headers: authorization === undefined ? {} : { authorization },
          });
        }
      }
      expect(await findProblems(probes)).toEqual([]);
      for (const probe of probes) {
        const response = await ctx.app.inject(probe);
        expect(response.statusCode, `${probe.method} ${probe.url} ${probe.label}`).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHORIZED');
      }
    });

    it('answers an expired administrator session with 401', async () => {
      advanceClock(13 * 60 * 60 * 1000);
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: auth(),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    });
  });
}
