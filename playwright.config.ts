import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts';
import { E2E_ADMIN } from './tests/support/e2e-env.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
const distDir = process.env.DIST_DIR ?? 'dist/web';
// A fresh database and outbox for every run.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fire-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
    timezoneId: 'America/Denver',
    locale: 'en-US',
  },
  webServer: {
    // The project's own Node 24, whichever Node started Playwright.
    command: `${path.resolve('node_modules/.bin/node')} src/server/main.ts`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: '',
      DATABASE_URL: '',
    },
  },
});
