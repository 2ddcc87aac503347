import { hasSpanishPage } from '#domain/content/site-routes.ts';
import { localizedHref, type Locale } from '#domain/i18n/locale.ts';
import type { SiteIntl } from '#domain/i18n/site-intl.ts';

const LINKING_TAG = /<(?:a|form)\b[^>]*>/gi;
const LINK_ATTRIBUTE = /(\s(?:href|action)=")(\/[^"]*)"/gi;

/**
 * Points the links and forms of a translated page at the pages in its language (decision 310):
 * `/contact` becomes `/es/contact` where that page exists, staff content's links included, and a
 * link to a page not translated yet keeps its English address. A link that names its target's
 * language (`hreflang`, the header's language link) is left alone.
 */
export function localizeLinks(html: string, locale: Locale): string {
  if (locale === 'en') return html;
  return html.replace(LINKING_TAG, (tag) =>
    /\shreflang=/i.test(tag)
      ? tag
      : tag.replace(
          LINK_ATTRIBUTE,
          (_match, before: string, href: string) =>
            `${before}${localizedHref(href, locale, hasSpanishPage)}"`,
        ),
  );
}

/** The words of the page template (index.html) the catalogue translates. */
const TEMPLATE_ENGLISH = {
  lang: '<html lang="en">',
  skipLink: '>Skip to main content</a>',
} as const;

/** The page template in a language: `<html lang>` and the skip link, outside the React root. */
export function localizeTemplate(template: string, { locale, t }: SiteIntl): string {
  if (locale === 'en') return template;
  return template
    .replace(TEMPLATE_ENGLISH.lang, () => `<html lang="${locale}">`)
    .replace(TEMPLATE_ENGLISH.skipLink, () => `>${t('layout.skipLink')}</a>`);
}
