import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { formBody, RECORDS_FORM as RECORDS_FIELDS } from '#tests/support/factories/records.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';

const RECORDS_FORM = formBody(RECORDS_FIELDS);
const SUBSCRIBE_FORM = 'email=sam%40example.org&lists=alerts';
// What a browser sends with a form post.
const BROWSER_FORM = {
  'content-type': 'application/x-www-form-urlencoded',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};
const CROSS_SITE = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };

// Anonymous posts from another website's page are refused before they are read (issue 36); the
// site's own pages, and clients that are not browsers, are not.
describe.each(storesUnderTest())('cross-site posts on $kind', (store) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await openTestApp(store, { clockStart: '2026-11-16T17:00:00.000Z', hasPages: true });
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, headers: Record<string, string>, payload: string) =>
    t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: '203.0.113.81' });
  const countRecordsRequests = async () =>
    (await t.db.selectFrom('recordsRequests').select('id').execute()).length;

  it('answers a browser form posted from another site with the refused-form page, in English and in Spanish', async () => {
    const english = await post(
      '/public-records/request/online',
      { ...BROWSER_FORM, ...CROSS_SITE },
      RECORDS_FORM,
    );
    expect(english.statusCode).toBe(403);
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    expect(english.headers['cache-control']).toBe('no-store');
    expect(english.body).toMatch(/<h1[^>]*>Sent from another website<\/h1>/);
    expect(english.body).toContain(
      '<p role="alert">Send this form from the district’s own website.</p>',
    );
    expect(english.body).toContain('<a href="/public-records/request/online">Back to the form</a>');

    const spanish = await post('/es/subscribe', { ...BROWSER_FORM, ...CROSS_SITE }, SUBSCRIBE_FORM);
    expect(spanish.statusCode).toBe(403);
    expect(spanish.body).toContain('<html lang="es"');
    expect(spanish.body).toMatch(/<h1[^>]*>Enviado desde otro sitio web<\/h1>/);
    expect(spanish.body).toContain(
      '<p role="alert">Envíe este formulario desde el sitio web del distrito.</p>',
    );
    expect(await countRecordsRequests()).toBe(0);
  });

  it('refuses a foreign Origin without Sec-Fetch-Site with the JSON error body', async () => {
    for (const [url, payload, type] of [
      ['/es/public-records/request/online', RECORDS_FORM, 'application/x-www-form-urlencoded'],
      ['/alerts/dismiss', 'alert=x&returnTo=%2F', 'application/x-www-form-urlencoded'],
      ['/api/burn/permits', '{}', 'application/json'],
      ['/api/auth/login', '{"username":"a","password":"b"}', 'application/json'],
    ] as const) {
      for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example']) {
        const refused = await post(url, { 'content-type': type, origin }, payload);
        expect(refused.statusCode, `${url} from ${origin}`).toBe(403);
        expect(refused.json()).toEqual({
          error: {
            code: 'CROSS_SITE_POST',
            message: 'Send this form from the district’s own website.',
          },
        });
      }
    }
    expect(await countRecordsRequests()).toBe(0);
  });

  it('takes the posts of its own pages, and of clients that send neither header', async () => {
    const sameOrigin = await post(
      '/public-records/request/online',
      { ...BROWSER_FORM, 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
      RECORDS_FORM,
    );
    expect(sameOrigin.statusCode).toBe(303);
    const ownHost = await post(
      '/es/public-records/request/online',
      { ...BROWSER_FORM, origin: 'http://localhost:80', host: 'localhost:80' },
      RECORDS_FORM,
    );
    expect(ownHost.statusCode).toBe(303);
    for (const fetchSite of ['same-site', 'none']) {
      const dismissed = await post(
        '/alerts/dismiss',
        { ...BROWSER_FORM, 'sec-fetch-site': fetchSite },
        'alert=x&returnTo=%2Fabout',
      );
      expect(dismissed.statusCode, fetchSite).toBe(303);
    }
    const curl = await post(
      '/subscribe',
      { 'content-type': 'application/x-www-form-urlencoded' },
      SUBSCRIBE_FORM,
    );
    expect(curl.statusCode).not.toBe(403);
    expect(await countRecordsRequests()).toBe(2);
  });

  it('leaves bearer-token requests and the payment webhook to their own checks', async () => {
    const staff = await t.logInAsAdmin();
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/events',
      headers: { authorization: staff, 'content-type': 'application/json', ...CROSS_SITE },
      payload: '{}',
    });
    expect(event.statusCode).toBe(400);
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/events',
      headers: { authorization: 'Bearer not-a-token', ...CROSS_SITE },
    });
    expect(stranger.statusCode).toBe(401);
    const webhook = await post(
      '/api/payments/webhook',
      { 'content-type': 'application/json', ...CROSS_SITE },
      '{"id":"evt_1","type":"payment_intent.succeeded"}',
    );
    expect(webhook.statusCode).not.toBe(403);
    expect(webhook.statusCode).toBeLessThan(500);
  });
});

describe('cross-site posts with PUBLIC_URL set', () => {
  it('takes an Origin of PUBLIC_URL even when the Host the proxy forwards differs', async () => {
    const [sqlite] = storesUnderTest();
    const t = await openTestApp(sqlite!, {
      hasPages: true,
      env: { PUBLIC_URL: 'https://fire.example.org' },
    });
    try {
      const own = await t.app.inject({
        method: 'POST',
        url: '/alerts/dismiss',
        headers: { ...BROWSER_FORM, origin: 'https://fire.example.org', host: '127.0.0.1:3000' },
        payload: 'alert=x&returnTo=%2F',
      });
      expect(own.statusCode).toBe(303);
      const other = await t.app.inject({
        method: 'POST',
        url: '/alerts/dismiss',
        headers: { ...BROWSER_FORM, origin: 'https://fire.example.org.evil.example' },
        payload: 'alert=x&returnTo=%2F',
      });
      expect(other.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});
