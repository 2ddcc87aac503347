import { Readable } from 'node:stream';
import { parseSitemap } from 'sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const [sqlite] = storesUnderTest();
const ORIGIN = 'https://fire.example.org';

describe('pages search engines and link previews find', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(sqlite!, { hasPages: true, env: { PUBLIC_URL: ORIGIN } });
    // The first render loads the page code and blocks the loop; let the load-shedding plugin,
    // which samples once a second, see it pass before the pages are read.
    await t.app.inject({ method: 'GET', url: '/about' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

  it('serves robots.txt that keeps crawlers out of the back office and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists every public page once, each published document and each news post in sitemap.xml', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    const items = await parseSitemap(Readable.from([response.body]));
    const urls = items.map((item) => item.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/about`,
        `${ORIGIN}/permits/applications`,
        `${ORIGIN}/public-records/minutes`,
        `${ORIGIN}/news/district-announcement`,
      ]),
    );
    expect(urls.some((url) => url.startsWith(`${ORIGIN}/documents/`))).toBe(true);
    expect(urls).not.toContain(`${ORIGIN}/home`);
    expect(urls).not.toContain(`${ORIGIN}/permits`);
    expect(urls.some((url) => url.includes('/admin') || url.includes('/search'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('gives each page one canonical address: /home, /permits and query strings declare it', async () => {
    expect(canonicalOf((await get('/')).body)).toBe(`${ORIGIN}/`);
    expect(canonicalOf((await get('/home')).body)).toBe(`${ORIGIN}/`);
    expect(canonicalOf((await get('/permits')).body)).toBe(`${ORIGIN}/permits/applications`);
    expect(canonicalOf((await get('/about?utm_source=x')).body)).toBe(`${ORIGIN}/about`);
    expect(canonicalOf((await get('/about/')).body)).toBe(`${ORIGIN}/about`);
  });

  it('gives link previews an Open Graph title, description and address', async () => {
    const html = (await get('/about')).body;
    expect(html).toMatch(/<meta property="og:title" content="About" \/>/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]+" \/>/);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/about" />`);
  });

  it('gives link previews an absolute image of the district, and the site its icons', async () => {
    const html = (await get('/about')).body;
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/images/og-image.png" />`);
    expect(html).toMatch(/<meta property="og:image:alt" content="[^"]+" \/>/);
    for (const [path, type] of [
      ['/images/og-image.png', 'image/png'],
      ['/favicon.ico', 'image/'],
      ['/apple-touch-icon.png', 'image/png'],
    ] as const) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(String(response.headers['content-type']), path).toContain(type);
    }
  });
});

describe('pages served without PUBLIC_URL (issue 26)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(sqlite!, { hasPages: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('name no canonical link nor og:url rather than a relative one', async () => {
    for (const path of ['/', '/about', '/permits', '/permits/calendar', '/news']) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).not.toContain('rel="canonical"');
      expect(response.body, path).not.toContain('og:url');
      expect(response.body, path).not.toMatch(
        /(?:href|content)="\/(?!\/)[^"]*"[^>]*og:|og:[^"]*" content="\//,
      );
      expect(response.body, path).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
    }
  });
});
