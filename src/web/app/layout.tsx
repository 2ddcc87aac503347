import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import { isNavigationEntryCurrent, MAIN_NAVIGATION } from '#domain/content/navigation.ts';
import type { LayoutText } from '#domain/i18n/layout-text.ts';
import type { Locale } from '#domain/i18n/locale.ts';
import { PhoneLink } from '#web/components/ui/contact-links.tsx';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { Logo } from '#web/components/ui/logo.tsx';
import { useSitePageDataIfAny } from '#web/lib/site-page-data.tsx';

/**
 * The 13 entries in two designed tiers on wide screens (the district and its services, then news,
 * records and contact), each tier one full-width row; in spec order, so the tab order reads on.
 */
const FIRST_TIER_LENGTH = 7;
const NAVIGATION_TIERS = [
  MAIN_NAVIGATION.slice(0, FIRST_TIER_LENGTH),
  MAIN_NAVIGATION.slice(FIRST_TIER_LENGTH),
];

/**
 * The other language's version of this page (decision 310): the Spanish page when there is one,
 * else the Spanish home page; on a Spanish page, the English page. The server works out `href`.
 */
function LanguageLink({ locale, href, label }: { locale: Locale; href: string; label: string }) {
  const other = locale === 'en' ? 'es' : 'en';
  return (
    <a href={href} hrefLang={other} lang={other} className="site-header__language">
      {label}
    </a>
  );
}

function SiteHeader({
  districtName,
  locale,
  text,
  languageHref,
}: {
  districtName: string;
  locale: Locale;
  text: LayoutText;
  languageHref: string;
}) {
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        {/* The name keeps the visible text first (WCAG 2.5.3) and says where the link leads. */}
        <Link to="/" reloadDocument className="brand" aria-label={text['layout.homeLinkLabel']}>
          <Logo />
          <span className="brand__name">{districtName}</span>
        </Link>
      </div>
      {/*
        A disclosure, so the narrow-screen menu opens by keyboard on pages that ship no JavaScript.
        On wide screens global.css shows its content and hides the Menu button. The key closes it
        again after a client-side navigation on app-shell pages.
      */}
      <details className="site-menu" key={pathname}>
        <summary className="site-menu__toggle">{text['layout.menu']}</summary>
        <nav aria-label={text['layout.mainNavigation']} className="site-nav">
          <div className="container site-nav__tiers">
            {NAVIGATION_TIERS.map((tier) => (
              <ul key={tier[0]?.path} className="site-nav__list">
                {tier.map((entry) => (
                  <li key={entry.path}>
                    <Link
                      to={entry.path}
                      reloadDocument
                      className="site-nav__link"
                      aria-current={isNavigationEntryCurrent(entry, pathname) ? 'page' : undefined}
                    >
                      {text[entry.messageId]}
                    </Link>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </nav>
      </details>
      {/* A plain GET form: search works without JavaScript (issue 10, item 6). */}
      <div className="container site-search">
        <form role="search" action="/search" method="get" className="site-search__form">
          <label htmlFor="site-search-q" className="visually-hidden">
            {text['layout.searchLabel']}
          </label>
          <input id="site-search-q" type="search" name="q" className="site-search__input" />
          <button type="submit" className="button site-search__button">
            {text['layout.searchButton']}
          </button>
        </form>
        {/* After search in the tab order: the header's first stops stay logo, Menu, search. */}
        <LanguageLink locale={locale} href={languageHref} label={text['layout.languageLink']} />
      </div>
    </header>
  );
}

function SiteFooter({
  district,
  locale,
  text,
}: {
  district: DistrictDetails;
  locale: Locale;
  text: LayoutText;
}) {
  const { street, city, state, zip } = district.address;
  const translatedBlocks = useSitePageDataIfAny()?.translatedBlocks ?? [];
  const credit = (
    <ExternalLink href={district.poweredBy.href} hint={text['layout.creditOpensInNewTab']}>
      {district.poweredBy.label} {district.poweredBy.name}
    </ExternalLink>
  );
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__name">{district.name}</p>
          <p>
            {street}
            <br />
            {city}, {state} {zip}
          </p>
        </div>
        <div>
          <p>
            {text['layout.emergency']} <PhoneLink phone={district.emergencyNumber} />
          </p>
          <p>
            {text['layout.mainOffice']} <PhoneLink phone={district.mainOffice.phone} />
          </p>
        </div>
        <ul className="site-footer__links">
          <li>
            <Link to="/subscribe" reloadDocument>
              {text['layout.getUpdates']}
            </Link>
          </li>
          <li>
            <Link to="/privacy" reloadDocument>
              {text['layout.privacy']}
            </Link>
          </li>
          <li>
            <Link to="/accessibility" reloadDocument>
              {text['layout.accessibility']}
            </Link>
          </li>
          <li>
            {/* The credit's label is the district's wording: English until staff write its Spanish. */}
            {locale === 'en' || translatedBlocks.includes('district.poweredByLabel') ? (
              credit
            ) : (
              <span lang="en">{credit}</span>
            )}
          </li>
        </ul>
      </div>
      <div className="container">
        {/* The server's year in the district's zone, passed in so the browser hydrates the same text. */}
        <p className="site-footer__copyright">{text['layout.copyright']}</p>
      </div>
    </footer>
  );
}

/**
 * Header, main and footer of every page. Links to other pages load the page from the server
 * (`reloadDocument`), which renders it with the published content; the browser holds only the
 * content of the page it was given.
 */
export function Layout({
  district,
  locale,
  text,
  languageHref,
  children,
}: {
  district: DistrictDetails;
  locale: Locale;
  /** The header's language link (SitePageData.languageHref). */
  languageHref: string;
  /** The layout's words in the page's language, from the page data (decision 310). */
  text: LayoutText;
  children: ReactNode;
}) {
  return (
    <>
      {/* The skip link is in index.html, before the site alerts, so it is always the first stop. */}
      <SiteHeader
        districtName={district.name}
        locale={locale}
        text={text}
        languageHref={languageHref}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter district={district} locale={locale} text={text} />
    </>
  );
}
