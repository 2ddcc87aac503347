import { Readable } from 'node:stream';
import { parseSitemap } from 'sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ROUTES, SPANISH_FEATURE_PATHS } from '#domain/content/site-routes.ts';
import { catalogueEnglishPhrases } from '#domain/i18n/catalogue-check.ts';
import { CATALOGUES } from '#domain/i18n/catalogues.ts';
import { pathInLocale } from '#domain/i18n/locale.ts';
import { findCatalogueEnglish } from '#tests/support/catalogue-english.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { expectSpanishPage, expectToContainEach } from '#tests/support/expect-text.ts';

const [sqlite] = storesUnderTest();
const ORIGIN = 'https://fire.example.org';

/**
 * Every Spanish page the site serves at a fixed address (content routes and feature pages), and
 * the search page with and without results.
 */
const SPANISH_PATHS = [
  ...SITE_ROUTES.filter(
    // The e-mail updates' private pages need a mailed token: subscriptions.spanish.test.ts.
    (route) =>
      route.hasSpanish && !route.path.includes(':') && !route.path.startsWith('/subscribe/'),
  ).map((route) => pathInLocale(route.path, 'es')),
  // Feature pages at a fixed address; the booking page needs its mailed token (inspections.spanish.test.ts).
  ...SPANISH_FEATURE_PATHS.filter(
    (path) => !path.includes(':') && path !== '/permits/inspection',
  ).map((path) => pathInLocale(path, 'es')),
  '/es/search?q=burn',
  '/es/search?q=zzzznothing',
];

const ENGLISH_PHRASES = catalogueEnglishPhrases(CATALOGUES.en, CATALOGUES.es);

