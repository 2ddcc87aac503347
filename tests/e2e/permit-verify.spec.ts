import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { payForSprinklerPermit } from '../support/sandbox-permit.ts';

test.describe('Permit verification page (the QR code on the permit)', () => {
  test('tells whether a permit number is genuine, without JavaScript, at 320 px', async ({
    browser,
    baseURL,
  }) => {
    const permit = await payForSprinklerPermit(baseURL ?? '');
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 320, height: 640 },
    });
    const page = await context.newPage();

    await page.goto(`/permits/verify/${permit.permitNumber}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Permit verification' }),
    ).toBeVisible();
    await expect(page.getByRole('status')).toContainText(`Genuine permit ${permit.permitNumber}.`);
    await expect(page.getByText('Sprinkler Permit', { exact: true })).toBeVisible();
    // The e2e server pays in the offline sandbox, so its permits are marked as tests (decision 121).
    await expect(page.getByText('TEST — NOT A VALID PERMIT', { exact: true })).toBeVisible();
    await expect(page.getByText('Sam Example')).toHaveCount(0);

    const madeUp = await page.goto('/permits/verify/SP-2026-999999');
    expect(madeUp?.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText(
      'The district has no permit with this number. Check the number printed on the permit, or call the main office.',
    );
    await expect(page.getByText('Sprinkler Permit')).toHaveCount(0);
    await context.close();
  });

  test('has no axe violations and no horizontal scroll at 320 px, genuine or not', async ({
    page,
    baseURL,
  }) => {
    const permit = await payForSprinklerPermit(baseURL ?? '');
    await page.setViewportSize({ width: 320, height: 640 });
    for (const permitNumber of [permit.permitNumber, 'SP-2026-999999']) {
      await page.goto(`/permits/verify/${permitNumber}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Permit verification' }),
      ).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      await expectNoAxeViolations(page);
    }
  });
});
