import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { ownServerForDescribe } from '../support/own-server-hooks.ts';
import { pageWithoutJavaScript } from '../support/own-server-test.ts';
import { logInOnPage } from '../support/log-in-page.ts';
import { REFLOW_WIDTHS } from '../support/page-checks.ts';
import { fillCard, TEST_CARDS } from '../support/permits-e2e.ts';
import { sendRecordsRequest } from '../support/records-setup.ts';

// Issue 20: the records officer works a request from /admin/records on a phone (390 px), estimates
// a fee the requester pays by card, and fulfils it with a PDF; the requester downloads it from the private link with JavaScript off.
const SHOTS = 'docs/screenshots/issue-20';

test.describe("the records officer's page", () => {
  const server = ownServerForDescribe('records-staff');

  test('the officer fulfils a request with a PDF and the requester downloads it', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { page } = await pageWithoutJavaScript(browser, server.url);
    await page.goto('/public-records/request/online');
    await sendRecordsRequest(page);
    await expect(page.getByText(/business days left/)).toBeVisible();
    const statusUrl = page.url().split('?')[0]!;

    const staff = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 900 },
    });
    const office = await staff.newPage();
    await logInOnPage(office, '/admin/records', E2E_ADMIN);
    const requestLink = office.getByRole('link', { name: /^GR-\d{4}-\d{6}$/ });
    await expect(requestLink).toBeVisible();
    await expect(office.getByText(/business days left/)).toBeVisible();
    await office.screenshot({ path: `${SHOTS}/queue-390.png`, fullPage: true });
    for (const width of REFLOW_WIDTHS) {
      await office.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(office);
    }
    await office.setViewportSize({ width: 390, height: 900 });

    await requestLink.click();
    await expect(office.getByRole('heading', { name: /^Request GR-/ })).toBeVisible();
    await expect(
      office.getByText('Request received, with the deadline and private link'),
    ).toBeVisible();
    // The officer estimates the actual cost; the requester pays it by card (decision 270).
    await office.getByText('Estimate fees', { exact: true }).click();
    await office.getByLabel('Amount in dollars').fill('12.50');
    await office.getByLabel('Actual-cost items').fill('50 pages at $0.25');
    await office.getByRole('button', { name: 'E-mail the estimate' }).click();
    await expect(office.getByText('Fee estimate recorded.')).toBeVisible();
    await page.goto(statusUrl);
    const payLink = page.getByRole('link', { name: 'Pay $12.50 by card' });
    await expect(payLink).toBeVisible();
    const payUrl = new URL((await payLink.getAttribute('href'))!);
    const payer = await browser.newContext({ baseURL: server.url });
    const payPage = await payer.newPage();
    await payPage.goto(`/permits/pay${payUrl.hash}`);
    await expect(payPage.getByText('Records request fee')).toBeVisible();
    await fillCard(payPage, TEST_CARDS.success);
    await payPage.getByRole('button', { name: 'Pay $12.50' }).click();
    await expect(payPage.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
      timeout: 20_000,
    });
    // The receipt page leads back to the request's own status page.
    await payPage.getByRole('link', { name: 'Back to your request' }).click();
    await expect(payPage).toHaveURL(statusUrl);
    await payer.close();
    await office.reload();
    await expect(office.getByRole('heading', { name: /^Request GR-/ })).toBeVisible();
    await expect(office.getByText('Fee paid').first()).toBeVisible();

    await office.getByText('Upload responsive records').click();
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Incident report 2025-114');
    await office.getByLabel('Record to upload').setInputFiles({
      name: 'incident-report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await pdf.save()),
    });
    await office.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(office.getByText('Uploaded incident-report.pdf.')).toBeVisible();
    await office.getByText('Fulfil', { exact: true }).click();
    await office.getByRole('button', { name: 'Fulfil and e-mail the download link' }).click();
    await expect(
      office.getByText('Fulfilled; the requester is e-mailed the download link.'),
    ).toBeVisible();
    // The public log lists the request under the subject the officer writes.
    await office.getByLabel('Public subject').fill('Incident reports for a 2025 fire');
    await office.getByRole('button', { name: 'Save the public log entry' }).click();
    await expect(office.getByText('Saved: the request is in the public log.')).toBeVisible();
    await office.screenshot({ path: `${SHOTS}/request-390.png`, fullPage: true });
    for (const width of REFLOW_WIDTHS) {
      await office.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(office);
    }

    await page.goto(statusUrl);
    await expect(page.getByRole('heading', { name: 'Your records' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/status-downloads.png`, fullPage: true });
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'incident-report.pdf' }).click();
    const saved = await (await download).path();
    expect(fs.readFileSync(saved!).subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto('/public-records/request/log');
    await expect(page.getByRole('row', { name: /Incident reports for a 2025 fire/ })).toContainText(
      'Fulfilled',
    );
    await expect(page.getByText('Weber Canyon')).toHaveCount(0);
  });
});
