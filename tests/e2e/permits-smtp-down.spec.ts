import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { fillCard, fillPermitFields, openPermitForm, payButton, TEST_CARDS } from '../support/permits-e2e.ts';

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The SMTP-down server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The SMTP-down server did not answer at ${url}`);
}

/**
 * Its own server, whose SMTP server refuses connections (port 1), so the first e-mail of every
 * permit fails; self-contained so it never disturbs the shared e2e server.
 */
const test = base.extend<{}, { smtpDownServerUrl: string }>({
  smtpDownServerUrl: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const port = await findFreePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fire-e2e-smtp-down-'));
      const child = spawn(path.resolve('node_modules/.bin/node'), ['src/server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DIST_DIR: process.env.DIST_DIR ?? 'dist/web',
          NODE_ENV: 'production',
          LOG_LEVEL: 'error',
          SMTP_URL: 'smtp://127.0.0.1:1',
          DATABASE_URL: '',
          ADMIN_USERNAME: '',
          ADMIN_PASSWORD: '',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitForServer(`${url}/`, child);
        await use(url);
      } finally {
        child.kill('SIGTERM');
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ smtpDownServerUrl }, use) => use(smtpDownServerUrl),
});

test('sprinkler: with SMTP down the payment succeeds and the permit is offered as a download', async ({ page }) => {
  const form = await openPermitForm(page, 'sprinkler');
  await fillPermitFields(form, 'sprinkler');
  await fillCard(form, TEST_CARDS.success);
  await payButton(form).click();
  const warning = form.getByRole('alert').filter({ hasText: 'Payment Succeeded, But...' });
  await expect(warning).toBeVisible({ timeout: 30_000 });
  await expect(warning).toContainText('Our team will contact you');
  const link = warning.getByRole('link', { name: /Download your permit/ });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
