import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';

// Decision 302: the records officer's monthly report page, on a phone and a desktop. Axe finds
// nothing and the page never scrolls sideways, with a request filed so the chart and table show.
const WIDTHS = [320, 390, 1366];

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const excess = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(excess, `${where} scrolls sideways`).toBe(0);
}

test('the records report shows requests a month in a chart beside its table', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/public-records/request/online');
  await page.getByLabel('Your name').fill('Dana Reporter');
  await page.getByLabel('E-mail address').fill('dana@example.org');
  await page.getByLabel('Mailing address').fill('PO Box 12, Kamas, UT 84036');
  await page.getByLabel('Records you want').fill('Incident reports for the Weber Canyon fire');
  await page.getByLabel('Electronic copy').check();
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page).toHaveURL(/\/public-records\/request\/status\//);

  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/admin/records/report');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  const table = page.getByRole('table', { name: 'Records requests a month' });
  await expect(table).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Records requests a month, received and answered on time/ }),
  ).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, `/admin/records/report at ${width} px`);
    await expectNoAxeViolations(page);
  }
});
