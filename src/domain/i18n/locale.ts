import { trimTrailingSlashes } from '../url-path.ts';

/**
 * The site's languages (issue 29, decision 310). English is the default and has no prefix; every
 * other language is the same English path under its own prefix (`/es/about`). The language comes
 * from the path only: never from Accept-Language, a cookie or the browser.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tags FormatJS and Intl format with (US English, US Spanish). */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/** The path prefix of each language that is not the default. */
export const LOCALE_PREFIXES: Readonly<Record<Exclude<Locale, 'en'>, string>> = { es: '/es' };

function prefixOf(locale: Locale): string {
  return locale === 'en' ? '' : LOCALE_PREFIXES[locale];
}

/** The language of a request path: `/es` and `/es/…` are Spanish, everything else English. */
export function localeOfPath(path: string): Locale {
  for (const [locale, prefix] of Object.entries(LOCALE_PREFIXES)) {
    if (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) {
      return locale as Locale;
    }
  }
  return DEFAULT_LOCALE;
}

/** The English path a localized path mirrors (`/es/about` → `/about`, `/es` → `/`). */
export function englishPathOf(path: string): string {
  const locale = localeOfPath(path);
  if (locale === 'en') return path;
  const rest = path.slice(prefixOf(locale).length);
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
}

/** The path of English page `path` in `locale` (`/about` → `/es/about`, `/` → `/es/`). */
export function pathInLocale(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return `${prefixOf(locale)}${path}`;
}

/**
 * A calendar feed's address in `locale` (decision 332): a calendar app keeps the address it
 * subscribed to, so the feed keeps its one path and the language rides in the query.
 */
export function feedPathInLocale(path: string, locale: Locale): string {
  return locale === 'en' ? path : `${path}?lang=${locale}`;
}

/**
 * Where a link to English path `href` leads on a page in `locale`: the same page in that
 * language when it has one (`hasPage`), else the English page. Fragments and queries are kept;
 * other hosts and other schemes are left alone.
 */
export function localizedHref(
  href: string,
  locale: Locale,
  hasPage: (englishPath: string) => boolean,
): string {
  if (locale === 'en' || !href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  if (localeOfPath(path) !== 'en') return href;
  return hasPage(trimTrailingSlashes(path)) ? `${pathInLocale(path, locale)}${rest}` : href;
}
