import type { LayoutMessageId } from '../i18n/layout-text.ts';
import { trimTrailingSlashes } from '../url-path.ts';

/** One entry of the header navigation (spec §2, "Header navigation"), in the spec's order. */
export interface NavigationEntry {
  label: string;
  /** The entry's label in the catalogue (the same English as `label`, and its translations). */
  messageId: LayoutMessageId;
  path: string;
  /** Other paths that serve the same page, so the entry shows as current there too. */
  aliases?: readonly string[];
}

export const MAIN_NAVIGATION: readonly NavigationEntry[] = [
  { label: 'Home', messageId: 'nav.home', path: '/home', aliases: ['/'] },
  { label: 'About', messageId: 'nav.about', path: '/about' },
  { label: 'Resources', messageId: 'nav.resources', path: '/resources' },
  { label: 'Prevention', messageId: 'nav.prevention', path: '/prevention' },
  { label: 'Education', messageId: 'nav.education', path: '/education' },
  {
    label: 'Permit Forms',
    messageId: 'nav.permitForms',
    path: '/permits/applications',
    aliases: ['/permits'],
  },
  {
    label: 'Fire Marshal Availability',
    messageId: 'nav.fireMarshalAvailability',
    path: '/permits/calendar',
  },
  { label: 'News', messageId: 'nav.news', path: '/news' },
  {
    label: 'Elections',
    messageId: 'nav.elections',
    path: '/public-records/elections',
    aliases: ['/elections'],
  },
  { label: 'Minutes', messageId: 'nav.minutes', path: '/public-records/minutes' },
  { label: 'Records request', messageId: 'nav.recordsRequest', path: '/public-records/request' },
  { label: 'Careers', messageId: 'nav.careers', path: '/recruitment-and-hiring' },
  { label: 'Contact', messageId: 'nav.contact', path: '/contact' },
];

/** Whether `pathname` (trailing slash ignored) is the page the entry leads to. */
export function isNavigationEntryCurrent(entry: NavigationEntry, pathname: string): boolean {
  const normalised = trimTrailingSlashes(pathname);
  return entry.path === normalised || (entry.aliases ?? []).includes(normalised);
}
