import {
  alertLinkLabelForLocale,
  alertWordsForLocale,
  isAlertDismissible,
} from '#domain/content/site-alert.schema.ts';
import type { PublishedAlert } from '#domain/content/site-alert.schema.ts';
import type { FireRestriction } from '#domain/burn/burn-day.ts';
import { BURN_PATHS } from '#domain/burn/burn-pages.ts';
import { contentForLocale } from '#domain/i18n/spanish-version.ts';
import { InEnglish, useLocale, useText } from '#web/lib/i18n.tsx';

/** Where a visitor's Dismiss button posts; the server remembers the dismissal in a cookie. */
export const DISMISS_ALERT_PATH = '/alerts/dismiss';

/** The alert's link, its label in the page's language while staff's Spanish is current. */
function AlertLink({
  href,
  label,
  isEnglish,
}: {
  href: string;
  label: string;
  isEnglish: boolean;
}) {
  const t = useText();
  const english = isEnglish ? { lang: 'en' as const } : {};
  const isExternal = /^https?:/i.test(href);
  return isExternal ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      <span {...english}>{label}</span>{' '}
      <span className="link-hint">({t('link.opensInNewTab')})</span>
    </a>
  ) : (
    <a href={href} {...english}>
      {label}
    </a>
  );
}

/**
 * Every fire restriction forbidding open burning today, whichever input set it: an alert, the
 * fire conditions or the burn settings' dated list (decision 337). It has no Dismiss: it names
 * what the burn status obeys, and goes when the last restriction ends.
 */
export function FireRestrictionsNotice({
  restrictions,
}: {
  restrictions: readonly FireRestriction[];
}) {
  const t = useText();
  const locale = useLocale();
  if (restrictions.length === 0) return null;
  return (
    <aside className="site-alert site-alert--warning" aria-labelledby="site-alert-restrictions">
      <div className="container site-alert__inner">
        <div className="site-alert__body">
          <h2 id="site-alert-restrictions" className="site-alert__heading">
            {t('alert.restrictions.heading')}
          </h2>
          <p>
            {t('alert.restrictions.inForce', { count: restrictions.length })}{' '}
            {restrictions.map((restriction, index) => {
              const title = contentForLocale(restriction.title, restriction.titleSpanish, locale);
              return (
                <span key={restriction.title}>
                  {index > 0 ? '; ' : ''}
                  {title.isEnglish ? <InEnglish>{title.value}</InEnglish> : title.value}
                </span>
              );
            })}
            . <a href={BURN_PATHS.status}>{t('alert.restrictions.status')}</a>
          </p>
        </div>
      </div>
    </aside>
  );
}

/** Whether `href` leads to a part of the page at `path` (the home page's /#fire-conditions). */
function isLinkIntoPage(href: string, path: string): boolean {
  const [target = '', fragment] = href.split('#');
  return fragment !== undefined && (target || '/') === path;
}

/**
 * The active site alerts at the top of every page, most severe first. They work without
 * JavaScript: Dismiss is a form that posts to the server, which sets a cookie and sends the
 * visitor back to the page (`returnTo`). Emergencies have no Dismiss button.
 *
 * On phones an alert is its title and one line; the rest opens with a native <details>
 * (issue 21). On the page its link leads into (the home page's fire conditions), the alert is its
 * title and the link: that part of the page says the rest, once.
 */
export function SiteAlerts({
  alerts,
  returnTo,
}: {
  alerts: readonly PublishedAlert[];
  returnTo: string;
}) {
  const t = useText();
  const locale = useLocale();
  return (
    <>
      {alerts.map((alert) => {
        const headingId = `site-alert-${alert.id}`;
        // Staff's Spanish while it translates the English as it is now; else the English,
        // marked lang="en" (decision 325).
        const words = alertWordsForLocale(alert, locale);
        const linkLabel = alertLinkLabelForLocale(alert, locale);
        const english = words.isEnglish ? { lang: 'en' as const } : {};
        const heading = words.isEnglish ? (
          <InEnglish>{words.value.heading}</InEnglish>
        ) : (
          words.value.heading
        );
        const isDetailsHere = alert.link !== null && isLinkIntoPage(alert.link.href, returnTo);
        return (
          <aside
            key={alert.id}
            className={`site-alert site-alert--${alert.level}`}
            aria-labelledby={headingId}
          >
            <div className="container site-alert__inner">
              <div className="site-alert__body">
                <h2 id={headingId} className="site-alert__heading">
                  {t(`alert.level.${alert.level}`)}: {heading}
                </h2>
                {isDetailsHere && alert.link ? (
                  <>
                    <p>
                      <AlertLink
                        href={alert.link.href}
                        label={linkLabel?.label ?? alert.link.label}
                        isEnglish={linkLabel?.isEnglish ?? false}
                      />
                    </p>
                    <p>
                      <a href="/subscribe?list=alerts">{t('alert.subscribe')}</a>
                    </p>
                  </>
                ) : (
                  <details className="site-alert__more">
                    <summary className="site-alert__text" {...english}>
                      {words.value.text}
                    </summary>
                    {alert.link ? (
                      <p>
                        <AlertLink
                          href={alert.link.href}
                          label={linkLabel?.label ?? alert.link.label}
                          isEnglish={linkLabel?.isEnglish ?? false}
                        />
                      </p>
                    ) : null}
                    <p>
                      <a href="/subscribe?list=alerts">{t('alert.subscribe')}</a>
                    </p>
                  </details>
                )}
              </div>
              {isAlertDismissible(alert) ? (
                <form method="post" action={DISMISS_ALERT_PATH} className="site-alert__dismiss">
                  <input type="hidden" name="alert" value={alert.versionId} />
                  <input type="hidden" name="returnTo" value={returnTo} />
                  <button type="submit" className="button button--secondary button--small">
                    {t('alert.dismiss')}
                    <span className="visually-hidden">{t('alert.dismissHidden')}</span>
                  </button>
                </form>
              ) : null}
            </div>
          </aside>
        );
      })}
    </>
  );
}
