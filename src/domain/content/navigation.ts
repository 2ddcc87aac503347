import { trimTrailingSlashes } from '../url-path.ts';

/** One entry of the header navigation (spec §2, "Header navigation"), in the spec's order. */
export interface NavigationEntry {
  label: string;
  path: string;
  /** Other paths that serve the same page, so the entry shows as current there too. */
  aliases?: readonly string[];
}

export const MAIN_NAVIGATION: readonly NavigationEntry[] = [
  { label: 'Home', path: '/home', aliases: ['/'] },
  { label: 'About', path: '/about' },
  { label: 'Resources', path: '/resources' },
  { label: 'Prevention', path: '/prevention' },
  { label: 'Education', path: '/education' },
  { label: 'Permit Forms', path: '/permits/applications', aliases: ['/permits'] },
  { label: 'Fire Marshal Availability', path: '/permits/calendar' },
  { label: 'News', path: '/news' },
  { label: 'Elections', path: '/public-records/elections', aliases: ['/elections'] },
  { label: 'Minutes', path: '/public-records/minutes' },
  { label: 'Records request', path: '/public-records/request' },
  { label: 'Careers', path: '/recruitment-and-hiring' },
  { label: 'Contact', path: '/contact' },
];

/** Whether `pathname` (trailing slash ignored) is the page the entry leads to. */
export function isNavigationEntryCurrent(entry: NavigationEntry, pathname: string): boolean {
  const normalised = trimTrailingSlashes(pathname);
  return entry.path === normalised || (entry.aliases ?? []).includes(normalised);
}
