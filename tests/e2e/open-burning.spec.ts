import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  applyForBurnPermit,
  checkInOnPage,
  openDispatchBurns,
  ROBIN_RANCHER,
} from '../support/burn-setup.ts';
import { fillBurnApplication } from '../support/burn-form.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { decodeQuotedPrintable, waitForOutboxMail } from '../support/outbox.ts';
import { burnServerForDescribe } from '../support/own-server-hooks.ts';
import { openWithoutScript } from '../support/own-server-test.ts';
import { checkAtWidths as checkLiveAtWidths, REFLOW_WIDTHS } from '../support/page-checks.ts';
import { callApi } from '../support/staff-api.ts';
import { logInOnPage } from '../support/log-in-page.ts';

// Issue 19 end to end: the public side with JavaScript off (apply, receive the permit, check
// in), staff switching to No burning in the back office, the e-mail to the checked-in holder, a
// refused second check-in, and dispatch's view before and after.
const DISPATCH_TOKEN = 'e2e-dispatch-token-0123456789';

/** Checks in on the holder's page or the short form and sees it confirmed for `from` to `to`. */
async function checkInFor(page: Page, from: string, to: string): Promise<void> {
  await checkInOnPage(page, from, to);
  await expect(page.getByRole('status')).toContainText(
    `You are checked in for today, ${from} to ${to}.`,
  );
}

