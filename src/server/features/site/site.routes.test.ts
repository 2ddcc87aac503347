import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

/** A small built site as `npm run build` lays it out. */
function writeFakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-site-test-'));
  const page = (title: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
  fs.writeFileSync(path.join(dir, 'index.html'), page('Home'));
  fs.writeFileSync(path.join(dir, '404.html'), page('Page not found'));
  fs.mkdirSync(path.join(dir, 'about'));
  fs.writeFileSync(path.join(dir, 'about', 'index.html'), page('About'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-AbC123.js'), 'console.log("app");');
  return dir;
}

const [sqlite] = storesUnderTest();

describe('serving the built site', () => {
  let t: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = writeFakeBuild();
    t = await openTestApp(sqlite!, { env: { DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('serves a prerendered page with HTML that is revalidated on every visit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<h1>About</h1>');
  });

  it('serves the same page with a trailing slash and the home page at /', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/about/' })).body).toContain(
      '<h1>About</h1>',
    );
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('<h1>Home</h1>');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-AbC123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<h1>Page not found</h1>');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });

  it('redirects /elections to the elections page for good', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/elections' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/public-records/elections');
  });

  it('never serves files outside the build folder', async () => {
    for (const url of [
      '/..%2F..%2Fetc%2Fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/about/..%2F..%2Fpackage.json',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('root:');
    }
  });

  it('compresses pages for clients that accept gzip', async () => {
    fs.writeFileSync(
      path.join(distDir, 'about', 'index.html'),
      `<h1>About</h1>${'<p>text</p>'.repeat(500)}`,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
