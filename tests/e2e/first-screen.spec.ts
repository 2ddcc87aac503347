import { expect, test, type APIRequestContext } from '@playwright/test';
import { SITE_ROUTES } from '#domain/content/site-routes.ts';
import { isStaffPath } from '#domain/staff/staff-path.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { payForSprinklerPermit } from '../support/sandbox-permit.ts';
import { keepStaffToken } from '../support/staff-token.ts';

/**
 * Issue 21: on a 390 × 844 phone every page's own heading starts on the first screen, and the back
 * office shows its data there too. The staff layout is a keyboard-usable landmark with the current
 * page marked.
 */
const PHONE = { width: 390, height: 844 } as const;

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Each route once, with a real address for routes with a parameter. */
function routePaths(permitNumber: string): string[] {
  const paths = new Set<string>();
  for (const route of SITE_ROUTES) {
    if (route.path === '/news/:slug') continue;
    if (route.path === '/permits/verify/:permitNumber') {
      paths.add(`/permits/verify/${permitNumber}`);
    } else if (route.path === '/admin/pages/:id') paths.add('/admin/pages/home');
    else paths.add(route.path);
  }
  return [...paths];
}

test.describe('first screen on a phone', () => {
  test.describe.configure({ timeout: 300_000 });
  let token = '';
  let permitNumber = 'SP-2026-000001';

  test.beforeAll(async ({ request, baseURL }) => {
    token = await adminToken(request);
    for (let index = 0; index < 3; index += 1) {
      permitNumber = (
        await payForSprinklerPermit(baseURL!, {}, { applicantName: `First Screen ${index}` })
      ).permitNumber;
    }
  });

  test('every public and staff page starts its h1 above 844 px', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await keepStaffToken(page, token, { isAdminOnly: true });
    const problems: string[] = [];
    for (const path of routePaths(permitNumber)) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading).toBeVisible();
      if (isStaffPath(path)) {
        await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
      }
      const top = (await heading.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
      if (top >= PHONE.height) problems.push(`${path}: h1 starts at ${Math.round(top)} px`);
    }
    await context.close();
    expect(problems).toEqual([]);
  });

  test('the first application on Permit applications is on the first screen', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await keepStaffToken(page, token);
    await page.goto('/admin/permits');
    const firstDetails = page.getByRole('button', { name: /^Details of / }).first();
    await expect(firstDetails).toBeVisible();
    await expect(firstDetails).toBeInViewport();
    // The filters wait behind one disclosure and open by keyboard.
    await page.getByText('Filters', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Status')).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
});

test.describe('staff layout', () => {
  test('a skip link leads past the navigation, which marks the current page', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    await keepStaffToken(page, token);
    await page.goto('/admin/permits');
    const navigation = page.getByRole('navigation', { name: 'Back office' });
    await expect(navigation.getByRole('link', { name: 'Permit applications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(navigation.getByRole('link', { name: 'Accounts' })).not.toHaveAttribute(
      'aria-current',
    );
    // No public header or footer in the back office.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('search', { name: /site/i })).toHaveCount(0);

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(navigation.getByRole('link').first()).not.toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a staff form with unsaved changes asks before the page is left', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    await keepStaffToken(page, token);
    await page.goto('/admin/password');
    await page.getByLabel('Current password').fill('half typed');
    const dialogType = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Accounts' })
      .click();
    expect(await dialogType).toBe('beforeunload');
    await expect(page).toHaveURL(/\/admin\/password$/);
    await expect(page.getByLabel('Current password')).toHaveValue('half typed');
  });

  test('on a phone the navigation sits behind one Menu button', async ({ browser, request }) => {
    const token = await adminToken(request);
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await keepStaffToken(page, token);
    await page.goto('/admin');
    const navigation = page.getByRole('navigation', { name: 'Back office' });
    await expect(page.getByRole('heading', { level: 2, name: 'Needs attention' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Accounts' })).toBeHidden();
    await page.getByText('Menu', { exact: true }).click();
    await expect(navigation.getByRole('link', { name: 'Accounts' })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
});
