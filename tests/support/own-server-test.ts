import { test as base, type Browser, type Page } from '@playwright/test';
import { startOwnE2eServer } from './own-e2e-server.ts';
import type { StaffAccount } from './staff-api.ts';

/**
 * Playwright's `test` on a server of its own for the worker, with `account` as its administrator
 * and `baseURL` pointing at it, so what the spec publishes never shows on the other specs' pages.
 */
export function testOnOwnServer(name: string, account: StaffAccount) {
  return base.extend<{}, { ownServerUrl: string }>({
    ownServerUrl: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const server = await startOwnE2eServer(name, {
          ADMIN_USERNAME: account.username,
          ADMIN_PASSWORD: account.password,
        });
        try {
          await use(server.url);
        } finally {
          server.stop();
        }
      },
      { scope: 'worker' },
    ],
    baseURL: async ({ ownServerUrl }, use) => use(ownServerUrl),
  });
}

/**
 * A resident's page with JavaScript off, and a page of a context of its own with JavaScript on
 * for axe (`checkWithoutScriptAtWidths`); both closed after `use`.
 */
export async function withVisitorWithoutScript(
  browser: Browser,
  baseURL: string,
  use: (visitor: Page, checker: Page) => Promise<void>,
): Promise<void> {
  const visitor = await pageWithoutJavaScript(browser, baseURL);
  const checkerContext = await browser.newContext({ baseURL });
  try {
    await use(visitor.page, await checkerContext.newPage());
  } finally {
    await checkerContext.close();
    await visitor.close();
  }
}

/** A page of a fresh context with JavaScript off, and a way to close it. */
export async function pageWithoutJavaScript(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}
