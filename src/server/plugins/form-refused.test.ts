import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueEnglishPhrases } from '#domain/i18n/catalogue-check.ts';
import { CATALOGUES } from '#domain/i18n/catalogues.ts';
import { findCatalogueEnglish } from '#tests/support/catalogue-english.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { REQUEST_LIMITS } from './rate-limits.ts';

const RECORDS_FORM = new URLSearchParams({
  requesterName: 'Dana Reporter',
  email: 'dana@example.org',
  phone: '',
  mailingAddress: 'PO Box 12, Kamas, UT 84036',
  description: 'Incident reports for the Weber Canyon fire, August 2026',
  fromDay: '2026-08-01',
  toDay: '2026-08-31',
  format: 'electronic',
}).toString();
// What a browser sends with a form post.
const BROWSER = {
  'content-type': 'application/x-www-form-urlencoded',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};

// A form posted without script that the server refuses before its feature reads it (the
// per-address limit, a body over the route's size) gets a page in the site's layout, not a JSON
// error body the browser would show as text.
describe.each(storesUnderTest())('refused form posts on $kind', (store) => {
  let t: TestApp;
  beforeEach(async () => {
    // Monday, November 16, 2026, 10:00 MST.
    t = await openTestApp(store, { clockStart: '2026-11-16T17:00:00.000Z', hasPages: true });
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (
    headers: Record<string, string>,
    payload = RECORDS_FORM,
    url = '/public-records/request/online',
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers,
      remoteAddress: '203.0.113.80',
      payload,
    });

  it('answers a browser past the address limit with the site page that says so, and an API client with JSON', async () => {
    for (let i = 0; i < REQUEST_LIMITS['records-request'].max; i += 1) {
      expect((await post(BROWSER)).statusCode).toBe(303);
    }
    const page = await post(BROWSER);
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(
      '<title>Too many requests | South Summit Fire Protection District</title>',
    );
    expect(page.body).toMatch(/<a class="skip-link" href="#main">/);
    expect(page.body).toMatch(/<header class="site-header">/);
    expect(page.body).toContain('<footer class="site-footer">');
    expect(page.body).toMatch(/<h1[^>]*>Too many requests<\/h1>/);
    expect(page.body).toContain(
      '<p role="alert">Too many requests from your address. Try again in',
    );
    expect(page.body).toContain('<a href="/public-records/request/online">Back to the form</a>');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.body).not.toContain('<script');

    const api = await post({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(api.statusCode).toBe(429);
    expect(api.json().error.code).toBe('RATE_LIMITED');
  });

  it('answers a browser whose form is over the size limit with the page, 413', async () => {
    const huge = `${RECORDS_FORM}&description=${'x'.repeat(40 * 1024)}`;
    const page = await post(BROWSER, huge);
    expect(page.statusCode).toBe(413);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/<h1[^>]*>The form is too large<\/h1>/);
    expect(page.body).toContain('<p role="alert">The upload is too large.</p>');
  });

  it('says it in Spanish on a Spanish form, the limit and the size alike (issue 29)', async () => {
    const url = '/es/public-records/request/online';
    for (let i = 0; i < REQUEST_LIMITS['records-request'].max; i += 1) {
      expect((await post(BROWSER, RECORDS_FORM, url)).statusCode).toBe(303);
    }
    const page = await post(BROWSER, RECORDS_FORM, url);
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('<html lang="es"');
    expect(page.body).toMatch(/<h1[^>]*>Demasiadas solicitudes<\/h1>/);
    expect(page.body).toContain(
      '<p role="alert">Demasiadas solicitudes desde su dirección. Espere un minuto y vuelva a intentarlo.</p>',
    );
    expect(page.body).toContain(`<a href="${url}">Volver al formulario</a>`);
    const phrases = catalogueEnglishPhrases(CATALOGUES.en, CATALOGUES.es);
    expect(findCatalogueEnglish(page.body, phrases)).toEqual([]);

    const huge = `${RECORDS_FORM}&description=${'x'.repeat(40 * 1024)}`;
    const large = await t.app.inject({
      method: 'POST',
      url,
      headers: BROWSER,
      remoteAddress: '203.0.113.81',
      payload: huge,
    });
    expect(large.statusCode).toBe(413);
    expect(large.body).toMatch(/<h1[^>]*>El formulario es demasiado grande<\/h1>/);
    expect(large.body).toContain('<p role="alert">El archivo es demasiado grande.</p>');
  });
});
