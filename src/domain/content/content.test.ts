import { describe, expect, it } from 'vitest';
import { ABOUT } from './about.ts';
import { CAREERS, POSITIONS } from './careers.ts';
import { CONTACT } from './contact.ts';
import { DISTRICT } from './district.ts';
import { getPdf } from './documents.ts';
import { EDUCATION } from './education.ts';
import { FOOTER, formatCopyright } from './footer.ts';
import { FIRE_RESTRICTIONS, HOME_HERO, HOME_QUICK_LINKS } from './home.ts';
import { BOARD_MEETING_SCHEDULE, MINUTES_PAGE } from './meetings.ts';
import { MAIN_NAVIGATION } from './navigation.ts';
import { NEWS_ITEMS } from './news.ts';
import { NOT_FOUND_PAGE } from './not-found.ts';
import { PREVENTION } from './prevention.ts';
import { PRIVACY } from './privacy.ts';
import { PUBLIC_RECORDS } from './public-records.ts';
import { RECORDS_REQUEST } from './records-request.ts';
import { findSiteRoute, REDIRECTS } from './site-routes.ts';
import { STATIONS } from './stations.ts';

const CONTENT = {
  ABOUT,
  CAREERS,
  POSITIONS,
  CONTACT,
  DISTRICT,
  EDUCATION,
  FOOTER,
  FIRE_RESTRICTIONS,
  HOME_HERO,
  HOME_QUICK_LINKS,
  BOARD_MEETING_SCHEDULE,
  MINUTES_PAGE,
  MAIN_NAVIGATION,
  NEWS_ITEMS,
  NOT_FOUND_PAGE,
  PREVENTION,
  PRIVACY,
  PUBLIC_RECORDS,
  RECORDS_REQUEST,
  STATIONS,
};

function collectStrings(
  value: unknown,
  at: string,
  into: [string, string][] = [],
): [string, string][] {
  if (typeof value === 'string') into.push([at, value]);
  else if (Array.isArray(value))
    value.forEach((item, index) => collectStrings(item, `${at}[${index}]`, into));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) collectStrings(item, `${at}.${key}`, into);
  return into;
}

const STRINGS = collectStrings(CONTENT, 'content');

function collectPaths(): string[] {
  return STRINGS.filter(
    ([at, text]) => /\.(?:path|applyPath)$/.test(at) && text.startsWith('/'),
  ).map(([, text]) => text);
}

describe('site content', () => {
  it('has no unredacted {placeholder} left from the spec', () => {
    expect(STRINGS.filter(([, text]) => /\{[a-z]+\}/i.test(text))).toEqual([]);
  });

  it('uses fictional 555-01xx phone numbers and example.org e-mail addresses for redacted values', () => {
    const phones = STRINGS.filter(([at]) => /phone$/i.test(at)).map(([, text]) => text);
    expect(phones.length).toBeGreaterThan(0);
    for (const phone of phones) expect(phone).toMatch(/555-01\d\d$/);
    const emails = STRINGS.filter(([at]) => /email$/i.test(at)).map(([, text]) => text);
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) expect(email).toMatch(/@example\.org$/);
  });

  it('links only to pages the site serves', () => {
    const paths = collectPaths();
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) expect(findSiteRoute(path) ?? REDIRECTS[path], path).toBeDefined();
  });

  it('finds every PDF the pages link to in the documents manifest', () => {
    const ids = [
      ...NEWS_ITEMS.map((item) => item.documentId),
      ...RECORDS_REQUEST.formIds,
      ...RECORDS_REQUEST.additionalDocumentIds,
    ];
    for (const id of ids) expect(getPdf(id).href).toMatch(/^\/documents\/.+\.pdf$/);
  });

  it('lists the four prohibitions of the fire restrictions', () => {
    expect(FIRE_RESTRICTIONS.prohibited).toEqual([
      'Open fires',
      'Fireworks',
      'Charcoal grills',
      'Grinding and welding',
    ]);
  });

  it('gives the About statistics of the spec', () => {
    expect(ABOUT.statistics.map((stat) => stat.value)).toEqual(['300-400', '3', '25+']);
  });

  it('names the three stations 41 Kamas, 42 Oakley and 43 Woodland, each with equipment', () => {
    expect(STATIONS.map((station) => `${station.number} ${station.town}`)).toEqual([
      '41 Kamas',
      '42 Oakley',
      '43 Woodland',
    ]);
    for (const station of STATIONS) expect(station.equipment.length).toBeGreaterThan(0);
  });

  it('offers six record cards, only Financial Reports coming soon, elections linked to /elections', () => {
    expect(PUBLIC_RECORDS.cards.map((card) => card.title)).toEqual([
      'Agendas',
      'Minutes',
      'Elections',
      'Records Requests',
      'Policies',
      'Financial Reports',
    ]);
    expect(
      PUBLIC_RECORDS.cards
        .filter((card) => 'isComingSoon' in card && card.isComingSoon)
        .map((card) => card.title),
    ).toEqual(['Financial Reports']);
    expect(PUBLIC_RECORDS.cards.find((card) => card.title === 'Elections')).toMatchObject({
      link: { path: '/elections' },
    });
  });

  it('covers every section of the privacy notice and links it to contact', () => {
    expect(PRIVACY.sections.map((section) => section.title)).toHaveLength(10);
    // Decision 311: what a property profile holds, who reads it, how long and how it is kept.
    const property = PRIVACY.sections.find(
      (section) => section.title === 'Property Profiles for Responders',
    );
    expect(property?.paragraphs.join(' ')).toMatch(
      /incident number or reason[\s\S]*encrypted[\s\S]*deleted 90 days later/,
    );
    expect(PRIVACY.sections.find((section) => section.title === 'E-mail Updates')).toMatchObject({
      link: { path: '/subscribe' },
    });
    expect(PRIVACY.sections.at(-1)).toMatchObject({
      title: 'Contact Information',
      link: { path: '/contact' },
    });
    expect(PRIVACY.sections.some((section) => section.title.includes('Under 13'))).toBe(true);
  });
});

describe('formatCopyright', () => {
  it('puts the year before the district name', () => {
    expect(formatCopyright(2025, 'Example District')).toBe('© 2025 Example District');
  });
});
