import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { startOwnE2eServer, type OwnE2eServer } from '../support/own-e2e-server.ts';

// Issue 27, item 1: the open-burning, records-request and inspection pages are pages of the site.
// Every public route shows the same header, alert banner, footer and skip link as a content page,
// passes axe and never scrolls sideways at 390 px, with JavaScript on and off; the forms still
// work with JavaScript off, wrong input included.
const WIDTH = 390;
// The seeded content publishes this warning; it shows on every public page until dismissed.
const ALERT_HEADING = 'Warning: Fire restrictions are in effect';

let server: OwnE2eServer;
let dataDir: string;
let routes: string[];
let siteStylesheets: string[];

async function api(url: string, init: RequestInit & { json?: unknown } = {}) {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  return fetch(`${server.url}${url}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
}

/** The layout every page shares: skip link first, then the banner, header, main and footer. */
async function expectSiteLayout(page: Page) {
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toHaveAttribute('href', '#main');
  await expect(page.locator('a').first()).toHaveText('Skip to main content');
  await expect(page.getByRole('heading', { name: ALERT_HEADING })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /home page/ })).toBeVisible();
  await expect(header.getByText('Menu', { exact: true })).toBeVisible();
  await expect(header.getByRole('search')).toBeVisible();
  await expect(page.locator('main#main')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy Notice' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Get updates by e-mail' })).toBeVisible();
  // The site's one stylesheet, as on the home page.
  const stylesheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(stylesheets).toEqual(siteStylesheets);
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow at ${WIDTH} px on ${label}`).toBeLessThanOrEqual(0);
}

/** axe needs script: the HTML of a page without JavaScript is checked in a page with it. */
async function checkWithoutScript(page: Page, checker: Page, label: string) {
  const html = await page.content();
  await checker.goto(`${server.url}/permits/burn/status`);
  await checker.setContent(html, { waitUntil: 'load' });
  await expectNoSidewaysScroll(checker, `${label} (JavaScript off)`);
  await expectNoAxeViolations(checker);
}

async function newPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled,
    baseURL: server.url,
    viewport: { width: WIDTH, height: 900 },
  });
  return context.newPage();
}

