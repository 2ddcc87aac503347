import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { openPermitForm, type E2eFormType } from '../support/permits-e2e.ts';

/** Each form's date field, a date typed in its specification format, and how it shows after. */
const DATE_FIELDS: { formType: E2eFormType; label: string; typed: string; shown: string }[] = [
  { formType: 'residential', label: 'Date', typed: '2026/07/15', shown: '2026/07/15' },
  { formType: 'commercial', label: 'Date', typed: '2026-07-16', shown: '2026/07/16' },
  { formType: 'propane', label: 'Application Date', typed: '2026/07/17', shown: '2026/07/17' },
  { formType: 'sprinkler', label: 'Application Date', typed: '07/18/2026', shown: '07/18/2026' },
];

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

test.describe('date and time fields on the permit forms', () => {
  for (const { formType, label, typed, shown } of DATE_FIELDS) {
    test(`the ${formType} form takes its date typed on the keyboard`, async ({ page }) => {
      const form = await openPermitForm(page, formType);
      const input = form.getByRole('textbox', { name: label, exact: true });
      await input.click();
      await page.keyboard.type(typed);
      await page.keyboard.press('Tab');
      await expect(input).toHaveValue(shown);
      await expect(input).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByRole('group', { name: `${label}: calendar` })).toHaveCount(0);
    });
  }

  test('the time field takes a typed 12-hour time and its list steps in 15 minutes', async ({
    page,
  }) => {
    const form = await openPermitForm(page, 'residential');
    const time = form.getByRole('textbox', { name: 'Time', exact: true });
    await time.click();
    await page.keyboard.type('2:45 pm');
    await page.keyboard.press('Tab');
    await expect(time).toHaveValue('2:45 PM');

    await form.getByRole('button', { name: 'Choose Time' }).click();
    const list = form.getByRole('group', { name: 'Time: time list' });
    await expect(list.getByRole('option', { name: /^2:45 PM/ })).toBeFocused();
    await expect(list.getByRole('option', { name: /^3:00 PM/ })).toBeVisible();
    await expect(list.getByRole('option', { name: /^2:50 PM/ })).toHaveCount(0);
    await list.getByRole('option', { name: /^3:15 PM/ }).click();
    await expect(time).toHaveValue('3:15 PM');
    await expect(form.getByRole('button', { name: 'Choose Time' })).toBeFocused();
  });

  test('the calendar opens from its button, picks a day and has no axe violations', async ({
    page,
  }) => {
    const form = await openPermitForm(page, 'sprinkler');
    const input = form.getByRole('textbox', { name: 'Application Date', exact: true });
    await input.fill('07/15/2026');
    await form.getByRole('button', { name: 'Choose Application Date' }).click();
    const calendar = form.getByRole('group', { name: 'Application Date: calendar' });
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole('gridcell', { name: /July 15th, 2026/ })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue('07/16/2026');
    await expect(calendar).toBeHidden();
  });
});

test.describe('date and time fields on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the picker opens below its field without covering the next one or raising the keyboard', async ({
    page,
  }) => {
    const form = await openPermitForm(page, 'residential');
    const dateInput = form.getByRole('textbox', { name: 'Date', exact: true });
    const timeInput = form.getByRole('textbox', { name: 'Time', exact: true });
    await form.getByRole('button', { name: 'Choose Date' }).tap();
    const calendar = form.getByRole('group', { name: 'Date: calendar' });
    await expect(calendar.getByRole('gridcell').first()).toBeVisible();

    const calendarBox = await boxOf(calendar);
    const timeBox = await boxOf(timeInput);
    const dateBox = await boxOf(dateInput);
    expect(overlaps(calendarBox, timeBox)).toBe(false);
    expect(overlaps(calendarBox, dateBox)).toBe(false);
    expect(calendarBox.y).toBeGreaterThanOrEqual(dateBox.y + dateBox.height);
    // No text input has focus, and the date's own input asks for no on-screen keyboard.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('INPUT');
    await expect(dateInput).toHaveAttribute('inputmode', 'none');
    // The page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // At 320 px a whole week still fits, with no sideways scrolling in the picker or the page.
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    expect(await calendar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );

    await calendar.getByRole('gridcell', { name: /15th/ }).first().tap();
    await expect(calendar).toBeHidden();
    await expect(dateInput).toHaveValue(/^\d{4}\/\d{2}\/15$/);
    await expect(dateInput).not.toHaveAttribute('inputmode');
  });
});

test.describe('residential clearance form', () => {
  test('groups its fields in three fieldsets with help for what an applicant may not know', async ({
    page,
  }) => {
    const form = await openPermitForm(page, 'residential');
    const you = form.getByRole('group', { name: 'About you' });
    const property = form.getByRole('group', { name: 'About the property' });
    const inspection = form.getByRole('group', { name: 'About the inspection' });
    await expect(you.getByLabel('Full Name', { exact: true })).toBeVisible();
    await expect(you.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(property.getByLabel('Address', { exact: true })).toBeVisible();
    await expect(property.getByLabel('Area Covered (sq ft)', { exact: true })).toBeVisible();
    await expect(inspection.getByRole('textbox', { name: 'Date', exact: true })).toBeVisible();
    await expect(inspection).toHaveAccessibleDescription(/inspector records the outcome/);

    const help: [string, RegExp][] = [
      ['Result of Inspection', /Enter Pending/],
      ['Inspector', /Enter To be assigned/],
      ['Type of Clearance', /Enter To be decided/],
      ['Work Must Be Completed In', /Enter Not set yet/],
    ];
    for (const [label, description] of help) {
      const field = inspection.getByLabel(label, { exact: true });
      await expect(field).toHaveAccessibleDescription(description);
      await expect(field).toHaveAttribute('aria-describedby', /hint/);
    }

    // Still required: an empty inspector-side field is an error, its help stays linked.
    await form.getByRole('button', { name: /^Pay/ }).click();
    await expect(inspection.getByLabel('Inspector', { exact: true })).toHaveAccessibleDescription(
      /Enter To be assigned.*Enter the inspector/,
    );
    await expectNoAxeViolations(page);
  });
});
