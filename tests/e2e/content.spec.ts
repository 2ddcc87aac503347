import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { logInOnPage } from '../support/log-in-page.ts';
import { pageWithoutJavaScript, testOnOwnServer } from '../support/own-server-test.ts';

const EDITOR = { username: 'editor', password: 'content-editor-password' } as const;

/**
 * Its own server, so the alerts and district details these tests publish never show up in the
 * other specs' pages.
 */
const test = testOnOwnServer('content', EDITOR);
test.describe.configure({ mode: 'serial' });

async function logIn(page: Page, path: string) {
  await logInOnPage(page, path, EDITOR);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** A district wall-clock time `secondsAhead` from now, as the datetime-local field takes it. */
function denverTimeIn(secondsAhead: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Denver',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + secondsAhead * 1000));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
}

test('an editor publishes an emergency alert that shows on every page at once and ends by itself', async ({
  page,
  browser,
  ownServerUrl,
}) => {
  test.setTimeout(240_000);
  await logIn(page, '/admin/alert');
  await expect(page.getByRole('heading', { name: 'New alert' })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'New alert' });
  await form.getByLabel('Level').selectOption('emergency');
  await form.getByLabel('Heading', { exact: true }).fill('Evacuate Woodland now');
  await form.getByLabel('Text', { exact: true }).fill('Leave by State Route 32 toward Kamas.');
  // The form takes whole minutes: the alert ends at the first full minute at least 60 s away.
  const [endDate, endTime] = denverTimeIn(120).slice(0, 16).split('T') as [string, string];
  await form.getByLabel('End (Mountain Time, optional)').fill(endDate);
  await form.getByLabel('End, time', { exact: true }).fill(endTime);
  await form.getByRole('button', { name: 'Publish alert' }).click();
  await expect(form.getByRole('status')).toHaveText(/Alert published/);
  await expect(page.getByRole('row').filter({ hasText: 'Evacuate Woodland now' })).toContainText(
    'Active',
  );

  const visitor = await pageWithoutJavaScript(browser, ownServerUrl);
  const alert = visitor.page.getByRole('complementary', {
    name: 'Emergency: Evacuate Woodland now',
  });
  for (const path of ['/', '/about', '/permits/applications']) {
    await visitor.page.goto(path);
    await expect(alert, path).toContainText('Leave by State Route 32');
    // Emergencies cannot be dismissed; the seeded warning can.
    await expect(alert.getByRole('button', { name: /Dismiss/ })).toHaveCount(0);
  }

  await expect(async () => {
    await visitor.page.goto('/about');
    await expect(alert).toHaveCount(0);
  }).toPass({ timeout: 150_000, intervals: [3_000] });
  await visitor.close();
});

test('a visitor without JavaScript dismisses the fire-restrictions warning', async ({
  browser,
  ownServerUrl,
}) => {
  const visitor = await pageWithoutJavaScript(browser, ownServerUrl);
  await visitor.page.goto('/about');
  const warning = visitor.page.getByRole('complementary', {
    name: 'Warning: Fire restrictions are in effect',
  });
  await warning.getByRole('button', { name: 'Dismiss this alert' }).click();
  await expect(visitor.page).toHaveURL(/\/about$/);
  await expect(warning).toHaveCount(0);
  await visitor.page.goto('/contact');
  await expect(warning).toHaveCount(0);
  await visitor.close();
});

test('an editor changes the main phone number; the contact page and every footer show it', async ({
  page,
}) => {
  await logIn(page, '/admin/district');
  const form = page.getByRole('form', { name: 'Edit District details' });
  const mainOffice = form.getByRole('group', { name: 'Main office' });
  const phone = mainOffice.getByLabel('Phone');
  await expect(phone).toHaveValue('(435) 555-0100');
  await expectNoAxeViolations(page);

  await phone.fill('call us');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Some fields need attention' }),
  ).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(
    /Enter a phone number with its area code, such as \(435\) 555-0100\./,
  );
  await expectNoAxeViolations(page);

  await phone.fill('(435) 555-0142');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByRole('status')).toHaveText(/Published version 2/);

  await page.goto('/contact');
  await expect(page.getByRole('main').getByRole('link', { name: '(435) 555-0142' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: '(435) 555-0142' }),
  ).toHaveAttribute('href', 'tel:4355550142');
  await page.goto('/permits/applications');
  await expect(page.getByRole('contentinfo')).toContainText('(435) 555-0142');
});

test('an editor rewrites a page body with the rich-text editor, previews, publishes and restores it', async ({
  page,
}) => {
  await logIn(page, '/admin/pages');
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'About', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit About' });
  const editor = form.getByRole('textbox', { name: 'Our history', exact: true });
  await expect(editor).toContainText('volunteer fire companies');
  await expectNoAxeViolations(page);

  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Founded by neighbours.');
  await expect(
    form
      .getByRole('toolbar', { name: 'Our history', exact: true })
      .getByRole('button', { name: 'Bold' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = page.frameLocator('iframe[title="Preview of About"]');
  await expect(preview.locator('strong', { hasText: 'Founded by neighbours.' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('main')).not.toContainText('Founded by neighbours.');

  await page.goto('/admin/pages/about');
  await page.getByRole('textbox', { name: 'Our history', exact: true }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Founded by neighbours.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published version 2' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('main')).toContainText('Founded by neighbours.');

  await page.goto('/admin/pages/about');
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restored version 1' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('main')).not.toContainText('Founded by neighbours.');
});

test.describe('on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the back office content pages reflow without sideways scrolling', async ({ page }) => {
    await logIn(page, '/admin/alert');
    for (const path of ['/admin/alert', '/admin/district', '/admin/pages', '/admin/pages/about']) {
      await page.goto(path);
      await expect(page.getByText('Menu', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
