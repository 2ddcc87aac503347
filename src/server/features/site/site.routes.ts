import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REDIRECTS, SITE_ROUTES, type SiteRoute } from '#domain/content/site-routes.ts';
import { pathInLocale } from '#domain/i18n/locale.ts';
import type { FeatureOptions } from '#server/app-deps.ts';

/** Renders pages from the published content (the content feature's SitePages). */
export interface PageResponder {
  /** A page, or with no route the not-found page with status 404. */
  send: (
    request: FastifyRequest,
    reply: FastifyReply,
    route: SiteRoute | undefined,
  ) => Promise<FastifyReply>;
}

const ONE_YEAR_SECONDS = 31_536_000;

function setCacheHeaders(
  reply: { header: (name: string, value: string) => unknown },
  filePath: string,
) {
  if (filePath.endsWith('.html')) {
    reply.header('cache-control', 'no-cache');
  } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    // Vite puts a content hash in every file name under assets/, so it never changes.
    reply.header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
  } else {
    reply.header('cache-control', 'public, max-age=300');
  }
}

const FALLBACK_NOT_FOUND =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head>' +
  '<body><main><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></main></body></html>';

/**
 * Serves the built site: hashed assets, a page rendered from the published content
 * for every route, redirects, and a real 404 page for anything else. `/api/*` misses answer JSON.
 */
export const siteRoutes: FastifyPluginAsync<FeatureOptions & { pages?: PageResponder }> = async (
  app,
  { deps, pages },
) => {
  const distDir = path.resolve(deps.env.DIST_DIR);
  // Without a build (tests, or a checkout before `npm run build`), the files Vite would copy
  // from public/ — icons, the link-preview image, robots.txt — are served from public/ itself.
  const publicDir = path.resolve('public');
  // public/documents is not among them: the documents library owns those addresses.
  const hasBuild = fs.existsSync(distDir);
  const staticRoot = hasBuild ? distDir : fs.existsSync(publicDir) ? publicDir : '';

  for (const [from, to] of Object.entries(REDIRECTS)) {
    app.get(from, async (_request, reply) => reply.redirect(to, 301));
  }

  if (staticRoot) {
    await app.register(fastifyStatic, {
      root: staticRoot,
      ...(hasBuild ? {} : { globIgnore: ['documents/**'] }),
      prefix: '/',
      wildcard: false,
      index: false,
      // npm run build writes .br and .gz copies of the assets (scripts/precompress-assets.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => setCacheHeaders(res, filePath),
    });
  }

  if (pages) {
    // One route per page (not the not-found handler), so route-level plugins such as
    // compression apply to pages too.
    for (const route of SITE_ROUTES) {
      const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
        pages.send(request, reply, route);
      app.get(route.path, sendPage);
      if (route.path !== '/') app.get(`${route.path}/`, sendPage);
      // The Spanish page at the same path under /es (decision 310); the page reads its language
      // from the path. Pages still English in code have no /es address (they answer 404).
      if (route.hasSpanish) {
        const spanishPath = pathInLocale(route.path, 'es');
        app.get(spanishPath, sendPage);
        app.get(route.path === '/' ? '/es' : `${spanishPath}/`, sendPage);
      }
    }
  }

  const sendNotFoundPage = (request: FastifyRequest, reply: FastifyReply) => {
    if (pages) return pages.send(request, reply, undefined);
    reply.status(404).header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(FALLBACK_NOT_FOUND);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath === '/api' || urlPath.startsWith('/api/')) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
    return sendNotFoundPage(request, reply);
  });
};
