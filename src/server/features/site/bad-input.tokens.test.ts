import { describe, expect, it } from 'vitest';
import {
  GARBAGE_AUTH,
  ODD_PARAMS,
  type Probe,
  badJsonBodies,
} from '#tests/support/bad-input-probes.ts';
import { useBadInputApp } from '#tests/support/bad-input-app.ts';
import {
  FEE_ROUTES,
  INSPECTION_TOKEN_ROUTES,
  PROPERTY_ROUTES,
} from '#tests/support/bad-input-routes.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

/*
 * The house rule: bad input anywhere gets a clear 4xx JSON error (or the route's documented
 * success), never a 500, a crash or an error-level log line. Each test below throws a table of
 * bad inputs at one route and lists every answer that breaks the rule.
 */

for (const store of storesUnderTest()) {
  describe(`bad input gets a 4xx, never a 500: tokens and keys (${store.kind})`, () => {
    const ctx = useBadInputApp(store);
    const { auth, findProblems } = ctx;

    it('POST /api/burn/permits/:token/check-in answers odd tokens and bodies with a 4xx JSON error', async () => {
      const probes: Probe[] = [];
      for (const param of ODD_PARAMS) {
        probes.push({
          label: 'check-in token',
          method: 'POST',
          url: `/api/burn/permits/${param}/check-in`,
          payload: { startTime: '09:00', endTime: '15:00' },
        });
      }
      for (const probe of badJsonBodies()) {
        probes.push({ ...probe, method: 'POST', url: '/api/burn/permits/unknown-token/check-in' });
      }
      expect(await findProblems(probes)).toEqual([]);
    });

    it('answers the fee routes with garbage tokens and bodies with a 4xx JSON error', async () => {
      const probes: Probe[] = [];
      for (const [method, url] of FEE_ROUTES) {
        for (const authorization of [...GARBAGE_AUTH, `Fee ${'a'.repeat(32)}`, 'Fee ../../x']) {
          probes.push({
            label: `fee authorization ${String(authorization).slice(0, 24)}`,
            method,
            url,
            headers: authorization === undefined ? {} : { authorization },
            payload: { paymentIntentId: 'pi_x' },
          });
        }
        if (method === 'POST') {
          for (const probe of badJsonBodies()) {
            probes.push({
              ...probe,
              method,
              url,
              headers: { ...probe.headers, authorization: `Fee ${'a'.repeat(32)}` },
            });
          }
        }
      }
      expect(await findProblems(probes)).toEqual([]);
    });

    it('answers the property routes with garbage tokens, ids, queries and bodies with a 4xx JSON error', async () => {
      const probes: Probe[] = [];
      for (const [method, url] of PROPERTY_ROUTES) {
        const path = url
          .replace(':id', 'no-such-profile')
          .replace(':token', 'no-such-token')
          .replace(':planId', 'no-such-plan');
        for (const authorization of GARBAGE_AUTH) {
          probes.push({
            label: `property authorization ${String(authorization).slice(0, 24)}`,
            method,
            url: `${path}?address=Main`,
            headers: authorization === undefined ? {} : { authorization },
            payload: method === 'POST' ? { incident: '26-0001' } : undefined,
          });
        }
        if (url.includes(':id') || url.includes(':token')) {
          for (const segment of ODD_PARAMS) {
            probes.push({
              label: `property id ${segment.slice(0, 24)}`,
              method,
              url: url
                .replace(':id', segment)
                .replace(':token', segment)
                .replace(':planId', segment),
              headers: auth(),
              payload: { incident: '26-0001' },
            });
          }
          for (const probe of badJsonBodies()) {
            probes.push({ ...probe, method, url: path, headers: { ...probe.headers, ...auth() } });
          }
        }
      }
      for (const query of [
        '',
        '?address=',
        `?address=${'a'.repeat(5000)}`,
        '?address=%00',
        '?address[]=x',
      ]) {
        probes.push({
          label: `property search ${query.slice(0, 24)}`,
          method: 'GET',
          url: `/api/property/search${query}`,
          headers: auth(),
        });
      }
      expect(await findProblems(probes)).toEqual([]);
    });

    it('answers the inspection routes with odd tokens, permit numbers and bodies with a 4xx JSON error', async () => {
      const probes: Probe[] = [];
      for (const [method, url] of INSPECTION_TOKEN_ROUTES) {
        for (const param of ODD_PARAMS) {
          const path = url.replace(/:(?:token|file|permitNumber)/, param);
          const headers = url.startsWith('/api/admin') ? auth() : {};
          probes.push({ label: 'odd key', method, url: path, headers, payload: { start: 'x' } });
        }
        if (method !== 'GET' && method !== 'DELETE') {
          for (const probe of badJsonBodies()) {
            const path = url.replace(/:(?:token|file|permitNumber)/, 'unknown-key');
            probes.push({ ...probe, method, url: path });
          }
        }
      }
      expect(await findProblems(probes)).toEqual([]);
    });
  });
}
