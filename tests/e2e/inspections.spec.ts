import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { districtDay } from '../support/district-day.ts';
import { E2E_ADMIN_ENV } from '../support/e2e-env.ts';
import { addInspectionBlock, bookFirstFreeTime } from '../support/inspection-setup.ts';
import { readOutbox } from '../support/outbox.ts';
import { startOwnE2eServer, type OwnE2eServer } from '../support/own-e2e-server.ts';
import { checkWithoutScriptAtWidths } from '../support/page-checks.ts';
import { findPermitStatusToken, payForResidentialClearance } from '../support/sandbox-permit.ts';
import { callApi, logInStaff } from '../support/staff-api.ts';

// Issue 17 end to end: a paid residential clearance books the first free time on the plain
// booking page with JavaScript off, and the invitation reaches the outbox; two browsers race for
// one time and one wins. Axe and reflow at 320, 390 and 1366 px.
const WIDTHS = [320, 390, 1366];

let server: OwnE2eServer;
let dataDir: string;
let adminToken: string;
/** The permit number of the clearance `payClearance` paid last. */
let lastPermitNumber = '';

/** Pays a residential clearance in the sandbox and answers its private status token. */
async function payClearance(): Promise<string> {
  const paid = await payForResidentialClearance(server.url);
  lastPermitNumber = paid.permitNumber;
  return findPermitStatusToken(server.url, paid.permitNumber, paid.email);
}

/** Reflow and axe at each width of what a page without JavaScript shows. */
function checkAtWidths(page: Page, checker: Page) {
  return checkWithoutScriptAtWidths(page, checker, `${server.url}/permits/burn/status`, WIDTHS);
}

