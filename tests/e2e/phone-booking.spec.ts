import { expect, test, type Page } from '@playwright/test';
import { formatLongDay } from '#domain/calendar-date.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { districtDay } from '../support/district-day.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { addInspectionBlock } from '../support/inspection-setup.ts';
import { logInOnPage } from '../support/log-in-page.ts';
import { payForResidentialClearance } from '../support/sandbox-permit.ts';
import { callApi, logInStaff } from '../support/staff-api.ts';

// Issue 28, item 5: staff book, move and cancel an inspection for a caller on the phone, by
// keyboard, on a phone and a desktop; a change that lost a race says so and shows the times now.
const WIDTHS = [320, 390, 1366];

/** A paid residential clearance for `name`, booked by staff at 09:00 on `day`. */
async function bookedApplication(
  origin: string,
  admin: string,
  day: string,
  name: string,
): Promise<string> {
  await addInspectionBlock(origin, admin, day);
  const { permitNumber } = await payForResidentialClearance(origin, {
    fullName: name,
    address: '42 Weber Canyon Rd, Oakley, UT 84055',
  });
  const url = `/api/admin/inspections/bookings/${encodeURIComponent(permitNumber)}`;
  const view = (await (await callApi(origin, url, { token: admin })).json()) as {
    days: Array<{ day: string; slots: Array<{ start: string; time: string }> }>;
  };
  const start = view.days.find((each) => each.day === day)?.slots[0]?.start;
  expect(start).toBeDefined();
  const booked = await callApi(origin, url, { token: admin, json: { start } });
  expect(booked.status, await booked.clone().text()).toBe(201);
  return permitNumber;
}

async function checkAtWidths(page: Page, where: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${where} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
}

test('staff find a caller’s booked inspection, move and cancel it by keyboard, and see a lost race with the times now', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await logInStaff(baseURL!);
  const day = districtDay(23);
  const name = `Robin Caller ${Math.random().toString(36).slice(2, 7)}`;
  const permitNumber = await bookedApplication(baseURL!, admin, day, name);

  await page.setViewportSize({ width: 320, height: 800 });
  await logInOnPage(page, '/admin/inspection-bookings', E2E_ADMIN);

  // Too short a search: a message under the field, then the caller's name, all by keyboard.
  const search = page.getByRole('searchbox', { name: 'Permit number, applicant name or address' });
  await search.focus();
  await page.keyboard.type('R');
  await page.keyboard.press('Enter');
  await expect(search).toHaveAttribute('aria-invalid', 'true');
  await expect(search).toHaveAccessibleDescription(
    'Enter at least 2 characters of a permit number, a name or an address',
  );
  await checkAtWidths(page, 'the search with a field error');
  await search.fill(name);
  await page.keyboard.press('Enter');
  const match = page.getByRole('button', { name: new RegExp(`^${permitNumber}: ${name}`) });
  await match.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: `Permit ${permitNumber}: ${name}` }),
  ).toBeVisible();
  await expect(
    page.getByText(`Final inspection booked for ${formatLongDay(day)} at 09:00 (Mountain Time).`),
  ).toBeVisible();
  await checkAtWidths(page, 'an application with a booking');

  // Move by keyboard: the first later time of that day, then Enter on the button.
  const newTime = page.getByRole('combobox', { name: 'New time' });
  const later = await newTime
    .locator('option')
    .filter({ hasText: `${formatLongDay(day)}, 1` })
    .first()
    .textContent();
  await newTime.selectOption({ label: later! });
  await newTime.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Move to this time' })).toBeFocused();
  await page.keyboard.press('Enter');
  const laterTime = later!.split(', ').at(-1)!;
  await expect(page.getByRole('status').filter({ hasText: 'Inspection moved' })).toContainText(
    `Inspection moved to ${formatLongDay(day)} at ${laterTime}. The applicant has been e-mailed.`,
  );

  // Someone cancels it meanwhile (the applicant online): the staff cancel loses and says so.
  const cancelledElsewhere = await request.delete(
    `/api/admin/inspections/bookings/${encodeURIComponent(permitNumber)}`,
    { headers: { authorization: `Bearer ${admin}` } },
  );
  expect(cancelledElsewhere.status()).toBe(200);
  await page.getByRole('button', { name: 'Cancel this inspection' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText(
    'The booking and free times below are up to date.',
  );
  await expect(page.getByText(/was cancelled\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book this time' })).toBeVisible();
  await checkAtWidths(page, 'a lost race');

  // Book again for the caller at the first time of that day.
  const time = page.getByRole('combobox', { name: 'Time' });
  const first = await time
    .locator('option')
    .filter({ hasText: formatLongDay(day) })
    .first()
    .textContent();
  await time.selectOption({ label: first! });
  await page.getByRole('button', { name: 'Book this time' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Inspection booked' })).toContainText(
    `Inspection booked for ${formatLongDay(day)}`,
  );
  await page.getByRole('button', { name: 'Cancel this inspection' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'cancelled' })).toContainText(
    'The applicant has been e-mailed.',
  );
});
