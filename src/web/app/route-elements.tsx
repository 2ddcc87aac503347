import type { ReactElement } from 'react';
import { Navigate, Route } from 'react-router';
import { REDIRECTS, type SiteRouteId } from '#domain/content/site-routes.ts';
import { HomeRoute } from './routes/home.tsx';
import { AboutRoute } from './routes/about.tsx';
import { ResourcesRoute } from './routes/resources.tsx';
import { PreventionRoute } from './routes/prevention.tsx';
import { EducationRoute } from './routes/education.tsx';
import { NewsRoute } from './routes/news.tsx';
import { PublicRecordsRoute } from './routes/public-records.tsx';
import { ElectionsRoute } from './routes/elections.tsx';
import { MinutesRoute } from './routes/minutes.tsx';
import { RecordsRequestRoute } from './routes/records-request.tsx';
import { CareersRoute } from './routes/careers.tsx';
import { ContactRoute } from './routes/contact.tsx';
import { PrivacyRoute } from './routes/privacy.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { lazyWithTimeout } from './lazy-with-timeout.ts';

// Heavy features load only on their own routes.
const PermitsRoute = lazyWithTimeout(() => import('./routes/permits.tsx'));
const CalendarRoute = lazyWithTimeout(() => import('./routes/calendar.tsx'));
const AdminPermitsRoute = lazyWithTimeout(() => import('./routes/admin-permits.tsx'));
const AdminHomeRoute = lazyWithTimeout(() => import('./routes/admin-home.tsx'));
const AdminAccountsRoute = lazyWithTimeout(() => import('./routes/admin-accounts.tsx'));
const AdminActivityRoute = lazyWithTimeout(() => import('./routes/admin-activity.tsx'));
const AdminTwoStepRoute = lazyWithTimeout(() => import('./routes/admin-two-step.tsx'));

export const ROUTE_ELEMENTS: Record<SiteRouteId, ReactElement> = {
  home: <HomeRoute />,
  about: <AboutRoute />,
  resources: <ResourcesRoute />,
  prevention: <PreventionRoute />,
  education: <EducationRoute />,
  permits: <PermitsRoute />,
  calendar: <CalendarRoute />,
  news: <NewsRoute />,
  'public-records': <PublicRecordsRoute />,
  elections: <ElectionsRoute />,
  minutes: <MinutesRoute />,
  'records-request': <RecordsRequestRoute />,
  careers: <CareersRoute />,
  contact: <ContactRoute />,
  privacy: <PrivacyRoute />,
  'admin-permits': <AdminPermitsRoute />,
  admin: <AdminHomeRoute />,
  'admin-accounts': <AdminAccountsRoute />,
  'admin-activity': <AdminActivityRoute />,
  'admin-two-step': <AdminTwoStepRoute />,
};

export const NotFoundElement = [
  ...Object.entries(REDIRECTS).map(([from, to]) => (
    <Route key={from} path={from} element={<Navigate to={to} replace />} />
  )),
  <Route key="*" path="*" element={<NotFoundRoute />} />,
];
