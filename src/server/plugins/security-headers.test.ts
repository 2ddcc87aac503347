import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

function writeFakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-headers-test-'));
  const page =
    '<!doctype html><html lang="en"><head><title>Home</title></head><body></body></html>';
  fs.writeFileSync(path.join(dir, 'index.html'), page);
  fs.writeFileSync(path.join(dir, '404.html'), page);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-AbC123.js'), 'console.log("app");');
  return dir;
}

function directivesOf(policy: unknown): Map<string, string[]> {
  expect(typeof policy).toBe('string');
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const [sqlite] = storesUnderTest();

/** One request of each kind the server answers. */
const RESPONSES = [
  { what: 'a page', method: 'GET', url: '/' },
  { what: 'a document', method: 'GET', url: '/documents/burn-permit.pdf' },
  { what: 'the not-found page', method: 'GET', url: '/no-such-page' },
  { what: 'an API answer', method: 'GET', url: '/api/calendar/events' },
  { what: 'an API 404', method: 'GET', url: '/api/no-such-thing' },
  { what: 'an API 401', method: 'GET', url: '/api/admin/permits' },
  { what: 'a validation error', method: 'POST', url: '/api/auth/login', payload: { x: 1 } },
  { what: 'an undecodable address', method: 'GET', url: '/api/permits/pdf/%E0%A4%A' },
] as const;

describe('security headers', () => {
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

  for (const request of RESPONSES) {
    it(`sends the policy, nosniff, a referrer policy and no framing on ${request.what}`, async () => {
      const response = await t.app.inject(request);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      const csp = directivesOf(response.headers['content-security-policy']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
    });
  }

  it('sends a script only the headers a browser reads on a script: nosniff, the resource and referrer policies', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-AbC123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
    // A page under a name like an asset's is still a page: the policy stays on it.
    const missing = await t.app.inject({ method: 'GET', url: '/assets/no-such-file.js' });
    expect(missing.headers['content-security-policy']).toBeDefined();
  });

  it('allows scripts, styles and connections only from the site itself without Stripe', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('sends no HSTS over plain HTTP, even when a client claims HTTPS without TRUST_PROXY', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind a TLS proxy and with Stripe', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(sqlite!, {
      env: {
        TRUST_PROXY: 'true',
        STRIPE_SECRET_KEY_PROPANE: 'sk_test_fake',
        STRIPE_PUBLISHABLE_KEY_PROPANE: 'pk_test_fake',
      },
    });
  });
  afterAll(() => t.close());

  it('sends HSTS when the proxy says the request came over HTTPS', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/events',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    const plain = await t.app.inject({ method: 'GET', url: '/api/calendar/events' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows exactly the hosts Stripe.js needs once a publishable key is set', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/permits/config' });
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(csp.get('frame-src')).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  });
});
