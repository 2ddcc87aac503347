import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import {
  isAlertDismissible,
  selectActiveAlerts,
  type PublishedAlert,
} from '#domain/content/site-alert.schema.ts';
import { burnDayAt, type FireRestriction } from '#domain/burn/burn-day.ts';
import { listActiveRestrictions } from '#domain/burn/published-restrictions.ts';
import type { MinutesPage } from '#domain/content/page-content.schema.ts';
import { SITE_PAGE_DATA_ELEMENT_ID, type SitePageData } from '#domain/content/site-page-data.ts';
import {
  formatDocumentTitle,
  hasSpanishPage,
  type SiteRoute,
} from '#domain/content/site-routes.ts';
import { districtDayOf } from '#domain/meetings/board-meetings.ts';
import { DISTRICT_ITEM_ID, FIRE_CONDITIONS_ITEM_ID } from '#domain/content/content-api.ts';
import { districtWordsOf, withDistrictWords } from '#domain/content/district-words.ts';
import {
  CATALOGUE_WORDED_PAGES,
  localizeCatalogueBlocks,
  localizeContent,
  localizeDocuments,
  localizeMeetings,
} from '#domain/content/spanish-content.ts';
import { findCatalogueTranslation } from '#domain/i18n/translate-english.ts';
import type { PageRenderer } from '#server/adapters/page-renderer.ts';
import type { FeaturePageAnswer, SiteRoutePages } from '#server/feature-pages.ts';
import type { PageExtraProviders } from '#server/page-extras.ts';
import type { ContentDeps } from './content.service.ts';
import type { PublishedContent, PublishedSnapshot } from './published-content.ts';
import { trimTrailingSlashes } from '#domain/url-path.ts';
import { isStaffPath } from '#domain/staff/staff-path.ts';
import { buildLayoutText } from '#domain/i18n/layout-text.ts';
import { LOCALE_TAGS, pathInLocale, type Locale } from '#domain/i18n/locale.ts';
import { createSiteIntl, type SiteIntl } from '#domain/i18n/site-intl.ts';
import { CAP_PATHS } from '#domain/cap/cap-paths.ts';
import { pageTextFor, translatedPathsFor } from '#domain/i18n/page-text.ts';
import { localizeLinks, localizeTemplate } from '#server/i18n/localize-html.ts';
import { escapeHtml } from '#domain/html-escape.ts';

/** The cookie that remembers which alerts (by published version) a visitor dismissed. */
export const DISMISSED_ALERTS_COOKIE = 'dismissed_alerts';
/** A visitor's browser keeps this many dismissals; older ones fall off. */
export const MAX_DISMISSED_ALERTS = 20;
/** Pages kept rendered per instance; the cache empties when it fills or content changes. */
const MAX_CACHED_PAGES = 500;
const NOT_FOUND_URL = '/__not-found__';
const NO_SCHEDULED_RESTRICTIONS = { statusHour: 0, restrictions: [] };
/** Pages that list library documents get them in their page data; the rest stay small. */
const PAGES_WITH_DOCUMENTS: ReadonlySet<string> = new Set([
  'news',
  'public-records',
  'elections',
  'records-request',
  'permits',
  'document-archive',
  'budget',
]);

export function readDismissedAlerts(cookie: string | undefined): string[] {
  return (cookie ?? '')
    .split(',')
    .filter((id) => /^[0-9a-f-]{36}$/.test(id))
    .slice(-MAX_DISMISSED_ALERTS);
}

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const yearFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DISTRICT_TIME_ZONE,
  year: 'numeric',
});

interface CachedPage {
  html: string;
  etag: string;
  /** Compressed once per cached page, not per request. */
  br?: Buffer;
  gzip?: Buffer;
}

/** The encoding to send: Brotli, then gzip, if the client accepts it (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(?:\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function compressed(page: CachedPage, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    page.br ??= brotliCompressSync(page.html, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 },
    });
    return page.br;
  }
  page.gzip ??= gzipSync(page.html, { level: 9 });
  return page.gzip;
}

export interface SitePages extends SiteRoutePages {
  /** A feature's own page (open burning, records, inspections) in the layout, never cached. */
  sendFeaturePage: (
    request: FastifyRequest,
    reply: FastifyReply,
    answer: FeaturePageAnswer,
  ) => Promise<FastifyReply>;
  /** The data a page renders from (English unless `locale` says otherwise), built afresh: the preview's. */
  pageData: (
    snapshot: PublishedSnapshot,
    route: SiteRoute | undefined,
    locale?: Locale,
  ) => SitePageData;
  /** A full page from given content, not cached (the back office's preview). */
  renderDocument: (
    url: string,
    route: SiteRoute | undefined,
    data: SitePageData,
    alerts: readonly PublishedAlert[],
    restrictions?: readonly FireRestriction[],
  ) => Promise<string>;
}

