import { test as base, expect, type Request } from '@playwright/test';
import { DISTRICT } from '#domain/content/district.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { ownServerFixtures, type OwnServerWorkerFixtures } from '../support/own-server-test.ts';
import { STRIPE_TEST_KEYS } from '../support/stripe-mode.ts';
import { fillPermitFields, payButton } from '../support/permits-e2e.ts';

/**
 * Its own server configured for Stripe (fake test keys), so the shared e2e server keeps its
 * sandbox. Stripe.js is blocked in the browser, as a content blocker or a strict network would;
 * the server is never asked to create a payment, so nothing here reaches Stripe.
 */
const test = base.extend<{}, OwnServerWorkerFixtures>(
  ownServerFixtures('stripe', STRIPE_TEST_KEYS),
);

const LOAD_FAILURE_TEXT = 'The secure card form could not load';

test('when Stripe.js cannot load, the form offers a retry and the phone number and takes no payment', async ({
  page,
}) => {
  const stripeRequests: string[] = [];
  await page.route('**://js.stripe.com/**', async (route) => {
    stripeRequests.push(route.request().url());
    await route.abort('blockedbyclient');
  });
  const paymentPosts: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname.startsWith('/api/clearance'))
      paymentPosts.push(request);
  });

  const configResponse = page.waitForResponse((response) =>
    response.url().endsWith('/api/permits/config'),
  );
  await page.goto('/permits/applications');
  const config = (await (await configResponse).json()) as { paymentModes: Record<string, string> };
  expect(config.paymentModes.residential).toBe('stripe');

  const form = page.getByRole('form', { name: 'Residential Clearance' });
  const failure = form.getByRole('alert').filter({ hasText: LOAD_FAILURE_TEXT });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(DISTRICT.mainOffice.phone);
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(stripeRequests.length).toBeGreaterThanOrEqual(1);

  // No dead card field: neither Stripe's card element nor the sandbox's inputs are shown.
  await expect(form.locator('iframe')).toHaveCount(0);
  await expect(form.locator('.stripe-card')).toHaveCount(0);
  await expect(form.getByLabel('Card number', { exact: true })).toHaveCount(0);
  await expect(form.getByText('Test mode — no real charges')).toHaveCount(0);

  await expectNoAxeViolations(page);

  // A complete form still cannot start a payment without the card field.
  await fillPermitFields(form, 'residential');
  await payButton(form).click();
  await expect(
    form.getByRole('alert').filter({ hasText: 'Stripe not loaded yet...' }),
  ).toBeVisible();
  await expect(payButton(form)).toBeEnabled();
  expect(paymentPosts).toEqual([]);

  await expectNoAxeViolations(page);

  // Retry asks for Stripe.js again, and still fails honestly.
  const requestsBeforeRetry = stripeRequests.length;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => stripeRequests.length).toBeGreaterThan(requestsBeforeRetry);
  await expect(form.getByRole('alert').filter({ hasText: LOAD_FAILURE_TEXT })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(paymentPosts).toEqual([]);
});
