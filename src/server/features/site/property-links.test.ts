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

  it.each(['/', '/prevention', '/contact'])(
    '%s links to /property-profile in English',
    async (path) => {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      const links = linksOf(response.body);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.href).toBe('/property-profile');
        expect(link.text).toMatch(/property for responders/);
      }
    },
  );

  it.each(['/es', '/es/prevention', '/es/contact'])(
    '%s links to the registry in Spanish',
    async (path) => {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      const links = linksOf(response.body);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.href).toBe('/es/property-profile');
        expect(link.text).toMatch(/propiedad para los equipos de emergencia/);
      }
    },
  );
});
