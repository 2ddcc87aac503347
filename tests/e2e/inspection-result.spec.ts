import { expect, test, type Page } from '@playwright/test';
import { buildResidentialClearance } from '../fixtures/permit-applications.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { districtDay } from '../support/district-day.ts';
import { addInspectionBlock } from '../support/inspection-setup.ts';
import { logInOnPage } from '../support/log-in-page.ts';
import { checkAtWidths as checkReflowAndAxe } from '../support/page-checks.ts';
import { findPermitStatusToken, payForResidentialClearance } from '../support/sandbox-permit.ts';
import { callApi, createStaffAccount, logInStaff } from '../support/staff-api.ts';

// Issue 17, items 3–4: the Fire Marshal opens "My inspections" on a phone, records
// "Corrections required" with a photo, and a reload keeps the draft. Axe at 320, 390 and 1366 px.
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Pays a residential clearance, books its first free time a week ahead; answers the address. */
async function bookPaidClearance(origin: string, admin: string): Promise<string> {
  await addInspectionBlock(origin, admin, districtDay(7));
  const { permitNumber, email } = await payForResidentialClearance(origin);
  const token = await findPermitStatusToken(origin, permitNumber, email);
  const slots = (await (await fetch(`${origin}/api/inspections/${token}/slots`)).json()) as {
    days: Array<{ slots: Array<{ start: string }> }>;
  };
  const booked = await callApi(
    origin,
    `/api/admin/inspections/bookings/${encodeURIComponent(permitNumber)}`,
    { token: admin, json: { start: slots.days[0]!.slots[0]!.start } },
  );
  expect(booked.status, await booked.clone().text()).toBe(201);
  return buildResidentialClearance().address;
}

/** Reflow and axe at 320, 390 and 1366 px, then back to the phone. */
async function checkAtWidths(page: Page) {
  await checkReflowAndAxe(page, page.url());
  await page.setViewportSize({ width: 390, height: 844 });
}

test('the marshal records Corrections required with a photo on a phone, and a reload keeps the draft', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await logInStaff(baseURL!);
  const address = await bookPaidClearance(baseURL!, admin);
  const marshal = await createStaffAccount(
    baseURL!,
    admin,
    `marshal-${Math.random().toString(36).slice(2, 8)}`,
    ['fire-marshal'],
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await logInOnPage(page, '/admin/inspections', marshal);
  await expect(page.getByRole('heading', { level: 1, name: 'My inspections' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: address });
  await expect(card.getByRole('link', { name: `Map of ${address}` })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/search\?query=/,
  );
  // A residential clearance asks for no phone number, so its card shows none.
  await expect(card.locator('a[href^="tel:"]')).toHaveCount(0);
  await card.getByText('Entered by the applicant').click();
  await expect(card.getByText('Gate code at the office')).toBeVisible();
  // The marshal holds inspections:manage, so the settings form is on the page and checked too.
  await expect(page.getByRole('heading', { level: 2, name: 'Inspection settings' })).toBeVisible();
  await expect(page.getByLabel('Re-inspection fee in dollars')).toHaveValue('0.00');
  await checkAtWidths(page);

  // The private calendar feed, shown in a read-only box that reflows with the long address in it.
  await page.getByRole('button', { name: 'Show the feed address' }).click();
  const feedAddress = page.getByLabel('Calendar feed address');
  await expect(feedAddress).toHaveValue(/\/api\/inspections\/feed\/[\w-]+\.ics$/);
  const feed = await request.get(new URL(await feedAddress.inputValue()).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await checkAtWidths(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Stop this link' }).click();
  await expect(page.getByText('The calendar feed is stopped.')).toBeVisible();
  expect((await request.get(new URL(feed.url()).pathname)).status()).toBe(404);

  if (process.env.SCREENSHOTS) {
    await page.screenshot({
      path: 'docs/screenshots/issue-17/my-inspections-390.png',
      fullPage: true,
    });
  }

  // By keyboard from the card to the form.
  await card.getByRole('link', { name: `Record the result for ${address}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Record the result' })).toBeVisible();
  await expect(page.getByLabel('Inspection Type')).toHaveValue('Final');
  await page.getByRole('radio', { name: 'Corrections required' }).check();
  await page
    .getByLabel('Corrections to make')
    .fill('Clear brush 30 ft from the house\nMark the hydrant');
  await page.getByLabel('Work Must Be Completed In (days)').fill('14');
  await expect(page.getByText(/^Due by /)).toBeVisible();
  await page
    .getByLabel('Photos')
    .setInputFiles({ name: 'porch.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(/Photo 1 \(image\/png/)).toBeVisible();

  // The signal drops: the page reloads and the draft is still there.
  await page.reload();
  await expect(page.getByText('Your unsent draft for this inspection was restored.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Corrections required' })).toBeChecked();
  await expect(page.getByLabel('Corrections to make')).toHaveValue(
    'Clear brush 30 ft from the house\nMark the hydrant',
  );
  await expect(page.getByText(/Photo 1 \(image\/png/)).toBeVisible();
  await checkAtWidths(page);
  if (process.env.SCREENSHOTS) {
    await page.screenshot({
      path: 'docs/screenshots/issue-17/result-form-390.png',
      fullPage: true,
    });
  }

  await page.getByRole('button', { name: 'Send the result' }).click();
  await expect(
    page.getByRole('heading', { name: 'Recorded result: Corrections required' }),
  ).toBeVisible();
  await expect(page.getByText('Mark the hydrant')).toBeVisible();
  await expectNoAxeViolations(page);
  // The draft is gone once the server has the result.
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('inspection-result-draft:')),
    ),
  ).toEqual([]);
});