/** The data a page renders from: its content, the district's details, the year. */
export function buildPageData(
  deps: ContentDeps,
  snapshot: PublishedSnapshot,
  route: SiteRoute | undefined,
  locale: Locale = 'en',
): SitePageData {
  const pageId = route?.id ?? 'not-found';
  const pageText = route?.hasSpanish ? pageTextFor(pageId, locale) : undefined;
  const year = Number(yearFormat.format(deps.clock()));
  const intl = createSiteIntl(locale);
  // Staff's Spanish replaces the English block by block while it is current (decision 327);
  // a feature's seeded words show the catalogue's translation (decision 330).
  const staffLocalized = localizeContent(snapshot.pages[pageId], snapshot.spanish[pageId], locale);
  const page =
    locale !== 'en' && CATALOGUE_WORDED_PAGES.has(pageId)
      ? localizeCatalogueBlocks(staffLocalized, (text) => findCatalogueTranslation(text, intl))
      : staffLocalized;
  // Meetings and documents' titles too, each by its own item (decision 329).
  const meetings =
    pageId === 'minutes'
      ? localizeMeetings((page.value as MinutesPage).meetings, snapshot.spanish, locale)
      : undefined;
  const documents = PAGES_WITH_DOCUMENTS.has(pageId)
    ? localizeDocuments(snapshot.documents, snapshot.spanish, locale)
    : { value: [], spanishBlocks: [] };
  const fireConditions =
    pageId === 'home' && snapshot.fireConditions
      ? localizeContent(snapshot.fireConditions, snapshot.spanish[FIRE_CONDITIONS_ITEM_ID], locale)
      : null;
  // The words of the district's details (office hours, roles, the credit; decision 331).
  const districtWords = localizeContent(
    districtWordsOf(snapshot.district),
    snapshot.spanish[DISTRICT_ITEM_ID],
    locale,
  );
  return {
    locale,
    layoutText: buildLayoutText(intl, {
      districtName: snapshot.district.name,
      year,
    }),
    languageHref:
      locale === 'en'
        ? pathInLocale(route?.hasSpanish === true ? route.path : '/', 'es')
        : (route?.path ?? '/'),
    ...(pageText ? { pageText, translatedPaths: translatedPathsFor(locale) } : {}),
    pageId,
    page: meetings ? { ...page.value, meetings: meetings.value } : page.value,
    ...(locale === 'en'
      ? {}
      : {
          translatedBlocks: [
            ...page.spanishBlocks.map((block) => `page.${block}`),
            ...(fireConditions?.spanishBlocks ?? []).map((block) => `fireConditions.${block}`),
            ...districtWords.spanishBlocks.map((block) => `district.${block}`),
            ...(meetings?.spanishBlocks ?? []),
            ...documents.spanishBlocks,
          ],
        }),
    district:
      districtWords.spanishBlocks.length > 0
        ? withDistrictWords(snapshot.district, districtWords.value)
        : snapshot.district,
    fireConditions: fireConditions?.value ?? null,
    documents: documents.value,
    // The overview reads the one schedule the minutes page holds.
    meetingSchedule:
      pageId === 'public-records' ? (snapshot.pages.minutes as MinutesPage).meetingSchedule : null,
    year,
    today: districtDayOf(deps.clock()),
  };
}

/** The link-preview image, drawn by scripts/generate-icons.ts into public/images. */
const OG_IMAGE = {
  path: '/images/og-image.png',
  width: 1200,
  height: 630,
  alt: (districtName: string) =>
    `${districtName}: its logo over the mountains and valley it serves`,
} as const;

/**
 * Renders pages at request time from the published content and keeps each one, keyed by its
 * path, the content counter, the alerts it shows and the year. The key's hash is the ETag, so an
 * unchanged page answers a conditional GET with 304 and costs one Map lookup otherwise.
 */
/** The CAP index as a page's head names it, in the page's language. */
function capFeedOf(intl: SiteIntl, data: SitePageData, origin: string) {
  return {
    title: intl.t('cap.feedLinkTitle', { district: data.district.name }),
    href: `${origin}${CAP_PATHS.index}`,
    type: 'application/atom+xml',
  };
}

function describeFeed(feed: { title: string; href: string; type: string }): string {
  return `<link rel="alternate" type="${escapeHtml(feed.type)}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}" />`;
}

