import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueEnglishPhrases } from '#domain/i18n/catalogue-check.ts';
import { CATALOGUES } from '#domain/i18n/catalogues.ts';
import { englishPathOf } from '#domain/i18n/locale.ts';
import { findCatalogueEnglish } from '#tests/support/catalogue-english.ts';
import { issuedBurnPermit } from '#tests/support/factories/burn.ts';
import { fileRecordsRequest } from '#tests/support/factories/records.ts';
import { FORM as PROPERTY_FORM } from '#tests/support/property-setup.ts';
import { writeSpanishChipper } from '#tests/support/chipper-setup.ts';
import { insertConfirmedSubscribers } from '#tests/support/factories/subscribers.ts';
import { findNuErrors } from '#tests/support/nu-checker.ts';
import { NOT_PAGE_ROUTES } from '#tests/support/public-pages.ts';
import { listRoutes } from '#tests/support/route-list.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const [sqlite] = storesUnderTest();
const ENGLISH_PHRASES = catalogueEnglishPhrases(CATALOGUES.en, CATALOGUES.es);

/** The seeded data the pages with a parameter are shown with. */
interface Seeded {
  newsSlug: string;
  burn: { accessToken: string; permitNumber: string };
  recordsToken: string;
  manageToken: string;
  /** A Spanish property profile still to confirm, and one confirmed (issue 37 item 6). */
  property: { confirmToken: string; manageToken: string };
  /** A Spanish chipper sign-up still to confirm, one confirmed, and the day's crew link. */
  chipper: { confirmToken: string; manageToken: string; crewToken: string };
}

/**
 * The address the check opens for each Spanish route with a parameter (a route path) or a private
 * query (`?token=`), filled from seeded data; an invalid token shows the page a wrong link gets.
 * A Spanish route added later with a parameter fails the test until it is named here.
 */
const EXAMPLES: Readonly<Record<string, (seeded: Seeded) => string[]>> = {
  '/es/news/:slug': ({ newsSlug }) => [`/es/news/${newsSlug}`],
  '/es/permits/burn/permit/:token': ({ burn }) => [`/es/permits/burn/permit/${burn.accessToken}`],
  '/es/permits/burn/verify/:permitNumber': ({ burn }) => [
    `/es/permits/burn/verify/${burn.permitNumber}`,
  ],
  '/es/permits/burn/check-in': ({ burn }) => [
    '/es/permits/burn/check-in',
    `/es/permits/burn/check-in?permit=${burn.permitNumber}`,
  ],
  '/es/public-records/request/status/:token': ({ recordsToken }) => [
    `/es/public-records/request/status/${recordsToken}`,
    `/es/public-records/request/status/${recordsToken}?filed=1`,
  ],
  '/es/subscribe/confirm': () => ['/es/subscribe/confirm?token=not-a-real-token'],
  '/es/subscribe/manage': ({ manageToken }) => [
    `/es/subscribe/manage?token=${manageToken}`,
    '/es/subscribe/manage?token=not-a-real-token',
  ],
  '/es/subscribe/unsubscribe/:token': () => ['/es/subscribe/unsubscribe/not-a-real-token'],
  '/es/permits/inspection': () => ['/es/permits/inspection?token=not-a-real-token'],
  '/es/property-profile/confirm/:token': ({ property }) => [
    `/es/property-profile/confirm/${property.confirmToken}`,
  ],
  '/es/property-profile/manage/:token': ({ property }) => [
    `/es/property-profile/manage/${property.manageToken}`,
    `/es/property-profile/manage/${property.manageToken}?done=confirmed`,
    '/es/property-profile/manage/not-a-real-token',
  ],
  '/es/prevention/chipper/confirm/:token': ({ chipper }) => [
    `/es/prevention/chipper/confirm/${chipper.confirmToken}`,
    '/es/prevention/chipper/confirm/not-a-real-token',
  ],
  '/es/prevention/chipper/manage/:token': ({ chipper }) => [
    `/es/prevention/chipper/manage/${chipper.manageToken}`,
    `/es/prevention/chipper/manage/${chipper.manageToken}?done=confirmed`,
  ],
  '/es/prevention/chipper/crew/:token': ({ chipper }) => [
    `/es/prevention/chipper/crew/${chipper.crewToken}`,
  ],
  '/es/search': () => ['/es/search', '/es/search?q=burn', '/es/search?q=zzzznothing'],
  // A number the district never issued: the page that says so.
  '/es/permits/verify/:permitNumber': () => ['/es/permits/verify/FS-2026-000999'],
};

/**
 * Every Spanish page the app answers (its GET routes under /es, read from fastify's route tree,
 * so a page added later is checked), as the addresses to open: each route once (without its
 * trailing-slash twin), files and downloads left out, parameters filled from `seeded`.
 */
function spanishPageUrls(routes: readonly string[], seeded: Seeded): string[] {
  const urls: string[] = [];
  for (const route of routes) {
    const [method, path = ''] = route.split(' ');
    if (method !== 'GET' || !(path === '/es' || path.startsWith('/es/'))) continue;
    if (path.length > 4 && path.endsWith('/')) continue;
    if (NOT_PAGE_ROUTES.has(englishPathOf(path)) || /\.[a-z0-9]+$/i.test(path)) continue;
    const example = EXAMPLES[path];
    if (example) urls.push(...example(seeded));
    else if (path.includes(':'))
      urls.push(`${path} (a route with a parameter: add it to EXAMPLES)`);
    else urls.push(path);
  }
  return urls;
}

