import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildPermitApplication } from '../fixtures/permit-applications.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { startOwnE2eServer, type OwnE2eServer } from '../support/own-e2e-server.ts';

// Issue 17 end to end: a paid residential clearance books the first free time on the plain
// booking page with JavaScript off, and the invitation reaches the outbox; two browsers race for
// one time and one wins. Axe and reflow at 320, 390 and 1366 px.
const WIDTHS = [320, 390, 1366];

let server: OwnE2eServer;
let dataDir: string;
let adminToken: string;
/** The permit number of the clearance `payClearance` paid last. */
let lastPermitNumber = '';

function dayInDenver(offsetDays: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
}

function readMails(): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'));
}

async function api(pathname: string, init: { method?: string; body?: unknown; auth?: boolean }) {
  return fetch(`${server.url}${pathname}`, {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.auth ? { authorization: `Bearer ${adminToken}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

/** Pays a residential clearance in the sandbox and answers its private status token. */
async function payClearance(): Promise<string> {
  const formData = buildPermitApplication('residential');
  const created = (await (
    await api('/api/clearance', {
      body: { amount: 75_473, formData, timestamp: new Date().toISOString() },
    })
  ).json()) as { clientSecret: string; paymentIntentId: string };
  await api('/api/payments/sandbox/confirm', {
    body: { clientSecret: created.clientSecret, paymentMethod: 'pm_card_visa' },
  });
  const completed = (await (
    await api('/api/clearance/complete', {
      body: {
        formData,
        paymentIntentId: created.paymentIntentId,
        clientSecret: created.clientSecret,
      },
    })
  ).json()) as { permitNumber: string };
  lastPermitNumber = completed.permitNumber;
  const lookup = await fetch(`${server.url}/permits/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      permitNumber: completed.permitNumber,
      email: formData.email as string,
    }),
    redirect: 'manual',
  });
  const location = lookup.headers.get('location') ?? '';
  return new URL(location, server.url).searchParams.get('token') ?? '';
}

async function checkAtWidths(page: Page, checker: Page) {
  const html = await page.content();
  await checker.goto(`${server.url}/permits/burn/status`);
  await checker.setContent(html, { waitUntil: 'load' });
  for (const width of WIDTHS) {
    await checker.setViewportSize({ width, height: 900 });
    const overflow = await checker.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(checker);
  }
}

test.describe('inspection booking', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-e2e-inspections-'));
    server = await startOwnE2eServer('inspections', {
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    });
    const login = await api('/api/auth/login', { body: E2E_ADMIN });
    adminToken = ((await login.json()) as { token: string }).token;
    // A block a week ahead: past any minimum notice, inside the horizon.
    const day = dayInDenver(7);
    const added = await api('/api/calendar/events', {
      auth: true,
      body: {
        title: 'Inspections',
        startDate: day,
        endDate: day,
        startTime: '09:00',
        endTime: '12:00',
        description: '',
        isMultiDay: false,
      },
    });
    expect(added.status).toBe(201);
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
      .poll(() => readMails().find((mail) => mail.includes('invite.ics')), {
        timeout: 20_000,
      })
      .toBeTruthy();
    const mail = readMails().find((text) => text.includes('invite.ics'))!;
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
      await fetch(`${server.url}/api/admin/inspections/settings`, {
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json()) as Record<string, unknown>;
    const saved = await api('/api/admin/inspections/settings', {
      method: 'PUT',
      auth: true,
      body: { ...settings, reinspectionFeeCents: 5_000 },
    });
    expect(saved.status, await saved.text()).toBe(200);
    const day = dayInDenver(8);
    const block = await api('/api/calendar/events', {
      auth: true,
      body: {
        title: 'Inspections',
        startDate: day,
        endDate: day,
        startTime: '09:00',
        endTime: '16:00',
        description: '',
        isMultiDay: false,
      },
    });
    expect(block.status).toBe(201);

    const token = await payClearance();
    const permitNumber = lastPermitNumber;
    const bookFirstFreeTime = async () => {
      const slots = (await (
        await fetch(`${server.url}/api/inspections/${token}/slots`)
      ).json()) as { days: { slots: { start: string }[] }[] };
      const booked = await api(`/api/inspections/${token}/booking`, {
        body: { start: slots.days[0]!.slots[0]!.start },
      });
      expect(booked.status, await booked.text()).toBe(201);
    };
    const inspectionOfPermit = async () => {
      const mine = (await (
        await fetch(`${server.url}/api/admin/inspections/mine`, {
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).json()) as {
        waiting: { id: string; permitNumber: string }[];
        days: { inspections: { id: string; permitNumber: string }[] }[];
      };
      const all = [...mine.waiting, ...mine.days.flatMap((entry) => entry.inspections)];
      return all.find((inspection) => inspection.permitNumber === permitNumber)!.id;
    };
    const record = async (id: string, body: object) => {
      const recorded = await api(`/api/admin/inspections/${id}/result`, {
        auth: true,
        body: {
          idempotencyKey: randomUUID(),
          inspectionType: 'Final',
          inspectorName: 'Fire Marshal',
          ...body,
        },
      });
      expect(recorded.status, await recorded.text()).toBe(201);
    };

    await bookFirstFreeTime();
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
          readMails().find(
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
