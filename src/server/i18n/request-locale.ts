import type { FastifyRequest } from 'fastify';
import { SPANISH_FEATURE_PATHS, hasSpanishPage } from '#domain/content/site-routes.ts';
import {
  englishPathOf,
  localeOfPath,
  localizedHref,
  pathInLocale,
  type Locale,
} from '#domain/i18n/locale.ts';
import { createSiteIntl, type SiteIntl } from '#domain/i18n/site-intl.ts';

/** The path of a request, without its query. */
function requestPath(request: Pick<FastifyRequest, 'url'>): string {
  return request.url.split('?')[0] ?? '/';
}

/** The language of a request: its path's prefix, and nothing else (decision 310). */
export function requestLocale(request: Pick<FastifyRequest, 'url'>): Locale {
  return localeOfPath(requestPath(request));
}

/** The English path a request mirrors (`/es/permits/burn` → `/permits/burn`). */
export function requestEnglishPath(request: Pick<FastifyRequest, 'url'>): string {
  return englishPathOf(requestPath(request));
}

/** The FormatJS intl of the request's language (`createSiteIntl`). */
export function requestIntl(request: Pick<FastifyRequest, 'url'>): SiteIntl {
  return createSiteIntl(requestLocale(request));
}

/**
 * The paths a feature registers a page's route at (decision 316): the English pattern, and its
 * `/es` twin when `SPANISH_FEATURE_PATHS` lists it. One handler serves both; it reads the
 * language from the request (`requestLocale`, `requestIntl`).
 */
export function bilingualPaths(
  path: string,
  spanishPaths: readonly string[] = SPANISH_FEATURE_PATHS,
): string[] {
  return spanishPaths.includes(path) ? [path, pathInLocale(path, 'es')] : [path];
}

/**
 * Where a feature sends the browser next (a redirect after a form post) in the request's
 * language: the Spanish page when `englishPath` has one, else the English page.
 */
export function localizedPathFor(
  request: Pick<FastifyRequest, 'url'>,
  englishPath: string,
): string {
  return localizedHref(englishPath, requestLocale(request), hasSpanishPage);
}

/** A path in `locale` when it has a page there (a mail's link in the resident's language). */
export function pathForLocale(englishPath: string, locale: Locale): string {
  return localizedHref(englishPath, locale, hasSpanishPage);
}
