import { useContext } from 'react';
import { matchesRoutePath } from '#domain/content/site-routes.ts';
import { localizedHref, type Locale } from '#domain/i18n/locale.ts';
import { fillPlaceholders } from '#domain/i18n/fill-placeholders.ts';
import { SitePageDataContext } from './site-page-data.tsx';

/** Draws an English text of the catalogue in the page's language, placeholders filled in. */
export type PageTextTranslator = (
  english: string,
  values?: Readonly<Record<string, string | number>>,
) => string;

/**
 * The words of an app-shell page (the permit forms) in its language, on the server and in the
 * browser alike (decision 316): the component writes the specification's English, and a page
 * in another language shows the translation the server put in the page data. Without page data
 * (component tests) or on an English page, the English as written.
 */
export function usePageText(): PageTextTranslator {
  const text = useContext(SitePageDataContext)?.pageText;
  return (english, values) => fillPlaceholders(text?.[english] ?? english, values);
}

/**
 * Where a link to English path `href` leads on this page: the same page in the page's language
 * when the server listed it as translated (`translatedPaths`), else the English page; the same
 * answer the server's `localizeLinks` gives, so hydration matches.
 */
export function useLocalizedHref(): (href: string) => string {
  const data = useContext(SitePageDataContext);
  const translated = data?.translatedPaths ?? [];
  return (href) =>
    localizedHref(href, data?.locale ?? 'en', (path) =>
      translated.some((pattern) => matchesRoutePath(pattern, path)),
    );
}

/** The page's language (English without page data, as in component tests). */
export function usePageLocale(): Locale {
  return useContext(SitePageDataContext)?.locale ?? 'en';
}

/**
 * A translated sentence with one placeholder drawn in bold (a permit number): the text around
 * `{name}` as text, the value in `<strong>`.
 */
export function TextWithStrong({
  text,
  name,
  value,
}: {
  text: string;
  name: string;
  value: string;
}) {
  const [before = '', after = ''] = text.split(`{${name}}`);
  return (
    <>
      {before}
      <strong>{value}</strong>
      {after}
    </>
  );
}

/**
 * The `lang` of an element showing one block of the page's staff content (decision 327): none on
 * an English page or where the block shows Spanish (`translatedBlocks`), `en` where it is English.
 */
export function useContentLang(): (block: string) => 'en' | undefined {
  const data = useContext(SitePageDataContext);
  const translated = data?.translatedBlocks ?? [];
  return (block) =>
    (data?.locale ?? 'en') === 'en' || translated.includes(`page.${block}`) ? undefined : 'en';
}
