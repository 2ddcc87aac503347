import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { payPermit } from '../support/permits-e2e.ts';

test.describe('Permit applications back office', () => {
  test('an administrator sees a paid application, filters, opens the permit PDF and re-sends the e-mail', async ({
    page,
  }) => {
    const applicant = `Admin Check ${Math.random().toString(36).slice(2, 8)}`;
    const permitNumber = await payPermit(page, 'sprinkler', applicant);

    await page.goto('/admin/permits');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Permit Applications' }),
    ).toBeVisible();
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill('wrong-password-123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid credentials');
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    const row = page.getByRole('row').filter({ hasText: permitNumber });
    await expect(row).toBeVisible();
    await expect(row).toContainText(applicant);
    await expect(row).toContainText('$267.81');
    await expect(row).toContainText(/pi_\w+/);
    await expectNoAxeViolations(page);

    await page.getByLabel('Type').selectOption('sprinkler');
    await expect(row).toBeVisible();
    await page.getByLabel('Type').selectOption('propane');
    await expect(page.getByRole('row').filter({ hasText: permitNumber })).toHaveCount(0);
    await page.getByLabel('Type').selectOption('');
    await page.getByLabel('Status').selectOption('pending');
    await expect(page.getByRole('row').filter({ hasText: permitNumber })).toHaveCount(0);
    await page.getByLabel('Status').selectOption('');
    await expect(row).toBeVisible();

    const pdfButton = row.getByRole('button', { name: /Permit PDF/ });
    await expect(pdfButton).toBeVisible();
    const [popup] = await Promise.all([page.waitForEvent('popup'), pdfButton.click()]);
    expect(popup.url()).toMatch(/^blob:/);
    await popup.close();

    await row.getByRole('button', { name: /Resend e-mail/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'was sent again' })).toContainText(
      permitNumber,
    );

    // A stale token goes back to the login.
    await page.evaluate(() => window.localStorage.setItem('calendarToken', 'not-a-valid-token'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
