import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { startOwnE2eServer, type OwnE2eServer } from '../support/own-e2e-server.ts';
import { payForSprinklerPermit } from '../support/sandbox-permit.ts';

/**
 * The verification page's clearance answers (decision 241), without JavaScript. The inspector's
 * result form is another piece of work; these records are written straight into the e2e
 * server's database, as `issueAfterResult` stores them (its API tests cover issuing them). Its
 * own server: the two dozen verify lookups would use up the shared server's status-lookup limit.
 */
let server: OwnE2eServer;
let dataDir: string;
type Seed = {
  status: 'issued' | 'corrections-required' | 'revoked';
  expiresOn: string | null;
};

const SEEDS: Record<string, Seed> = {
  valid: { status: 'issued', expiresOn: null },
  temporary: { status: 'issued', expiresOn: '2099-12-31' },
  expired: { status: 'issued', expiresOn: '2020-01-31' },
  corrections: { status: 'corrections-required', expiresOn: null },
  revoked: { status: 'revoked', expiresOn: null },
};

const EXPECTED: Record<keyof typeof SEEDS, string> = {
  valid: 'Valid',
  temporary: 'Temporary until 12/31/2099',
  expired: 'Expired',
  corrections: 'Corrections required',
  revoked: 'Revoked',
};

function openDatabase() {
  return new DatabaseSync(path.join(dataDir, 'district.sqlite'));
}

async function seedClearance(baseURL: string, name: string, seed: Seed): Promise<string> {
  const permit = await payForSprinklerPermit(baseURL, {}, { applicantName: `Verify ${name}` });
  const database = openDatabase();
  try {
    database.exec('PRAGMA busy_timeout = 5000');
    // A card payment, not the sandbox's test permit (decision 121), so the answer is the clearance's.
    database
      .prepare("update permit_applications set gateway = 'stripe' where id = ?")
      .run(permit.applicationId);
    const now = new Date().toISOString();
    database
      .prepare(
        `insert into clearances (id, application_id, inspection_id, outcome, status, inspector_name,
          comments, corrections, result_day, expires_on, corrections_due_on, pdf, fee_id, pay_url,
          issued_at, revoked_at, revoked_by, revoke_reason, updated_at)
         values (?, ?, ?, ?, ?, 'Casey Marshal', '', '[]', '2026-01-15', ?, null, null, null, null,
          ?, ?, ?, ?, ?)`,
      )
      .run(
        `clearance-${permit.applicationId}`,
        permit.applicationId,
        `inspection-${permit.applicationId}`,
        seed.status === 'corrections-required' ? 'corrections-required' : 'passed',
        seed.status,
        seed.expiresOn,
        now,
        seed.status === 'revoked' ? now : null,
        seed.status === 'revoked' ? 'staff:admin' : null,
        seed.status === 'revoked' ? 'Issued for the wrong parcel' : null,
        now,
      );
  } finally {
    database.close();
  }
  return permit.permitNumber;
}

async function expectStatus(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Permit verification' })).toBeVisible();
  const status = page
    .locator('dt', { hasText: /^Status$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(status).toHaveText(text);
}

test.describe('Clearance verification (the QR code on the clearance certificate)', () => {
  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-e2e-clearance-verify-'));
    server = await startOwnE2eServer('clearance-verify', { DATA_DIR: dataDir });
  });

  test.afterAll(() => {
    server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('answers valid, temporary until, expired, corrections required, revoked and no such permit, without JavaScript or personal data', async ({
    browser,
  }) => {
    const numbers: Record<string, string> = {};
    for (const [name, seed] of Object.entries(SEEDS))
      numbers[name] = await seedClearance(server.url, name, seed);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 320, height: 640 },
      baseURL: server.url,
    });
    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    const noScript = await context.newPage();
    for (const [name, text] of Object.entries(EXPECTED)) {
      const response = await noScript.goto(`/permits/verify/${numbers[name]}`);
      expect(await response?.text()).not.toContain('<script');
      await expectStatus(noScript, text);
      await expect(noScript.getByText(`Verify ${name}`)).toHaveCount(0);
      await expect(noScript.getByText('Casey Marshal')).toHaveCount(0);
      await expect(noScript.getByText('wrong parcel')).toHaveCount(0);
    }
    const unknown = await noScript.goto('/permits/verify/SP-2026-999999');
    expect(unknown?.status()).toBe(404);
    await expect(noScript.getByRole('alert')).toHaveText(
      'The district has no permit with this number. Check the number printed on the permit, or call the main office.',
    );

    // Reflow and axe need a script of their own in the page.
    for (const width of [320, 390, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      for (const permitNumber of [...Object.values(numbers), 'SP-2026-999999']) {
        await page.goto(`/permits/verify/${permitNumber}`);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Permit verification' }),
        ).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await expectNoAxeViolations(page);
      }
    }
    await context.close();
  });
});
