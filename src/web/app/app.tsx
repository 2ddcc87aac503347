import { Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { SITE_ROUTES } from '#domain/content/site-routes.ts';
import { isStaffPath } from '#domain/staff/staff-path.ts';
import { useSitePageData } from '#web/lib/site-page-data.tsx';
import { Layout } from './layout.tsx';
import { lazyWithTimeout } from './lazy-with-timeout.ts';
import { ROUTE_ELEMENTS, NotFoundElement } from './route-elements.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

// Feature pages (open burning, records, inspections, property) are drawn by the server without
// script; their switch stays out of the app shell every app page loads (the calendar's budget).
const FeaturePageElement = lazyWithTimeout(() =>
  import('./feature-page-element.tsx').then((module) => ({ default: module.FeaturePageElement })),
);
// The back office's layout loads only on /admin paths: public pages never download it.
const StaffLayout = lazyWithTimeout(() => import('./staff-layout.tsx'));

/** The whole site; the page's content comes from the SitePageDataProvider around it. */
export function App() {
  const { pathname } = useLocation();
  const data = useSitePageData();
  const routes: ReactNode = (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        {/* A feature's page (open burning, records, inspections) comes with its own data. */}
        {data.featurePage ? (
          <FeaturePageElement view={data.featurePage} />
        ) : (
          <Routes>
            {SITE_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={ROUTE_ELEMENTS[route.id]} />
            ))}
            {NotFoundElement}
          </Routes>
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
  if (isStaffPath(pathname)) {
    return (
      <Suspense fallback={<p role="status">Loading…</p>}>
        <StaffLayout data={data}>{routes}</StaffLayout>
      </Suspense>
    );
  }
  return (
    <Layout
      district={data.district}
      locale={data.locale}
      text={data.layoutText}
      languageHref={data.languageHref}
    >
      {routes}
    </Layout>
  );
}
