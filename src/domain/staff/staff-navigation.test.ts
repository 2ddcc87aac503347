import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './permissions.ts';
import {
  findStaffSection,
  isStaffEntryCurrent,
  visibleStaffNavigation,
} from './staff-navigation.ts';
import { isStaffPath } from './staff-path.ts';

const labelsOf = (permissions: readonly string[]) =>
  visibleStaffNavigation(permissions).map((group) => [
    group.label,
    group.entries.map((entry) => entry.label),
  ]);

describe('staff navigation', () => {
  it('shows a permits clerk only the permit applications and their own sign-in', () => {
    expect(labelsOf(['permits:read', 'permits:resend'])).toEqual([
      ['Permits and inspections', ['Permit applications']],
      ['People and settings', ['Two-step sign-in', 'Your password']],
    ]);
  });

  it('shows an editor the website group and district details, not accounts or operations', () => {
    const groups = labelsOf(['content:edit', 'content:publish']);
    expect(groups.map(([label]) => label)).toEqual(['Website', 'People and settings']);
    expect(groups[1]?.[1]).toEqual(['District details', 'Two-step sign-in', 'Your password']);
  });

  it('shows an administrator every group that has a page, in job order', () => {
    expect(labelsOf(PERMISSIONS).map(([label]) => label)).toEqual([
      'Permits and inspections',
      'Website',
      'Records',
      'Responders',
      'Preparedness',
      'People and settings',
    ]);
  });

  it('shows the chipper program to its crew and to those who run the season (issue 38)', () => {
    expect(labelsOf(['chipper:crew'])[0]).toEqual(['Preparedness', ['Chipper program']]);
    expect(labelsOf(['records:manage']).map(([label]) => label)).not.toContain('Preparedness');
  });

  it('shows a responder the property profiles page, and address verification to those who verify', () => {
    expect(labelsOf(['property:respond'])[0]).toEqual(['Responders', ['Property profiles']]);
    expect(labelsOf(['property:respond', 'property:verify'])[0]).toEqual([
      'Responders',
      ['Property profiles', 'Address verification'],
    ]);
    expect(labelsOf(['records:manage']).map(([label]) => label)).not.toContain('Responders');
  });

  it('marks an entry current on its own page and the pages below it only', () => {
    const pages = { label: 'Pages', path: '/admin/pages' };
    expect(isStaffEntryCurrent(pages, '/admin/pages')).toBe(true);
    expect(isStaffEntryCurrent(pages, '/admin/pages/home')).toBe(true);
    expect(isStaffEntryCurrent(pages, '/admin/pagesx')).toBe(false);
    expect(findStaffSection('/admin/pages/home')?.group.label).toBe('Website');
    expect(findStaffSection('/admin')).toBeUndefined();
  });

  it('tells back office paths from public ones', () => {
    expect(isStaffPath('/admin')).toBe(true);
    expect(isStaffPath('/admin/permits')).toBe(true);
    expect(isStaffPath('/administration')).toBe(false);
    expect(isStaffPath('/permits')).toBe(false);
  });
});
