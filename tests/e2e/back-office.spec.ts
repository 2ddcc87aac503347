import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { fillLogIn, logInOnCalendarDialog } from '../support/log-in-page.ts';

const STAFF_PASSWORD = 'staff password 123';
/** What an administrator sets; the account replaces it with STAFF_PASSWORD at its first sign-in. */
const TEMPORARY_PASSWORD = 'temporary words 456 staff';

function uniqueName(prefix: string): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
}

async function apiToken(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function addAccount(request: APIRequestContext, roles: string[]): Promise<string> {
  const username = uniqueName(roles[0] ?? 'staff');
  const admin = await apiToken(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const response = await request.post('/api/admin/accounts', {
    headers: { authorization: `Bearer ${admin}` },
    data: { username, password: TEMPORARY_PASSWORD, roles },
  });
  expect(response.status()).toBe(201);
  const own = await apiToken(request, username, TEMPORARY_PASSWORD);
  const changed = await request.post('/api/auth/password', {
    headers: { authorization: `Bearer ${own}` },
    data: { currentPassword: TEMPORARY_PASSWORD, newPassword: STAFF_PASSWORD },
  });
  expect(changed.status()).toBe(200);
  return username;
}

async function logInToBackOffice(page: Page, username: string, password: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Back Office' })).toBeVisible();
  await fillLogIn(page, { username, password });
}

test.describe('Back office', () => {
  test('an administrator logs in, manages an account by keyboard, reads the activity log and logs out on the server', async ({
    page,
    request,
  }) => {
    // Many steps, each checked with axe.
    test.slow();
    await page.goto('/admin');
    await expectNoAxeViolations(page);
    await logInToBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password);
    const tasks = page.getByRole('navigation', { name: 'Back office' });
    for (const name of [
      'Permit applications',
      'Availability calendar',
      'Alert and fire conditions',
      'District details',
      'Pages',
      'Accounts',
      'Activity log',
      'Two-step sign-in',
    ]) {
      await expect(tasks.getByRole('link', { name })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await tasks.getByRole('link', { name: 'Accounts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(
      page.getByRole('row', { name: new RegExp(`^${E2E_ADMIN.username} `) }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Add an account with the keyboard only.
    const username = uniqueName('marshal');
    await page.getByRole('button', { name: 'Add account' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add account' });
    await expect(dialog.getByLabel('Username')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Use at least 12 characters')).toBeVisible();
    await expect(dialog.getByText('Choose at least one role')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Username').focus();
    await page.keyboard.type(username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(STAFF_PASSWORD);
    await dialog.getByRole('checkbox', { name: /Fire marshal/ }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Add account' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: `${username} is added.` }),
    ).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`^${username} `) });
    await expect(row).toContainText('Fire marshal');

    await row.getByRole('button', { name: `Change roles of ${username}` }).click();
    const roles = page.getByRole('dialog', { name: `Roles of ${username}` });
    await expect(roles.getByRole('checkbox', { name: /Fire marshal/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await roles.getByRole('checkbox', { name: /Permits clerk/ }).check();
    await roles.getByRole('button', { name: 'Save roles' }).click();
    await expect(row).toContainText('Fire marshal, Permits clerk');

    await row.getByRole('button', { name: `Reset password of ${username}` }).click();
    const password = page.getByRole('dialog', { name: `New password for ${username}` });
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(password).toBeHidden();
    await expect(row.getByRole('button', { name: `Reset password of ${username}` })).toBeFocused();

    // Disabling ends that account's open session.
    const marshalToken = await apiToken(request, username, STAFF_PASSWORD);
    page.once('dialog', (confirm) => void confirm.accept());
    await row.getByRole('button', { name: `Disable ${username}` }).click();
    await expect(row).toContainText('Disabled');
    const afterDisable = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${marshalToken}` },
    });
    expect(afterDisable.status()).toBe(401);

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Back office' })
      .click();
    await page.getByRole('link', { name: 'Activity log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
    await page.getByLabel('Action').selectOption('account');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(
      page.getByRole('row').filter({ hasText: 'account.disable' }).filter({ hasText: username }),
    ).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: 'account.add' }).filter({ hasText: username }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const token = await page.evaluate(() => window.localStorage.getItem('calendarToken'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    const afterLogout = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(afterLogout.status()).toBe(401);
  });

  test('a fire-marshal-only account sees only its tasks and gets 403 from APIs it lacks', async ({
    page,
    request,
  }) => {
    const username = await addAccount(request, ['fire-marshal']);
    await logInToBackOffice(page, username, STAFF_PASSWORD);
    const tasks = page.getByRole('navigation', { name: 'Back office' });
    await expect(tasks.getByRole('link', { name: 'Availability calendar' })).toBeVisible();
    for (const name of [
      'Alert and fire conditions',
      'District details',
      'Pages',
      'Accounts',
      'Activity log',
      'Permit applications',
    ]) {
      await expect(tasks.getByRole('link', { name })).toHaveCount(0);
    }
    const token = await page.evaluate(() => window.localStorage.getItem('calendarToken'));
    const accounts = await request.get('/api/admin/accounts', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(accounts.status()).toBe(403);
    expect(await accounts.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Your account is not allowed to do this.' },
    });
    await page.goto('/admin/accounts');
    await expect(page.getByText('Your account is not allowed to open this page.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The same login works on the calendar, where the fire marshal adds availability.
    await page.goto('/permits/calendar');
    await expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible();
  });

  test('an editor who logs in on the calendar sees why it cannot add events', async ({
    page,
    request,
  }) => {
    const username = await addAccount(request, ['editor']);
    await page.goto('/permits/calendar');
    await logInOnCalendarDialog(page, { username, password: STAFF_PASSWORD });
    await expect(page.getByText('Your account cannot change the calendar.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Event' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Admin Login' })).toBeVisible();
  });

  test('sets up two-step sign-in, then the back office and the calendar ask for the code', async ({
    page,
    request,
  }) => {
    const username = await addAccount(request, ['fire-marshal']);
    await logInToBackOffice(page, username, STAFF_PASSWORD);
    await page.getByRole('link', { name: 'Two-step sign-in' }).click();
    await page.getByLabel('Your password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Start set-up' }).click();
    await expect(page.getByRole('img', { name: /QR code to add/ })).toBeVisible();
    const secret = (await page.locator('.two-step-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await expectNoAxeViolations(page);
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await page.getByLabel('Code from the app').fill(totp.generate());
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCode = (await codes.first().textContent()) ?? '';
    const secondRecoveryCode = (await codes.nth(1).textContent()) ?? '';
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(page.getByRole('heading', { name: 'Two-step sign-in is on' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeVisible();
    // Changing it asks for the password and a current code (issue 16).
    await expect(page.getByLabel('Code from the app, or a recovery code')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Log out' }).click();

    // Back office: the code field appears only after the right password.
    await expect(page.getByLabel('Authenticator code')).toHaveCount(0);
    await fillLogIn(page, { username, password: STAFF_PASSWORD });
    const code = page.getByLabel('Authenticator code');
    await expect(code).toBeFocused();
    await expectNoAxeViolations(page);
    await code.fill('000000');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(code).toHaveAccessibleDescription(/That code is not right/);
    await code.fill(recoveryCode);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(`Logged in as ${username}`)).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();

    // The calendar's Admin Login modal asks for it too.
    await page.goto('/permits/calendar');
    const modal = await logInOnCalendarDialog(page, { username, password: STAFF_PASSWORD });
    await expect(modal.getByLabel('Authenticator code')).toBeFocused();
    await expectNoAxeViolations(page);
    // The set-up code of this 30-second step is spent, so log in with another recovery code.
    await modal.getByLabel('Authenticator code').fill(secondRecoveryCode);
    await modal.getByRole('button', { name: 'Login' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible();
  });

  test('a staff password must be hard to guess, and one an administrator set is changed at the next sign-in', async ({
    page,
    request,
  }) => {
    const admin = await apiToken(request, E2E_ADMIN.username, E2E_ADMIN.password);
    const username = uniqueName('clerk');
    // The Add account form shows the server's strength verdict on the password field.
    await logInToBackOffice(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page.getByText(`Logged in as ${E2E_ADMIN.username}`)).toBeVisible();
    await page.goto('/admin/accounts');
    await page.getByRole('button', { name: 'Add account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add account' });
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password').fill('aaaaaaaaaaaa');
    await dialog.getByRole('checkbox', { name: /Permits clerk/ }).check();
    await dialog.getByRole('button', { name: 'Add account' }).click();
    await expect(dialog.getByLabel('Password')).toHaveAccessibleDescription(
      /Choose a harder password: it is too easy to guess/,
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Log out' }).click();

    const added = await request.post('/api/admin/accounts', {
      headers: { authorization: `Bearer ${admin}` },
      data: { username, password: TEMPORARY_PASSWORD, roles: ['permits-clerk'] },
    });
    expect(added.status()).toBe(201);
    await fillLogIn(page, { username, password: TEMPORARY_PASSWORD });
    await expect(page.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Permit applications' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Change your password' }).click();
    await expect(page).toHaveURL(/\/admin\/password$/);
    await page.getByLabel('Current password').fill(TEMPORARY_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(STAFF_PASSWORD);
    await page.getByLabel('Confirm new password').fill('something else entirely');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription(
      'Enter the same new password again',
    );
    await page.getByLabel('Confirm new password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password is changed.' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Back office' })
      .click();
    await expect(page.getByRole('link', { name: 'Permit applications' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Your password' })).toBeVisible();
  });
});
