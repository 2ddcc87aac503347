import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/app-error.ts';

/** Methods that read only; every other method changes something and is checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** `Sec-Fetch-Site` values a browser sends for a request this site's own pages started. */
const OWN_SITE_FETCHES = new Set(['same-origin', 'same-site', 'none']);
/** Posts that never come from a browser: Stripe's signed webhook. */
const EXEMPT_URLS = new Set(['/api/payments/webhook']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether an anonymous request that changes something may have come from another website
 * (issue 36): a browser says `Sec-Fetch-Site: cross-site`, or, without that header, sends an
 * `Origin` that is neither `PUBLIC_URL`'s nor the host it addressed. A request with neither header
 * (curl, a server, a mail program's one-click unsubscribe) is not a browser's and passes.
 */
export function isCrossSitePost(request: FastifyRequest, publicHost: string | null): boolean {
  if (SAFE_METHODS.has(request.method) || request.headers.authorization !== undefined) return false;
  if (EXEMPT_URLS.has(request.url.split('?', 1)[0]!)) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return !OWN_SITE_FETCHES.has(fetchSite.toLowerCase());
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  const originHost = hostOf(origin);
  if (originHost === null) return true;
  return (
    originHost !== publicHost && originHost !== hostOf(`${request.protocol}://${request.host}`)
  );
}

/**
 * The one cross-site check of the anonymous posts (the public forms, with and without script, and
 * their JSON APIs): 403 CROSS_SITE_POST before the body is read or a rate limit counted. A
 * browser's form post gets the refused-form page in its language from the error handler
 * (decision 301). Token-authenticated requests (`Authorization: Bearer …`: the back office, the
 * dispatch lookup) carry no ambient credential a foreign page could borrow, and are not checked.
 */
export const sameSitePostsPlugin = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl?: string | undefined }) => {
    const publicHost = publicUrl ? hostOf(publicUrl) : null;
    app.addHook('onRequest', (request, _reply, done) => {
      done(isCrossSitePost(request, publicHost) ? new AppError('CROSS_SITE_POST', 403) : undefined);
    });
  },
);
