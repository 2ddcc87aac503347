import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { findStaffSection } from '#domain/staff/staff-navigation.ts';
import { trimTrailingSlashes } from '#domain/url-path.ts';

/**
 * The top of every staff page (issue 21): a breadcrumb back to the section, the title and at most
 * one primary action. Compact, so the page's data starts within a phone's first screen.
 */
export function StaffPageHeader({ title, action }: { title: string; action?: ReactNode }) {
  const { pathname } = useLocation();
  const section = findStaffSection(pathname);
  const isSectionPage = section && trimTrailingSlashes(pathname) !== section.entry.path;
  return (
    <div className="staff-page-header">
      {pathname !== '/admin' ? (
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li>
              <a href="/admin">Back office</a>
            </li>
            {section ? (
              <li>
                {isSectionPage ? (
                  <a href={section.entry.path}>{section.entry.label}</a>
                ) : (
                  <span>{section.group.label}</span>
                )}
              </li>
            ) : null}
          </ol>
        </nav>
      ) : null}
      <div className="staff-page-header__row">
        <h1>{title}</h1>
        {action ? <div className="staff-page-header__action">{action}</div> : null}
      </div>
    </div>
  );
}

/**
 * A page's filters: always open on wide screens; on phones behind one "Filters" disclosure, so the
 * data comes first. A native <details>: global.css opens it on wide screens.
 */
export function StaffFilters({ children }: { children: ReactNode }) {
  return (
    <details className="staff-filters">
      <summary className="staff-filters__toggle">Filters</summary>
      <div className="staff-filters__body">{children}</div>
    </details>
  );
}