describe('the Spanish pages (issue 29)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(sqlite!, { hasPages: true, env: { PUBLIC_URL: ORIGIN } });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const alternatesOf = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
      ([, lang, href]) => [lang, href],
    );
  const languageLinkOf = (html: string) =>
    /<a href="([^"]*)" hrefLang="([^"]*)" lang="[^"]*" class="site-header__language">([^<]*)<\/a>/.exec(
      html,
    );

  it('serves /es/ pages in Spanish: <html lang="es">, Content-Language, the layout translated', async () => {
    const response = await get('/es/contact');
    expectSpanishPage(response);
    expectToContainEach(response.body, [
      '>Saltar al contenido principal</a>',
      '<summary class="site-menu__toggle">Menú</summary>',
      'Llame al 911',
      '<dt>Teléfono</dt>',
    ]);
    // The seeded content shows its Spanish (decision 346), unmarked.
    expect(response.body).toContain('<h1>Contáctenos</h1>');
  });

  it('answers the Spanish home page at /es and /es/', async () => {
    for (const url of ['/es', '/es/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<html lang="es">');
      expect(response.body, url).toContain('Peligro de incendio');
    }
  });

  it('links each page to its other language, with hreflang alternates in both', async () => {
    const english = await get('/about');
    expect(languageLinkOf(english.body)?.slice(1)).toEqual(['/es/about', 'es', 'Español']);
    const spanish = await get('/es/about');
    expect(languageLinkOf(spanish.body)?.slice(1)).toEqual(['/about', 'en', 'English']);
    const alternates = [
      ['en', `${ORIGIN}/about`],
      ['es', `${ORIGIN}/es/about`],
      ['x-default', `${ORIGIN}/about`],
    ];
    expect(alternatesOf(english.body)).toEqual(alternates);
    expect(alternatesOf(spanish.body)).toEqual(alternates);
    expect(spanish.body).toContain(`<link rel="canonical" href="${ORIGIN}/es/about" />`);
  });

  it('gives every public page a Spanish twin, which its language link leads to', async () => {
    const englishOnly = SITE_ROUTES.filter(
      (route) => !route.path.startsWith('/admin') && route.hasSpanish !== true,
    ).map((route) => route.path);
    expect(englishOnly).toEqual([]);
    const response = await get('/permits/status');
    expect(languageLinkOf(response.body)?.slice(1)).toEqual([
      '/es/permits/status',
      'es',
      'Español',
    ]);
  });

  it('points links on a Spanish page at Spanish pages', async () => {
    const { body } = await get('/es/');
    expectToContainEach(body, [
      '<a class="site-nav__link" href="/es/about"',
      '<a class="site-nav__link" href="/es/permits/calendar"',
      '<a class="site-nav__link" href="/es/public-records/minutes"',
      'action="/es/search"',
    ]);
  });

  it('serves no /es/ address for a page still English in code', async () => {
    for (const url of ['/es/admin', '/es/admin/permits']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<html lang="es">');
    }
  });

  it('never redirects by Accept-Language: the same address is the same page', async () => {
    const english = await get('/about', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en">');
    expect(english.headers.vary).not.toMatch(/accept-language/i);
    const spanish = await get('/es/about', { 'accept-language': 'en-US' });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain('<html lang="es">');
  });

  it('keeps the English and Spanish pages apart in the page cache', async () => {
    const english = await get('/privacy');
    const spanish = await get('/es/privacy');
    expect(english.headers.etag).not.toBe(spanish.headers.etag);
    expect((await get('/privacy')).body).toContain('<html lang="en">');
  });

  it('lists both languages of each translated page in sitemap.xml', async () => {
    const response = await get('/sitemap.xml');
    const items = await parseSitemap(Readable.from([response.body]));
    const urls = items.map((item) => item.url);
    expect(urls).toEqual(
      expect.arrayContaining([`${ORIGIN}/about`, `${ORIGIN}/es/about`, `${ORIGIN}/es/`]),
    );
    expect(urls).toContain(`${ORIGIN}/es/permits/calendar`);
    expect(urls).toContain(`${ORIGIN}/es/public-records/minutes`);
    expect(urls.filter((url) => url.includes('/admin'))).toEqual([]);
    const about = items.find((item) => item.url === `${ORIGIN}/es/about`);
    expect(about?.links?.map((link) => [link.lang, link.url])).toEqual([
      ['en', `${ORIGIN}/about`],
      ['es', `${ORIGIN}/es/about`],
      ['x-default', `${ORIGIN}/about`],
    ]);
  });

  it.each(SPANISH_PATHS)('%s shows no catalogue English outside lang="en"', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(findCatalogueEnglish(response.body, ENGLISH_PHRASES)).toEqual([]);
  });

  it('serves the seeded news post in Spanish: its labels from the page, its words from the seed’s Spanish', async () => {
    const news = await get('/es/news');
    const href = /<a href="(\/es\/news\/[^"]+)">/.exec(news.body)?.[1];
    expect(href).toMatch(/^\/es\/news\/[a-z0-9-]+$/);
    // The feed is a file, not a page: the Spanish page links the Spanish feed (decision 331).
    expect(news.body).toContain('href="/es/news/feed.xml"');
    expect(news.body).not.toContain('href="/news/feed.xml"');
    const post = await get(href!);
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('<html lang="es">');
    // The seeded post carries the seed's Spanish (decision 331); staff's posts without Spanish
    // stay English, marked (news.spanish.test.ts).
    expect(post.body).toContain('<h1>Anuncio del distrito</h1>');
    // Its attachment reads the document's seeded Spanish title.
    expect(post.body).toMatch(
      /class="button">Anuncio del distrito(?:<!-- -->)? <span class="link-hint">/,
    );
    // Nothing is marked English but the header's link to the English page.
    expect(post.body.match(/ lang="en"/g)).toHaveLength(1);
    expect(findCatalogueEnglish(post.body, ENGLISH_PHRASES)).toEqual([]);
    expect((await get('/es/news/no-such-post')).statusCode).toBe(404);
  });

  it('serves the records request overview in Spanish, and the English one as before', async () => {
    const response = await get('/es/public-records/request');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Solicite registros públicos en línea</a>: recibirá');
    expect(response.body).toContain('<dt>Nombre</dt>');
    const english = await get('/public-records/request');
    expect(english.body).toContain(
      '<a href="/public-records/request/online">Request public records online</a>: you get a request number',
    );
    expect(english.body).toContain('<dt>Name</dt>');
  });

  it('catches catalogue English left in a Spanish page (the crawl fails on it)', async () => {
    const { body } = await get('/es/contact');
    const broken = body.replace('<dt>Teléfono</dt>', '<dt>Phone</dt>');
    expect(findCatalogueEnglish(broken, ENGLISH_PHRASES)).toEqual(['Phone']);
    // The same words inside lang="en" are staff content, as allowed.
    const marked = body.replace('<dt>Teléfono</dt>', '<dt lang="en">Phone</dt>');
    expect(findCatalogueEnglish(marked, ENGLISH_PHRASES)).toEqual([]);
  });
});
