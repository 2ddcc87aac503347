import { expect, type Locator, type Page } from '@playwright/test';
import type { StaffAccount } from './staff-api.ts';

/** Fills the back office's login form (on the page or in its dialog) and sends it. */
export async function fillLogIn(form: Page | Locator, account: StaffAccount): Promise<void> {
  await form.getByLabel('Username').fill(account.username);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** Opens `path` and logs in on the login form it shows. */
export async function logInOnPage(page: Page, path: string, account: StaffAccount): Promise<void> {
  await page.goto(path);
  await fillLogIn(page, account);
}

/** Logs in on `path` and waits for the staff area (its Log out button). */
export async function logInToStaffArea(
  page: Page,
  path: string,
  account: StaffAccount,
): Promise<void> {
  await logInOnPage(page, path, account);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

/**
 * Opens the calendar's Admin Login dialog, fills in `account` and sends it; answers the dialog,
 * which then asks for a code, shows a message or closes.
 */
export async function logInOnCalendarDialog(page: Page, account: StaffAccount): Promise<Locator> {
  await page.getByRole('button', { name: 'Admin Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  return dialog;
}
