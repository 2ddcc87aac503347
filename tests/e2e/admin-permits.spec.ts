import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { payPermit } from '../support/permits-e2e.ts';
import { payForSprinklerPermit } from '../support/sandbox-permit.ts';
import { keepStaffToken } from '../support/staff-token.ts';

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

  test('fits every action on a 1366 px laptop and shows one card per application on a phone', async ({
    browser,
    baseURL,
    request,
  }) => {
    const applicant = `Laptop Check ${Math.random().toString(36).slice(2, 8)}`;
    const { permitNumber } = await payForSprinklerPermit(
      baseURL!,
      {},
      { applicantName: applicant },
    );
    const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
    const { token } = (await login.json()) as { token: string };

    for (const width of [1366, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await keepStaffToken(context, token);
      const page = await context.newPage();
      await page.goto('/admin/permits');
      const table = page.getByRole('region', { name: 'Permit applications, newest first' });
      const row = table.getByRole('row').filter({ hasText: permitNumber });
      await expect(row).toBeVisible();
      const pdfButton = row.getByRole('button', { name: /Permit PDF.*opens in a new tab/ });
      await expect(pdfButton).toBeVisible();

      const tableBox = (await table.boundingBox())!;
      for (const button of [
        pdfButton,
        row.getByRole('button', { name: /Details/ }),
        row.getByRole('button', { name: /Resend e-mail/ }),
      ]) {
        const box = (await button.boundingBox())!;
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(tableBox.x + tableBox.width);
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
      }
      // The table needs no scrolling of its own, and the page none sideways.
      expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      // "Permit PDF" keeps to one line: its new-tab hint is an icon.
      expect((await pdfButton.boundingBox())!.height).toBeLessThan(32);
      await expectNoAxeViolations(page);
      await context.close();
    }
  });
});
