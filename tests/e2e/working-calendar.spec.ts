import { expect, test, type Page } from '@playwright/test';
import { UTAH_LEGAL_HOLIDAY_RULES } from '#domain/calendar/utah-legal-holidays.ts';
import { addCalendarDays, isLegalHoliday, weekdayOf } from '#domain/calendar/working-calendar.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { logInOnPage } from '../support/log-in-page.ts';

// Decision 299: the staff page of the working calendar, on a phone and a desktop. Axe finds
// nothing and the page never scrolls sideways, with a disclosure open and a closure listed.
const WIDTHS = [320, 390, 1366];

function districtToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());
}

/** A weekday at least three weeks ahead that is no legal holiday: a day staff can close. */
function closableDay(): string {
  let day = addCalendarDays(districtToday(), 21);
  while (
    weekdayOf(day) === 0 ||
    weekdayOf(day) === 6 ||
    isLegalHoliday(day, UTAH_LEGAL_HOLIDAY_RULES)
  ) {
    day = addCalendarDays(day, 1);
  }
  return day;
}

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const excess = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(excess, `${where} scrolls sideways`).toBe(0);
}

test('staff list the legal holidays, add a closure day and take it off again', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 800 });
  await logInOnPage(page, '/admin/working-calendar', E2E_ADMIN);

  const table = page.getByRole('table', { name: /Legal holidays and closures/ });
  await expect(table).toBeVisible();
  const juneteenth = table.getByRole('row', { name: /Juneteenth National Freedom Day/ });
  await expect(juneteenth).toContainText('63G-1-301');
  await expect(juneteenth).toContainText('Monday');

  const day = closableDay();
  await page.getByLabel('Closed day').fill(day);
  await page.getByLabel('Why the office is closed').fill('Wildfire evacuation of the office');
  await page.getByRole('button', { name: 'Add the closure day' }).click();
  const closure = table.getByRole('row', { name: /Wildfire evacuation of the office/ });
  await expect(closure).toContainText('District closure');

  // The first holiday's disclosure open, as staff see it before marking a working day.
  await page
    .getByText(/^Mark \d{4}-\d{2}-\d{2} a working day$/)
    .first()
    .click();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, `/admin/working-calendar at ${width} px`);
    await expectNoAxeViolations(page);
  }

  await page.getByRole('button', { name: `Remove the closure on ${day}` }).click();
  await expect(closure).toHaveCount(0);
});
