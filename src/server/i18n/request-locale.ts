import type { FastifyRequest } from 'fastify';
import { SPANISH_FEATURE_PATHS, hasSpanishPage } from '#domain/content/site-routes.ts';
import { localizedHref, pathInLocale, type Locale } from '#domain/i18n/locale.ts';

/**
 * The paths a feature registers a page's route at (decision 316): the English pattern, and its
 * `/es` twin when `SPANISH_FEATURE_PATHS` lists it. One handler serves both; it reads the
 * language from the request (`request.locale`, `request.intl`: the request-language plugin).
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
  request: Pick<FastifyRequest, 'locale'>,
  englishPath: string,
): string {
  return localizedHref(englishPath, request.locale, hasSpanishPage);
}

/** A path in `locale` when it has a page there (a mail's link in the resident's language). */
export function pathForLocale(englishPath: string, locale: Locale): string {
  return localizedHref(englishPath, locale, hasSpanishPage);
}
