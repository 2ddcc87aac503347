import type { LayoutMessageId } from '../i18n/layout-text.ts';
import { trimTrailingSlashes } from '../url-path.ts';

/** One entry of the header navigation (spec §2, "Header navigation"), in the spec's order. */
export interface NavigationEntry {
  /**
   * The entry's label in the catalogue: the spec's English in `EN_MESSAGES`, and its
   * translations. The words are not repeated here, so the browser bundle carries them once.
   */
  messageId: LayoutMessageId;
  path: string;
  /** Other paths that serve the same page, so the entry shows as current there too. */
  aliases?: readonly string[];
}

export const MAIN_NAVIGATION: readonly NavigationEntry[] = [
  { messageId: 'nav.home', path: '/home', aliases: ['/'] },
  { messageId: 'nav.about', path: '/about' },
  { messageId: 'nav.resources', path: '/resources' },
  { messageId: 'nav.prevention', path: '/prevention' },
  { messageId: 'nav.education', path: '/education' },
  {
    messageId: 'nav.permitForms',
    path: '/permits/applications',
    aliases: ['/permits'],
  },
  {
    messageId: 'nav.fireMarshalAvailability',
    path: '/permits/calendar',
  },
  { messageId: 'nav.news', path: '/news' },
  {
    messageId: 'nav.elections',
    path: '/public-records/elections',
    aliases: ['/elections'],
  },
  { messageId: 'nav.minutes', path: '/public-records/minutes' },
  { messageId: 'nav.recordsRequest', path: '/public-records/request' },
  { messageId: 'nav.careers', path: '/recruitment-and-hiring' },
  { messageId: 'nav.contact', path: '/contact' },
];

/** Whether `pathname` (trailing slash ignored) is the page the entry leads to. */
export function isNavigationEntryCurrent(entry: NavigationEntry, pathname: string): boolean {
  const normalised = trimTrailingSlashes(pathname);
  return entry.path === normalised || (entry.aliases ?? []).includes(normalised);
}
