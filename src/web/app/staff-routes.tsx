import type { AppShellPage } from '#domain/content/page-content.schema.ts';
import { lazyWithTimeout } from './lazy-with-timeout.ts';

/**
 * The back office's routes, each still its own chunk. They live here, loaded with the first staff
 * page, so the public app shell carries one import for the whole back office instead of one (and
 * its preload list) per staff page (issue 21: the staff workspace adds no JavaScript to public
 * pages).
 */
const STAFF_ROUTES = {
  admin: lazyWithTimeout(() => import('./routes/admin-home.tsx')),
  'admin-permits': lazyWithTimeout(() => import('./routes/admin-permits.tsx')),
  'admin-accounts': lazyWithTimeout(() => import('./routes/admin-accounts.tsx')),
  'admin-activity': lazyWithTimeout(() => import('./routes/admin-activity.tsx')),
  'admin-burns': lazyWithTimeout(() => import('./routes/admin-burns.tsx')),
  'admin-inspections': lazyWithTimeout(() => import('./routes/admin-inspections.tsx')),
  'admin-inspection-bookings': lazyWithTimeout(
    () => import('./routes/admin-inspection-bookings.tsx'),
  ),
  'admin-subscriptions': lazyWithTimeout(() => import('./routes/admin-subscriptions.tsx')),
  'admin-operations': lazyWithTimeout(() => import('./routes/admin-operations.tsx')),
  'admin-two-step': lazyWithTimeout(() => import('./routes/admin-two-step.tsx')),
  'admin-password': lazyWithTimeout(() => import('./routes/admin-password.tsx')),
  'admin-records': lazyWithTimeout(() => import('./routes/admin-records.tsx')),
  'admin-records-report': lazyWithTimeout(() => import('./routes/admin-records-report.tsx')),
  'admin-working-calendar': lazyWithTimeout(() => import('./routes/admin-working-calendar.tsx')),
  'admin-property': lazyWithTimeout(() => import('./routes/admin-property.tsx')),
  'admin-property-verification': lazyWithTimeout(
    () => import('./routes/admin-property-verification.tsx'),
  ),
  'admin-chipper': lazyWithTimeout(() => import('./routes/admin-chipper.tsx')),
  'admin-documents': lazyWithTimeout(() => import('./routes/admin-documents.tsx')),
  'admin-content': lazyWithTimeout(() => import('./routes/content-admin.tsx')),
  'admin-news': lazyWithTimeout(() => import('./routes/content-admin.tsx')),
};

export type StaffPageId = keyof typeof STAFF_ROUTES;

export default function StaffRoute({ id, content }: { id: StaffPageId; content: AppShellPage }) {
  const Route = STAFF_ROUTES[id];
  return <Route content={content} />;
}
