import { test as base, expect } from '@playwright/test';
import { ownServerFixtures, type OwnServerWorkerFixtures } from '../support/own-server-test.ts';
import { fillAndPay } from '../support/permits-e2e.ts';

/**
 * Its own server, whose SMTP server refuses connections (port 1), so the first e-mail of every
 * permit fails; self-contained so it never disturbs the shared e2e server.
 */
const test = base.extend<{}, OwnServerWorkerFixtures>(
  ownServerFixtures('smtp-down', { SMTP_URL: 'smtp://127.0.0.1:1' }),
);

test('sprinkler: with SMTP down the payment succeeds and the permit is offered as a download', async ({
  page,
}) => {
  const form = await fillAndPay(page, 'sprinkler');
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
