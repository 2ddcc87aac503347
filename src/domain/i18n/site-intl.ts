import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DISTRICT_TIME_ZONE } from '../clock.ts';
import { CATALOGUES, type MessageId } from './catalogues.ts';
import { LOCALE_TAGS, type Locale } from './locale.ts';

/** Formatters FormatJS memoizes, shared by both languages' intl objects. */
const FORMATTER_CACHE = createIntlCache();

export interface SiteIntl {
  locale: Locale;
  intl: IntlShape<string>;
  /** A catalogue message with its placeholders filled in. */
  t: (id: MessageId, values?: Record<string, string | number>) => string;
}

/**
 * The FormatJS intl of a language: its catalogue, es-US or en-US, and the district's time zone for
 * instants. One per language, made on first use and shared by every request and e-mail in that
 * language: it holds no state of a request, and making one per request (createIntl, its
 * formatters' memo keys) was most of a cached page's cost (issue 36).
 */
export function createSiteIntl(locale: Locale): SiteIntl {
  let made = SITE_INTLS.get(locale);
  if (!made) {
    made = makeSiteIntl(locale);
    SITE_INTLS.set(locale, made);
  }
  return made;
}

const SITE_INTLS = new Map<Locale, SiteIntl>();

function makeSiteIntl(locale: Locale): SiteIntl {
  const intl = createIntl(
    {
      locale: LOCALE_TAGS[locale],
      defaultLocale: LOCALE_TAGS.en,
      messages: CATALOGUES[locale],
      timeZone: DISTRICT_TIME_ZONE,
      onError: (error) => {
        throw error;
      },
    },
    FORMATTER_CACHE,
  );
  return {
    locale,
    intl,
    t: (id, values) => intl.formatMessage({ id }, values),
  };
}

/** A `YYYY-MM-DD` calendar day in words: "June 1, 2025", "1 de junio de 2025". */
export function formatCalendarDay({ intl }: SiteIntl, day: string): string {
  // A calendar day has no zone: format its midnight in UTC so no zone shifts it by a day.
  return intl.formatDate(new Date(`${day}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}

/** An instant's day and time in the district's zone: "June 1, 2025 at 7:00 PM". */
export function formatDistrictDateTime({ intl }: SiteIntl, instant: Date): string {
  return intl.formatDate(instant, { dateStyle: 'long', timeStyle: 'short' });
}

/** An instant's clock time in the district's zone: "7:00 PM", "7:00 p.m.". */
export function formatDistrictTime({ intl }: SiteIntl, instant: Date): string {
  return intl.formatTime(instant, { timeStyle: 'short' });
}

/** Whole cents as US dollars: "$1,234.50" in both languages. */
export function formatMoney({ intl }: SiteIntl, cents: number): string {
  return intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });
}

const US_PHONE_DIGITS = 10;

/**
 * A US phone number as the district writes it, "(435) 555-0100", whatever the language (US
 * agencies keep the US form in Spanish too); anything that is not ten digits is left as given.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length !== US_PHONE_DIGITS) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
