import { trimTrailingSlashes } from '#domain/url-path.ts';
import type { FastifyPluginAsync } from 'fastify';
import { SitemapStream, streamToPromise } from 'sitemap';
import { SITE_ROUTES } from '#domain/content/site-routes.ts';
import { pathInLocale } from '#domain/i18n/locale.ts';
import type { AppDeps } from '#server/app-deps.ts';
import type { PublishedContent } from './published-content.ts';

export interface FindingPagesOptions {
  deps: AppDeps;
  published: PublishedContent;
  /** Pages that exist per record (news posts), from the features that own them. */
  listMorePaths: () => Promise<string[]>;
}

/** Every indexable page once: no parameters, no noindex, no second address of a page. */
const LISTED_ROUTES = SITE_ROUTES.filter(
  (route) => !route.isNoIndex && !route.canonicalPath && !route.path.includes(':'),
);

/**
 * Each listed page in English, and in Spanish where it has a Spanish page (decision 310), each
 * naming the other as its alternate (`xhtml:link hreflang`).
 */
const LISTED_ENTRIES = LISTED_ROUTES.flatMap((route) => {
  if (!route.hasSpanish) return [{ url: route.path }];
  const links = [
    { lang: 'en', url: route.path },
    { lang: 'es', url: pathInLocale(route.path, 'es') },
    { lang: 'x-default', url: route.path },
  ];
  return [
    { url: route.path, links },
    { url: pathInLocale(route.path, 'es'), links },
  ];
});

/**
 * robots.txt and sitemap.xml (issue 16): search engines find every public page and published
 * document from the route table and the content, and skip the back office and the API.
 */
export const findingPagesRoutes: FastifyPluginAsync<FindingPagesOptions> = async (
  app,
  { deps, published, listMorePaths },
) => {
  const originOf = (request: { protocol: string; host: string }) =>
    (deps.env.PUBLIC_URL && trimTrailingSlashes(deps.env.PUBLIC_URL)) ??
    `${request.protocol}://${request.host}`;

  app.get('/robots.txt', async (request, reply) => {
    const lines = [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /permits/status',
      'Disallow: /permits/verify/',
      'Disallow: /search',
      '',
      `Sitemap: ${originOf(request)}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const snapshot = await published.get();
    const stream = new SitemapStream({ hostname: originOf(request) });
    for (const entry of LISTED_ENTRIES) stream.write(entry);
    for (const path of await listMorePaths()) stream.write({ url: path });
    for (const document of snapshot.documents) {
      stream.write({ url: document.href, lastmod: document.date });
    }
    stream.end();
    const xml = (await streamToPromise(stream)).toString('utf8');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(xml);
  });
};