export function createSitePages(
  deps: ContentDeps,
  renderer: PageRenderer,
  published: PublishedContent,
  extras: PageExtraProviders = {},
  /** PUBLIC_URL: the origin of the canonical link and og:url; without it the page has neither. */
  publicUrl?: string,
): SitePages {
  const origin = (publicUrl && trimTrailingSlashes(publicUrl)) || '';
  const cache = new Map<string, CachedPage>();
  let cachedVersion = -1;

  // A page's data changes only with the content, its language and the day (and the year with
  // it), so a cached page's request builds none: the catalogue's layout words alone cost more
  // than the rest of the answer (issue 36). Cleared with the pages when the content changes.
  const dataCache = new Map<string, SitePageData>();
  // The district's day, worked out once a minute of the clock: its zone's offsets are whole
  // minutes, so the day never changes inside one, and formatting it cost as much as the rest.
  let todayMinute = Number.NaN;
  let today = '';
  const readToday = () => {
    const now = deps.clock();
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== todayMinute) {
      todayMinute = minute;
      today = districtDayOf(now);
    }
    return today;
  };
  const cachedPageData = (
    snapshot: PublishedSnapshot,
    route: SiteRoute | undefined,
    locale: Locale = 'en',
  ) => {
    const key = [snapshot.version, route?.path ?? '', locale, readToday()].join('\n');
    let data = dataCache.get(key);
    if (!data) {
      data = buildPageData(deps, snapshot, route, locale);
      if (dataCache.size >= MAX_CACHED_PAGES) dataCache.clear();
      dataCache.set(key, data);
    }
    return data;
  };

  /**
   * The page in every language it has (decision 310): `hreflang` alternates for search engines,
   * English as the default. An alternate must be a full address (search engines ignore a relative
   * one and Lighthouse's SEO audit fails it), so without PUBLIC_URL the page names none, as it
   * names no canonical link (decision 333).
   */
  function describeLanguages(path: string): string[] {
    if (!origin) return [];
    return [
      ['en', path],
      ['es', pathInLocale(path, 'es')],
      ['x-default', path],
    ].map(
      ([hreflang, href]) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${origin}${href}`)}" />`,
    );
  }

  /**
   * One address per page: `/home` and `/permits` declare `/` and `/permits/applications`, and a
   * query string or trailing slash is left out. Open Graph gives link previews a title and text.
   * A canonical link and og:url must be absolute (Lighthouse's SEO audit fails a relative one, and
   * Open Graph wants a full address), so without PUBLIC_URL the page names neither (issue 26).
   */
  function describePage(route: SiteRoute, url: string, data: SitePageData): string[] {
    const canonical = origin
      ? `${origin}${pathInLocale(route.canonicalPath ?? url, data.locale)}`
      : undefined;
    return [
      ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}" />`] : []),
      '<meta property="og:type" content="website" />',
      `<meta property="og:site_name" content="${escapeHtml(data.district.name)}" />`,
      `<meta property="og:title" content="${escapeHtml(data.page.meta.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(data.page.meta.description)}" />`,
      // Open Graph wants absolute addresses, so the address and image need PUBLIC_URL.
      ...(canonical
        ? [
            `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
            `<meta property="og:image" content="${escapeHtml(`${origin}${OG_IMAGE.path}`)}" />`,
            `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
            `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
            `<meta property="og:image:alt" content="${escapeHtml(OG_IMAGE.alt(data.district.name))}" />`,
          ]
        : []),
    ];
  }

  // The restrictions in force, kept per published version, burn settings and minute: an alert's
  // times are whole minutes (the editor's datetime inputs), and the Spanish currency check of the
  // fire conditions cost more per cached page than the rest of its code (issue 36).
  let restrictionsKey: readonly unknown[] = [];
  let restrictionsInForce: FireRestriction[] = [];

  /** Every restriction in force now, from the published content and the burn settings. */
  async function readActiveRestrictions(snapshot: PublishedSnapshot): Promise<FireRestriction[]> {
    const scheduled = (await deps.readScheduledRestrictions?.()) ?? NO_SCHEDULED_RESTRICTIONS;
    const now = deps.clock();
    const key = [snapshot.version, scheduled, Math.floor(now.getTime() / 60_000)];
    if (key.every((part, index) => part === restrictionsKey[index])) return restrictionsInForce;
    restrictionsKey = key;
    restrictionsInForce = listActiveRestrictions({
      alerts: snapshot.alerts,
      fireConditions: snapshot.fireConditions,
      // The banner names the conditions' restriction in Spanish while current (decision 346).
      fireConditionsSpanish: snapshot.spanish[FIRE_CONDITIONS_ITEM_ID]?.restrictions,
      scheduled: scheduled.restrictions,
      now,
      day: readBurnDay(now, scheduled.statusHour),
    });
    return restrictionsInForce;
  }

  // The burn day, like the district's day, changes only on a whole hour of the district's zone:
  // worked out once a minute and status hour, not per cached page (a TZDate each, issue 36).
  let burnDayKey = '';
  let burnDay = '';
  function readBurnDay(now: Date, statusHour: number): string {
    const key = `${Math.floor(now.getTime() / 60_000)}|${statusHour}`;
    if (key !== burnDayKey) {
      burnDayKey = key;
      burnDay = burnDayAt(now, statusHour);
    }
    return burnDay;
  }

  async function renderDocument(
    url: string,
    route: SiteRoute | undefined,
    data: SitePageData,
    alerts: readonly PublishedAlert[],
    restrictions: readonly FireRestriction[] = [],
  ): Promise<string> {
    const body = await renderer.renderPage(url, data);
    const { locale } = data;
    const intl = createSiteIntl(locale);
    // A path's own title (the fee pay page's) in the page's language, from the catalogue.
    const title = route?.title
      ? (findCatalogueTranslation(route.title, intl) ?? route.title)
      : data.page.meta.title;
    const head = [
      `<title>${escapeHtml(formatDocumentTitle(title, data.district.name))}</title>`,
      `<meta name="description" content="${escapeHtml(data.page.meta.description)}" />`,
      route && !route.isNoIndex ? '' : '<meta name="robots" content="noindex" />',
      ...(route && !route.isNoIndex ? describePage(route, url, data) : []),
      ...(route?.hasSpanish ? describeLanguages(route.canonicalPath ?? url) : []),
      // Every public page names the CAP alerts' index (decision 340); the back office does not.
      ...[
        ...(route && isStaffPath(route.path) ? [] : [capFeedOf(intl, data, origin)]),
        ...(data.feeds ?? []),
      ].map(describeFeed),
      route?.isAppShell
        ? `<script type="application/json" id="${SITE_PAGE_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`
        : '',
    ]
      .filter(Boolean)
      .join('\n    ');
    const returnTo = pathInLocale(route ? url : '/', locale);
    return localizeTemplate(renderer.templateFor(route), intl)
      .replace('<!--app-head-->', () => head)
      .replace('<!--site-alert-->', () =>
        localizeLinks(renderer.renderAlerts(alerts, returnTo, locale, restrictions), locale),
      )
      .replace('<!--app-html-->', () => localizeLinks(body, locale));
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    route: SiteRoute | undefined,
  ): Promise<FastifyReply> {
    const snapshot = await published.get();
    if (snapshot.version !== cachedVersion) {
      cache.clear();
      dataCache.clear();
      cachedVersion = snapshot.version;
    }
    // The language is the path's prefix, read once (decision 310); `url` is the English path.
    const locale = request.locale;
    const url = route ? trimTrailingSlashes(request.englishPath) : NOT_FOUND_URL;
    const dismissed = new Set(readDismissedAlerts(request.cookies[DISMISSED_ALERTS_COOKIE]));
    const liveAlerts = selectActiveAlerts(snapshot.alerts, deps.clock());
    // Back office pages show a live alert as one line of the staff layout, not the banner.
    const isStaffPage = route !== undefined && isStaffPath(route.path);
    const alerts = isStaffPage
      ? []
      : liveAlerts.filter((alert) => !isAlertDismissible(alert) || !dismissed.has(alert.versionId));
    const restrictions = isStaffPage ? [] : await readActiveRestrictions(snapshot);
    let data = cachedPageData(snapshot, route, locale);
    // A page at a pattern (/permits/verify/:permitNumber) links to its own address in the other
    // language, not the pattern's.
    if (route?.hasSpanish && route.path.includes(':')) {
      data = { ...data, languageHref: locale === 'en' ? pathInLocale(url, 'es') : url };
    }
    if (isStaffPage) {
      const [live] = liveAlerts;
      data = { ...data, liveAlert: live ? { level: live.level, heading: live.heading } : null };
    }
    // Features add their part (news posts, search results) and say what it depends on.
    const provider = route ? extras[route.id] : undefined;
    const extra = provider ? await provider(request, data.page) : undefined;
    if (provider && !extra) return send(request, reply, undefined);
    if (extra) data = { ...data, ...extra.data };
    const key = [
      url,
      locale,
      snapshot.version,
      // The day is in the key: positions close and meetings move to the past at midnight.
      data.today,
      extra?.cacheKey ?? '',
      ...(isStaffPage ? liveAlerts : alerts).map((alert) => alert.versionId),
      ...restrictions.map((restriction) => `restriction:${restriction.title}`),
    ].join('\n');
    let page = extra && extra.cacheKey === null ? undefined : cache.get(key);
    if (!page) {
      const html = await renderDocument(url, route, data, alerts, restrictions);
      const hash = createHash('sha256').update(`${renderer.buildId}\n${key}`).digest('base64url');
      page = { html, etag: `"${hash.slice(0, 27)}"` };
      if (extra?.cacheKey !== null) {
        if (cache.size >= MAX_CACHED_PAGES) cache.clear();
        cache.set(key, page);
      }
    }
    const isCached = extra?.cacheKey !== null;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    // Each coding is its own representation (RFC 9110 8.8.3), so the plain, gzip and br bodies
    // carry different strong ETags, as the .ics feed's do.
    const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('content-language', LOCALE_TAGS[locale]);
    // A page rendered per request (search results) has no ETag: its key does not name the query.
    if (isCached) reply.header('etag', etag);
    if (isCached && route && fresh(request.headers, { etag })) {
      return reply.status(304).send();
    }
    for (const [name, value] of Object.entries(extra?.headers ?? {})) reply.header(name, value);
    reply.status(route ? (extra?.statusCode ?? 200) : 404).type('text/html; charset=utf-8');
    if (!encoding) return reply.send(page.html);
    // The compression plugin leaves a response alone once it has a Content-Encoding.
    return reply.header('content-encoding', encoding).send(compressed(page, encoding));
  }

  /**
   * A feature page: the layout, the alert banner and the static template (no script) around the
   * feature's view. Rendered per request: it carries form values and private data.
   */
  async function sendFeaturePage(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: FeaturePageAnswer,
  ): Promise<FastifyReply> {
    const snapshot = await published.get();
    // The language is the path's prefix, read once (decision 310); `url` is the English path the
    // page mirrors.
    const requestPath = trimTrailingSlashes(request.url.split('?')[0] ?? '/');
    const locale = request.locale;
    const url = trimTrailingSlashes(request.englishPath);
    const hasSpanish = hasSpanishPage(url);
    const dismissed = new Set(readDismissedAlerts(request.cookies[DISMISSED_ALERTS_COOKIE]));
    const alerts = selectActiveAlerts(snapshot.alerts, deps.clock()).filter(
      (alert) => !isAlertDismissible(alert) || !dismissed.has(alert.versionId),
    );
    const restrictions = await readActiveRestrictions(snapshot);
    const data: SitePageData = {
      ...cachedPageData(snapshot, undefined, locale),
      // The header's language link leads to this page in the other language when it has one.
      languageHref: locale === 'en' ? pathInLocale(hasSpanish ? url : '/', 'es') : url,
      featurePage: answer.view,
    };
    const description = answer.description ?? answer.title;
    const canonical = `${origin}${requestPath}`;
    const head = [
      `<title>${escapeHtml(formatDocumentTitle(answer.title, data.district.name))}</title>`,
      `<meta name="description" content="${escapeHtml(description)}" />`,
      answer.isNoIndex
        ? '<meta name="robots" content="noindex" />'
        : `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
      ...(hasSpanish && !answer.isNoIndex ? describeLanguages(url) : []),
      ...(isStaffPath(url) ? [] : [describeFeed(capFeedOf(createSiteIntl(locale), data, origin))]),
    ].join('\n    ');
    const body = await renderer.renderPage(url, data);
    const html = localizeTemplate(renderer.templateFor(undefined), createSiteIntl(locale))
      .replace('<!--app-head-->', () => head)
      .replace('<!--site-alert-->', () =>
        localizeLinks(renderer.renderAlerts(alerts, requestPath, locale, restrictions), locale),
      )
      .replace('<!--app-html-->', () => localizeLinks(body, locale));
    return reply
      .code(answer.statusCode ?? 200)
      .headers({
        'cache-control': 'no-store',
        'content-language': LOCALE_TAGS[locale],
        ...answer.headers,
      })
      .type('text/html; charset=utf-8')
      .send(html);
  }

  return {
    send,
    sendFeaturePage,
    // Not cached: the preview's snapshot holds a draft under the published version's number.
    pageData: (snapshot, route, locale) => buildPageData(deps, snapshot, route, locale),
    renderDocument,
  };
}
