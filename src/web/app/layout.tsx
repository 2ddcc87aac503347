import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { DISTRICT } from '#domain/content/district.ts';
import { FOOTER, formatCopyright } from '#domain/content/footer.ts';
import { isNavigationEntryCurrent, MAIN_NAVIGATION } from '#domain/content/navigation.ts';
import { PhoneLink } from '#web/components/ui/contact-links.tsx';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { Logo } from '#web/components/ui/logo.tsx';

function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        {/* The name keeps the visible text first (WCAG 2.5.3) and says where the link leads. */}
        <Link to="/" className="brand" aria-label={`${DISTRICT.name}, home page`}>
          <Logo />
          <span className="brand__name">{DISTRICT.name}</span>
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
          <ul className="container site-nav__list">
            {MAIN_NAVIGATION.map((entry) => (
              <li key={entry.path}>
                <Link
                  to={entry.path}
                  className="site-nav__link"
                  aria-current={isNavigationEntryCurrent(entry, pathname) ? 'page' : undefined}
                >
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    </header>
  );
}

function SiteFooter() {
  const { street, city, state, zip } = DISTRICT.address;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__name">{DISTRICT.name}</p>
          <p>
            {street}
            <br />
            {city}, {state} {zip}
          </p>
        </div>
        <div>
          <p>
            Emergency: <PhoneLink phone={DISTRICT.emergencyNumber} />
          </p>
          <p>
            Main office: <PhoneLink phone={DISTRICT.mainOffice.phone} />
          </p>
        </div>
        <ul className="site-footer__links">
          <li>
            <Link to={FOOTER.privacyLink.path}>{FOOTER.privacyLink.label}</Link>
          </li>
          <li>
            <ExternalLink href={FOOTER.poweredBy.href}>
              {FOOTER.poweredBy.label} {FOOTER.poweredBy.name}
            </ExternalLink>
          </li>
        </ul>
      </div>
      <div className="container">
        {/* The build year: content pages are prerendered, and the site is rebuilt at each release. */}
        <p className="site-footer__copyright">
          {formatCopyright(new Date().getFullYear(), DISTRICT.name)}
        </p>
      </div>
    </footer>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
