import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildPermitApplication } from '#tests/fixtures/permit-applications.ts';
import { openPermitsTestApp, type PermitsTestApp } from '#tests/support/permits-test-app.ts';
import { listRoutes } from '#tests/support/route-list.ts';
import { applyAndPay } from '#tests/support/factories/permits.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

/** A request to a route pattern, with a made-up value for each parameter. */
function requestFor(route: string) {
  const [method, url] = route.split(' ') as [string, string];
  return {
    method: method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: url.replace(/:[^/]+/g, 'some-id').replace(/\*$/, 'x'),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  };
}

function isNoStore(header: unknown): boolean {
  return String(header ?? '').includes('no-store');
}

for (const store of storesUnderTest()) {
  describe(`Cache-Control: no-store on personal data (${store.kind})`, () => {
    let t: PermitsTestApp;
    beforeEach(async () => {
      t = await openPermitsTestApp(store, { hasPages: true });
    });
    afterEach(async () => {
      await t.close();
    });

    it('sends no-store on every answer of every staff route, signed in or not', async () => {
      const staffRoutes: string[] = [];
      const problems: string[] = [];
      for (const route of listRoutes(t.app)) {
        const answer = await t.app.inject(requestFor(route));
        if (answer.statusCode !== 401 || answer.json().error?.code !== 'UNAUTHORIZED') continue;
        staffRoutes.push(route);
        if (!isNoStore(answer.headers['cache-control'])) problems.push(`${route} 401`);
      }
      expect(staffRoutes).toEqual(
        expect.arrayContaining([
          'GET /api/admin/permits',
          'GET /api/admin/permits/:id',
          'GET /api/news/posts',
          'GET /api/admin/activity',
        ]),
      );
      expect(staffRoutes.filter((route) => route.includes('/api/content/')).length).toBeGreaterThan(
        3,
      );

      const authorization = await t.logInAsAdmin();
      // Signing out last, so every other route is asked with a live session.
      const ordered = [...staffRoutes].sort(
        (a, b) => Number(a.includes('logout')) - Number(b.includes('logout')),
      );
      for (const route of ordered) {
        const answer = await t.app.inject({ ...requestFor(route), headers: { authorization } });
        if (!isNoStore(answer.headers['cache-control']))
          problems.push(`${route} ${answer.statusCode}: ${answer.headers['cache-control']}`);
      }
      expect(problems).toEqual([]);
    });

    it("sends no-store on the applicant's completion answer, PDF and status page", async () => {
      const { completed } = await applyAndPay(
        t.app,
        '/api/sprinkler',
        25_875,
        buildPermitApplication('sprinkler'),
      );
      expect(completed.statusCode, completed.body).toBe(200);
      expect(isNoStore(completed.headers['cache-control'])).toBe(true);
      const { receipt } = completed.json<{ receipt: { pdfUrl: string; statusUrl: string } }>();
      for (const url of [receipt.pdfUrl, receipt.statusUrl]) {
        const answer = await t.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(200);
        expect(isNoStore(answer.headers['cache-control']), url).toBe(true);
      }
      const unknown = await t.app.inject({ method: 'GET', url: '/api/permits/pdf/unknown-token' });
      expect(isNoStore(unknown.headers['cache-control'])).toBe(true);
    });
  });
}
