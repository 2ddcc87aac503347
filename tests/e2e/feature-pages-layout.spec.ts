import { expect, test, type Browser, type Page } from '@playwright/test';
import { CHIPPER_API_PATHS } from '#domain/chipper/chipper-api.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { allowBurningToday, applyForBurnPermit } from '../support/burn-setup.ts';
import { districtDay } from '../support/district-day.ts';
import { E2E_ADMIN_ENV } from '../support/e2e-env.ts';
import { addInspectionBlock, bookFirstFreeTime } from '../support/inspection-setup.ts';
import { decodeQuotedPrintable, linkTo, waitForOutboxMail } from '../support/outbox.ts';
import { startOwnE2eServer, type OwnE2eServer } from '../support/own-e2e-server.ts';
import { expectNoSidewaysScroll, loadWithoutScript } from '../support/page-checks.ts';
import { listPublicPageRoutes, type PublicPageRoute } from '../support/public-pages.ts';
import {
  findPermitStatusToken,
  payForResidentialClearance,
  payForSprinklerPermit,
} from '../support/sandbox-permit.ts';
import { logInStaff, publishAlert } from '../support/staff-api.ts';

// Issue 27, item 1: every public route shows the same header, alert banner, footer and skip link
// as a content page, passes axe and never scrolls sideways at 390 px, with JavaScript on and off;
// the forms still work with JavaScript off, wrong input included. The routes are read from the
// app (tests/support/public-pages.ts), so a page added later is checked here too.
const WIDTH = 390;
// Published before the sweep, so every page must show it.
const ALERT_HEADING = 'Evacuation order for Weber Canyon';
// The seeded content publishes this warning; it shows on every public page until dismissed.
const SEEDED_ALERT_HEADING = 'Warning: Fire restrictions are in effect';
// A booking link that matches no permit answers 404, with a page of the site.
const UNKNOWN_BOOKING_LINK = '/permits/inspection?token=not-a-real-token';

let server: OwnE2eServer;
let dataDir: string;
let pages: (PublicPageRoute & { address: string })[];
let siteStylesheets: string[];

/**
 * The addresses to open for each route: a real value for each parameter and the private links
 * (`?token=`) that residents follow from their e-mail. A route that needs a value and has none
 * here fails the sweep, naming the route.
 */
