import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { logInOnPage } from '../support/log-in-page.ts';
import { sendRecordsRequest } from '../support/records-setup.ts';

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
  await sendRecordsRequest(page);
  await expect(page).toHaveURL(/\/public-records\/request\/status\//);

  await page.setViewportSize({ width: 320, height: 800 });
  await logInOnPage(page, '/admin/records/report', E2E_ADMIN);

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