test.describe('inspection booking', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    server = await startOwnE2eServer('inspections', {
      ...E2E_ADMIN_ENV,
    });
    dataDir = server.dataDir;
    adminToken = await logInStaff(server.url);
    // A block a week ahead: past any minimum notice, inside the horizon.
    await addInspectionBlock(server.url, adminToken, districtDay(7));
  });

  test.afterAll(() => {
    server?.stop();
  });

  test('a paid clearance books the first free time without JavaScript and gets the invitation', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const token = await payClearance();
    expect(token).not.toBe('');
    const applicant = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    const page = await applicant.newPage();
    const checker = await (await browser.newContext({ baseURL: server.url })).newPage();

    await page.goto(`/permits/status?token=${token}`);
    await page.getByRole('link', { name: 'Book your inspection' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book your inspection' }),
    ).toBeVisible();
    await checkAtWidths(page, checker);
    // The README's picture of the page on a phone, when asked for (see screenshots.spec.ts).
    if (process.env.SCREENSHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({
        path: 'docs/screenshots/inspection-booking-390.png',
        fullPage: true,
      });
    }

    // By keyboard: the first time, then the button.
    await page.getByRole('radio', { name: '9:00 AM' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Book this time' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Your inspection' })).toBeVisible();
    await expect(page.getByText('Your inspection is booked.')).toBeVisible();
    await checkAtWidths(page, checker);

    await expect
      .poll(() => readOutbox(dataDir).find((mail) => mail.includes('invite.ics')), {
        timeout: 20_000,
      })
      .toBeTruthy();
    const mail = readOutbox(dataDir).find((text) => text.includes('invite.ics'))!;
    expect(mail).toMatch(/text\/calendar; ?method=REQUEST/i);
  });

  test('two browsers race for one time: one wins, the other sees the next free times', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const tokens = [await payClearance(), await payClearance()];
    const pages = await Promise.all(
      tokens.map(async (token) => {
        const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
        const page = await context.newPage();
        await page.goto(`/permits/inspection?token=${token}`);
        return page;
      }),
    );
    // Both choose the first time still free (10:30, after the first booking and its buffer).
    for (const page of pages) await page.getByRole('radio').first().check();
    await Promise.all(
      pages.map((page) => page.getByRole('button', { name: 'Book this time' }).click()),
    );
    const headings = await Promise.all(
      pages.map((page) => page.getByRole('heading', { level: 1 }).textContent()),
    );
    expect([...headings].sort()).toEqual(['Book your inspection', 'Your inspection']);
    const loser = pages[headings.indexOf('Book your inspection')]!;
    await expect(loser.getByRole('alert')).toContainText(
      /Someone has just booked that time|That time is not free/,
    );
  });

  test('corrections, a paid re-inspection, a pass, and a clearance the verify page calls valid', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // The district charges $50 for a re-inspection, and opens another morning for them.
    const settings = (await (
      await callApi(server.url, '/api/admin/inspections/settings', { token: adminToken })
    ).json()) as Record<string, unknown>;
    const saved = await callApi(server.url, '/api/admin/inspections/settings', {
      method: 'PUT',
      token: adminToken,
      json: { ...settings, reinspectionFeeCents: 5_000 },
    });
    expect(saved.status, await saved.text()).toBe(200);
    await addInspectionBlock(server.url, adminToken, districtDay(8), {
      startTime: '09:00',
      endTime: '16:00',
    });

    const token = await payClearance();
    const permitNumber = lastPermitNumber;
    const inspectionOfPermit = async () => {
      const mine = (await (
        await callApi(server.url, '/api/admin/inspections/mine', { token: adminToken })
      ).json()) as {
        waiting: { id: string; permitNumber: string }[];
        days: { inspections: { id: string; permitNumber: string }[] }[];
      };
      const all = [...mine.waiting, ...mine.days.flatMap((entry) => entry.inspections)];
      return all.find((inspection) => inspection.permitNumber === permitNumber)!.id;
    };
    const record = async (id: string, body: object) => {
      const recorded = await callApi(server.url, `/api/admin/inspections/${id}/result`, {
        token: adminToken,
        json: {
          idempotencyKey: randomUUID(),
          inspectionType: 'Final',
          inspectorName: 'Fire Marshal',
          ...body,
        },
      });
      expect(recorded.status, await recorded.text()).toBe(201);
    };

    await bookFirstFreeTime(server.url, token);
    await record(await inspectionOfPermit(), {
      outcome: 'corrections-required',
      corrections: ['Clear brush 30 ft from the house'],
      correctionsDueDays: 14,
    });

    // The applicant, JavaScript off, is asked for the fee before the re-inspection.
    const applicant = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    const page = await applicant.newPage();
    await page.goto(`/permits/status?token=${token}`);
    await page.getByRole('link', { name: 'Book your re-inspection' }).click();
    const payLink = page.getByRole('link', { name: /Pay the re-inspection fee \(\$50\.00\)/ });
    await expect(payLink).toBeVisible();
    const payHash = new URL((await payLink.getAttribute('href'))!).hash;
    const payer = await (await browser.newContext({ baseURL: server.url })).newPage();
    await payer.goto(`/permits/pay${payHash}`);
    await payer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payer.getByLabel('Expiration').fill('12 / 34');
    await payer.getByLabel('CVC').fill('123');
    await payer.getByLabel('ZIP').fill('84036');
    await payer.getByRole('button', { name: 'Pay $50.00' }).click();
    await expect(payer.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(payer.getByRole('link', { name: 'Back to your permit' })).toHaveAttribute(
      'href',
      /^\/permits\/inspection\?token=/,
    );

    await page.reload();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByText('Your inspection is booked.')).toBeVisible();

    await record(await inspectionOfPermit(), { outcome: 'passed' });
    await expect
      .poll(
        () =>
          readOutbox(dataDir).find(
            (mail) => mail.includes(permitNumber) && /clearance[\w-]*\.pdf/i.test(mail),
          ),
        { timeout: 20_000 },
      )
      .toBeTruthy();
    // The clearance is valid; the permit was paid in the sandbox, so the page says so too.
    await page.goto(`/permits/verify/${permitNumber}`);
    await expect(page.getByText('TEST — NOT A VALID PERMIT. Clearance: Valid')).toBeVisible();
  });

  test('a cancelled booking’s link says it was cancelled and books a new time, without JavaScript', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const token = await payClearance();
    const applicant = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    const page = await applicant.newPage();
    const checker = await (await browser.newContext({ baseURL: server.url })).newPage();
    await page.goto(`/permits/inspection?token=${token}`);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByText('Your inspection is booked.')).toBeVisible();

    await page.getByRole('button', { name: 'Cancel this inspection' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your inspection was cancelled' }),
    ).toBeVisible();
    await expect(page.getByText(/^Your final inspection on .* was cancelled\./)).toBeVisible();
    await expect(page.getByText('We could not find')).toHaveCount(0);
    await checkAtWidths(page, checker);

    // Opening the link again later tells the same, and offers the free times.
    await page.goto(`/permits/inspection?token=${token}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Book a new time' })).toBeVisible();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your inspection' })).toBeVisible();
  });
});
