import net from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createAppDeps } from '#server/create-deps.ts';
import { createDb } from '#server/db/create-db.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { buildTestEnv } from '#tests/support/test-env.ts';
import { SITE_ROUTES, SPANISH_FEATURE_PATHS } from '#domain/content/site-routes.ts';
import { pathInLocale } from '#domain/i18n/locale.ts';
import { findRouteLimit, REQUEST_LIMITS, ROUTE_LIMITS } from './rate-limits.ts';

const CLIENT = '203.0.113.7';
const OTHER_CLIENT = '198.51.100.9';

function answerFrom(app: FastifyInstance, remoteAddress: string, request: InjectOptions) {
  return app.inject({ remoteAddress, ...request });
}

async function send(app: FastifyInstance, times: number, request: InjectOptions) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    statuses.push((await answerFrom(app, CLIENT, request)).statusCode);
  }
  return statuses;
}

describe.each(storesUnderTest())('request limits on $kind', (store) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function open(): Promise<TestApp> {
    // With pages: the status and verification pages are site routes with limits of their own.
    const t = await openTestApp(store, { hasPages: true });
    cleanups.push(t.close);
    return t;
  }

  it('names only routes that exist, so a renamed route cannot lose its limits', async () => {
    const t = await open();
    const missing = Object.keys(ROUTE_LIMITS).filter((route) => {
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      return !t.app.hasRoute({ method, url });
    });
    expect(missing).toEqual([]);
  });

  it('lets a busy office create payments and stops a flood with 429, Retry-After and our error', async () => {
    const t = await open();
    const { max } = REQUEST_LIMITS['payment-creation'];
    expect(max).toBeGreaterThanOrEqual(60);
    // The four forms share one budget: half the flood on each of two forms.
    const first = await send(t.app, max / 2, {
      method: 'POST',
      url: '/api/clearance',
      payload: {},
    });
    const second = await send(t.app, max / 2, {
      method: 'POST',
      url: '/api/commercial',
      payload: {},
    });
    expect([...first, ...second].filter((status) => status === 429)).toEqual([]);

    const stopped = await answerFrom(t.app, CLIENT, {
      method: 'POST',
      url: '/api/sprinkler',
      payload: {},
    });
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(stopped.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(stopped.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests/) },
    });

    // Another address is not affected, nor are other kinds of request from the same one.
    const other = await answerFrom(t.app, OTHER_CLIENT, {
      method: 'POST',
      url: '/api/clearance',
      payload: {},
    });
    expect(other.statusCode).toBe(400);
    const lookup = await answerFrom(t.app, CLIENT, { method: 'GET', url: '/api/permits/config' });
    expect(lookup.statusCode).toBe(200);
  });

  it('counts every anonymous lookup together and stops a flood of them', async () => {
    const t = await open();
    const { max } = REQUEST_LIMITS['anonymous-lookup'];
    const urls = [
      '/api/calendar/events',
      '/api/calendar/events.ics',
      '/api/permits/config',
      '/api/permits/pdf/no-such-token',
    ];
    const statuses: number[] = [];
    for (let i = 0; i < max; i += 1) {
      statuses.push(
        (await t.app.inject({ method: 'GET', url: urls[i % urls.length]!, remoteAddress: CLIENT }))
          .statusCode,
      );
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: CLIENT });
      expect(response.statusCode, url).toBe(429);
      expect(response.headers['retry-after'], url).toBeDefined();
    }
  });

  it('limits searches per address, with or without the trailing slash', async () => {
    const t = await open();
    const { max } = REQUEST_LIMITS['site-search'];
    const allowed = [
      ...(await send(t.app, max / 2, { method: 'GET', url: '/search?q=burn' })),
      ...(await send(t.app, max / 2, { method: 'GET', url: '/search/?q=permit' })),
    ];
    expect(allowed.filter((status) => status === 429)).toEqual([]);
    const stopped = await answerFrom(t.app, CLIENT, { method: 'GET', url: '/search?q=fire' });
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect(stopped.json().error.code).toBe('RATE_LIMITED');
    const other = await answerFrom(t.app, OTHER_CLIENT, { method: 'GET', url: '/search?q=fire' });
    expect(other.statusCode).toBe(200);
  });

  it('limits completions, the sandbox card calls, uploads and the webhook', async () => {
    const t = await open();
    const cases = [
      ['payment-completion', { method: 'POST', url: '/api/clearance/complete', payload: {} }],
      ['sandbox-card', { method: 'POST', url: '/api/payments/sandbox/confirm', payload: {} }],
      ['plot-plan-upload', { method: 'POST', url: '/api/propane', payload: {} }],
      ['payment-webhook', { method: 'POST', url: '/api/payments/webhook', payload: {} }],
    ] as const;
    for (const [name, request] of cases) {
      const statuses = await send(t.app, REQUEST_LIMITS[name].max, request);
      expect(
        statuses.filter((status) => status === 429),
        name,
      ).toEqual([]);
      const [last] = await send(t.app, 1, request);
      expect(last, name).toBe(429);
    }
  });

  it('limits booking, moving and cancelling inspections per address a day, the API and the page together', async () => {
    const t = await open();
    const { max, timeWindow } = REQUEST_LIMITS['inspection-booking'];
    expect(timeWindow).toBe(24 * 60 * 60 * 1000);
    const requests = [
      { method: 'POST', url: '/api/inspections/no-such-link/booking', payload: {} },
      { method: 'PUT', url: '/api/inspections/no-such-link/booking', payload: {} },
      { method: 'DELETE', url: '/api/inspections/no-such-link/booking' },
      { method: 'POST', url: '/permits/inspection', payload: { token: 'no-such-link' } },
    ] as const;
    const statuses: number[] = [];
    for (let i = 0; i < max; i += 1) {
      statuses.push(...(await send(t.app, 1, requests[i % requests.length]!)));
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    for (const request of requests) {
      const [stopped] = await send(t.app, 1, request);
      expect(stopped, `${request.method} ${request.url}`).toBe(429);
    }
  });

  it('counts a form in Spanish with the same form in English, so a second language is no second allowance (issue 29)', async () => {
    const t = await open();
    const { max } = REQUEST_LIMITS['records-request'];
    // Every limited page route that has a Spanish twin keeps its limit there.
    const twins = Object.keys(ROUTE_LIMITS)
      .map((route) => route.split(' ') as ['GET' | 'POST', string])
      .filter(([method, url]) => t.app.hasRoute({ method, url: `/es${url}` }));
    expect(twins.length).toBeGreaterThan(5);
    const form = { method: 'POST', payload: { requesterName: '' } } as const;
    const english = await send(t.app, max - 1, { ...form, url: '/public-records/request/online' });
    expect(english.filter((status) => status === 429)).toEqual([]);
    expect(await send(t.app, 1, { ...form, url: '/es/public-records/request/online' })).not.toEqual(
      [429],
    );
    expect(await send(t.app, 1, { ...form, url: '/es/public-records/request/online' })).toEqual([
      429,
    ]);
    expect(await send(t.app, 1, { ...form, url: '/public-records/request/online' })).toEqual([429]);
    // And the twin takes no larger body than its English route.
    const large = await t.app.inject({
      method: 'POST',
      url: '/es/subscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${'a'.repeat(ROUTE_LIMITS['POST /subscribe']!.bodyLimitBytes!)}`,
      remoteAddress: OTHER_CLIENT,
    });
    expect(large.statusCode).toBe(413);
  });

  it('gives each Spanish page the limits of its English route, counted together (decision 330)', async () => {
    const spanishPaths = new Set([
      ...SITE_ROUTES.filter((route) => route.hasSpanish).map((route) => route.path),
      ...SPANISH_FEATURE_PATHS,
    ]);
    const twins = Object.keys(ROUTE_LIMITS).filter((key) => spanishPaths.has(key.split(' ')[1]!));
    expect(twins).toEqual(expect.arrayContaining(['POST /permits/status', 'POST /subscribe']));
    for (const key of twins) {
      const [method, url] = key.split(' ') as [string, string];
      expect(findRouteLimit({ method, url: pathInLocale(url, 'es') }), key).toBe(ROUTE_LIMITS[key]);
    }
    const t = await open();
    // The lookup page in either language draws on one budget per address.
    const budget = REQUEST_LIMITS['status-lookup'].max;
    await send(t.app, budget - 1, { method: 'GET', url: '/permits/status' });
    expect(await send(t.app, 2, { method: 'GET', url: '/es/permits/status' })).toEqual([200, 429]);
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/es/permits/status',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `permitNumber=${'a'.repeat(5 * 1024)}`,
      remoteAddress: OTHER_CLIENT,
    });
    expect(tooLarge.statusCode).toBe(413);
  });

  it('answers a body over its route limit with 413 and our error', async () => {
    const t = await open();
    // Administrators' routes check the token before reading the body.
    const authorization = await t.logInAsAdmin();
    const sized = Object.entries(ROUTE_LIMITS).filter(([, limit]) => limit.bodyLimitBytes);
    expect(sized.length).toBeGreaterThan(10);
    for (const [route, limit] of sized) {
      const [method, url] = route.split(' ') as ['POST', string];
      const response = await t.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json', authorization },
        payload: `{"x":"${'a'.repeat(limit.bodyLimitBytes!)}"}`,
        remoteAddress: OTHER_CLIENT,
      });
      expect(response.statusCode, route).toBe(413);
      expect(response.json(), route).toEqual({
        error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) },
      });
    }
  });
});

