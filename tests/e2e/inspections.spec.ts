import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { districtDay } from '../support/district-day.ts';
import {
  addInspectionBlock,
  bookFirstFreeTime,
  payClearanceToBook,
} from '../support/inspection-setup.ts';
import { readOutbox, waitForOutboxMail } from '../support/outbox.ts';
import { ownServerForDescribe } from '../support/own-server-hooks.ts';
import { openWithoutScript } from '../support/own-server-test.ts';
import { fillCard, TEST_CARDS } from '../support/permits-e2e.ts';
import { callApi } from '../support/staff-api.ts';

// Issue 17 end to end: a paid residential clearance books the first free time on the plain
// booking page with JavaScript off, and the invitation reaches the outbox; two browsers race for
// one time and one wins. Axe and reflow at 320, 390 and 1366 px.

test.describe('inspection booking', () => {
  test.describe.configure({ mode: 'serial' });
  // A block a week ahead: past any minimum notice, inside the horizon.
  const server = ownServerForDescribe('inspections', {}, ({ url, staffToken }) =>
    addInspectionBlock(url, staffToken, districtDay(7)),
  );
  /** The permit number of the clearance `payClearance` paid last. */
  let lastPermitNumber = '';

  /** Pays a residential clearance in the sandbox and answers its private status token. */
  async function payClearance(): Promise<string> {
    const paid = await payClearanceToBook(server.url);
    lastPermitNumber = paid.permitNumber;
    return paid.statusToken;
  }

  test('a paid clearance books the first free time without JavaScript and gets the invitation', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const token = await payClearance();
    expect(token).not.toBe('');
    const { page, checkAtWidths } = await openWithoutScript(
      browser,
      server.url,
      '/permits/burn/status',
    );

    await page.goto(`/permits/status?token=${token}`);
    await page.getByRole('link', { name: 'Book your inspection' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book your inspection' }),
    ).toBeVisible();
    await checkAtWidths(page);
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
    await checkAtWidths(page);

    const mail = await waitForOutboxMail(server.dataDir, /invite\.ics/);
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
      await callApi(server.url, '/api/admin/inspections/settings', { token: server.staffToken })
    ).json()) as Record<string, unknown>;
    const saved = await callApi(server.url, '/api/admin/inspections/settings', {
      method: 'PUT',
      token: server.staffToken,
      json: { ...settings, reinspectionFeeCents: 5_000 },
    });
    expect(saved.status, await saved.text()).toBe(200);
    await addInspectionBlock(server.url, server.staffToken, districtDay(8), {
      startTime: '09:00',
      endTime: '16:00',
    });

    const token = await payClearance();
    const permitNumber = lastPermitNumber;
    const inspectionOfPermit = async () => {
      const mine = (await (
        await callApi(server.url, '/api/admin/inspections/mine', { token: server.staffToken })
      ).json()) as {
        waiting: { id: string; permitNumber: string }[];
        days: { inspections: { id: string; permitNumber: string }[] }[];
      };
      const all = [...mine.waiting, ...mine.days.flatMap((entry) => entry.inspections)];
      return all.find((inspection) => inspection.permitNumber === permitNumber)!.id;
    };
    const record = async (id: string, body: object) => {
      const recorded = await callApi(server.url, `/api/admin/inspections/${id}/result`, {
        token: server.staffToken,
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
    await fillCard(payer, TEST_CARDS.success);
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
          readOutbox(server.dataDir).find(
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
    const { page, checkAtWidths } = await openWithoutScript(
      browser,
      server.url,
      '/permits/burn/status',
    );
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
    await checkAtWidths(page);

    // Opening the link again later tells the same, and offers the free times.
    await page.goto(`/permits/inspection?token=${token}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Book a new time' })).toBeVisible();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your inspection' })).toBeVisible();
  });
});
