import { expect, test } from '@playwright/test';
import {
  applyForBurnPermit,
  checkInOnPage,
  openDispatchBurns,
  ROBIN_RANCHER,
  saveBurnSettings,
} from '../support/burn-setup.ts';
import { fillNewAlertForm } from '../support/alert-form.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { burnServerForDescribe } from '../support/own-server-hooks.ts';
import { logInOnPage } from '../support/log-in-page.ts';
import { checkAtWidths } from '../support/page-checks.ts';

// Decision 307 end to end: staff publish an alert that prohibits open fires, and every burn-day
// status obeys it (home page, /permits/burn, dispatch) and a check-in is refused.
const DISPATCH_TOKEN = 'e2e-dispatch-token-restrictions-0123';

test.describe('fire restrictions drive the burn-day status', () => {
  test.describe.configure({ mode: 'serial' });
  const server = burnServerForDescribe('burn-restrictions', {
    BURN_DISPATCH_TOKEN: DISPATCH_TOKEN,
  });

  test('an alert prohibiting open fires makes every status No burning and refuses a check-in', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const applied = await applyForBurnPermit(server.url, ROBIN_RANCHER);
    expect(applied.status).toBe(201);
    const { accessToken } = (await applied.json()) as { accessToken: string };

    const visitor = await browser.newContext({ baseURL: server.url });
    const home = await visitor.newPage();
    await home.goto('/');
    await expect(home.locator('#fire-conditions')).toContainText('Burning allowed');

    // Staff publish the alert in the back office, with "Prohibits open burning".
    const staff = await browser.newContext({ baseURL: server.url });
    const office = await staff.newPage();
    await logInOnPage(office, '/admin/alert', E2E_ADMIN);
    await expect(office.getByRole('heading', { name: 'New alert' })).toBeVisible();
    const form = office.getByRole('form', { name: 'New alert' });
    await fillNewAlertForm(form, {
      level: 'emergency',
      heading: 'Stage 2 fire restrictions',
      text: 'Open fires are prohibited in the district.',
    });
    await form.getByLabel('Prohibits open burning').check();
    await checkAtWidths(office, 'the New alert form');
    await form.getByRole('button', { name: 'Publish alert' }).click();
    await expect(form.getByRole('status')).toHaveText(/Alert published/);

    // The home page, /permits/burn and dispatch all say No burning, naming the restriction.
    await expect
      .poll(
        async () => {
          await home.goto('/');
          return home.locator('#fire-conditions').innerText();
        },
        { timeout: 15_000 },
      )
      .toContain('No burning today');
    await expect(home.locator('#fire-conditions')).toContainText('Stage 2 fire restrictions');
    const burnPage = await visitor.newPage();
    await burnPage.goto('/permits/burn');
    await expect(burnPage.getByText('No burning today').first()).toBeVisible();
    await expect(
      burnPage.getByText(/Fire restrictions: Stage 2 fire restrictions/).first(),
    ).toBeVisible();
    const dispatch = await openDispatchBurns(visitor, DISPATCH_TOKEN);
    await expect(dispatch.getByText('No burning today').first()).toBeVisible();

    // The holder's check-in is refused with the restriction named.
    const permit = await visitor.newPage();
    await permit.goto(`/permits/burn/permit/${accessToken}`);
    await checkInOnPage(permit, '09:00', '15:00');
    await expect(permit.getByRole('alert')).toContainText(
      'Today is not a burn day. Fire restrictions: Stage 2 fire restrictions.',
    );
    await staff.close();
    await visitor.close();
  });

  test('the application asks for the state burn registration number when the settings say so', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    await saveBurnSettings(server.url, server.staffToken, {
      asksStateRegistration: true,
      stateRegistrationUrl: 'https://air.utah.gov/OpenBurning/form/index.php',
    });
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/permits/burn/apply');
    await expect(
      page.getByRole('link', { name: 'the state’s open burn registration' }),
    ).toHaveAttribute('href', 'https://air.utah.gov/OpenBurning/form/index.php');
    await page.getByRole('button', { name: 'Apply for the permit' }).click();
    await expect(page.getByLabel('State burn registration number')).toHaveAccessibleDescription(
      /Enter your state burn registration number/,
    );
    await checkAtWidths(page, '/permits/burn/apply');
    await context.close();
  });
});
