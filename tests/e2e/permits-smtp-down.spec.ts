import { test as base, expect } from '@playwright/test';
import { startOwnE2eServer } from '../support/own-e2e-server.ts';
import {
  fillCard,
  fillPermitFields,
  openPermitForm,
  payButton,
  TEST_CARDS,
} from '../support/permits-e2e.ts';

/**
 * Its own server, whose SMTP server refuses connections (port 1), so the first e-mail of every
 * permit fails; self-contained so it never disturbs the shared e2e server.
 */
const test = base.extend<{}, { smtpDownServerUrl: string }>({
  smtpDownServerUrl: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startOwnE2eServer('smtp-down', { SMTP_URL: 'smtp://127.0.0.1:1' });
      try {
        await use(server.url);
      } finally {
        server.stop();
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ smtpDownServerUrl }, use) => use(smtpDownServerUrl),
});

test('sprinkler: with SMTP down the payment succeeds and the permit is offered as a download', async ({
  page,
}) => {
  const form = await openPermitForm(page, 'sprinkler');
  await fillPermitFields(form, 'sprinkler');
  await fillCard(form, TEST_CARDS.success);
  await payButton(form).click();
  const warning = form.getByRole('alert').filter({ hasText: 'Payment Succeeded, But...' });
  await expect(warning).toBeVisible({ timeout: 30_000 });
  await expect(warning).toContainText('Our team will contact you');
  const link = warning.getByRole('link', { name: /Download your permit/ });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
