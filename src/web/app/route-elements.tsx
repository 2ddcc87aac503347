import { useEffect, type ComponentType, type ReactElement } from 'react';
import { Navigate, Route, useLocation } from 'react-router';
import type { PageContent, PageId } from '#domain/content/page-content.schema.ts';
import { REDIRECTS } from '#domain/content/site-routes.ts';
import type { SitePageData } from '#domain/content/site-page-data.ts';
import { useSitePageData } from '#web/lib/site-page-data.tsx';
import { lazyWithTimeout } from './lazy-with-timeout.ts';

/**
 * A content page's route code. Content pages are server-rendered and ship no script (decision
 * 004), so the browser never draws one: loading them lazily keeps them, and what they import,
 * out of the app-shell pages' first load (docs/decisions/103-javascript-weight.md). The server's
 * prerender waits for them.
 */
function contentRoute<Name extends string, Props>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazyWithTimeout(() => load().then((module) => ({ default: module[name] })));
}

const HomeRoute = contentRoute(() => import('./routes/home.tsx'), 'HomeRoute');
const AboutRoute = contentRoute(() => import('./routes/about.tsx'), 'AboutRoute');
const ResourcesRoute = contentRoute(() => import('./routes/resources.tsx'), 'ResourcesRoute');
const PreventionRoute = contentRoute(() => import('./routes/prevention.tsx'), 'PreventionRoute');
const EducationRoute = contentRoute(() => import('./routes/education.tsx'), 'EducationRoute');
const NewsRoute = contentRoute(() => import('./routes/news.tsx'), 'NewsRoute');
const NewsPostRoute = contentRoute(() => import('./routes/news-post.tsx'), 'NewsPostRoute');
const SearchRoute = contentRoute(() => import('./routes/search.tsx'), 'SearchRoute');
const PermitStatusRoute = contentRoute(
  () => import('./routes/permit-status.tsx'),
  'PermitStatusRoute',
);
const PermitVerifyRoute = contentRoute(
  () => import('./routes/permit-verify.tsx'),
  'PermitVerifyRoute',
);
const SubscribeRoute = contentRoute(() => import('./routes/subscribe.tsx'), 'SubscribeRoute');
const PublicRecordsRoute = contentRoute(
  () => import('./routes/public-records.tsx'),
  'PublicRecordsRoute',
);
const ElectionsRoute = contentRoute(() => import('./routes/elections.tsx'), 'ElectionsRoute');
const MinutesRoute = contentRoute(() => import('./routes/minutes.tsx'), 'MinutesRoute');
const RecordsRequestRoute = contentRoute(
  () => import('./routes/records-request.tsx'),
  'RecordsRequestRoute',
);
const CareersRoute = contentRoute(() => import('./routes/careers.tsx'), 'CareersRoute');
const ContactRoute = contentRoute(() => import('./routes/contact.tsx'), 'ContactRoute');
const PrivacyRoute = contentRoute(() => import('./routes/privacy.tsx'), 'PrivacyRoute');
const NotFoundRoute = contentRoute(() => import('./routes/not-found.tsx'), 'NotFoundRoute');
const AccessibilityRoute = contentRoute(
  () => import('./routes/accessibility.tsx'),
  'AccessibilityRoute',
);
const BudgetRoute = contentRoute(() => import('./routes/budget.tsx'), 'BudgetRoute');
const DocumentArchiveRoute = contentRoute(
  () => import('./routes/document-archive.tsx'),
  'DocumentArchiveRoute',
);

// Heavy features load only on their own routes.
const PermitsRoute = lazyWithTimeout(() => import('./routes/permits.tsx'));
const CalendarRoute = lazyWithTimeout(() => import('./routes/calendar.tsx'));
// The back office: one import here, its pages' own chunks behind it (staff-routes.tsx).
const StaffRoute = lazyWithTimeout(() => import('./staff-routes.tsx'));

