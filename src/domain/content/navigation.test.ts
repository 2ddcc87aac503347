import { describe, expect, it } from 'vitest';
import { isNavigationEntryCurrent, MAIN_NAVIGATION } from './navigation.ts';
import { findSiteRoute } from './site-routes.ts';
import { EN_MESSAGES } from '../i18n/messages.en.ts';

describe('main navigation', () => {
  it('lists the 13 entries of the spec in order, with their labels and routes', () => {
    expect(MAIN_NAVIGATION.map((entry) => [EN_MESSAGES[entry.messageId], entry.path])).toEqual([
      ['Home', '/home'],
      ['About', '/about'],
      ['Resources', '/resources'],
      ['Prevention', '/prevention'],
      ['Education', '/education'],
      ['Permit Forms', '/permits/applications'],
      ['Fire Marshal Availability', '/permits/calendar'],
      ['News', '/news'],
      ['Elections', '/public-records/elections'],
      ['Minutes', '/public-records/minutes'],
      ['Records request', '/public-records/request'],
      ['Careers', '/recruitment-and-hiring'],
      ['Contact', '/contact'],
    ]);
  });

  it('leads only to pages the site prerenders', () => {
    for (const entry of MAIN_NAVIGATION)
      expect(findSiteRoute(entry.path), entry.path).toBeDefined();
  });

  it('marks Home current on / and /home, and Permit Forms on /permits', () => {
    const home = MAIN_NAVIGATION[0]!;
    const permits = MAIN_NAVIGATION[5]!;
    expect(isNavigationEntryCurrent(home, '/')).toBe(true);
    expect(isNavigationEntryCurrent(home, '/home/')).toBe(true);
    expect(isNavigationEntryCurrent(permits, '/permits')).toBe(true);
    expect(isNavigationEntryCurrent(permits, '/permits/calendar')).toBe(false);
  });

  it('marks no entry current on a page outside the navigation', () => {
    expect(MAIN_NAVIGATION.filter((entry) => isNavigationEntryCurrent(entry, '/privacy'))).toEqual(
      [],
    );
  });
});
