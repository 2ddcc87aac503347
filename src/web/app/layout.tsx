import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import { formatCopyright } from '#domain/content/footer.ts';
import { isNavigationEntryCurrent, MAIN_NAVIGATION } from '#domain/content/navigation.ts';
import { PhoneLink } from '#web/components/ui/contact-links.tsx';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { Logo } from '#web/components/ui/logo.tsx';

/**
 * The 13 entries in two designed tiers on wide screens (the district and its services, then news,
 * records and contact), each tier one full-width row; in spec order, so the tab order reads on.
 */
const FIRST_TIER_LENGTH = 7;
const NAVIGATION_TIERS = [
  MAIN_NAVIGATION.slice(0, FIRST_TIER_LENGTH),
  MAIN_NAVIGATION.slice(FIRST_TIER_LENGTH),
];

function SiteHeader({ districtName }: { districtName: string }) {
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        {/* The name keeps the visible text first (WCAG 2.5.3) and says where the link leads. */}
        <Link to="/" reloadDocument className="brand" aria-label={`${districtName}, home page`}>
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
        <summary className="site-menu__toggle">Menu</summary>
        <nav aria-label="Main" className="site-nav">
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
                      {entry.label}
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
            Search the site
          </label>
          <input id="site-search-q" type="search" name="q" className="site-search__input" />
          <button type="submit" className="button site-search__button">
            Search
          </button>
        </form>
      </div>
    </header>
  );
}

function SiteFooter({ district, year }: { district: DistrictDetails; year: number }) {
  const { street, city, state, zip } = district.address;
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
            Emergency: <PhoneLink phone={district.emergencyNumber} />
          </p>
          <p>
            Main office: <PhoneLink phone={district.mainOffice.phone} />
          </p>
        </div>
        <ul className="site-footer__links">
          <li>
            <Link to="/subscribe" reloadDocument>
              Get updates by e-mail
            </Link>
          </li>
          <li>
            <Link to="/privacy" reloadDocument>
              Privacy Notice
            </Link>
          </li>
          <li>
            <Link to="/accessibility" reloadDocument>
              Accessibility
            </Link>
          </li>
          <li>
            <ExternalLink href={district.poweredBy.href}>
              {district.poweredBy.label} {district.poweredBy.name}
            </ExternalLink>
          </li>
        </ul>
      </div>
      <div className="container">
        {/* The server's year in the district's zone, passed in so the browser hydrates the same text. */}
        <p className="site-footer__copyright">{formatCopyright(year, district.name)}</p>
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
  year,
  children,
}: {
  district: DistrictDetails;
  year: number;
  children: ReactNode;
}) {
  return (
    <>
      {/* The skip link is in index.html, before the site alerts, so it is always the first stop. */}
      <SiteHeader districtName={district.name} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter district={district} year={year} />
    </>
  );
}
