import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * Before every document loads, puts the staff `token` where the login form leaves it, so pages
 * open logged in; `isAdminOnly` keeps it to the back office, so public pages stay logged out.
 */
export async function keepStaffToken(
  target: Page | BrowserContext,
  token: string,
  { isAdminOnly = false } = {},
): Promise<void> {
  await target.addInitScript(
    ({ value, onlyOnAdmin }) => {
      if (!onlyOnAdmin || window.location.pathname.startsWith('/admin')) {
        window.localStorage.setItem('calendarToken', value);
      }
    },
    { value: token, onlyOnAdmin: isAdminOnly },
  );
}

/**
 * A browser context `width` px wide: below 500 px a touch phone `phoneHeight` px tall, otherwise a
 * desktop 900 px tall.
 */
export function newContextAtWidth(browser: Browser, width: number, phoneHeight: number) {
  return browser.newContext({
    viewport: { width, height: width < 500 ? phoneHeight : 900 },
    ...(width < 500 ? { hasTouch: true, isMobile: true } : {}),
  });
}
