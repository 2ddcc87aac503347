import { describe, expect, it } from 'vitest';
import {
  type Probe,
  badJsonBodies,
  badPropaneBodies,
  fieldMutations,
  multipart,
  plan,
  propaneFields,
} from '#tests/support/bad-input-probes.ts';
import { TINY_PNG } from '#tests/fixtures/permit-applications.ts';
import { useBadInputApp } from '#tests/support/bad-input-app.ts';
import { JSON_ROUTES } from '#tests/support/bad-input-routes.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

/*
 * The house rule: bad input anywhere gets a clear 4xx JSON error (or the route's documented
 * success), never a 500, a crash or an error-level log line. Each test below throws a table of
 * bad inputs at one route and lists every answer that breaks the rule.
 */

for (const store of storesUnderTest()) {
  describe(`bad input gets a 4xx, never a 500: bodies (${store.kind})`, () => {
    const ctx = useBadInputApp(store);
    const { auth, findProblems } = ctx;

    for (const route of JSON_ROUTES) {
      it(`POST ${route.url} answers malformed and wrongly typed bodies with a 4xx JSON error`, async () => {
        const headers = route.isAdmin ? auth() : {};
        const probes: Probe[] = badJsonBodies().map((probe) => ({
          ...probe,
          method: 'POST',
          url: route.url,
          headers: { ...headers, ...(probe.headers as Record<string, string>) },
        }));
        for (const probe of fieldMutations(route.valid))
          probes.push({ ...probe, method: 'POST', url: route.url, headers });
        expect(await findProblems(probes)).toEqual([]);
      });
    }

    it('POST /api/propane answers bad uploads and fields with a 4xx JSON error and keeps no record', async () => {
      const probes = badPropaneBodies().map((probe) => ({
        ...probe,
        method: 'POST' as const,
        url: '/api/propane',
      }));
      expect(await findProblems(probes)).toEqual([]);
      // Whatever was accepted was a real image; nothing was saved without its plot plan.
      const saved = await ctx.handle.db
        .selectFrom('permitApplications')
        .select('plotPlanFile')
        .where('formType', '=', 'propane')
        .execute();
      expect(saved.length).toBeGreaterThan(0);
      expect(saved.filter((row) => !row.plotPlanFile?.endsWith('.png'))).toEqual([]);
    });

    it('serves an uploaded plot plan with an odd file name to the office', async () => {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/propane',
        ...multipart(propaneFields(), [plan({ filename: '计划\r\n"x".png' })]),
        // The bad uploads above used up the default address's upload budget.
        remoteAddress: '192.0.2.50',
      });
      expect(created.statusCode, created.body).toBe(200);
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/permits/${created.json<{ applicationId: string }>().applicationId}/plot-plan`,
        headers: auth(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(TINY_PNG)).toBe(true);
    });

    it('POST /api/payments/webhook refuses unsigned, forged and malformed events with a 4xx', async () => {
      const event = JSON.stringify({
        id: 'evt_1',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_x' } },
      });
      const signatures = [
        undefined,
        '',
        'garbage',
        't=1,v1=abc',
        `t=${'9'.repeat(400)},v1=${'f'.repeat(64)}`,
        'a'.repeat(10_000),
      ];
      const probes: Probe[] = [];
      for (const signature of signatures) {
        for (const body of badJsonBodies()) {
          probes.push({
            ...body,
            label: `${body.label}, signature ${String(signature).slice(0, 20)}`,
            method: 'POST',
            url: '/api/payments/webhook',
            headers: {
              ...(body.headers as Record<string, string>),
              ...(signature === undefined ? {} : { 'stripe-signature': signature }),
            },
          });
        }
        probes.push({
          label: `event, signature ${String(signature).slice(0, 20)}`,
          method: 'POST',
          url: '/api/payments/webhook',
          payload: event,
          headers: {
            'content-type': 'application/json',
            ...(signature === undefined ? {} : { 'stripe-signature': signature }),
          },
        });
      }
      expect(await findProblems(probes)).toEqual([]);
    });
  });
}
