import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import { CATALOGUES, type MessageId } from '#domain/i18n/catalogues.ts';
import { LOCALE_TAGS, LOCALES, type Locale } from '#domain/i18n/locale.ts';
import { useSitePageDataIfAny } from './site-page-data.tsx';

/**
 * The request's language for a server render (issue 29, decision 310): one IntlProvider per
 * render, made from the locale the URL's prefix gives. Only the server (and a future island)
 * renders inside it: the app shell's browser bundle does not load react-intl (the permit forms'
 * 120 KB budget), and the layout reads its words already formatted from the page data.
 */
export function SiteIntlProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider
      locale={LOCALE_TAGS[locale]}
      defaultLocale={LOCALE_TAGS.en}
      messages={CATALOGUES[locale]}
      timeZone={DISTRICT_TIME_ZONE}
      onError={(error) => {
        throw error;
      }}
    >
      {children}
    </IntlProvider>
  );
}

/** The language of the render, from its IntlProvider. */
export function useLocale(): Locale {
  const { locale } = useIntl();
  return LOCALES.find((candidate) => LOCALE_TAGS[candidate] === locale) ?? 'en';
}

/** A catalogue message of the render's language, placeholders filled in. */
export function useText(): (id: MessageId, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/**
 * Attributes for an element that shows staff content, which has no Spanish version yet: on a
 * page in another language it says the text is English (`lang="en"`, WCAG 3.1.2); on an English
 * page it adds nothing, so English pages stay as they were.
 */
export function useEnglishContent(): { lang?: 'en' } {
  return useLocale() === 'en' ? {} : { lang: 'en' };
}

/**
 * Attributes for the element showing one block of staff content (decision 327): nothing on an
 * English page or where the block shows the Spanish staff wrote; `lang="en"` where the block
 * has no current Spanish and shows the English.
 */
export function useContentBlocks(
  item: 'page' | 'fireConditions' | 'district',
): (block: string) => { lang?: 'en' } {
  const blocks = useItemBlocks();
  return (block) => blocks(item, block);
}

/**
 * `useContentBlocks` for items a page lists (decision 329): a meeting's block by its item id
 * (`meeting-2026-06-15-1830`, `place`), a document's title (`document-<key>`, `title`).
 */
export function useItemBlocks(): (item: string, block: string) => { lang?: 'en' } {
  const isEnglishPage = useLocale() === 'en';
  const translated = new Set(useSitePageDataIfAny()?.translatedBlocks ?? []);
  return (item, block) =>
    isEnglishPage || translated.has(`${item}.${block}`) ? {} : { lang: 'en' };
}

/**
 * Attributes for the fields of a news post (decision 331): nothing on an English page or for a
 * field the post shows in Spanish (`translatedBlocks`), else `lang="en"`.
 */
export function usePostFields(post: {
  translatedBlocks?: readonly string[] | undefined;
}): (field: 'title' | 'summary' | 'bodyHtml') => { lang?: 'en' } {
  const isEnglishPage = useLocale() === 'en';
  return (field) => (isEnglishPage || post.translatedBlocks?.includes(field) ? {} : { lang: 'en' });
}

/** A `YYYY-MM-DD` day in words in the render's language: "June 1, 2025", "1 de junio de 2025". */
export function LocalDay({ day }: { day: string }) {
  const intl = useIntl();
  return (
    <time dateTime={day}>
      {intl.formatDate(new Date(`${day}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })}
    </time>
  );
}

/**
 * Staff content inside a line of translated text: on a page in another language, a
 * `<span lang="en">` around it; on an English page the content alone, as before.
 */
export function InEnglish({
  children,
  isTranslated = false,
}: {
  children: ReactNode;
  /** The block shows the Spanish staff wrote (`useContentBlocks`): no marking. */
  isTranslated?: boolean;
}) {
  return useLocale() === 'en' || isTranslated ? children : <span lang="en">{children}</span>;
}
