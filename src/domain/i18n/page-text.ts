import type { PageId } from '../content/page-content.schema.ts';
import { SITE_ROUTES, SPANISH_FEATURE_PATHS } from '../content/site-routes.ts';
import { CATALOGUES } from './catalogues.ts';
import type { Locale } from './locale.ts';

/**
 * The app-shell pages whose words the browser draws too (decision 316): their catalogue keys'
 * prefixes. The browser loads no FormatJS (the permit forms' 120 KB budget), so the server puts
 * the page's translations in its page data, English text to translated text, and the components
 * look their English up there (`usePageText` in src/web/lib/page-text.ts).
 */
export const PAGE_TEXT_PREFIXES: Partial<Record<PageId, readonly string[]>> = {
  permits: ['permits.', 'link.'],
  calendar: ['calendar.'],
};

/**
 * An app-shell page's words in `locale`: each English catalogue text of the page's keys to its
 * translation. English pages need none (the components hold the English), so they get nothing.
 */
export function pageTextFor(pageId: PageId, locale: Locale): Record<string, string> | undefined {
  const prefixes = PAGE_TEXT_PREFIXES[pageId];
  return prefixes ? textForPrefixes(prefixes, locale) : undefined;
}

/**
 * The catalogue's messages whose keys start with one of `prefixes`, each English text to its
 * translation in `locale`, for browser code that loads no FormatJS (an app-shell page, the
 * elections island); none for English.
 */
export function textForPrefixes(
  prefixes: readonly string[],
  locale: Locale,
): Record<string, string> | undefined {
  if (locale === 'en') return undefined;
  const english = CATALOGUES.en;
  const translated = CATALOGUES[locale];
  const text: Record<string, string> = {};
  for (const id of Object.keys(english) as (keyof typeof english)[]) {
    if (prefixes.some((prefix) => id.startsWith(prefix))) text[english[id]] = translated[id];
  }
  return text;
}

/**
 * The English paths and patterns (`/permits/burn/permit/:token`) that have a page in `locale`
 * (the content routes marked `hasSpanish` and the feature pages listed in
 * `SPANISH_FEATURE_PATHS`); none for English. A pattern covers a fee's way back to its permit.
 */
export function translatedPathsFor(locale: Locale): string[] | undefined {
  if (locale === 'en') return undefined;
  const paths = [
    ...SITE_ROUTES.filter((route) => route.hasSpanish).map((route) => route.path),
    ...SPANISH_FEATURE_PATHS,
  ];
  return [...new Set(paths)];
}
