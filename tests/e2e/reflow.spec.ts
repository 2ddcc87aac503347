import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SITE_ROUTES } from '#domain/content/site-routes.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { payForSprinklerPermit } from '../support/sandbox-permit.ts';
import { fillCalendar } from '../support/busy-calendar.ts';
import { keepStaffToken, newContextAtWidth } from '../support/staff-token.ts';

/**
 * Issue 11, item 1: every route and open dialog at 320 and 390 CSS px has no horizontal page
 * scroll (WCAG 2.1 1.4.10 Reflow), and axe finds nothing at 320, 390 and 1366 px. The sweep runs
 * with real data in the pages: a month of calendar events and a back office full of applications.
 */

const WIDTHS = [320, 390, 1366] as const;
const PHONE_WIDTHS = new Set<number>([320, 390]);
/** Pages reached from an e-mailed link: without its token they explain, with a 404. */
const TOKEN_PATHS = new Set(['/subscribe/confirm', '/subscribe/manage']);

/** Every path of the site: each route once, with a real address for routes with a parameter. */
function sweepPaths(newsPostPath: string, permitNumber: string): string[] {
  const paths = new Set<string>();
  for (const route of SITE_ROUTES) {
    if (route.path === '/news/:slug') paths.add(newsPostPath);
    else if (route.path === '/permits/verify/:permitNumber') {
      paths.add(`/permits/verify/${permitNumber}`);
    } else if (route.path === '/admin/pages/:id') paths.add('/admin/pages/home');
    else paths.add(route.path);
  }
  return [...paths];
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Fails when the page scrolls sideways; names the widest elements to say where. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !element.closest('[data-scroll-region], [role="region"][tabindex]'))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { excess: document.documentElement.scrollWidth - width, wide };
  });
  expect(overflow.excess, `${where} scrolls sideways; widest: ${overflow.wide.join(', ')}`).toBe(0);
}

async function openAsAdmin(page: Page, token: string, path: string): Promise<void> {
  await keepStaffToken(page, token);
  await page.goto(path);
}

test.describe('reflow and accessibility at every width', () => {
  test.describe.configure({ timeout: 600_000 });
  let token = '';
  let newsPostPath = '/news';
  let permitNumber = '';

  test.beforeAll(async ({ request, baseURL }) => {
    token = await adminToken(request);
    // Two events a day for the next five weeks: the agenda view is full.
    expect(await fillCalendar(request, token, 35)).toEqual(Array(70).fill(201));
    for (let index = 0; index < 8; index += 1) {
      const paid = await payForSprinklerPermit(
        baseURL!,
        {},
        { applicantName: `Reflow Applicant ${index}` },
      );
      permitNumber = paid.permitNumber;
    }
    const news = await request.get('/news');
    const match = /href="(\/news\/[a-z0-9-]+)"/.exec(await news.text());
    if (match?.[1]) newsPostPath = match[1];
  });

  for (const width of WIDTHS) {
    test(`every route at ${width} px`, async ({ browser }) => {
      const context = await newContextAtWidth(browser, width, 800);
      const page = await context.newPage();
      await keepStaffToken(page, token, { isAdminOnly: true });
      // Every route is checked; the test lists all that fail, not just the first.
      const problems: string[] = [];
      for (const path of sweepPaths(newsPostPath, permitNumber)) {
        try {
          const response = await page.goto(path);
          // Without the token from its e-mail a subscription link answers 404 with its own page.
          expect(response?.status(), path).toBeLessThan(TOKEN_PATHS.has(path) ? 500 : 400);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          // App shells render their data after the first paint; let them settle.
          await page.waitForLoadState('networkidle');
          if (PHONE_WIDTHS.has(width)) await expectNoSidewaysScroll(page, `${path} at ${width} px`);
          await expectNoAxeViolations(page);
        } catch (error) {
          problems.push(`${path}: ${String(error).split('\n').slice(0, 12).join(' ')}`);
        }
      }
      await context.close();
      expect(problems).toEqual([]);
    });

    test(`open dialogs and menus at ${width} px`, async ({ browser }) => {
      const context = await newContextAtWidth(browser, width, 800);
      const page = await context.newPage();
      const check = async (where: string) => {
        if (PHONE_WIDTHS.has(width)) await expectNoSidewaysScroll(page, `${where} at ${width} px`);
        await expectNoAxeViolations(page);
      };

      if (width < 500) {
        await page.goto('/');
        await page.getByText('Menu', { exact: true }).click();
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        await check('the open site menu');
      }

      await page.goto('/permits/calendar');
      await page.getByRole('button', { name: 'Admin Login' }).click();
      await expect(page.getByRole('dialog', { name: 'Admin Login' })).toBeVisible();
      await check('the Admin Login dialog');
      await page.keyboard.press('Escape');

      await page.goto('/public-records/elections');
      await page.getByRole('button', { name: 'View' }).click();
      await expect(page.getByRole('dialog', { name: '2025 Candidate Forms' })).toBeVisible();
      await check('the candidate forms viewer');
      await page.keyboard.press('Escape');

      await openAsAdmin(page, token, '/permits/calendar');
      await page.getByRole('button', { name: 'Add Event' }).click();
      await expect(page.getByRole('dialog', { name: 'Add Event' })).toBeVisible();
      await check('the Add Event dialog');
      await page.keyboard.press('Escape');

      await page.goto('/admin/permits');
      await page
        .getByRole('button', { name: /^Details of / })
        .first()
        .click();
      await expect(page.getByRole('button', { name: 'Back to the applications' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
      await check('an application’s details in the back office');

      await page.goto('/admin/accounts');
      await page.getByRole('button', { name: 'Add account' }).click();
      await expect(page.getByRole('dialog', { name: 'Add account' })).toBeVisible();
      await check('the Add account dialog');
      await context.close();
    });
  }
});
