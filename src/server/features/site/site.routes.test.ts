import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

/** The browser half of a build as `npm run build` lays it out (pages render from the source). */
function writeFakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-site-test-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-AbC123.js'), 'console.log("app");');
  // The build's compressed copies (scripts/precompress-assets.ts); distinct text shows which was sent.
  const asset = path.join(dir, 'assets', 'lib-XyZ789.js');
  fs.writeFileSync(asset, 'console.log("plain");');
  fs.writeFileSync(`${asset}.br`, brotliCompressSync('console.log("brotli copy");'));
  fs.writeFileSync(`${asset}.gz`, gzipSync('console.log("gzip copy");'));
  return dir;
}

const [sqlite] = storesUnderTest();

describe('serving the built site', () => {
  let t: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = writeFakeBuild();
    t = await openTestApp(sqlite!, { env: { DIST_DIR: distDir }, hasPages: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const getWith = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });

  it('renders a page from its content with HTML that is revalidated on every visit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^".+"$/);
    expect(response.body).toContain('<h1>About Us</h1>');
    expect(response.body).toContain('<title>About | South Summit Fire Protection District</title>');
  });

  it('titles the fee pay page as itself before any script runs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/permits/pay' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<title>Pay a fee | South Summit Fire Protection District</title>',
    );
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers a conditional GET for an unchanged page with 304 and no body', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/contact' });
    const again = await getWith('/contact', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await getWith('/contact', { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it('gives the plain, gzip and br bodies of a page different ETags, each revalidating only itself', async () => {
    const bodies = await Promise.all(
      [undefined, 'gzip', 'br'].map((encoding) =>
        t.app.inject({
          method: 'GET',
          url: '/contact',
          headers: encoding ? { 'accept-encoding': encoding } : {},
        }),
      ),
    );
    const etags = bodies.map((response) => response.headers.etag);
    expect(new Set(etags).size).toBe(3);
    const gzipAgain = await getWith('/contact', {
      'accept-encoding': 'gzip',
      'if-none-match': etags[1] as string,
    });
    expect(gzipAgain.statusCode).toBe(304);
    const plainWithGzipTag = await getWith('/contact', { 'if-none-match': etags[1] as string });
    expect(plainWithGzipTag.statusCode).toBe(200);
    expect(plainWithGzipTag.body).toContain('</html>');
  });

  it('serves the same page with a trailing slash and the home page at /', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/about/' })).body).toContain(
      '<h1>About Us</h1>',
    );
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain(
      '<h1>South Summit Fire Protection District</h1>',
    );
  });

  it('ships no script on content pages and its content as JSON on app-shell pages', async () => {
    const about = await t.app.inject({ method: 'GET', url: '/about' });
    expect(about.body).not.toContain('<script');
    const permits = await t.app.inject({ method: 'GET', url: '/permits/applications' });
    expect(permits.body).toContain('<script type="application/json" id="site-page-data">');
    expect(permits.body).toContain('<script type="module"');
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
    const response = await getWith('/about', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends an asset’s Brotli or gzip copy from the build as the client accepts', async () => {
    const url = '/assets/lib-XyZ789.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(
      'console.log("brotli copy");',
    );
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe('console.log("gzip copy");');
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("plain");');
  });

  it('sends a cached page compressed with Brotli or gzip as the client accepts', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/privacy' });
    const br = await getWith('/privacy', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await getWith('/privacy', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
  });
});
