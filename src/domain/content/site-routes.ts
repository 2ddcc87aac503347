/**
 * Every page of the site: its path, the document title and the meta description. The build
 * prerenders each one; the server answers 404 for any other path.
 */
export interface SiteRoute {
  id: SiteRouteId;
  path: string;
  title: string;
  description: string;
  /**
   * Pages whose main content needs JavaScript (calendar, payments, back office) load the React
   * app. Every other page is static HTML with no script, except the islands named here.
   */
  isAppShell?: boolean;
  island?: IslandId;
  /** Kept out of search engines. */
  isNoIndex?: boolean;
}

/** Interactive parts of otherwise static pages, each hydrated by its own small script. */
export type IslandId = 'candidate-forms-viewer';

export type SiteRouteId =
  | 'home'
  | 'about'
  | 'resources'
  | 'prevention'
  | 'education'
  | 'permits'
  | 'calendar'
  | 'news'
  | 'public-records'
  | 'elections'
  | 'minutes'
  | 'records-request'
  | 'careers'
  | 'contact'
  | 'privacy'
  | 'admin-permits'
  | 'admin'
  | 'admin-accounts'
  | 'admin-activity'
  | 'admin-two-step';

export const SITE_ROUTES: readonly SiteRoute[] = [
  {
    id: 'home',
    path: '/',
    title: 'Home',
    description:
      'Fire protection, permits and public records for the district’s three stations: Kamas, Oakley and Woodland.',
  },
  {
    id: 'home',
    path: '/home',
    title: 'Home',
    description:
      'Fire protection, permits and public records for the district’s three stations: Kamas, Oakley and Woodland.',
  },
  {
    id: 'about',
    path: '/about',
    title: 'About',
    description:
      'Who we are: the district’s history, leadership, mission and yearly calls for service.',
  },
  {
    id: 'resources',
    path: '/resources',
    title: 'Resources',
    description:
      'Our three stations — 41 Kamas, 42 Oakley, 43 Woodland — and the equipment each one houses.',
  },
  {
    id: 'prevention',
    path: '/prevention',
    title: 'Prevention',
    description: 'Fire prevention guidance for homes, businesses and wildland areas.',
  },
  {
    id: 'education',
    path: '/education',
    title: 'Education',
    description: 'Fire safety education for families, schools and community groups.',
  },
  {
    id: 'permits',
    path: '/permits/applications',
    title: 'Permit Forms',
    description: 'Apply and pay online for clearance inspections, propane and sprinkler permits.',
    isAppShell: true,
  },
  {
    id: 'permits',
    path: '/permits',
    title: 'Permit Forms',
    description: 'Apply and pay online for clearance inspections, propane and sprinkler permits.',
    isAppShell: true,
  },
  {
    id: 'calendar',
    path: '/permits/calendar',
    title: 'Fire Marshal Availability',
    description: 'The Fire Marshal’s permit and inspection availability calendar.',
    isAppShell: true,
  },
  {
    id: 'news',
    path: '/news',
    title: 'News',
    description: 'Announcements from the fire district.',
  },
  {
    id: 'public-records',
    path: '/public-records',
    title: 'Public Records',
    description: 'Agendas, minutes, elections, records requests, policies and financial reports.',
  },
  {
    id: 'elections',
    path: '/public-records/elections',
    title: '2025 Special District Election',
    description:
      'Candidate forms, election notices and candidate information for the 2025 special district election.',
    island: 'candidate-forms-viewer',
  },
  {
    id: 'minutes',
    path: '/public-records/minutes',
    title: 'Agenda and Meeting Minutes',
    description: 'When the board meets and where to find agendas and minutes.',
  },
  {
    id: 'records-request',
    path: '/public-records/request',
    title: 'Public Records Request',
    description:
      'How to request records under Utah’s Government Records Access and Management Act (GRAMA).',
  },
  {
    id: 'careers',
    path: '/recruitment-and-hiring',
    title: 'Careers',
    description: 'Career opportunities with the fire district.',
  },
  {
    id: 'contact',
    path: '/contact',
    title: 'Contact Us',
    description: 'Emergency, main office and Fire Marshal contacts.',
  },
  {
    id: 'privacy',
    path: '/privacy',
    title: 'Website Privacy Notice',
    description: 'What this website collects, how it is used and your choices.',
  },
  {
    id: 'admin-permits',
    path: '/admin/permits',
    title: 'Permit Applications',
    description: 'Back office: permit applications and payments.',
    isAppShell: true,
    isNoIndex: true,
  },
  {
    id: 'admin',
    path: '/admin',
    title: 'Back Office',
    description: 'Back office for district staff.',
    isAppShell: true,
    isNoIndex: true,
  },
  {
    id: 'admin-accounts',
    path: '/admin/accounts',
    title: 'Accounts',
    description: 'Back office: staff accounts and roles.',
    isAppShell: true,
    isNoIndex: true,
  },
  {
    id: 'admin-activity',
    path: '/admin/activity',
    title: 'Activity Log',
    description: 'Back office: who changed what, and when.',
    isAppShell: true,
    isNoIndex: true,
  },
  {
    id: 'admin-two-step',
    path: '/admin/two-step',
    title: 'Two-Step Sign-In',
    description: 'Back office: set up two-step sign-in.',
    isAppShell: true,
    isNoIndex: true,
  },
];

/** Old or alternative paths and where they now live (answered with HTTP 301). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  // The records overview links to /elections; the page lives under /public-records.
  '/elections': '/public-records/elections',
};

export const NOT_FOUND_ROUTE = {
  title: 'Page not found',
  description: 'The page you asked for does not exist.',
} as const;

export function findSiteRoute(path: string): SiteRoute | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SITE_ROUTES.find((route) => route.path === normalised);
}