async function createSampleAddresses(): Promise<Record<string, string[]>> {
  const staff = await logInStaff(server.url);
  // Burning allowed all year and today, so a permit issues and the check-in form shows.
  await allowBurningToday(server.url, staff);
  const burnPermit = await applyForBurnPermit(server.url, {
    applicantName: 'Robin Rancher',
    phone: '435-555-0142',
    email: 'robin@example.org',
    street: '12 Ditch Rd',
    town: 'Oakley',
    material: 'yard-waste',
    materialDescription: 'Tree prunings, about 2 cubic yards',
    pileSize: '2 piles, 6 ft across',
  });
  expect(burnPermit.status).toBe(201);
  const { accessToken } = (await burnPermit.json()) as { accessToken: string };
  // The API answers no number before the permit issues; its private page shows it.
  const burnPage = await (await fetch(`${server.url}/permits/burn/permit/${accessToken}`)).text();
  const burnPermitNumber = /OB-\d{4}-\d{6}/.exec(burnPage)?.[0];
  expect(burnPermitNumber).toBeDefined();

  const filed = await fetch(`${server.url}/public-records/request/online`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      requesterName: 'Dana Requester',
      email: 'dana@example.org',
      mailingAddress: '1 Main St, Kamas, UT 84036',
      description: 'Minutes of the board meetings in 2025',
      format: 'electronic',
    }).toString(),
    redirect: 'manual',
  });
  expect(filed.status).toBe(303);
  const recordsStatus = (filed.headers.get('location') ?? '').split('?')[0]!;

  // Two paid clearances: one to book (the booking page), one booked (the rescheduling page).
  await addInspectionBlock(server.url, staff, districtDay(7));
  const [toBook, toReschedule] = await Promise.all(
    [1, 2].map(async () => {
      const paid = await payForResidentialClearance(server.url);
      return findPermitStatusToken(server.url, paid.permitNumber, paid.email);
    }),
  );
  await bookFirstFreeTime(server.url, toReschedule!);
  const sprinkler = await payForSprinklerPermit(server.url);
  const sprinklerToken = await findPermitStatusToken(
    server.url,
    sprinkler.permitNumber,
    'sam@example.org',
  );

  const news = await (await fetch(`${server.url}/news`)).text();
  const newsPost = /href="(\/news\/[a-z0-9-]+)"/.exec(news)?.[1];
  expect(newsPost).toBeDefined();

  const signUp = await fetch(`${server.url}/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'resident@example.org', lists: 'alerts' }).toString(),
  });
  expect(signUp.status).toBe(200);
  const confirmLink = linkTo(
    decodeQuotedPrintable(await waitForOutboxMail(dataDir, /subscribe\/confirm/)),
    '/subscribe/confirm',
  );
  const confirmed = await fetch(`${server.url}/subscribe/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: new URL(confirmLink, server.url).searchParams.get('token') ?? '',
    }).toString(),
  });
  expect(confirmed.status).toBe(200);
  const manageLink = /href="(\/subscribe\/manage\?token=[^"]+)"/
    .exec(await confirmed.text())?.[1]
    ?.replaceAll('&amp;', '&');
  expect(manageLink).toBeDefined();

  // A property profile (issue 30): its confirmation link from the mail, then its private page.
  const profile = await fetch(`${server.url}/property-profile`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      kind: 'home',
      occupant: 'owner',
      street: '2400 Weir Canyon Road',
      town: 'Kamas',
      email: 'ana@example.org',
    }).toString(),
  });
  expect(profile.status).toBeLessThan(400);
  const propertyConfirm = linkTo(
    decodeQuotedPrintable(await waitForOutboxMail(dataDir, /property-profile\/confirm/)),
    '/property-profile/confirm/',
  );
  const propertyConfirmed = await fetch(`${server.url}${propertyConfirm}`, {
    method: 'POST',
    redirect: 'manual',
  });
  const propertyManage = propertyConfirmed.headers.get('location')?.split('?')[0];
  expect(propertyManage).toMatch(/^\/property-profile\/manage\//);

  // A chipper season's day (issue 38): a sign-up's confirmation and private page, the crew page.
  const chipper = await createChipperSamples(staff);

  return {
    ...chipper,
    '/property-profile/confirm/:token': [propertyConfirm],
    '/property-profile/manage/:token': [propertyManage!],
    '/news/:slug': [newsPost!],
    '/permits/status': ['/permits/status', `/permits/status?token=${sprinklerToken}`],
    '/permits/verify/:permitNumber': [`/permits/verify/${sprinkler.permitNumber}`],
    '/subscribe/confirm': [confirmLink],
    '/subscribe/manage': [manageLink!],
    '/permits/burn/verify/:permitNumber': [`/permits/burn/verify/${burnPermitNumber}`],
    '/permits/burn/permit/:token': [`/permits/burn/permit/${accessToken}`],
    '/public-records/request/status/:token': [recordsStatus],
    '/permits/inspection': [
      `/permits/inspection?token=${toBook}`,
      `/permits/inspection?token=${toReschedule}`,
      UNKNOWN_BOOKING_LINK,
    ],
  };
}

