import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '#server/env.ts';

/** What Stripe.js needs (docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

const ONE_YEAR_SECONDS = 31_536_000;

/** True when any permit form takes card payments through Stripe.js in the browser. */
export function hasStripePublishableKey(env: Env): boolean {
  return Object.entries(env).some(
    ([name, value]) => name.startsWith('STRIPE_PUBLISHABLE_KEY') && Boolean(value),
  );
}

/**
 * The Content-Security-Policy of every response. Scripts and styles come only from the site's
 * own files: the build emits no inline script or style, and React sets `style` props through
 * the CSSOM, which style-src does not govern. Stripe's hosts (and inline styles for its
 * elements) are added only when a publishable key is configured, so a sandbox-only site allows
 * no third party at all.
 */
export function buildContentSecurityPolicy(env: Env): Record<string, string[]> {
  const withStripe = hasStripePublishableKey(env);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...(withStripe ? STRIPE_SOURCES.script : [])],
    'script-src-attr': ["'none'"],
    // Stripe.js styles the elements it mounts in our page through inline style attributes, which
    // an offline test cannot check against the real script; a card field without its styles is a
    // dead card field, so Stripe mode allows inline styles (never inline scripts).
    'style-src': ["'self'", ...(withStripe ? ["'unsafe-inline'"] : [])],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(withStripe ? STRIPE_SOURCES.connect : [])],
    'frame-src': withStripe ? [...STRIPE_SOURCES.frame] : ["'none'"],
  };
}

function buildHelmetOptions(env: Env): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: buildContentSecurityPolicy(env) },
    // Stripe's card frame runs on its own origin; COEP would keep it from loading.
    crossOriginEmbedderPolicy: false,
    // Stripe may open a window for some card checks; allow-popups keeps it able to answer.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Sent per request below, only over HTTPS.
    strictTransportSecurity: false,
  };
}

/**
 * The same headers as a plain list, for the two answers Fastify gives before any hook runs (an
 * undecodable URL, a request Node cannot parse). Helmet computes them, so they never drift.
 */
export function collectSecurityHeaders(env: Env): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(buildHelmetOptions(env))(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    collector as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => undefined,
  );
  return headers;
}

/**
 * The headers a browser reads on a script or a style sheet: nosniff (it refuses a script served as
 * anything else), the resource policy (no other site may load it) and the referrer policy (a module
 * script's own imports follow it). The rest govern documents only — the page's CSP, framing,
 * opener and cluster, prefetching, downloads — and a script carries them for nothing: about 0.6 KB
 * of headers on each of the eight files a permit form loads (decision 338).
 */
const SUBRESOURCE_HEADERS = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
] as const;

/** What the answer is, not what the address says: a 404 page under /assets keeps its policy. */
function isScriptOrStyle(contentType: unknown): boolean {
  return /^(?:application|text)\/javascript|^text\/css/.test(String(contentType ?? ''));
}

/** The build's hashed scripts and styles under /assets (never a page, a document or the API). */
function isHashedScriptOrStyle(url: string): boolean {
  return url.startsWith('/assets/') && /\.(?:js|css)(?:\?|$)/.test(url);
}

/**
 * Security headers on every response (pages, API, documents, errors), computed once by helmet,
 * the one mechanism for them (`collectSecurityHeaders`). @fastify/helmet would build helmet's
 * middleware again on every request, parsing the CSP each time: a third of a cached page's cost
 * (issue 36). HSTS goes out only on requests that arrived over HTTPS: with TRUST_PROXY that is the
 * proxy's X-Forwarded-Proto, so a plain-HTTP first run on a laptop never pins the browser to HTTPS.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    const headers = collectSecurityHeaders(env);
    const documentOnly = Object.keys(headers).filter(
      (name) => !(SUBRESOURCE_HEADERS as readonly string[]).includes(name),
    );
    const hsts = `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`;
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isHashedScriptOrStyle(request.url) && isScriptOrStyle(reply.getHeader('content-type'))) {
        for (const name of documentOnly) reply.removeHeader(name);
      }
      done(null, payload);
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
      done();
    });
  },
  { name: 'security-headers' },
);
