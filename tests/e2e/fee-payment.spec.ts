import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { checkAtWidths } from '../support/page-checks.ts';
import { applyForBurnPermit, ROBIN_RANCHER, saveBurnSettings } from '../support/burn-setup.ts';
import { districtDay } from '../support/district-day.ts';
import { ownServerForDescribe } from '../support/own-server-hooks.ts';
import { fillCard, TEST_CARDS } from '../support/permits-e2e.ts';

// Decision 270 end to end: the district sets a burn permit fee; the applicant opens the private
// pay link, pays with the sandbox's test card, and the permit is issued.
const server = ownServerForDescribe('fee', {}, ({ url, staffToken }) =>
  saveBurnSettings(url, staffToken, { windows: [{ from: '01-01', to: '12-31' }], feeCents: 2_500 }),
);

/** A burn permit applied for in Oakley, its fee due: the private pay link and the permit's token. */
async function applyForFeeDue(
  applicant: Pick<
    Parameters<typeof applyForBurnPermit>[1],
    'applicantName' | 'phone' | 'email' | 'street' | 'materialDescription'
  >,
): Promise<{ payUrl: string; accessToken: string }> {
  const applied = await applyForBurnPermit(server.url, {
    ...applicant,
    town: 'Oakley',
    material: 'ditch-bank',
    pileSize: 'One strip, 200 ft by 3 ft',
    fromDay: districtDay(1),
    toDay: districtDay(5),
  });
  expect(applied.status).toBe(201);
  return (await applied.json()) as { payUrl: string; accessToken: string };
}

test.describe('paying a fee by card', () => {
  test.describe.configure({ mode: 'serial' });

  test('the applicant pays the burn permit fee from the private link and the permit is issued', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { payUrl, accessToken } = await applyForFeeDue({
      ...ROBIN_RANCHER,
      materialDescription: 'Dry grass along 200 ft of ditch bank',
    });
    const fragment = new URL(payUrl).hash;

    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto(`/permits/pay${fragment}`);
    const pay = page.getByRole('button', { name: 'Pay $25.00' });
    await expect(pay).toBeVisible();
    await expect(page.getByText('Open burn permit, 12 Ditch Rd, Oakley')).toBeVisible();
    await checkAtWidths(page, '/permits/pay');

    // An empty card is caught before anything is charged.
    await pay.click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();

    await fillCard(page, TEST_CARDS.success);
    await pay.click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
      timeout: 20_000,
    });
    await expectNoAxeViolations(page);

    // The permit is issued (the district auto-approves by default) and the link is spent.
    await page.getByRole('link', { name: 'Back to your permit' }).click();
    await expect(page.getByText('Permit issued')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/permits/burn/permit/${accessToken}$`));

    // A made-up link is told so, without a card form.
    await page.goto(`/permits/pay#${'x'.repeat(32)}`);
    await expect(
      page.getByRole('heading', { name: 'We could not find that payment link' }),
    ).toBeVisible();
    await context.close();
  });
  test('pays the fee on the Spanish page (decision 330): words, amounts and the way back in Spanish', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // A second applicant's burn permit: the first one's fee is paid by the test above.
    const { payUrl, accessToken } = await applyForFeeDue({
      applicantName: 'Rosa Ranchera',
      phone: '435-555-0143',
      email: 'rosa@example.org',
      street: '14 Ditch Rd',
      materialDescription: 'Pasto seco en la orilla de la zanja',
    });
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto(`/es/permits/pay${new URL(payUrl).hash}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(/^Pagar un cargo \| /);
    const pay = page.getByRole('button', { name: 'Pagar $25.00' });
    await expect(pay).toBeVisible();
    await expect(page.getByText('Cargo del permiso de quema al aire libre')).toBeVisible();
    // What the fee is for is the district's English, marked as such.
    await expect(page.getByText('Open burn permit, 14 Ditch Rd, Oakley')).toHaveAttribute(
      'lang',
      'en',
    );
    await checkAtWidths(page, '/es/permits/pay');

    await pay.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Hay un problema' })).toBeVisible();
    await fillCard(page, TEST_CARDS.success, 'es');
    await pay.click();
    await expect(page.getByRole('heading', { name: 'Pago realizado' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Recibimos $25.00 y le enviamos un recibo')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Volver a su permiso' }).click();
    await expect(page).toHaveURL(new RegExp(`/es/permits/burn/permit/${accessToken}$`));
    await context.close();
  });
});
