import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { payForSprinklerPermit } from '../support/sandbox-permit.ts';

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

function districtDay(offsetDays: number): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(day);
}

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
    for (let day = 0; day < 21; day += 1) {
      for (const [startTime, endTime, title] of [
        ['09:00', '11:30', 'Inspection — Oakley, 1200 W Weber Canyon Rd'],
        ['13:00', '15:45', 'Plan review and training at Station 42'],
      ] as const) {
        await request.post('/api/calendar/events', {
          headers: { authorization: `Bearer ${token}` },
          data: {
            title,
            startDate: districtDay(day),
            endDate: districtDay(day),
            startTime,
            endTime,
            description: 'Booked',
            isMultiDay: false,
          },
        });
      }
    }
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
      const context = await browser.newContext({
        viewport: { width, height: width < 500 ? 844 : 900 },
        ...(width < 500 ? { hasTouch: true, isMobile: true } : {}),
      });
      const page = await context.newPage();
      await page.addInitScript((value) => {
        if (window.location.pathname.startsWith('/admin')) {
          window.localStorage.setItem('calendarToken', value);
        }
      }, token);
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
