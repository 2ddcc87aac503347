import { SITE_ROUTES } from '#domain/content/site-routes.ts';
import { localeOfPath } from '#domain/i18n/locale.ts';
import { buildApp } from '#server/app.ts';
import { createAppDeps } from '#server/create-deps.ts';
import { createDb } from '#server/db/create-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { listRoutes } from './route-list.ts';
import { buildTestEnv } from './test-env.ts';

/**
 * GET routes outside /api, without a file extension, that are not pages a resident reads: probes,
 * files, a redirect and dispatch's keyed view. Every other such GET route is a public page, so a
 * page added later is in the e2e sweep (tests/e2e/feature-pages-layout.spec.ts) until someone
 * says here why it is not. Paths ending in an extension (.js, .ics, .xml, .png, …) are files.
 */
export const NOT_PAGE_ROUTES: ReadonlySet<string> = new Set([
  '/healthz',
  '/readyz',
  '/metrics',
  '/permits/burn/permit/:token/pdf',
  '/public-records/request/status/:token/files/:fileId',
  // A business's site plan (a PDF) for its owner, by the private manage token.
  '/property-profile/manage/:token/site-plans/:planId',
  // Answers 301 to /public-records/elections (REDIRECTS in site-routes.ts).
  '/elections',
  // County dispatch's read-only view, by a token in its address; 404 without it.
  '/dispatch/burns',
  // One CAP 1.2 message as XML (`<identifier>.xml`, decision 340), for other alerting systems.
  '/alerts/cap/:file',
]);

/** A file, not a page: the last segment has an extension. */
function isFilePath(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path.split('/').at(-1) ?? '');
}

/** A public page of the site: its route pattern and how it is drawn. */
export interface PublicPageRoute {
  /** The route's path, `:name` for a parameter (`/news/:slug`). */
  path: string;
  /** Loads the React app or an island: its script is expected with JavaScript on. */
  hasScript: boolean;
}

/**
 * Every public page the app serves, read from the app itself: the site's pages (SITE_ROUTES,
 * behind fastify's catch-all route) without the back office, and every other GET route outside
 * /api that is not in NOT_PAGE_ROUTES (the burn, records and inspection pages). The app is built
 * on an empty in-memory store only to read its route tree, then closed.
 */
export async function listPublicPageRoutes(): Promise<PublicPageRoute[]> {
  const handle = createDb({ sqliteFile: ':memory:' });
  await migrateToLatest(handle.db);
  const deps = createAppDeps({
    env: buildTestEnv(),
    db: handle.db,
    dbKind: handle.kind,
    clock: () => new Date(),
    pageRenderer: null,
  });
  const app = await buildApp(deps);
  try {
    const pages = new Map<string, PublicPageRoute>();
    for (const route of listRoutes(app)) {
      const [method, path = ''] = route.split(' ');
      if (method !== 'GET' || path.startsWith('/api/') || isFilePath(path)) continue;
      if (NOT_PAGE_ROUTES.has(path)) continue;
      // A feature page's Spanish twin (`/es/…`, decision 316) is the same handler in Spanish; its
      // feature's Spanish spec checks it (axe, reflow), as spanish.spec.ts does the content pages.
      if (localeOfPath(path) !== 'en') continue;
      if (path === '*') {
        for (const site of SITE_ROUTES) {
          if (site.path === '/admin' || site.path.startsWith('/admin/')) continue;
          pages.set(site.path, {
            path: site.path,
            hasScript: Boolean(site.isAppShell) || site.island !== undefined,
          });
        }
      } else pages.set(path, { path, hasScript: false });
    }
    return [...pages.values()];
  } finally {
    await app.close();
    await deps.outbox.drain();
    await deps.pdfDrawer.close();
    deps.mailer.close();
    await handle.db.destroy();
  }
}