/** What a resident writes on the Spanish form, in Spanish (their words are not the catalogue's). */
const SPANISH_PROFILE = {
  ...PROPERTY_FORM,
  keyLocation: 'Caja de llaves en el poste norte',
  fuelTanks: 'Tanque de 500 galones detrás del granero',
  animals: 'Dos caballos',
  peopleNeeds: 'Una persona usa oxígeno',
  sleepingArea: 'Dormitorio de atrás, planta baja',
};

/** Two profiles written on the Spanish form: one left to confirm, one confirmed. */
async function writeSpanishProfiles(t: TestApp): Promise<Seeded['property']> {
  const tokens: string[] = [];
  for (const email of ['rio@example.org', 'mar@example.org']) {
    const written = await t.app.inject({
      method: 'POST',
      url: '/es/property-profile',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...SPANISH_PROFILE, email }).toString(),
    });
    expect(written.statusCode, written.body).toBe(200);
    const row = await t.db
      .selectFrom('propertyProfiles')
      .select(['confirmToken', 'manageToken'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    tokens.push(row.confirmToken!);
  }
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/es/property-profile/confirm/${tokens[1]}`,
  });
  const manageToken = /\/manage\/([\w-]+)/.exec(confirmed.headers.location ?? '')?.[1] ?? '';
  return { confirmToken: tokens[0]!, manageToken };
}

// Issue 29: every /es/ page, with real data in it, crawled for catalogue English (item 5), and
// with its English twin checked by the W3C's Nu Html Checker in one Java process ("Done when").
describe('every Spanish page, with seeded data', () => {
  let t: TestApp;
  let urls: string[];

  beforeAll(async () => {
    // 2026-04-10 09:00 MDT, inside the spring burn window: the burn permit is issued at once.
    t = await openTestApp(sqlite!, { hasPages: true, clockStart: '2026-04-10T15:00:00.000Z' });
    const news = await t.app.inject({ method: 'GET', url: '/es/news' });
    const newsSlug = /<a href="\/es\/news\/([a-z0-9-]+)">/.exec(news.body)?.[1] ?? '';
    const burn = await issuedBurnPermit(t);
    const records = await fileRecordsRequest(t);
    const subscriber = {
      id: 'nu-check',
      email: 'lector@example.org',
      manageToken: 'nu-check-token',
    };
    await insertConfirmedSubscribers(t.db, [subscriber], {
      listIds: ['alerts'],
      at: '2026-04-01T15:00:00.000Z',
    });
    const property = await writeSpanishProfiles(t);
    const chipper = await writeSpanishChipper(t, '2026-04-20');
    urls = spanishPageUrls(listRoutes(t.app), {
      property,
      chipper,
      newsSlug,
      burn,
      recordsToken: records.accessToken,
      manageToken: subscriber.manageToken,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Each address's page (a redirect, which leads to another page, has none of its own). */
  async function openPages(addresses: Iterable<string>) {
    const pages: Array<{ url: string; name: string; html: string }> = [];
    for (const url of addresses) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, `${url} answers ${response.statusCode}`).toBeLessThan(500);
      if (response.statusCode >= 300 && response.statusCode < 400) continue;
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      pages.push({ url, name: `${url} (${response.statusCode})`, html: response.body });
    }
    return pages;
  }

  it('opens every Spanish route, those with a parameter included', () => {
    expect(urls.filter((url) => url.includes(' '))).toEqual([]);
    expect(urls).toEqual(
      expect.arrayContaining(['/es/', `/es/news/district-announcement`, '/es/search']),
    );
  });

  it('shows no catalogue English outside lang="en" on any of them', async () => {
    const problems = (await openPages(urls)).flatMap(({ name, html }) =>
      findCatalogueEnglish(html, ENGLISH_PHRASES).map((phrase) => `${name}: ${phrase}`),
    );
    expect(problems).toEqual([]);
  });

  it('names no relative hreflang alternate without PUBLIC_URL (Lighthouse fails one)', async () => {
    const relative = (await openPages(urls)).flatMap(({ name, html }) =>
      [...html.matchAll(/<link rel="alternate" hreflang="[^"]*" href="([^"]*)"/g)]
        .filter(([, href]) => !/^https?:\/\//.test(href ?? ''))
        .map(([tag]) => `${name}: ${tag}`),
    );
    expect(relative).toEqual([]);
  });

  it('finds 0 Nu errors in them and their English twins', { timeout: 300_000 }, async () => {
    const pages = await openPages(new Set([...urls, ...urls.map(englishPathOf)]));
    // A page with one known error, in the same batch: the checker ran and reports by page.
    const broken = pages[0]!.html.replace('</main>', '<p id="x"></p><p id="x"></p></main>');
    const errors = await findNuErrors([...pages, { name: 'canary', html: broken }]);
    expect(errors.filter((error) => !error.startsWith('canary '))).toEqual([]);
    expect(errors).toEqual([expect.stringMatching(/^canary \d+:\d+ Duplicate ID “x”\./)]);
  });
});
