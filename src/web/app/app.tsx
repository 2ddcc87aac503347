import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { SITE_ROUTES } from '#domain/content/site-routes.ts';
import { useSitePageData } from '#web/lib/site-page-data.tsx';
import { Layout } from './layout.tsx';
import { ROUTE_ELEMENTS, NotFoundElement } from './route-elements.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** The whole site; the page's content comes from the SitePageDataProvider around it. */
export function App() {
  const { pathname } = useLocation();
  const data = useSitePageData();
  return (
    <Layout district={data.district} year={data.year}>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Routes>
            {SITE_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={ROUTE_ELEMENTS[route.id]} />
            ))}
            {NotFoundElement}
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}
