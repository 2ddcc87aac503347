import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ALERT_LEVEL_LABELS } from '#domain/content/site-alert.schema.ts';
import type { SitePageData } from '#domain/content/site-page-data.ts';
import { isStaffEntryCurrent, visibleStaffNavigation } from '#domain/staff/staff-navigation.ts';
import { Logo } from '#web/components/ui/logo.tsx';
import { StaffSessionProvider, useStaffSession } from '#web/components/staff/staff-session.tsx';

function describeRoles(roles: readonly string[]): string {
  const labels = roles.map((role) => role.replace(/-/g, ' '));
  const text = labels.join(', ') || 'no role';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function StaffHeader({ districtName }: { districtName: string }) {
  const { state, logOut } = useStaffSession();
  return (
    <header className="staff-header">
      {/* The visible name comes first in the link's name (WCAG 2.5.3). */}
      <a href="/" className="staff-header__brand" aria-label={`${districtName}, public site`}>
        <Logo />
        <span>{districtName}</span>
      </a>
      {state.kind === 'logged-in' ? (
        <div className="staff-header__account">
          <p className="staff-header__who">
            Logged in as <strong>{state.me.username}</strong>{' '}
            <span className="staff-header__role">({describeRoles(state.me.roles)})</span>
          </p>
          <button type="button" className="button button--secondary button--small" onClick={logOut}>
            Log out
          </button>
        </div>
      ) : null}
    </header>
  );
}

function StaffNavigation() {
  const { state } = useStaffSession();
  const { pathname } = useLocation();
  if (state.kind !== 'logged-in') return null;
  const groups = visibleStaffNavigation(state.me.permissions);
  return (
    // A disclosure: one Menu button on phones; global.css keeps it open on wide screens.
    <details className="staff-menu">
      <summary className="staff-menu__toggle">Menu</summary>
      <nav aria-label="Back office" className="staff-nav">
        <a
          href="/admin"
          className="staff-nav__link staff-nav__home"
          aria-current={pathname === '/admin' ? 'page' : undefined}
        >
          Needs attention
        </a>
        {groups.map((group, index) => (
          <div key={group.label} className="staff-nav__group">
            <p id={`staff-nav-group-${index}`} className="staff-nav__group-label">
              {group.label}
            </p>
            <ul aria-labelledby={`staff-nav-group-${index}`}>
              {group.entries.map((entry) => (
                <li key={entry.path}>
                  <a
                    href={entry.path}
                    className="staff-nav__link"
                    aria-current={isStaffEntryCurrent(entry, pathname) ? 'page' : undefined}
                  >
                    {entry.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </details>
  );
}

/**
 * The back office's own layout (issue 21), in place of the public header and footer: the
 * district's name, who is logged in and Log out, a line when a public alert is live, the
 * navigation grouped by job, then the page. Loaded only on /admin paths, so public pages never
 * download it.
 */
export default function StaffLayout({
  data,
  children,
}: {
  data: Pick<SitePageData, 'district' | 'liveAlert'>;
  children: ReactNode;
}) {
  const { liveAlert } = data;
  return (
    <StaffSessionProvider>
      <StaffHeader districtName={data.district.name} />
      {liveAlert ? (
        <p className="staff-alert-notice">
          Live on the public site: {ALERT_LEVEL_LABELS[liveAlert.level]}: {liveAlert.heading}.{' '}
          <a href="/">See it on the home page</a>
        </p>
      ) : null}
      <div className="staff-shell">
        <StaffNavigation />
        <main id="main" tabIndex={-1} className="staff-main">
          {children}
        </main>
      </div>
    </StaffSessionProvider>
  );
}
