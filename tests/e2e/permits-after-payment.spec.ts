import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { fillAndPay, payButton, payPermit } from '../support/permits-e2e.ts';
import { logInOnPage } from '../support/log-in-page.ts';

/** The .eml files the server wrote to DATA_DIR/outbox (no SMTP_URL in e2e). */
function readOutbox(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
}

/** A quoted-printable mail body as plain text. */
function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function logIn(page: Page) {
  await logInOnPage(page, '/admin/permits', E2E_ADMIN);
}

test.describe('After the payment', () => {
  test('the confirmation leads to the status page, which downloads the permit again', async ({
    page,
  }) => {
    const permitNumber = await payPermit(page, 'residential', 'Status Page Check');
    const form = page.getByRole('form', { name: 'Residential Clearance' });
    const banner = form.getByRole('status').filter({ hasText: 'Payment successful' });
    // A residential clearance needs an inspection by default: the confirmation offers the booking.
    await expect(banner).toContainText(
      'This permit needs an inspection by the Fire Marshal: choose a time that suits you online.',
    );
    await expect(banner.getByRole('link', { name: 'Book your inspection' })).toHaveAttribute(
      'href',
      /^\/permits\/inspection\?token=/,
    );
    await expect(banner).toContainText('pat@example.org');
    await expect(payButton(form)).toBeDisabled();
    await expectNoAxeViolations(page);

    await banner.getByRole('link', { name: 'See your application’s status page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Permit status' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: `Residential Clearance ${permitNumber}` }),
    ).toBeVisible();
    await expect(page.getByText('Permit issued and e-mailed')).toBeVisible();
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the permit (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${permitNumber}.pdf`);
  });

  test('a clerk refunds part of a permit; the applicant’s status page and e-mail show it', async ({
    page,
  }) => {
    // Pays, refunds as a clerk, looks up as the applicant: three sessions in one test.
    test.setTimeout(150_000);
    const applicant = `Refund Check ${Math.random().toString(36).slice(2, 8)}`;
    const permitNumber = await payPermit(page, 'sprinkler', applicant);

    await logIn(page);
    // The back office's own search, not the site search in the header.
    const applications = page.getByRole('search', { name: 'Permit applications' });
    await applications.getByLabel('Search', { exact: true }).fill(permitNumber);
    await applications.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Page 1 of 1 (1 applications)')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: permitNumber });
    await row.getByRole('button', { name: /Details/ }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: `Sprinkler Permit ${permitNumber}` }),
    ).toBeFocused();
    await page.getByLabel(/Amount to refund/).fill('50.00');
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(page.getByText('Enter the reason for the refund')).toBeVisible();
    await page.getByLabel('Reason for the refund').fill('Inspection not needed');
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Refunded $50.00' })).toBeVisible();
    await expect(page.getByText('Permit issued, partly refunded')).toBeVisible();
    await expect(
      page.getByRole('list').filter({ hasText: 'Inspection not needed' }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The applicant looks the permit up by number and e-mail, without JavaScript.
    const browser = page.context().browser()!;
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: new URL(page.url()).origin,
    });
    const applicantPage = await noScript.newPage();
    await applicantPage.goto('/permits/status');
    await applicantPage.getByLabel('Permit number').fill(permitNumber);
    await applicantPage.getByLabel('E-mail address').fill('someone-else@example.org');
    await applicantPage.getByRole('button', { name: 'Find my permit' }).click();
    await expect(applicantPage.getByRole('alert')).toContainText(
      'We could not find a permit with that number and e-mail address.',
    );
    await applicantPage.getByLabel('E-mail address').fill('pat@example.org');
    await applicantPage.getByRole('button', { name: 'Find my permit' }).click();
    await expect(applicantPage.getByText('Permit issued, partly refunded')).toBeVisible();
    await expect(applicantPage.getByText('$50.00')).toBeVisible();
    await noScript.close();
    // axe needs JavaScript; the lookup form with its error is checked with it on.
    await page.goto('/permits/status');
    await page.getByLabel('Permit number').fill('RC-2026-999999');
    await page.getByLabel('E-mail address').fill('nobody@example.org');
    await page.getByRole('button', { name: 'Find my permit' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);

    await expect
      .poll(
        () =>
          readOutbox()
            .map(decodeMail)
            .filter((mail) => mail.includes(`Refund for your Sprinkler Permit ${permitNumber}`)),
        {
          timeout: 30_000,
        },
      )
      .toHaveLength(1);
    const mail = readOutbox()
      .map(decodeMail)
      .find((text) => text.includes(`Refund for your Sprinkler Permit ${permitNumber}`))!;
    expect(mail).toContain('We have refunded $50.00');
    expect(mail).toContain('Reason: Inspection not needed');
  });

  test('the sprinkler form says Payment Succeeded, But... when completion fails after payment', async ({
    page,
  }) => {
    await page.route('**/api/sprinkler/complete', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong' } }),
      }),
    );
    const form = await fillAndPay(page, 'sprinkler');
    const alert = form.getByRole('alert').filter({ hasText: 'Payment Succeeded, But...' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText('our team will contact you');
    await expect(payButton(form)).toBeDisabled();
    await expectNoAxeViolations(page);
  });
});
