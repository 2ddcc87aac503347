import type { PageId } from './page-content.schema.ts';
import { trimTrailingSlashes } from '../url-path.ts';

/**
 * Every page of the site: its path and the code that draws it. Titles, descriptions and every
 * other word are content (`page-content.schema.ts`), kept in the database. The server renders
 * each path on request; it answers 404 for any other path.
 */
export interface SiteRoute {
  /** The content item the page shows; several paths may show the same one. */
  id: PageId;
  /** A React Router path; `:name` segments match one path segment. */
  path: string;
  /**
   * Pages whose main content needs JavaScript (calendar, payments, back office) load the React
   * app. Every other page is static HTML with no script, except the islands named here.
   */
  isAppShell?: boolean;
  island?: IslandId;
  /** Kept out of search engines. */
  isNoIndex?: boolean;
  /**
   * The one address search engines should list for a page served at several (issue 16):
   * `<link rel="canonical">` names it, and the sitemap lists only it.
   */
  canonicalPath?: string;
  /** The document title of a path that shows another page's content (the fee pay page). */
  title?: string;
  /**
   * The page is also served in Spanish at the same path under `/es` (decision 310). Pages
   * without it have no `/es/` address yet: their words are still English in code.
   */
  hasSpanish?: boolean;
}

/** Interactive parts of otherwise static pages, each hydrated by its own small script. */
export type IslandId = 'candidate-forms-viewer';

export const SITE_ROUTES: readonly SiteRoute[] = [
  { id: 'home', path: '/', hasSpanish: true },
  { id: 'home', path: '/home', canonicalPath: '/', hasSpanish: true },
  { id: 'about', path: '/about', hasSpanish: true },
  { id: 'resources', path: '/resources', hasSpanish: true },
  { id: 'prevention', path: '/prevention', hasSpanish: true },
  { id: 'education', path: '/education', hasSpanish: true },
  { id: 'permits', path: '/permits/applications', isAppShell: true, hasSpanish: true },
  {
    id: 'permits',
    path: '/permits',
    isAppShell: true,
    canonicalPath: '/permits/applications',
    hasSpanish: true,
  },
  { id: 'calendar', path: '/permits/calendar', isAppShell: true, hasSpanish: true },
  // The pay page of the district's other fees (decision 270), from a private link.
  {
    id: 'permits',
    path: '/permits/pay',
    isAppShell: true,
    isNoIndex: true,
    title: 'Pay a fee',
    hasSpanish: true,
  },
  { id: 'news', path: '/news', hasSpanish: true },
  { id: 'news-post', path: '/news/:slug', hasSpanish: true },
  { id: 'search', path: '/search', hasSpanish: true, isNoIndex: true },
  { id: 'permit-status', path: '/permits/status', isNoIndex: true, hasSpanish: true },
  {
    id: 'permit-verify',
    path: '/permits/verify/:permitNumber',
    isNoIndex: true,
    hasSpanish: true,
  },
  { id: 'subscribe', path: '/subscribe', hasSpanish: true },
  { id: 'subscribe', path: '/subscribe/confirm', isNoIndex: true, hasSpanish: true },
  { id: 'subscribe', path: '/subscribe/manage', isNoIndex: true, hasSpanish: true },
  { id: 'public-records', path: '/public-records', hasSpanish: true },
  {
    id: 'elections',
    path: '/public-records/elections',
    island: 'candidate-forms-viewer',
    hasSpanish: true,
  },
  { id: 'minutes', path: '/public-records/minutes', hasSpanish: true },
  { id: 'records-request', path: '/public-records/request', hasSpanish: true },
  { id: 'careers', path: '/recruitment-and-hiring', hasSpanish: true },
  { id: 'contact', path: '/contact', hasSpanish: true },
  { id: 'privacy', path: '/privacy', hasSpanish: true },
  { id: 'accessibility', path: '/accessibility', hasSpanish: true },
  { id: 'budget', path: '/public-records/budget', hasSpanish: true },
  { id: 'document-archive', path: '/public-records/archive', hasSpanish: true },
  { id: 'admin', path: '/admin', isAppShell: true, isNoIndex: true },
  { id: 'admin-permits', path: '/admin/permits', isAppShell: true, isNoIndex: true },
  { id: 'admin-accounts', path: '/admin/accounts', isAppShell: true, isNoIndex: true },
  { id: 'admin-activity', path: '/admin/activity', isAppShell: true, isNoIndex: true },
  { id: 'admin-operations', path: '/admin/operations', isAppShell: true, isNoIndex: true },
  { id: 'admin-two-step', path: '/admin/two-step', isAppShell: true, isNoIndex: true },
  { id: 'admin-password', path: '/admin/password', isAppShell: true, isNoIndex: true },
  { id: 'admin-content', path: '/admin/alert', isAppShell: true, isNoIndex: true },
  { id: 'admin-content', path: '/admin/district', isAppShell: true, isNoIndex: true },
  { id: 'admin-content', path: '/admin/pages', isAppShell: true, isNoIndex: true },
  { id: 'admin-content', path: '/admin/pages/:id', isAppShell: true, isNoIndex: true },
  { id: 'admin-content', path: '/admin/meetings', isAppShell: true, isNoIndex: true },
  { id: 'admin-content', path: '/admin/board', isAppShell: true, isNoIndex: true },
  { id: 'admin-content', path: '/admin/jobs', isAppShell: true, isNoIndex: true },
  { id: 'admin-news', path: '/admin/news', isAppShell: true, isNoIndex: true },
  { id: 'admin-documents', path: '/admin/documents', isAppShell: true, isNoIndex: true },
  { id: 'admin-burns', path: '/admin/burns', isAppShell: true, isNoIndex: true },
  { id: 'admin-inspections', path: '/admin/inspections', isAppShell: true, isNoIndex: true },
  {
    id: 'admin-inspection-bookings',
    path: '/admin/inspection-bookings',
    isAppShell: true,
    isNoIndex: true,
  },
  { id: 'admin-records', path: '/admin/records', isAppShell: true, isNoIndex: true },
  {
    id: 'admin-records-report',
    path: '/admin/records/report',
    isAppShell: true,
    isNoIndex: true,
  },
  { id: 'admin-property', path: '/admin/property', isAppShell: true, isNoIndex: true },
  {
    id: 'admin-property-verification',
    path: '/admin/property-verification',
    isAppShell: true,
    isNoIndex: true,
  },
  { id: 'admin-chipper', path: '/admin/chipper', isAppShell: true, isNoIndex: true },
  {
    id: 'admin-working-calendar',
    path: '/admin/working-calendar',
    isAppShell: true,
    isNoIndex: true,
  },
  { id: 'admin-subscriptions', path: '/admin/subscriptions', isAppShell: true, isNoIndex: true },
];

