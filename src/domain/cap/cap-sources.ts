import { BURN_PATHS } from '#domain/burn/burn-pages.ts';
import type { BurnDayStatus } from '#domain/burn/burn-day.ts';
import { burnHeadline, describeBurnDayReason } from '#domain/burn/burn-words.ts';
import {
  alertSpanishState,
  isAlertActive,
  type SiteAlert,
} from '#domain/content/site-alert.schema.ts';
import { LOCALE_TAGS, pathInLocale, type Locale } from '#domain/i18n/locale.ts';
import { createSiteIntl, type SiteIntl } from '#domain/i18n/site-intl.ts';
import {
  ALERT_LEVEL_RATINGS,
  NO_BURNING_RATING,
  type CapContent,
  type CapInfoWords,
  type CapLanguage,
  type CapSettings,
} from './cap-message.ts';

/** What every message draws from besides its source: the district, the site, the area. */
export interface CapContext {
  districtName: string;
  /** The site's origin, for `web`: PUBLIC_URL, or the request's when it is not set. */
  origin: string;
  /** The district's towns, as the burn settings list them. */
  towns: readonly string[];
  settings: CapSettings;
}

function wordsIn(
  locale: Locale,
  context: CapContext,
  words: { event: string; headline: string; description: string; path: string },
  intl: SiteIntl,
): CapInfoWords {
  const towns = new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' }).format(
    context.towns,
  );
  const web = /^https?:\/\//.test(words.path)
    ? words.path
    : `${context.origin}${pathInLocale(words.path, locale)}`;
  return {
    language: LOCALE_TAGS[locale] as CapLanguage,
    event: words.event,
    senderName: context.districtName,
    headline: words.headline,
    description: words.description,
    web,
    areaDesc: intl.t('cap.areaDesc', { towns, county: context.settings.countyName[locale] }),
  };
}

/**
 * What a published alert says as CAP (decision 340), or null when it no longer applies (ended, or
 * ended early): one info in English, and one in Spanish while staff's Spanish is current.
 */
export function capContentOfAlert(
  alert: SiteAlert,
  context: CapContext,
): Omit<CapContent, 'effective'> & { effective: string | null } {
  const locales: Locale[] = alertSpanishState(alert) === 'current' ? ['en', 'es'] : ['en'];
  return {
    ...ALERT_LEVEL_RATINGS[alert.level],
    effective: alert.startsAt,
    expires: alert.endsAt,
    geocodes: context.settings.geocodes,
    infos: locales.map((locale) => {
      const intl = createSiteIntl(locale);
      const words = locale === 'es' && alert.spanish ? alert.spanish.text : alert;
      return wordsIn(
        locale,
        context,
        {
          event: intl.t(`cap.event.${alert.level}`),
          headline: words.heading,
          description: words.text,
          path: alert.link?.href.split('#')[0] || '/',
        },
        intl,
      );
    }),
  };
}

/** Whether an alert is published as CAP now: showing, or waiting for its start. */
export function isAlertCapActive(alert: SiteAlert, now: Date): boolean {
  return isAlertActive(alert, now) || (alert.startsAt !== null && now < new Date(alert.startsAt));
}

/**
 * A No burning day as CAP (decision 340), in English and Spanish: the headline and reason are the
 * burn catalogue's (decision 324), valid until the next day's status takes over.
 */
export function capContentOfNoBurningDay(
  status: BurnDayStatus,
  effective: string,
  context: CapContext,
): CapContent {
  return {
    ...NO_BURNING_RATING,
    effective,
    expires: status.validUntil,
    geocodes: context.settings.geocodes,
    infos: (['en', 'es'] as const).map((locale) => {
      const intl = createSiteIntl(locale);
      return wordsIn(
        locale,
        context,
        {
          event: intl.t('cap.event.noBurning'),
          headline: burnHeadline(status, intl),
          description: describeBurnDayReason(status, intl),
          path: BURN_PATHS.status,
        },
        intl,
      );
    }),
  };
}
