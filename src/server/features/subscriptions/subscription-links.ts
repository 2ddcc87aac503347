import { ALERT_LEVELS, type AlertLevel } from '#domain/content/site-alert.schema.ts';
import type { Locale } from '#domain/i18n/locale.ts';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';
import type { BuiltMail, MailLanguage } from '#domain/subscriptions/subscription-mail.ts';
import { pathForLocale } from '#server/i18n/request-locale.ts';
import {
  SUBSCRIBE_MANAGE_PATH,
  SUBSCRIBE_UNSUBSCRIBE_PATH,
} from '#domain/subscriptions/subscriptions-api.ts';
import type { MailMessage } from '#server/adapters/mailer.ts';
import type { SubscriptionsDeps } from './subscriptions.deps.ts';

/**
 * The absolute links and headers every subscription mail carries: the site's base URL, the
 * personal manage and unsubscribe links, List-Unsubscribe, and the mail's envelope.
 */

export function absoluteUrl(deps: Pick<SubscriptionsDeps, 'env'>, pathOrUrl: string): string {
  const base = deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`;
  return new URL(pathOrUrl, base).toString();
}

/** A page's absolute address in the subscriber's language, when it has one (decision 325). */
export function localizedUrl(
  deps: Pick<SubscriptionsDeps, 'env'>,
  pathOrUrl: string,
  language: Locale,
): string {
  return absoluteUrl(deps, pathForLocale(pathOrUrl, language));
}

export function manageUrlOf(
  deps: Pick<SubscriptionsDeps, 'env'>,
  token: string,
  language: Locale = 'en',
): string {
  const url = new URL(localizedUrl(deps, SUBSCRIBE_MANAGE_PATH, language));
  url.searchParams.set('token', token);
  return url.toString();
}

export function unsubscribeUrlOf(
  deps: Pick<SubscriptionsDeps, 'env'>,
  token: string,
  language: Locale = 'en',
): string {
  return localizedUrl(deps, `${SUBSCRIBE_UNSUBSCRIBE_PATH}/${encodeURIComponent(token)}`, language);
}

/** The words of a mail in `language`, from its catalogue (decision 325). */
export function mailLanguageOf(language: Locale, isItemEnglish = false): MailLanguage {
  return { t: createSiteIntl(language).t, lang: language, isItemEnglish };
}

/**
 * RFC 2369 and RFC 8058: a mailto (read by staff, or a provider's hook) and the HTTPS one-click
 * target, which Gmail and Yahoo POST `List-Unsubscribe=One-Click` to.
 */
export function unsubscribeHeadersOf(
  deps: Pick<SubscriptionsDeps, 'env'>,
  token: string,
): Record<string, string> {
  const mailto = `mailto:${deps.env.MAIL_LIST_UNSUBSCRIBE_TO}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
  return {
    'List-Unsubscribe': `<${mailto}>, <${unsubscribeUrlOf(deps, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function toMailMessage(
  deps: SubscriptionsDeps,
  to: string,
  mail: BuiltMail,
  headers?: Record<string, string>,
): MailMessage {
  return {
    from: deps.env.MAIL_FROM,
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(headers ? { headers } : {}),
  };
}

/** The alert levels' names in Spanish, for the subject of an alert's Spanish notice. */
export function spanishAlertLevels(): Record<AlertLevel, string> {
  const { t } = createSiteIntl('es');
  return Object.fromEntries(
    ALERT_LEVELS.map((level) => [level, t(`alert.level.${level}`)]),
  ) as Record<AlertLevel, string>;
}
