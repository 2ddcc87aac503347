import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { logInOnPage } from '../support/log-in-page.ts';

test.describe('Operations page', () => {
  test('an administrator opens Operations from the back office and reads it at 320 px', async ({
    page,
  }) => {
    await logInOnPage(page, '/admin', E2E_ADMIN);
    const tasks = page.getByRole('navigation', { name: 'Back office' });
    await tasks.getByRole('link', { name: 'Operations' }).click();
    await expect(page).toHaveURL(/\/admin\/operations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'E-mails waiting or failing' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Paid but not issued for more than 10 minutes' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Background jobs' })).toBeVisible();
    await expect(
      page.getByText('SQLite (embedded)').or(page.getByText('PostgreSQL')),
    ).toBeVisible();
    await expect(page.getByText(/^\d+\.\d+\.\d+/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 320, height: 800 });
    await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
