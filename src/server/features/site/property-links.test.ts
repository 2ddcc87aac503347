import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const [sqlite] = storesUnderTest();

/** Issue 37 item 6: the property registry is found from the home, prevention and contact pages. */
describe('links to the property registry', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(sqlite!, { hasPages: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const linksOf = (html: string) =>
    [...html.matchAll(/<a [^>]*href="([^"]*property-profile)"[^>]*>([^<]*)<\/a>/g)].map(
      ([, href, text]) => ({ href, text }),
    );

  it.each([
    ...['/', '/prevention', '/contact'].map((path) => ({
      path,
      language: 'English',
      href: '/property-profile',
      text: /property for responders/,
    })),
    ...['/es', '/es/prevention', '/es/contact'].map((path) => ({
      path,
      language: 'Spanish',
      href: '/es/property-profile',
      text: /propiedad para los equipos de emergencia/,
    })),
  ])('$path links to $href in $language', async ({ path, href, text }) => {
    const response = await t.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    const links = linksOf(response.body);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.href).toBe(href);
      expect(link.text).toMatch(text);
    }
  });
});