/** Old or alternative paths and where they now live (answered with HTTP 301). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  // The records overview links to /elections; the page lives under /public-records.
  '/elections': '/public-records/elections',
};

/** Whether `path` fits `routePath`, whose `:name` segments each stand for one non-empty segment. */
export function matchesRoutePath(routePath: string, path: string): boolean {
  const pattern = routePath.split('/');
  const actual = path.split('/');
  return (
    pattern.length === actual.length &&
    pattern.every((part, index) =>
      part.startsWith(':') ? (actual[index] ?? '') !== '' : part === actual[index],
    )
  );
}

/**
 * The feature pages (forms and private pages the features' own routes answer, outside this table)
 * that have a Spanish version under `/es`, as their routes' patterns (decision 316). A feature's
 * routes register each of these paths twice (`bilingualPaths` in src/server/i18n/request-locale.ts);
 * links and form actions on Spanish pages follow them there.
 */
export const SPANISH_FEATURE_PATHS: readonly string[] = [
  // Open burning (decision 324; BURN_PATHS): the PDF and the iCalendar feed keep one address.
  // Literal paths, so the browser's bundle, which never asks, leaves the list out.
  '/permits/burn',
  '/permits/burn/status',
  '/permits/burn/apply',
  '/permits/burn/permit/:token',
  '/permits/burn/permit/:token/check-in',
  '/permits/burn/check-in',
  '/permits/burn/verify/:permitNumber',
  // The e-mails' unsubscribe link (RFC 8058), which leads to the manage page (decision 325).
  '/subscribe/unsubscribe/:token',
  // Records requests (decision 326): the form, the requester's private page and its forms.
  '/public-records/request/online',
  '/public-records/request/status/:token',
  '/public-records/request/status/:token/appeal',
  '/public-records/request/status/:token/clarify',
  '/public-records/request/status/:token/withdraw',
  '/public-records/request/status/:token/files/:fileId',
  // Inspection booking (decision 326): the page the permit's link opens, and its form.
  '/permits/inspection',
  // The property registry (issue 37 item 6): the form, the confirmation, the owner's page and
  // its site-plan forms. A site plan's file keeps its one address.
  '/property-profile',
  '/property-profile/confirm/:token',
  '/property-profile/manage/:token',
  '/property-profile/manage/:token/site-plans',
  '/property-profile/manage/:token/site-plans/:planId/delete',
  // The chipper program (issue 38; CHIPPER_PATHS): the sign-up, its confirmation, the resident's
  // page, and the crew's route page with its forms.
  '/prevention/chipper',
  '/prevention/chipper/confirm/:token',
  '/prevention/chipper/manage/:token',
  '/prevention/chipper/crew/:token',
  '/prevention/chipper/crew/:token/stops/:id',
  '/prevention/chipper/crew/:token/work',
];

/** Whether English path `path` has a Spanish page under `/es` (decisions 310 and 316). */
export function hasSpanishPage(path: string): boolean {
  const normalised = trimTrailingSlashes(path);
  // A file's address (the news feed, /news/feed.xml) is not a page, whatever pattern it fits.
  if (/\.[a-z0-9]+$/i.test(normalised.slice(normalised.lastIndexOf('/')))) return false;
  if (findSiteRoute(path)?.hasSpanish === true) return true;
  return SPANISH_FEATURE_PATHS.some((pattern) => matchesRoutePath(pattern, normalised));
}

/** The route that serves `path` (a trailing slash is ignored), if any. */
export function findSiteRoute(path: string): SiteRoute | undefined {
  const normalised = trimTrailingSlashes(path);
  return (
    SITE_ROUTES.find((route) => route.path === normalised) ??
    SITE_ROUTES.find((route) => matchesRoutePath(route.path, normalised))
  );
}

/** The document title of a page, e.g. "About | South Summit Fire Protection District". */
export function formatDocumentTitle(title: string, districtName: string): string {
  return `${title} | ${districtName}`;
}
