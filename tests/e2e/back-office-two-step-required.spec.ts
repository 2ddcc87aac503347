import { test as base, expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoAxeViolations } from '../support/axe.ts';
import { ownServerFixtures, type OwnServerWorkerFixtures } from '../support/own-server-test.ts';
import { fillLogIn, logInOnPage } from '../support/log-in-page.ts';

const CHIEF = { username: 'chief', password: 'chief password 123' };
const CLERK = { username: 'clerk', password: 'clerk password 123' };

/**
 * Its own server, because requiring two-step sign-in for every account would stop the shared
 * server's administrator.
 */
const test = base.extend<{}, OwnServerWorkerFixtures>(
  ownServerFixtures('two-step-required', {
    ADMIN_USERNAME: CHIEF.username,
    ADMIN_PASSWORD: CHIEF.password,
  }),
);

test('when an administrator requires two-step sign-in, an account without it is guided to set it up', async ({
  page,
  request,
}) => {
  // Its own server, and two logins with set-up: more than the default time on a busy machine.
  test.slow();
  const login = await request.post('/api/auth/login', { data: CHIEF });
  const authorization = `Bearer ${((await login.json()) as { token: string }).token}`;
  const added = await request.post('/api/admin/accounts', {
    headers: { authorization },
    data: {
      username: CLERK.username,
      password: 'temporary clerk words 9',
      roles: ['permits-clerk'],
    },
  });
  expect(added.status()).toBe(201);
  // A password an administrator set must be changed first (issue 16); the clerk does so.
  const clerkLogin = await request.post('/api/auth/login', {
    data: { username: CLERK.username, password: 'temporary clerk words 9' },
  });
  const clerkToken = ((await clerkLogin.json()) as { token: string }).token;
  const changed = await request.post('/api/auth/password', {
    headers: { authorization: `Bearer ${clerkToken}` },
    data: { currentPassword: 'temporary clerk words 9', newPassword: CLERK.password },
  });
  expect(changed.status()).toBe(200);

  // The administrator cannot require it before having it.
  await logInOnPage(page, '/admin/accounts', CHIEF);
  await page.getByLabel('Require two-step sign-in for every account').check();
  await page.getByRole('button', { name: 'Save setting' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Turn on two-step sign-in for your own account first',
  );
  await expectNoAxeViolations(page);

  // With it on (through the API here), the administrator turns the rule on in the Accounts page.
  const setup = await request.post('/api/auth/two-step/setup', {
    headers: { authorization },
    data: { password: CHIEF.password },
  });
  const { secret: chiefSecret } = (await setup.json()) as { secret: string };
  const enabled = await request.post('/api/auth/two-step/enable', {
    headers: { authorization },
    data: { code: new TOTP({ secret: Secret.fromBase32(chiefSecret) }).generate() },
  });
  expect(enabled.status()).toBe(200);
  // Turning it on ends the account's other sessions (issue 16), so the page logs in again.
  const [recoveryCode] = ((await enabled.json()) as { recoveryCodes: string[] }).recoveryCodes;
  await page.reload();
  await fillLogIn(page, CHIEF);
  await page.getByLabel('Authenticator code').fill(recoveryCode ?? '');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('Require two-step sign-in for every account').check();
  await page.getByRole('button', { name: 'Save setting' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Two-step sign-in is now required' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();

  await logInOnPage(page, '/admin', CLERK);
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Permit applications' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const token = await page.evaluate(() => window.localStorage.getItem('calendarToken'));
  const refused = await request.get('/api/admin/permits', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);

  await page.getByRole('link', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByText('The district requires two-step sign-in')).toBeVisible();
  await page.getByLabel('Your password').fill(CLERK.password);
  await page.getByRole('button', { name: 'Start set-up' }).click();
  const secret = (await page.locator('.two-step-secret').textContent()) ?? '';
  await page
    .getByLabel('Code from the app')
    .fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Back office' })
    .click();
  await expect(page.getByRole('link', { name: 'Permit applications' })).toBeVisible();
});
