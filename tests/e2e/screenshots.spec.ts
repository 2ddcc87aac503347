import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { payForSprinklerPermit } from '../support/sandbox-permit.ts';
import { fillCalendar } from '../support/busy-calendar.ts';
import { keepStaffToken, newContextAtWidth } from '../support/staff-token.ts';

/**
 * Not a check: takes the before-and-after screenshots of docs/screenshots (issue 21, item 5) with
 * real data in the pages. Runs only when SCREENSHOTS names the suffix, e.g.
 * `SCREENSHOTS=after npx playwright test tests/e2e/screenshots.spec.ts`.
 */
const suffix = process.env.SCREENSHOTS;

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'calendar', path: '/permits/calendar' },
  { name: 'staff-home', path: '/admin' },
  { name: 'staff-permits', path: '/admin/permits' },
] as const;

test.describe('screenshots', () => {
  test.skip(!suffix, 'set SCREENSHOTS=before|after to take them');
  test.describe.configure({ timeout: 300_000 });

  test('home, calendar, back office home and permit applications at 390 and 1366 px', async ({
    browser,
    request,
    baseURL,
  }) => {
    const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
    const { token } = (await login.json()) as { token: string };
    await fillCalendar(request, token, 21);
    for (let index = 0; index < 6; index += 1) {
      await payForSprinklerPermit(baseURL!, {}, { applicantName: `Screenshot Applicant ${index}` });
    }
    // A live alert, as the district has in fire season.
    await request.post('/api/content/alerts', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        data: {
          level: 'warning',
          heading: 'Stage 1 Fire Restrictions',
          text: 'Stage 1 fire restrictions are in effect for all district lands. No open fires outside developed campgrounds.',
          link: { label: 'Read the restrictions', href: '/prevention' },
          startsAtLocal: null,
          endsAtLocal: null,
        },
      },
    });

    for (const width of [390, 1366]) {
      const context = await newContextAtWidth(browser, width, 844);
      const page = await context.newPage();
      await keepStaffToken(page, token, { isAdminOnly: true });
      for (const { name, path } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `docs/screenshots/issue-21/${name}-${width}-${suffix}.png`,
          fullPage: true,
        });
      }
      await context.close();
    }
  });
});
