import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { startOwnE2eServer, type OwnE2eServer } from '../support/own-e2e-server.ts';

// Issue 30 end to end, JavaScript off on the resident's side: register with a gate code and
// "someone uses oxygen", confirm from the e-mail, a responder finds the address from a misspelt
// street and reads the gate code, and the owner sees the read in their log.
const WIDTHS = [320, 390, 1366];

let server: OwnE2eServer;
let dataDir: string;

function readMails(): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, ''));
}

async function waitForLink(pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () =>
        (found = readMails()
          .map((mail) => pattern.exec(mail)?.[0])
          .find(Boolean)),
      {
        timeout: 20_000,
      },
    )
    .toBeTruthy();
  return found!;
}

async function checkAtWidths(page: Page, checker: Page) {
  const html = await page.content();
  await checker.goto(`${server.url}/property-profile`);
  await checker.setContent(html, { waitUntil: 'load' });
  for (const width of WIDTHS) {
    await checker.setViewportSize({ width, height: 900 });
    const overflow = await checker.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow at ${width} px on ${page.url()}`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(checker);
  }
}

test.describe('property profiles', () => {
  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-e2e-property-'));
    server = await startOwnE2eServer('property', {
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    });
  });
  test.afterAll(() => {
    server?.stop();
  });

  test('a resident registers without JavaScript, a responder reads the gate code, the owner sees the read', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const resident = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    const page = await resident.newPage();
    const checker = await (await browser.newContext({ baseURL: server.url })).newPage();

    await page.goto('/property-profile');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Property profile for responders' }),
    ).toBeVisible();
    await checkAtWidths(page, checker);
    await page.getByLabel('Street address').fill('2400 Weir Canyon Road');
    await page.getByLabel('Town').fill('Park City');
    await page.getByLabel('Your e-mail address').fill('ana@example.org');
    await page.getByLabel('Gate code (optional, private)').fill('4821#');
    await page
      .getByRole('textbox', { name: /People who may need help/ })
      .fill('Someone uses oxygen');
    await page.getByRole('button', { name: 'Send and confirm by e-mail' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(page.getByText(/^Error: Enter a town of the district/)).toBeVisible();
    await checkAtWidths(page, checker);

    await page.getByLabel('Town').fill('Kamas');
    await page.getByRole('button', { name: 'Send and confirm by e-mail' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    const confirm = await waitForLink(/\/property-profile\/confirm\/[\w-]+/);
    await page.goto(confirm);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your profile is active')).toBeVisible();
    await expect(page.getByText('Nobody has read your profile yet.')).toBeVisible();
    await expect(page.getByLabel('Gate code (optional, private)')).toHaveValue('4821#');
    await checkAtWidths(page, checker);
    const manageUrl = page.url().split('?')[0]!;

    // The responder (an administrator holds property:respond) searches with a misspelt street.
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    });
    const authorization = `Bearer ${((await login.json()) as { token: string }).token}`;
    const search = await fetch(`${server.url}/api/property/search?address=Wier%20Canyn%20Rd`, {
      headers: { authorization },
    });
    const { hits } = (await search.json()) as { hits: Array<{ id: string; street: string }> };
    expect(hits[0]?.street).toBe('2400 Weir Canyon Road');
    const read = await fetch(`${server.url}/api/property/profiles/${hits[0]!.id}/read`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ incident: '26-004512' }),
    });
    expect(((await read.json()) as { details: { gateCode: string } }).details.gateCode).toBe(
      '4821#',
    );

    await page.goto(manageUrl);
    await expect(page.getByRole('cell', { name: '26-004512' })).toBeVisible();
    await expect(
      page.getByRole('cell', { name: `${E2E_ADMIN.username} (Responder)` }),
    ).toBeVisible();
    await checkAtWidths(page, checker);
  });
});