/** Asks the server for the page: the browser holds only the content of the page it loaded. */
function ReloadDocument() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}`);
  }, [pathname, search]);
  return <p role="status">Loading…</p>;
}

/** Renders page `id` from the content it was given, or fetches it from the server. */
function WithPage<Id extends PageId>({
  id,
  render,
}: {
  id: Id;
  render: (content: PageContent<Id>, data: SitePageData) => ReactElement;
}) {
  const data = useSitePageData();
  if (data.pageId !== id) return <ReloadDocument />;
  return render(data.page as PageContent<Id>, data);
}

export const ROUTE_ELEMENTS: Record<PageId, ReactElement> = {
  home: (
    <WithPage
      id="home"
      render={(content, data) => (
        <HomeRoute
          content={content}
          district={data.district}
          fireConditions={data.fireConditions}
          burnDay={data.burnDay}
        />
      )}
    />
  ),
  about: (
    <WithPage
      id="about"
      render={(content, data) => <AboutRoute content={content} district={data.district} />}
    />
  ),
  resources: <WithPage id="resources" render={(content) => <ResourcesRoute content={content} />} />,
  prevention: (
    <WithPage id="prevention" render={(content) => <PreventionRoute content={content} />} />
  ),
  education: <WithPage id="education" render={(content) => <EducationRoute content={content} />} />,
  permits: (
    <WithPage
      id="permits"
      render={(content, data) => (
        <PermitsRoute
          content={content}
          documents={data.documents}
          burnFeeCents={data.burnFeeCents}
        />
      )}
    />
  ),
  calendar: <WithPage id="calendar" render={(content) => <CalendarRoute content={content} />} />,
  news: (
    <WithPage
      id="news"
      render={(content, data) => <NewsRoute content={content} posts={data.news ?? []} />}
    />
  ),
  'news-post': (
    <WithPage
      id="news-post"
      render={(content, data) =>
        data.newsPost ? (
          <NewsPostRoute content={content} post={data.newsPost} />
        ) : (
          <ReloadDocument />
        )
      }
    />
  ),
  search: (
    <WithPage
      id="search"
      render={(content, data) => (
        <SearchRoute content={content} search={data.search ?? { query: '', results: [] }} />
      )}
    />
  ),
  'permit-status': (
    <WithPage
      id="permit-status"
      render={(content, data) => (
        <PermitStatusRoute
          content={content}
          state={
            data.permitStatus ?? { kind: 'lookup', message: null, permitNumber: '', email: '' }
          }
        />
      )}
    />
  ),
  'permit-verify': (
    <WithPage
      id="permit-verify"
      render={(content, data) => (
        <PermitVerifyRoute
          content={content}
          district={data.district}
          state={data.permitVerify ?? { kind: 'unknown' }}
        />
      )}
    />
  ),
  subscribe: (
    <WithPage
      id="subscribe"
      render={(content, data) => (
        <SubscribeRoute
          content={content}
          state={data.subscribe ?? { kind: 'form', lists: [], email: '', selected: [], errors: {} }}
        />
      )}
    />
  ),
  'public-records': (
    <WithPage
      id="public-records"
      render={(content, data) => (
        <PublicRecordsRoute
          content={content}
          district={data.district}
          documents={data.documents}
          meetingSchedule={data.meetingSchedule}
        />
      )}
    />
  ),
  elections: (
    <WithPage
      id="elections"
      render={(content, data) => (
        <ElectionsRoute content={content} district={data.district} documents={data.documents} />
      )}
    />
  ),
  minutes: (
    <WithPage
      id="minutes"
      render={(content, data) => <MinutesRoute content={content} today={data.today} />}
    />
  ),
  'records-request': (
    <WithPage
      id="records-request"
      render={(content, data) => (
        <RecordsRequestRoute
          content={content}
          district={data.district}
          documents={data.documents}
        />
      )}
    />
  ),
  careers: (
    <WithPage
      id="careers"
      render={(content, data) => (
        <CareersRoute content={content} district={data.district} today={data.today} />
      )}
    />
  ),
  contact: (
    <WithPage
      id="contact"
      render={(content, data) => <ContactRoute content={content} district={data.district} />}
    />
  ),
  privacy: <WithPage id="privacy" render={(content) => <PrivacyRoute content={content} />} />,
  accessibility: (
    <WithPage
      id="accessibility"
      render={(content, data) => <AccessibilityRoute content={content} district={data.district} />}
    />
  ),
  budget: (
    <WithPage
      id="budget"
      render={(content, data) => (
        <BudgetRoute content={content} documents={data.documents} today={data.today} />
      )}
    />
  ),
  'document-archive': (
    <WithPage
      id="document-archive"
      render={(content, data) => (
        <DocumentArchiveRoute
          content={content}
          district={data.district}
          documents={data.documents}
        />
      )}
    />
  ),
  'admin-documents': (
    <WithPage
      id="admin-documents"
      render={(content) => <StaffRoute id="admin-documents" content={content} />}
    />
  ),
  'not-found': (
    <WithPage id="not-found" render={(content) => <NotFoundRoute content={content} />} />
  ),
  'admin-permits': (
    <WithPage
      id="admin-permits"
      render={(content) => <StaffRoute id="admin-permits" content={content} />}
    />
  ),
  admin: <WithPage id="admin" render={(content) => <StaffRoute id="admin" content={content} />} />,
  'admin-accounts': (
    <WithPage
      id="admin-accounts"
      render={(content) => <StaffRoute id="admin-accounts" content={content} />}
    />
  ),
  'admin-activity': (
    <WithPage
      id="admin-activity"
      render={(content) => <StaffRoute id="admin-activity" content={content} />}
    />
  ),
  'admin-burns': (
    <WithPage
      id="admin-burns"
      render={(content) => <StaffRoute id="admin-burns" content={content} />}
    />
  ),
  'admin-inspections': (
    <WithPage
      id="admin-inspections"
      render={(content) => <StaffRoute id="admin-inspections" content={content} />}
    />
  ),
  'admin-records': (
    <WithPage
      id="admin-records"
      render={(content) => <StaffRoute id="admin-records" content={content} />}
    />
  ),
  'admin-inspection-bookings': (
    <WithPage
      id="admin-inspection-bookings"
      render={(content) => <StaffRoute id="admin-inspection-bookings" content={content} />}
    />
  ),
  'admin-records-report': (
    <WithPage
      id="admin-records-report"
      render={(content) => <StaffRoute id="admin-records-report" content={content} />}
    />
  ),
  'admin-property': (
    <WithPage
      id="admin-property"
      render={(content) => <StaffRoute id="admin-property" content={content} />}
    />
  ),
  'admin-working-calendar': (
    <WithPage
      id="admin-working-calendar"
      render={(content) => <StaffRoute id="admin-working-calendar" content={content} />}
    />
  ),
  'admin-subscriptions': (
    <WithPage
      id="admin-subscriptions"
      render={(content) => <StaffRoute id="admin-subscriptions" content={content} />}
    />
  ),
  'admin-operations': (
    <WithPage
      id="admin-operations"
      render={(content) => <StaffRoute id="admin-operations" content={content} />}
    />
  ),
  'admin-two-step': (
    <WithPage
      id="admin-two-step"
      render={(content) => <StaffRoute id="admin-two-step" content={content} />}
    />
  ),
  'admin-password': (
    <WithPage
      id="admin-password"
      render={(content) => <StaffRoute id="admin-password" content={content} />}
    />
  ),
  'admin-content': (
    <WithPage
      id="admin-content"
      render={(content) => <StaffRoute id="admin-content" content={content} />}
    />
  ),
  'admin-news': (
    <WithPage
      id="admin-news"
      render={(content) => <StaffRoute id="admin-news" content={content} />}
    />
  ),
};

export const NotFoundElement = [
  ...Object.entries(REDIRECTS).map(([from, to]) => (
    <Route key={from} path={from} element={<Navigate to={to} replace />} />
  )),
  <Route key="*" path="*" element={ROUTE_ELEMENTS['not-found']} />,
];
