import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { DISTRICT } from '#domain/content/district.ts';
import { findSiteRoute, NOT_FOUND_ROUTE, SITE_ROUTES } from '#domain/content/site-routes.ts';
import { Layout } from './layout.tsx';
import { ROUTE_ELEMENTS, NotFoundElement } from './route-elements.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

export function formatDocumentTitle(title: string): string {
  return `${title} | ${DISTRICT.name}`;
}

function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = findSiteRoute(pathname);
    document.title = formatDocumentTitle(route?.title ?? NOT_FOUND_ROUTE.title);
  }, [pathname]);
  return null;
}

export function App() {
  const { pathname } = useLocation();
  return (
    <Layout>
      <DocumentTitle />
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
