import {
  test as base,
  type Browser,
  type BrowserContext,
  type Fixtures,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
} from '@playwright/test';
import { startOwnE2eServer } from './own-e2e-server.ts';
import { checkWithoutScriptAtWidths, REFLOW_WIDTHS } from './page-checks.ts';
import type { StaffAccount } from './staff-api.ts';

/**
 * Playwright's `test` on a server of its own for the worker, with `account` as its administrator
 * and `baseURL` pointing at it, so what the spec publishes never shows on the other specs' pages.
 */
export function testOnOwnServer(name: string, account: StaffAccount) {
  return base.extend<{}, OwnServerWorkerFixtures>(
    ownServerFixtures(name, { ADMIN_USERNAME: account.username, ADMIN_PASSWORD: account.password }),
  );
}

export interface OwnServerWorkerFixtures {
  ownServerUrl: string;
}

/**
 * The fixtures of a worker's own server started with the extra environment `env`, with
 * `baseURL` pointing at it: `test.extend<{}, OwnServerWorkerFixtures>(ownServerFixtures(...))`.
 */
export function ownServerFixtures(
  name: string,
  env: Record<string, string>,
): Fixtures<
  {},
  OwnServerWorkerFixtures,
  PlaywrightTestArgs & PlaywrightTestOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
> {
  return {
    ownServerUrl: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const server = await startOwnE2eServer(name, env);
        try {
          await use(server.url);
        } finally {
          server.stop();
        }
      },
      { scope: 'worker' },
    ],
    baseURL: async ({ ownServerUrl }, use) => use(ownServerUrl),
  };
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

/** A page without JavaScript's reflow and axe check, by a checker page with JavaScript on. */
export interface ScriptlessChecks {
  /** A page of a context of its own with JavaScript on, for axe. */
  checker: Page;
  /** Reflow and axe at REFLOW_WIDTHS of what `shown` shows (see checkWithoutScriptAtWidths). */
  checkAtWidths: (shown: Page) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Opens the checker of ScriptlessChecks at `baseURL`; it loads `originPath` (any page of the site)
 * before each page it checks.
 */
export async function openScriptlessChecks(
  browser: Browser,
  baseURL: string,
  originPath: string,
): Promise<ScriptlessChecks> {
  const checkerContext = await browser.newContext({ baseURL });
  const checker = await checkerContext.newPage();
  const origin = new URL(originPath, baseURL).href;
  return {
    checker,
    checkAtWidths: (shown) => checkWithoutScriptAtWidths(shown, checker, origin, REFLOW_WIDTHS),
    close: () => checkerContext.close(),
  };
}

/**
 * A resident's page with JavaScript off (`page`, of `context`) and the ScriptlessChecks of what it
 * shows; `close` closes both contexts.
 */
export async function openWithoutScript(
  browser: Browser,
  baseURL: string,
  originPath = '/',
): Promise<{ context: BrowserContext; page: Page } & ScriptlessChecks> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const checks = await openScriptlessChecks(browser, baseURL, originPath);
  const close = async () => {
    await checks.close();
    await context.close();
  };
  return { context, page, ...checks, close };
}

/** A page of a fresh context with JavaScript off, and a way to close it. */
export async function pageWithoutJavaScript(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}