/** A chipping day with one confirmed sign-up: the three private pages' addresses. */
async function createChipperSamples(staff: string): Promise<Record<string, string[]>> {
  const headers = { authorization: `Bearer ${staff}`, 'content-type': 'application/json' };
  const zone = await fetch(`${server.url}${CHIPPER_API_PATHS.zones}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: { en: 'Kamas', es: 'Kamas' }, towns: ['Kamas'] }),
  });
  const { id: zoneId } = (await zone.json()) as { id: string };
  const day = await fetch(`${server.url}${CHIPPER_API_PATHS.days}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ zoneId, day: districtDay(10), capacityPiles: 20 }),
  });
  const { id: dayId } = (await day.json()) as { id: string };
  const signUp = await fetch(`${server.url}/prevention/chipper`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      street: '120 Center Street',
      town: 'Kamas',
      pile1Length: '6',
      pile1Width: '4',
      pile1Height: '3',
      material: 'branches',
      isClean: 'yes',
      location: 'End of the driveway',
      email: 'chip@example.org',
    }).toString(),
  });
  expect(signUp.status).toBe(200);
  const confirm = linkTo(
    decodeQuotedPrintable(await waitForOutboxMail(dataDir, /prevention\/chipper\/confirm/)),
    '/prevention/chipper/confirm/',
  );
  const confirmed = await fetch(`${server.url}${confirm}`, { method: 'POST', redirect: 'manual' });
  const manage = confirmed.headers.get('location')?.split('?')[0];
  expect(manage).toMatch(/^\/prevention\/chipper\/manage\//);
  const link = await fetch(`${server.url}${CHIPPER_API_PATHS.crewLink.replace(':id', dayId)}`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  const { url } = (await link.json()) as { url: string };
  return {
    '/prevention/chipper/confirm/:token': [confirm],
    '/prevention/chipper/manage/:token': [manage!],
    '/prevention/chipper/crew/:token': [new URL(url).pathname],
  };
}

/** The layout every page shares: skip link first, then the banner, header, main and footer. */
async function expectSiteLayout(page: Page, hasScript = false) {
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toHaveAttribute('href', '#main');
  await expect(page.locator('a').first()).toHaveText('Skip to main content');
  await expect(page.getByRole('heading', { name: ALERT_HEADING })).toBeVisible();
  await expect(page.getByRole('heading', { name: SEEDED_ALERT_HEADING })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /home page/ })).toBeVisible();
  await expect(header.getByText('Menu', { exact: true })).toBeVisible();
  await expect(header.getByRole('search')).toBeVisible();
  await expect(page.locator('main#main')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy Notice' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Get updates by e-mail' })).toBeVisible();
  // The site's one stylesheet, as on the home page; the React app may add its own after it.
  const stylesheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  if (hasScript) expect(stylesheets.slice(0, 1)).toEqual(siteStylesheets);
  else expect(stylesheets).toEqual(siteStylesheets);
}

function expectStatus(address: string, status: number | undefined) {
  if (address === UNKNOWN_BOOKING_LINK) expect(status, address).toBe(404);
  else expect(status, address).toBeLessThan(400);
}

/** Checks the page as it is without JavaScript, in `checker` (axe needs script). */
async function checkWithoutScript(page: Page, checker: Page, label: string) {
  await loadWithoutScript(page, checker, `${server.url}/permits/burn/status`);
  await expectNoSidewaysScroll(checker, `${label} (JavaScript off)`);
  await expectNoAxeViolations(checker);
}

async function newPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled,
    baseURL: server.url,
    viewport: { width: WIDTH, height: 900 },
  });
  return context.newPage();
}

