import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FireRestriction } from '#domain/burn/burn-day.ts';
import type { PublishedAlert } from '#domain/content/site-alert.schema.ts';
import type { SitePageData } from '#domain/content/site-page-data.ts';
import type { IslandId, SiteRoute } from '#domain/content/site-routes.ts';
import type { Locale } from '#domain/i18n/locale.ts';

/**
 * Draws pages with React on the server. `npm run build` bundles src/web/entry-server.tsx for
 * Node next to the browser build; the server loads it at start and renders each page on request
 * from the published content (docs/decisions/050-live-content-pages.md).
 */
export interface PageRenderer {
  /** The HTML inside #root for `url`. */
  renderPage: (url: string, data: SitePageData) => Promise<string>;
  /**
   * The site alerts shown above the page, their chrome in `locale` (English by default), after
   * the notice naming every fire restriction in force (decision 337).
   */
  renderAlerts: (
    alerts: readonly PublishedAlert[],
    returnTo: string,
    locale?: Locale,
    restrictions?: readonly FireRestriction[],
  ) => string;
  /** The document around the page: with the app's script, without, or with one island. */
  templateFor: (route: Pick<SiteRoute, 'isAppShell' | 'island'> | undefined) => string;
  /** Changes with every build, so browsers drop pages that point at old assets. */
  buildId: string;
}

/** What the build writes beside the server bundle. */
export interface PageTemplates {
  buildId: string;
  app: string;
  static: string;
  islands: Partial<Record<IslandId, string>>;
}

/** Where the build puts the server bundle for a browser build in `distDir`. */
export function serverBundleDir(distDir: string): string {
  return `${path.resolve(distDir)}-ssr`;
}

export const SERVER_ENTRY_FILE = 'entry-server.js';
export const TEMPLATES_FILE = 'templates.json';

export function createPageRenderer(
  entry: Pick<PageRenderer, 'renderPage' | 'renderAlerts'>,
  templates: PageTemplates,
): PageRenderer {
  return {
    renderPage: entry.renderPage,
    renderAlerts: entry.renderAlerts,
    buildId: templates.buildId,
    templateFor: (route) => {
      if (route?.isAppShell) return templates.app;
      if (route?.island) return templates.islands[route.island] ?? templates.static;
      return templates.static;
    },
  };
}

/** Loads the build's server bundle; undefined when the site has not been built. */
export async function loadPageRenderer(distDir: string): Promise<PageRenderer | undefined> {
  const dir = serverBundleDir(distDir);
  const entryFile = path.join(dir, SERVER_ENTRY_FILE);
  const templatesFile = path.join(dir, TEMPLATES_FILE);
  if (!fs.existsSync(entryFile) || !fs.existsSync(templatesFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as Pick<
    PageRenderer,
    'renderPage' | 'renderAlerts'
  >;
  const templates = JSON.parse(fs.readFileSync(templatesFile, 'utf8')) as PageTemplates;
  return createPageRenderer(entry, templates);
}