test.describe('open burning', () => {
  test.describe.configure({ mode: 'serial' });
  const server = burnServerForDescribe('burn', {
    BURN_DISPATCH_TOKEN: DISPATCH_TOKEN,
    PUBLIC_URL: 'http://127.0.0.1:1',
  });
  /** A resident's page with JavaScript off, and its checks (see openWithoutScript). */
  const openResident = (browser: Browser) =>
    openWithoutScript(browser, server.url, '/permits/burn/status');

  test('a resident applies, checks in, and is told and refused once staff call No burning', async ({
    browser,
  }) => {
    // Many pages at three widths, each checked by axe.
    test.setTimeout(360_000);
    const { context: resident, page, checkAtWidths, close } = await openResident(browser);

    await page.goto('/permits/burn/status');
    await expect(page.getByText('Burning allowed')).toBeVisible();
    await checkAtWidths(page);

    await page.goto('/permits/burn/apply');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Apply for an open burn permit' }),
    ).toBeVisible();
    await checkAtWidths(page);
    await page.setViewportSize({ width: 390, height: 900 });
    await fillBurnApplication(page, 'en', ROBIN_RANCHER);
    // Material left out: the form comes back with the message and what was typed.
    await page.getByRole('button', { name: 'Apply for the permit' }).click();
    await expect(page.getByRole('alert')).toContainText('Choose the material you will burn.');
    await expect(page.getByLabel('Street address of the burn')).toHaveValue('12 Ditch Rd');
    await checkAtWidths(page);
    await page.getByLabel('Ditch bank').check();
    await page.getByLabel('I agree to these conditions').check();
    await page.getByRole('button', { name: 'Apply for the permit' }).click();
    await expect(page.getByText(/Your permit OB-\d{4}-\d{6} is issued/)).toBeVisible();

    const mail = decodeQuotedPrintable(
      await waitForOutboxMail(server.dataDir, /Your open burn permit OB-/),
    );
    expect(mail).toContain('application/pdf');
    const link = /http:\/\/127\.0\.0\.1:1(\/permits\/burn\/permit\/[\w-]+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();

    // A second tab holds the page, loaded before any change, to submit later.
    const earlier = await resident.newPage();
    await earlier.goto(link!);
    await expect(earlier.getByRole('button', { name: 'Check in' })).toBeVisible();

    await page.goto(link!);
    await checkInFor(page, '09:00', '15:00');
    await checkAtWidths(page);

    const dispatch = await openDispatchBurns(resident, DISPATCH_TOKEN);
    await expect(dispatch.getByRole('cell', { name: '12 Ditch Rd, Oakley' })).toBeVisible();

    // Staff, with JavaScript, switch the day to No burning in the back office.
    const staff = await browser.newContext({ baseURL: server.url });
    const office = await staff.newPage();
    await logInOnPage(office, '/admin/burns', E2E_ADMIN);
    await expect(office.getByRole('cell', { name: /^12 Ditch Rd, Oakley \(OB-/ })).toBeVisible();
    await office.getByLabel('No burning today').check();
    await office.getByLabel('Reason', { exact: true }).selectOption('wind');
    await office.getByLabel('Note (optional)').fill('Gusts to 40 mph');
    await office.getByRole('button', { name: 'Post status' }).click();
    await expect(office.getByText('Posted. Today’s status: No burning today.')).toBeVisible();
    await expect(office.getByText('No registered burns today.')).toBeVisible();
    // The staff page with its open permit, at every width (issue 21).
    for (const width of REFLOW_WIDTHS) {
      await office.setViewportSize({ width, height: 900 });
      await expect(office.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(office);
    }

    const stopped = decodeQuotedPrintable(
      await waitForOutboxMail(server.dataDir, /No burning today: put your fire out/),
    );
    expect(stopped).toContain('robin@example.org');
    expect(stopped).toContain('Wind: Gusts to 40 mph');

    await checkInOnPage(earlier, '16:00', '17:00');
    await expect(earlier.getByRole('alert')).toContainText(
      'Check-in refused. Today is not a burn day. Wind: Gusts to 40 mph',
    );
    await checkAtWidths(earlier);

    await dispatch.reload();
    await expect(dispatch.getByText('No registered burns today.')).toBeVisible();
    await expect(dispatch.getByText('No burning today')).toBeVisible();
    await checkAtWidths(dispatch);

    await staff.close();
    await close();
  });

  test('the permit’s QR code leads to a short check-in form that works without JavaScript', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // Whatever the first test left, today is a burn day again.
    const posted = await callApi(server.url, '/api/admin/burn/day', {
      token: server.staffToken,
      json: { isBurningAllowed: true, clearingIndex: 700 },
    });
    expect(posted.status).toBe(200);
    const applied = await applyForBurnPermit(server.url, {
      applicantName: 'Sam Sagebrush',
      phone: '(435) 555-0177',
      email: 'sam@example.org',
      street: '40 Canal Ln',
      town: 'Kamas',
      material: 'yard-waste',
      materialDescription: 'Two piles of pruned branches',
      pileSize: 'Two piles, 6 ft across',
    });
    expect(applied.status).toBe(201);
    const mail = decodeQuotedPrintable(await waitForOutboxMail(server.dataDir, /sam@example\.org/));
    const permitNumber = /OB-\d{4}-\d{6}/.exec(mail)?.[0];
    expect(permitNumber).toBeTruthy();
    const code = /check-in code ([0-9A-Z]{4}-[0-9A-Z]{4})/.exec(mail)?.[1];
    expect(code).toBeTruthy();

    const { context: resident, page, checkAtWidths, close } = await openResident(browser);

    // The QR code on the permit opens its verification page, carrying the check-in code.
    await page.goto(`/permits/burn/verify/${permitNumber}?code=${code}`);
    await expect(page.getByText('40 Canal Ln')).toHaveCount(0);
    await page
      .getByRole('link', { name: `Check in to burn today with permit ${permitNumber}` })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Check in to burn today' }),
    ).toBeVisible();
    await expect(page.getByLabel('Permit number')).toHaveValue(permitNumber!);
    await expect(page.getByLabel('Check-in code')).toHaveValue(code!);
    await checkAtWidths(page);

    // A wrong code: refused, telling nothing about the permit.
    await page.getByLabel('Check-in code').fill('0000-0000');
    await checkInOnPage(page, '10:00', '13:00');
    await expect(page.getByRole('alert')).toContainText(
      'Check-in refused. We found no permit with that number and check-in code.',
    );
    await checkAtWidths(page);

    // Times left out: a message per field, linked from the summary.
    await page.getByLabel('Check-in code').fill(code!);
    await checkInOnPage(page, '', '');
    await expect(page.getByRole('alert')).toContainText('From: Enter the start time as HH:MM');
    await checkAtWidths(page);

    await checkInFor(page, '10:00', '13:00');
    await checkAtWidths(page);

    const dispatch = await openDispatchBurns(resident, DISPATCH_TOKEN);
    await expect(dispatch.getByRole('cell', { name: '40 Canal Ln, Kamas' })).toBeVisible();

    await close();
  });

  test('staff switch review to staff approval in the burn settings form, and the next permit waits for review', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const staff = await browser.newContext({ baseURL: server.url });
    const office = await staff.newPage();
    await logInOnPage(office, '/admin/burns', E2E_ADMIN);
    const form = office.getByRole('region', { name: 'Burn settings' });
    await expect(form.getByLabel('Permit fee in dollars')).toHaveValue('0.00');
    await expect(form.getByLabel('Window 1 from (MM-DD)')).toHaveValue('01-01');

    // By keyboard: add a window row and take it away again.
    await form.getByRole('button', { name: 'Add window' }).press('Enter');
    await expect(form.getByLabel('Window 2 from (MM-DD)')).toBeVisible();
    await form.getByRole('button', { name: 'Remove window 2' }).press('Enter');
    await expect(form.getByLabel('Window 2 from (MM-DD)')).toHaveCount(0);

    await form.getByLabel('Review of new permits').selectOption('Staff approve each permit');
    await form.getByRole('button', { name: 'Save burn settings' }).click();
    await expect(form.getByRole('status')).toHaveText('Burn settings saved.');
    // The settings form at every width: no sideways scrolling, axe clean (issue 21).
    await checkLiveAtWidths(office, 'the burn settings form');

    const applied = await applyForBurnPermit(server.url, {
      applicantName: 'Pat Pasture',
      phone: '(435) 555-0188',
      email: 'pat@example.org',
      street: '7 Fence Line Rd',
      town: 'Peoa',
      material: 'agricultural',
      materialDescription: 'Old hay bales',
      pileSize: 'One pile, 10 ft across',
    });
    expect(applied.status).toBe(201);
    expect(((await applied.json()) as { status: string }).status).toBe('pending_review');
    await office.reload();
    await expect(office.getByRole('cell', { name: 'Waiting for district review' })).toBeVisible();
    await expect(
      office.getByRole('region', { name: 'Burn settings' }).getByLabel('Review of new permits'),
    ).toHaveValue('staff');

    await staff.close();
  });
});
