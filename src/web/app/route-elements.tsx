import { useEffect, type ComponentType, type ReactElement } from 'react';
import { Navigate, Route, useLocation } from 'react-router';
import type { PageContent, PageId } from '#domain/content/page-content.schema.ts';
import { REDIRECTS } from '#domain/content/site-routes.ts';
import type { SitePageData } from '#domain/content/site-page-data.ts';
import { useSitePageData } from '#web/lib/site-page-data.tsx';
import { lazyWithTimeout } from './lazy-with-timeout.ts';
import type { StaffPageId as StaffRouteId } from './staff-routes.tsx';

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

/**
 * Page `id` drawn by `Page` from its content and, where it needs them, the props `propsOf` picks
 * from the page data.
 */
function pageElement<Id extends PageId, Props extends { content: PageContent<Id> }>(
  id: Id,
  Page: ComponentType<Props>,
  ...[propsOf]: keyof Omit<Props, 'content'> extends never
    ? []
    : [(data: SitePageData) => Omit<Props, 'content'>]
): ReactElement {
  return (
    <WithPage
      id={id}
      render={(content, data) => <Page {...({ ...propsOf?.(data), content } as Props)} />}
    />
  );
}

/** What the pages that list the district's documents take besides their content. */
const districtAndDocuments = (data: SitePageData) => ({
  district: data.district,
  documents: data.documents,
});

const PUBLIC_ELEMENTS: Record<Exclude<PageId, StaffPageId>, ReactElement> = {
  home: pageElement('home', HomeRoute, (data) => ({
    district: data.district,
    fireConditions: data.fireConditions,
    burnDay: data.burnDay,
  })),
  about: pageElement('about', AboutRoute, (data) => ({ district: data.district })),
  resources: pageElement('resources', ResourcesRoute),
  prevention: pageElement('prevention', PreventionRoute),
  education: pageElement('education', EducationRoute),
  permits: pageElement('permits', PermitsRoute, (data) => ({
    documents: data.documents,
    burnFeeCents: data.burnFeeCents,
  })),
  calendar: pageElement('calendar', CalendarRoute),
  news: pageElement('news', NewsRoute, (data) => ({ posts: data.news ?? [] })),
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
  search: pageElement('search', SearchRoute, (data) => ({
    search: data.search ?? { query: '', results: [] },
  })),
  'permit-status': pageElement('permit-status', PermitStatusRoute, (data) => ({
    state: data.permitStatus ?? { kind: 'lookup', message: null, permitNumber: '', email: '' },
  })),
  'permit-verify': pageElement('permit-verify', PermitVerifyRoute, (data) => ({
    district: data.district,
    state: data.permitVerify ?? { kind: 'unknown' },
  })),
  subscribe: pageElement('subscribe', SubscribeRoute, (data) => ({
    state: data.subscribe ?? {
      kind: 'form',
      lists: [],
      email: '',
      selected: [],
      language: data.locale,
      errors: {},
    },
  })),
  'public-records': pageElement('public-records', PublicRecordsRoute, (data) => ({
    district: data.district,
    documents: data.documents,
    meetingSchedule: data.meetingSchedule,
  })),
  elections: pageElement('elections', ElectionsRoute, districtAndDocuments),
  minutes: pageElement('minutes', MinutesRoute, (data) => ({ today: data.today })),
  'records-request': pageElement('records-request', RecordsRequestRoute, districtAndDocuments),
  careers: pageElement('careers', CareersRoute, (data) => ({
    district: data.district,
    today: data.today,
  })),
  contact: pageElement('contact', ContactRoute, (data) => ({ district: data.district })),
  privacy: pageElement('privacy', PrivacyRoute),
  accessibility: pageElement('accessibility', AccessibilityRoute, (data) => ({
    district: data.district,
  })),
  budget: pageElement('budget', BudgetRoute, (data) => ({
    documents: data.documents,
    today: data.today,
  })),
  'document-archive': pageElement('document-archive', DocumentArchiveRoute, districtAndDocuments),
  'not-found': pageElement('not-found', NotFoundRoute),
};

/**
 * The back-office pages: each renders through the one lazily loaded staff route. With
 * PUBLIC_ELEMENTS typed as every other page, a page missing from either list does not compile.
 */
const STAFF_PAGE_IDS = [
  'admin',
  'admin-documents',
  'admin-permits',
  'admin-accounts',
  'admin-activity',
  'admin-burns',
  'admin-inspections',
  'admin-records',
  'admin-inspection-bookings',
  'admin-records-report',
  'admin-property',
  'admin-property-verification',
  'admin-chipper',
  'admin-working-calendar',
  'admin-subscriptions',
  'admin-operations',
  'admin-two-step',
  'admin-password',
  'admin-content',
  'admin-news',
] as const satisfies readonly StaffRouteId[];
type StaffPageId = (typeof STAFF_PAGE_IDS)[number];

function staffElement(id: StaffPageId): ReactElement {
  return <WithPage id={id} render={(content) => <StaffRoute id={id} content={content} />} />;
}

export const ROUTE_ELEMENTS: Record<PageId, ReactElement> = {
  ...PUBLIC_ELEMENTS,
  ...(Object.fromEntries(STAFF_PAGE_IDS.map((id) => [id, staffElement(id)])) as Record<
    StaffPageId,
    ReactElement
  >),
};

export const NotFoundElement = [
  ...Object.entries(REDIRECTS).map(([from, to]) => (
    <Route key={from} path={from} element={<Navigate to={to} replace />} />
  )),
  <Route key="*" path="*" element={ROUTE_ELEMENTS['not-found']} />,
];