const postgres = storesUnderTest().find((store) => store.kind === 'postgres');

describe.skipIf(!postgres)('request limits on two servers sharing one PostgreSQL', () => {
  it('counts requests to both servers together', async () => {
    const first = await openTestApp(postgres!);
    const secondDb = createDb({ databaseUrl: first.url });
    const second = await buildApp(
      createAppDeps({
        env: buildTestEnv(),
        db: secondDb.db,
        dbKind: secondDb.kind,
        clock: () => new Date('2026-03-02T16:00:00.000Z'),
      }),
    );
    try {
      const { max } = REQUEST_LIMITS['payment-creation'];
      const request = { method: 'POST', url: '/api/clearance', payload: {} } as const;
      const statuses = [
        ...(await send(first.app, max / 2, request)),
        ...(await send(second, max / 2, request)),
      ];
      expect(statuses.filter((status) => status === 429)).toEqual([]);
      expect((await send(first.app, 1, request))[0]).toBe(429);
      expect((await send(second, 1, request))[0]).toBe(429);
    } finally {
      await second.close();
      await secondDb.db.destroy();
      await first.close();
    }
  });
});

describe('slow and saturated servers', () => {
  const [sqlite] = storesUnderTest();

  /** An app on real time with these `limits`, not yet listening; the test closes both. */
  async function openWithLimits(limits: Parameters<typeof buildApp>[0]['limits']) {
    const handle = await sqlite!.open();
    const app = await buildApp({
      ...createAppDeps({
        env: buildTestEnv(),
        db: handle.db,
        dbKind: handle.kind,
        clock: () => new Date(),
      }),
      limits,
    });
    return { app, handle };
  }

  it('answers 503 with Retry-After while the event loop is saturated', async () => {
    const { app, handle } = await openWithLimits({ maxEventLoopDelayMs: 50 });
    try {
      await app.ready();
      // Keep the event loop busy well past the threshold, then let a sample be taken.
      // under-pressure samples once a second.
      const busyUntil = Date.now() + 1_100;
      while (Date.now() < busyUntil) {
        // Saturating on purpose.
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      const response = await app.inject({ method: 'GET', url: '/api/calendar/events' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('10');
      expect(response.json()).toEqual({
        error: { code: 'SERVER_BUSY', message: expect.any(String) },
      });
      // A busy server still tells a monitor it is alive.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it('closes a connection that sends part of a request and then nothing', async () => {
    const { app, handle } = await openWithLimits({ connectionTimeoutMs: 300 });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        'POST /api/clearance HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"a":',
      );
      await new Promise((resolve) => socket.once('close', resolve));
      expect(socket.destroyed).toBe(true);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
