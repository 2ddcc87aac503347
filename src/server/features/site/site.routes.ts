import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REDIRECTS, SITE_ROUTES } from '#domain/content/site-routes.ts';
import type { FeatureOptions } from '#server/app-deps.ts';

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

/** The prerendered file of a route path ('/about' → 'about/index.html'), if the build has it. */
function findPageFile(distDir: string, routePath: string): string | undefined {
  const relative = routePath === '/' ? 'index.html' : path.join(routePath.slice(1), 'index.html');
  return fs.existsSync(path.join(distDir, relative)) ? relative : undefined;
}

const FALLBACK_NOT_FOUND =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head>' +
  '<body><main><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></main></body></html>';

/**
 * Serves the built site: hashed assets, documents, a prerendered page for every client route,
 * redirects, and a real 404 page for anything else. `/api/*` misses answer JSON.
 */
export const siteRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { deps }) => {
  const distDir = path.resolve(deps.env.DIST_DIR);
  const documentsDir = path.resolve('public/documents');
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));

  for (const [from, to] of Object.entries(REDIRECTS)) {
    app.get(from, async (_request, reply) => reply.redirect(to, 301));
  }

  if (fs.existsSync(documentsDir)) {
    // Served from the folder itself, so a replaced document shows without a rebuild.
    await app.register(fastifyStatic, {
      root: documentsDir,
      prefix: '/documents/',
      decorateReply: false,
      index: false,
      setHeaders: (res, filePath) => setCacheHeaders(res, filePath),
    });
  }

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => setCacheHeaders(res, filePath),
    });
  }

  if (hasBuild) {
    // One route per prerendered page (not the not-found handler), so route-level plugins such as
    // compression apply to pages too.
    for (const pagePath of new Set(SITE_ROUTES.map((route) => route.path))) {
      const file = findPageFile(distDir, pagePath);
      if (!file) continue;
      const sendPage = async (_request: unknown, reply: FastifyReply) => {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile(file, distDir);
      };
      app.get(pagePath, sendPage);
      if (pagePath !== '/') app.get(`${pagePath}/`, sendPage);
    }
  }

  const sendNotFoundPage = (reply: FastifyReply) => {
    reply.status(404).header('cache-control', 'no-cache');
    if (hasBuild && fs.existsSync(path.join(distDir, '404.html'))) {
      return reply.sendFile('404.html', distDir);
    }
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
    return sendNotFoundPage(reply);
  });
};
