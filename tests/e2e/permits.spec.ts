import { expect, test, type Request } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  fillCard,
  fillPermitFields,
  FORM_NAMES,
  openPermitForm,
  payButton,
  TEST_CARDS,
  type E2eFormType,
} from '../support/permits-e2e.ts';

const FORM_TYPES: E2eFormType[] = ['residential', 'commercial', 'propane', 'sprinkler'];
const CARD_DIGITS = [TEST_CARDS.success, TEST_CARDS.declined, TEST_CARDS.threeDSecure].map((card) =>
  card.replace(/ /g, ''),
);

/** Collects every request body the page sends, to prove no card number leaves the browser. */
function recordRequestBodies(page: import('@playwright/test').Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request: Request) => {
    const buffer = request.postDataBuffer();
    if (buffer) bodies.push(buffer.toString('latin1'));
    bodies.push(request.url());
  });
  return bodies;
}

function expectNoCardNumbers(bodies: string[]) {
  for (const body of bodies) {
    const digitsOnly = body.replace(/[\s-]/g, '');
    for (const card of CARD_DIGITS) expect(digitsOnly).not.toContain(card);
  }
}

test.describe('Permit Forms page', () => {
  test('offers the printable forms, the toggle and the fee note, with no axe violations on any form', async ({
    page,
  }) => {
    await page.goto('/permits');
    await expect(page.getByRole('heading', { level: 1, name: 'Permit Forms' })).toBeVisible();
    for (const name of ['Residential Clearance Inspection Form', 'Burn Permit']) {
      const link = page.getByRole('link', {
        name: new RegExp(`${name}.*\\(PDF, opens in a new tab\\)`),
      });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(page.getByText('A 3.5% processing fee is added to each payment.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Residential', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('Test mode — no real charges')).toBeVisible();
    await expectNoAxeViolations(page);

    for (const formType of FORM_TYPES.slice(1)) {
      const toggle = page.getByRole('button', { name: FORM_NAMES[formType].toggle, exact: true });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('form', { name: FORM_NAMES[formType].form })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('an empty submit shows a focused error summary, Error: in the title, and keeps what was typed', async ({
    page,
  }) => {
    const form = await openPermitForm(page, 'residential');
    await form.getByLabel('Full Name', { exact: true }).fill('Kept Name');
    await payButton(form).click();
    const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Error: Permit Forms/);
    await expect(form.getByLabel('Full Name', { exact: true })).toHaveValue('Kept Name');
    const lot = form.getByLabel('Lot Number', { exact: true });
    await expect(lot).toHaveAttribute('aria-invalid', 'true');
    await summary.getByRole('link', { name: 'Enter the lot number' }).click();
    await expect(lot).toBeFocused();
    await page.screenshot({ path: 'test-results/permits-form-errors.png', fullPage: true });
    await expectNoAxeViolations(page);
  });

  for (const formType of FORM_TYPES) {
    test(`pays the ${formType} form with 4242 4242 4242 4242 and shows the permit number`, async ({
      page,
    }) => {
      const bodies = recordRequestBodies(page);
      const form = await openPermitForm(page, formType);
      await fillPermitFields(form, formType);
      await fillCard(form, TEST_CARDS.success);
      await payButton(form).click();
      const banner = form.getByRole('status').filter({ hasText: 'Payment successful' });
      await expect(banner).toBeVisible({ timeout: 20_000 });
      await expect(banner).toContainText(/Your permit number is \S+/);
      await expect(payButton(form)).toBeDisabled();
      const firstField =
        formType === 'residential' || formType === 'commercial' ? 'Full Name' : 'Applicant Name';
      await expect(form.getByLabel(firstField, { exact: true })).toHaveValue('');
      await expect(form.getByLabel('Card number', { exact: true })).toHaveValue('');
      if (formType === 'sprinkler')
        await page.screenshot({ path: 'test-results/permits-success.png', fullPage: true });
      expectNoCardNumbers(bodies);
    });
  }

  test('a declined card shows Payment failed with the card message and allows another try', async ({
    page,
  }) => {
    const bodies = recordRequestBodies(page);
    const form = await openPermitForm(page, 'sprinkler');
    await fillPermitFields(form, 'sprinkler');
    await fillCard(form, TEST_CARDS.declined);
    await payButton(form).click();
    const alert = form.getByRole('alert').filter({ hasText: 'Payment failed' });
    await expect(alert).toContainText('Your card was declined.');
    await expect(payButton(form)).toBeEnabled();
    await expect(form.getByLabel('Applicant Name', { exact: true })).toHaveValue('Pat Applicant');
    expectNoCardNumbers(bodies);
  });

  test('3-D Secure completed ends in a permit; the dialog passes axe', async ({ page }) => {
    const bodies = recordRequestBodies(page);
    const form = await openPermitForm(page, 'commercial');
    await fillPermitFields(form, 'commercial');
    await fillCard(form, TEST_CARDS.threeDSecure);
    await payButton(form).click();
    const dialog = page.getByRole('dialog', { name: '3-D Secure authentication' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Payment successful' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(payButton(form)).toBeDisabled();
    expectNoCardNumbers(bodies);
  });

  test('3-D Secure failed shows Authentication failed', async ({ page }) => {
    const form = await openPermitForm(page, 'residential');
    await fillPermitFields(form, 'residential');
    await fillCard(form, TEST_CARDS.threeDSecure);
    await payButton(form).click();
    const dialog = page.getByRole('dialog', { name: '3-D Secure authentication' });
    await dialog.getByRole('button', { name: 'Fail authentication' }).click();
    // The server answers the failed authentication; allow a loaded CI machine its time.
    await expect(form.getByRole('alert').filter({ hasText: 'Authentication failed' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(payButton(form)).toBeEnabled();
  });

  test('while processing, the button reads Processing... and a modal says Please wait...', async ({
    page,
  }) => {
    await page.route('**/api/sprinkler', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const form = await openPermitForm(page, 'sprinkler');
    await fillPermitFields(form, 'sprinkler');
    await fillCard(form, TEST_CARDS.success);
    await payButton(form).click();
    const dialog = page.getByRole('dialog', { name: 'Processing Payment' });
    await expect(dialog).toContainText('Please wait...');
    await expect(payButton(form)).toHaveText('Processing...');
    await expect(payButton(form)).toBeDisabled();
    await expectNoAxeViolations(page);
    await expect(form.getByRole('status').filter({ hasText: 'Payment successful' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog).toBeHidden();
  });

  test('a card number that is not a test card is refused in the browser and nothing is sent', async ({
    page,
  }) => {
    const bodies = recordRequestBodies(page);
    const form = await openPermitForm(page, 'sprinkler');
    await fillPermitFields(form, 'sprinkler');
    await fillCard(form, '5555 5555 5555 4444');
    await payButton(form).click();
    await expect(form.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      'Use one of the test cards listed.',
    );
    expect(bodies.some((body) => body.includes('/api/sprinkler'))).toBe(false);
    for (const body of bodies) expect(body.replace(/\s/g, '')).not.toContain('5555555555554444');
  });
});

test.describe('Dates far from the district’s time zone', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('a typed date travels as the same YYYY-MM-DD day (UTC+14)', async ({ page }) => {
    const form = await openPermitForm(page, 'sprinkler');
    await fillPermitFields(form, 'sprinkler');
    await fillCard(form, TEST_CARDS.success);
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => new URL(candidate.url()).pathname === '/api/sprinkler'),
      payButton(form).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({ formData: { applicationDate: '2026-07-15' } });
    await expect(form.getByRole('status').filter({ hasText: 'Payment successful' })).toBeVisible({
      timeout: 20_000,
    });
  });
});

/** Issue 16, finding 13: the permit forms' first load (`npm run measure:js`'s bytes). */
const PERMIT_FORMS_JS_BUDGET_BYTES = 120 * 1024;

test('loads at most 120 KB of script on the wire on the permit forms, and zod only once the visitor types', async ({
  page,
}) => {
  const scripts = new Map<string, Request>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.set(request.url(), request);
  });
  await page.goto('/permits/applications', { waitUntil: 'networkidle' });
  await expect(page.getByRole('form', { name: FORM_NAMES.residential.form })).toBeVisible();
  let bytes = 0;
  for (const request of scripts.values()) {
    const sizes = await request.sizes();
    bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  }
  console.log(
    `permit forms JavaScript on first load: ${(bytes / 1024).toFixed(1)} KB (${bytes} bytes)`,
  );
  expect(bytes).toBeLessThanOrEqual(PERMIT_FORMS_JS_BUDGET_BYTES);
  expect([...scripts.keys()].some((url) => /validation-[\w-]+\.js$/.test(url))).toBe(false);
  // The back office's layout, routes and pages stay off public pages (issue 21).
  expect([...scripts.keys()].filter((url) => /\/assets\/staff-/.test(url))).toEqual([]);

  await page.getByLabel('Area Covered (sq ft)').fill('4801');
  await expect(page.getByRole('region', { name: 'Cost' })).toContainText('$2,034.24');
  await expect
    .poll(() => [...scripts.keys()].some((url) => /validation-[\w-]+\.js$/.test(url)))
    .toBe(true);
});