test.describe('feature pages in the site layout', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnE2eServer('feature-pages', {
      ...E2E_ADMIN_ENV,
      PUBLIC_URL: 'http://127.0.0.1:1',
    });
    dataDir = server.dataDir;
    const home = await (await fetch(`${server.url}/`)).text();
    siteStylesheets = [...home.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(siteStylesheets).toHaveLength(1);
    await publishAlert(server.url, await logInStaff(server.url), {
      level: 'emergency',
      heading: ALERT_HEADING,
      text: 'Leave the Weber Canyon area now by State Route 32.',
    });

    const samples = await createSampleAddresses();
    const routes = await listPublicPageRoutes();
    const routePaths = new Set(routes.map((route) => route.path));
    expect(
      Object.keys(samples).filter((route) => !routePaths.has(route)),
      'sample addresses for routes the app no longer has',
    ).toEqual([]);
    const unreachable = routes.filter((route) => route.path.includes(':') && !samples[route.path]);
    expect(
      unreachable.map((route) => route.path),
      'routes with no sample address',
    ).toEqual([]);
    pages = routes.flatMap((route) =>
      (samples[route.path] ?? [route.path]).map((address) => ({ ...route, address })),
    );
    // The routes the issue names, so a broken route list cannot pass by listing nothing.
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/news/:slug',
        '/public-records/minutes',
        '/recruitment-and-hiring',
        '/contact',
        '/privacy',
        '/search',
        '/permits/applications',
        '/permits/burn',
        '/permits/burn/status',
        '/permits/burn/apply',
        '/permits/burn/check-in',
        '/permits/burn/permit/:token',
        '/public-records/request/online',
        '/public-records/request/status/:token',
        '/permits/inspection',
      ]),
    );
  });

  test.afterAll(() => {
    server?.stop();
  });

  test('every public route shows the site layout, passes axe and fits 390 px with JavaScript on', async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const page = await newPage(browser, true);
    // Every address is checked; the test lists all that fail, not just the first.
    const problems: string[] = [];
    for (const { address, hasScript } of pages) {
      try {
        const response = await page.goto(address);
        expectStatus(address, response?.status());
        if (hasScript) await page.waitForLoadState('networkidle');
        await expectSiteLayout(page, hasScript);
        await expectNoSidewaysScroll(page, address);
        await expectNoAxeViolations(page);
      } catch (error) {
        problems.push(`${address}: ${String(error).split('\n').slice(0, 12).join(' ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('every public route shows the site layout, passes axe and fits 390 px with JavaScript off, and loads no script', async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const page = await newPage(browser, false);
    const checker = await newPage(browser, true);
    const problems: string[] = [];
    for (const { address, hasScript } of pages) {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      try {
        const response = await page.goto(address);
        expectStatus(address, response?.status());
        await expectSiteLayout(page, hasScript);
        if (!hasScript) {
          expect(await page.locator('script').count(), address).toBe(0);
          expect(scripts, address).toEqual([]);
        }
        await checkWithoutScript(page, checker, address);
      } catch (error) {
        problems.push(`${address}: ${String(error).split('\n').slice(0, 12).join(' ')}`);
      }
      page.removeAllListeners('request');
    }
    expect(problems).toEqual([]);
  });

  test('the burn, records and booking forms work with JavaScript off, wrong input included', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await newPage(browser, false);
    const checker = await newPage(browser, true);

    // Open burning: a wrong answer comes back with the summary and the message under the field.
    await page.goto('/permits/burn/apply');
    await page.getByLabel('Your name').fill('Sam Smoke');
    await page.getByRole('button', { name: 'Apply for the permit' }).click();
    await expect(page).toHaveTitle(/^Error: Apply for an open burn permit/);
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('Sam Smoke');
    await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expectSiteLayout(page);
    await checkWithoutScript(page, checker, 'burn apply with errors');

    // The QR check-in with a wrong permit number is refused in words, in the layout.
    await page.goto('/permits/burn/check-in');
    await page.getByLabel('Permit number').fill('OB-2000-000000');
    await page.getByLabel('Check-in code').fill('7K3M-Q9TD');
    await page.getByLabel('From').fill('09:00');
    await page.getByLabel('To').fill('12:00');
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Check-in refused.' })).toBeVisible();
    await expectSiteLayout(page);

    // Records: a request without a description, then a right one.
    await page.goto('/public-records/request/online');
    await page.getByLabel('Your name').fill('Lee Reader');
    await page.getByLabel('E-mail address').fill('not-an-address');
    await page.getByRole('button', { name: 'Send the request' }).click();
    await expect(page).toHaveTitle(/^Error: Request public records online/);
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('Lee Reader');
    await expectSiteLayout(page);
    await checkWithoutScript(page, checker, 'records form with errors');
    await page.getByLabel('E-mail address').fill('lee@example.org');
    await page.getByLabel('Mailing address').fill('2 Oak St, Kamas, UT 84036');
    await page.getByLabel('Records you want').fill('Fire inspection reports for 2 Oak St');
    await page.getByLabel('Electronic copy').check();
    await page.getByRole('button', { name: 'Send the request' }).click();
    await expect(page).toHaveURL(/\/public-records\/request\/status\/[\w-]+\?filed=1$/);
    await expect(page.getByRole('status')).toContainText('We received your request.');
    // The withdrawal form without its box ticked answers with the message under it.
    await page.getByRole('button', { name: 'Withdraw this request' }).click();
    await expect(page.getByLabel('I want to withdraw this request')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectSiteLayout(page);
    await checkWithoutScript(page, checker, 'records status with errors');

    // Booking: a post from a link that matches no permit answers a page of the site.
    await page.goto(UNKNOWN_BOOKING_LINK);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking link not found');
    await expectSiteLayout(page);
  });
});
