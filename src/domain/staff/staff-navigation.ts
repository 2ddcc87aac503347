import { trimTrailingSlashes } from '../url-path.ts';
import type { Permission } from './permissions.ts';

/** One page of the back office in its navigation. */
export interface StaffNavigationEntry {
  label: string;
  path: string;
  /** Shown only to accounts holding this permission; none means every account. */
  permission?: Permission;
}

export interface StaffNavigationGroup {
  label: string;
  entries: readonly StaffNavigationEntry[];
}

/**
 * The back office's navigation, grouped by job (issue 21). A new staff page adds one line to its
 * group, with the permission its API checks; a group with no entry the account may open is not
 * shown.
 */
export const STAFF_NAVIGATION: readonly StaffNavigationGroup[] = [
  {
    label: 'Permits and inspections',
    entries: [
      { label: 'Permit applications', path: '/admin/permits', permission: 'permits:read' },
      { label: 'Availability calendar', path: '/permits/calendar', permission: 'calendar:edit' },
      { label: 'Today’s burns', path: '/admin/burns', permission: 'burn:read' },
      { label: 'My inspections', path: '/admin/inspections', permission: 'inspections:read' },
      {
        label: 'Book by phone',
        path: '/admin/inspection-bookings',
        permission: 'inspections:manage',
      },
    ],
  },
  {
    label: 'Website',
    entries: [
      { label: 'Pages', path: '/admin/pages', permission: 'content:edit' },
      { label: 'Alert and fire conditions', path: '/admin/alert', permission: 'content:edit' },
      { label: 'News', path: '/admin/news', permission: 'content:edit' },
      { label: 'Documents', path: '/admin/documents', permission: 'content:edit' },
      { label: 'Meetings', path: '/admin/meetings', permission: 'content:edit' },
      { label: 'Board members', path: '/admin/board', permission: 'content:edit' },
      { label: 'Jobs', path: '/admin/jobs', permission: 'content:edit' },
      {
        label: 'E-mail subscriptions',
        path: '/admin/subscriptions',
        permission: 'subscribers:manage',
      },
    ],
  },
  {
    label: 'Records',
    entries: [
      { label: 'Records requests', path: '/admin/records', permission: 'records:manage' },
      { label: 'Records report', path: '/admin/records/report', permission: 'records:manage' },
    ],
  },
  {
    // Decision 334: the responder's page was reachable only by its address (issue 36).
    label: 'Responders',
    entries: [
      { label: 'Property profiles', path: '/admin/property', permission: 'property:respond' },
      {
        label: 'Address verification',
        path: '/admin/property-verification',
        permission: 'property:verify',
      },
    ],
  },
  {
    // Issue 38: wildfire preparedness.
    label: 'Preparedness',
    entries: [{ label: 'Chipper program', path: '/admin/chipper', permission: 'chipper:crew' }],
  },
  {
    label: 'People and settings',
    entries: [
      { label: 'Accounts', path: '/admin/accounts', permission: 'accounts:manage' },
      { label: 'Activity log', path: '/admin/activity', permission: 'activity:read' },
      { label: 'District details', path: '/admin/district', permission: 'content:edit' },
      {
        label: 'Working calendar',
        path: '/admin/working-calendar',
        permission: 'working-calendar:manage',
      },
      { label: 'Operations', path: '/admin/operations', permission: 'operations:read' },
      { label: 'Two-step sign-in', path: '/admin/two-step' },
      { label: 'Your password', path: '/admin/password' },
    ],
  },
];

/** The groups and entries an account holding `permissions` may open, empty groups left out. */
export function visibleStaffNavigation(
  permissions: readonly string[],
  navigation: readonly StaffNavigationGroup[] = STAFF_NAVIGATION,
): StaffNavigationGroup[] {
  return navigation
    .map((group) => ({
      ...group,
      entries: group.entries.filter(
        (entry) => !entry.permission || permissions.includes(entry.permission),
      ),
    }))
    .filter((group) => group.entries.length > 0);
}

/** Whether `pathname` is the entry's page or one below it (/admin/pages/home is Pages). */
export function isStaffEntryCurrent(entry: StaffNavigationEntry, pathname: string): boolean {
  const path = trimTrailingSlashes(pathname);
  return path === entry.path || path.startsWith(`${entry.path}/`);
}

/** The entry and group of the page at `pathname`, for its breadcrumb; undefined on /admin. */
export function findStaffSection(
  pathname: string,
): { group: StaffNavigationGroup; entry: StaffNavigationEntry } | undefined {
  for (const group of STAFF_NAVIGATION) {
    const entry = group.entries.find((candidate) => isStaffEntryCurrent(candidate, pathname));
    if (entry) return { group, entry };
  }
  return undefined;
}