test.describe('feature pages in the site layout', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-e2e-feature-pages-'));
    server = await startOwnE2eServer('feature-pages', {
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PUBLIC_URL: 'http://127.0.0.1:1',
    });
    const home = await (await fetch(`${server.url}/`)).text();
    siteStylesheets = [...home.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(siteStylesheets).toHaveLength(1);
    // Burning allowed all year and today, so a permit issues and the check-in form shows.
    const current = (await (await api('/api/admin/burn/settings')).json()) as Record<
      string,
      unknown
    >;
    const saved = await api('/api/admin/burn/settings', {
      method: 'PUT',
      json: { ...current, windows: [{ from: '01-01', to: '12-31' }], statusHour: 0 },
    });
    expect(saved.status).toBe(200);
    expect(
      (await api('/api/admin/burn/day', { method: 'POST', json: { isBurningAllowed: true } }))
        .status,
    ).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(
      new Date(),
    );
    const permit = await fetch(`${server.url}/api/burn/permits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        applicantName: 'Robin Rancher',
        phone: '435-555-0142',
        email: 'robin@example.org',
        street: '12 Ditch Rd',
        town: 'Oakley',
        material: 'yard-waste',
        materialDescription: 'Tree prunings, about 2 cubic yards',
        pileSize: '2 piles, 6 ft across',
        fromDay: today,
        toDay: today,
        acceptConditions: 'yes',
      }),
    });
    expect(permit.status).toBe(201);
    const { accessToken, permitNumber } = (await permit.json()) as {
      accessToken: string;
      permitNumber: string;
    };
    const filed = await fetch(`${server.url}/public-records/request/online`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        requesterName: 'Dana Requester',
        email: 'dana@example.org',
        mailingAddress: '1 Main St, Kamas, UT 84036',
        description: 'Minutes of the board meetings in 2025',
        format: 'electronic',
      }).toString(),
      redirect: 'manual',
    });
    expect(filed.status).toBe(303);
    const statusPage = (filed.headers.get('location') ?? '').split('?')[0]!;
    routes = [
      '/permits/burn',
      '/permits/burn/status',
      '/permits/burn/apply',
      '/permits/burn/check-in',
      `/permits/burn/verify/${permitNumber}`,
      `/permits/burn/permit/${accessToken}`,
      '/public-records/request/online',
      statusPage,
      '/public-records/request/log',
      // A booking link that matches no permit still answers a page of the site.
      '/permits/inspection?token=not-a-real-token',
    ];
  });

  test.afterAll(() => {
    server?.stop();
  });

  test('every public route shows the site layout, passes axe and fits 390 px with JavaScript on', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const page = await newPage(browser, true);
    for (const route of routes) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBeLessThan(500);
      await expectSiteLayout(page);
      await expectNoSidewaysScroll(page, route);
      await expectNoAxeViolations(page);
    }
  });

  test('every public route shows the site layout, passes axe and fits 390 px with JavaScript off, and loads no script', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const page = await newPage(browser, false);
    const checker = await newPage(browser, true);
    for (const route of routes) {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(route);
      await expectSiteLayout(page);
      expect(await page.locator('script').count(), route).toBe(0);
      expect(scripts, route).toEqual([]);
      page.removeAllListeners('request');
      await checkWithoutScript(page, checker, route);
    }
  });

  test('the burn, records and booking forms work with JavaScript off, wrong input included', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await newPage(browser, false);
    const checker = await newPage(browser, true);

    // Open burning: a wrong answer comes back with the summary and the message under the field.
    await page.goto('/permits/burn/apply');
    await page.getByLabel('Your name').fill('Sam Smoke');
    await page.getByRole('button', { name: 'Apply for the permit' }).click();
    await expect(page).toHaveTitle(/^Error: Apply for an open burn permit/);
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('Sam Smoke');
    await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expectSiteLayout(page);
    await checkWithoutScript(page, checker, 'burn apply with errors');

    // The QR check-in with a wrong permit number is refused in words, in the layout.
    await page.goto('/permits/burn/check-in');
    await page.getByLabel('Permit number').fill('OB-2000-000000');
    await page.getByLabel('Check-in code').fill('7K3M-Q9TD');
    await page.getByLabel('From').fill('09:00');
    await page.getByLabel('To').fill('12:00');
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByRole('alert')).toContainText('Check-in refused.');
    await expectSiteLayout(page);

    // Records: a request without a description, then a right one.
    await page.goto('/public-records/request/online');
    await page.getByLabel('Your name').fill('Lee Reader');
    await page.getByLabel('E-mail address').fill('not-an-address');
    await page.getByRole('button', { name: 'Send the request' }).click();
    await expect(page).toHaveTitle(/^Error: Request public records online/);
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('Lee Reader');
    await expectSiteLayout(page);
    await checkWithoutScript(page, checker, 'records form with errors');
    await page.getByLabel('E-mail address').fill('lee@example.org');
    await page.getByLabel('Mailing address').fill('2 Oak St, Kamas, UT 84036');
    await page.getByLabel('Records you want').fill('Fire inspection reports for 2 Oak St');
    await page.getByLabel('Electronic copy').check();
    await page.getByRole('button', { name: 'Send the request' }).click();
    await expect(page).toHaveURL(/\/public-records\/request\/status\/[\w-]+\?filed=1$/);
    await expect(page.getByRole('status')).toContainText('We received your request.');
    // The withdrawal form without its box ticked answers with the message under it.
    await page.getByRole('button', { name: 'Withdraw this request' }).click();
    await expect(page.getByLabel('I want to withdraw this request')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectSiteLayout(page);
    await checkWithoutScript(page, checker, 'records status with errors');

    // Booking: a post from a link that matches no permit answers a page of the site.
    await page.goto('/permits/inspection?token=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking link not found');
    await expectSiteLayout(page);
  });
});
