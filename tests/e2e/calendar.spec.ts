import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';

const CALENDAR_PATH = '/permits/calendar';
const EVENT_RED = 'rgb(185, 28, 28)';

/** The district's current month, YYYY-MM: the calendar opens on it whatever the browser's zone. */
function districtMonth(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Denver',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .slice(0, 7);
}

function dayOfThisMonth(day: number): string {
  return `${districtMonth()}-${String(day).padStart(2, '0')}`;
}

/** The same day as the Add Event dialog shows it, MM/dd/yyyy. */
function shownDayOfThisMonth(day: number): string {
  const [year, month] = districtMonth().split('-');
  return `${month}/${String(day).padStart(2, '0')}/${year}`;
}

function uniqueTitle(label: string): string {
  return `${label} ${Math.random().toString(36).slice(2, 8)}`;
}

/** Accepts every browser alert and confirm, remembering their texts. */
function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/**
 * A point inside a month-view day, below its date number. Days 15 to 20 appear once in any month
 * grid (the neighbouring months show at most their first or last two weeks).
 */
async function pointInDay(page: Page, day: number): Promise<{ x: number; y: number }> {
  const cell = page.getByRole('cell', { name: String(day).padStart(2, '0'), exact: true });
  await cell.evaluate((element) =>
    element.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  const box = await cell.boundingBox();
  if (!box) throw new Error(`Day ${day} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height + 45 };
}

async function openCalendar(page: Page): Promise<void> {
  await page.goto(CALENDAR_PATH);
  await expect(page.getByRole('button', { name: 'Month', exact: true })).toBeVisible();
}

async function logInThroughModal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Admin Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await dialog.getByLabel('Username').fill(E2E_ADMIN.username);
  await dialog.getByLabel('Password').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function addEventThroughApi(
  request: APIRequestContext,
  event: {
    title: string;
    startDate: string;
    endDate: string;
    startTime: string;
    endTime: string;
    description: string;
    isMultiDay: boolean;
  },
): Promise<void> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const response = await request.post('/api/calendar/events', {
    data: event,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
}

test.describe('Fire Marshal availability calendar', () => {
  test('shows visitors the calendar, Admin Login and the Subscribe link, but no Add Event', async ({
    page,
  }) => {
    await openCalendar(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Fire Marshal Permit Availability Calendar' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Event' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/api/calendar/events.ics',
    );
    await expect(page.getByRole('heading', { level: 2, name: /^Events in / })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('explains its red blocks and how to book above the calendar, in words staff can change', async ({
    page,
    request,
  }) => {
    await openCalendar(page);
    const legend = page.getByRole('region', { name: 'How to read this calendar' });
    await expect(legend).toContainText('A red block is a time the Fire Marshal is booked or away.');
    await expect(legend.getByRole('link', { name: 'Apply for an inspection' })).toHaveAttribute(
      'href',
      '/permits/applications',
    );

    // An editor changes the legend in the page editor's API; the page shows the new words.
    const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const item = await request.get('/api/content/items/calendar', { headers });
    expect(item.status()).toBe(200);
    const { data } = (await item.json()) as {
      data: { legend: { busy: string } } & Record<string, unknown>;
    };
    const busy = `Red means the Fire Marshal is out ${uniqueTitle('on calls')}.`;
    const save = (legendBusy: string) =>
      request.put('/api/content/items/calendar/published', {
        headers,
        data: { data: { ...data, legend: { ...data.legend, busy: legendBusy } } },
      });
    expect((await save(busy)).status()).toBe(200);
    try {
      await openCalendar(page);
      await expect(legend).toContainText(busy);
      await expect(legend).not.toContainText('A red block is a time');
    } finally {
      expect((await save(data.legend.busy)).status()).toBe(200);
    }
  });

  test('puts Admin Login after the calendar’s own toolbar and view in tab order', async ({
    page,
  }) => {
    await openCalendar(page);
    const order = await page.evaluate(() => {
      const focusable = [
        ...document.querySelectorAll<HTMLElement>('main a[href], main button, main [tabindex="0"]'),
      ].filter((element) => element.offsetParent !== null);
      const indexOf = (test: (element: HTMLElement) => boolean) => focusable.findIndex(test);
      return {
        today: indexOf((element) => element.textContent === 'Today'),
        month: indexOf((element) => element.textContent === 'Month'),
        view: indexOf((element) => element.closest('.rbc-month-view, .rbc-agenda-view') !== null),
        login: indexOf((element) => element.textContent === 'Admin Login'),
      };
    });
    expect(order.today).toBeGreaterThanOrEqual(0);
    expect(order.login).toBeGreaterThan(order.today);
    expect(order.login).toBeGreaterThan(order.month);
    expect(order.login).toBeGreaterThan(order.view);

    // From the legend's link, the keyboard meets the calendar's controls before Admin Login.
    await page.getByRole('link', { name: 'Apply for an inspection' }).focus();
    const met: string[] = [];
    for (let step = 0; step < 300 && !met.includes('Admin Login'); step += 1) {
      await page.keyboard.press('Tab');
      met.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    expect(met).toContain('Admin Login');
    expect(met.slice(0, 8)).toEqual(expect.arrayContaining(['Today', 'Back', 'Next', 'Month']));
  });

  test('alerts Invalid credentials after a failed login and stays logged out', async ({ page }) => {
    const alerts = collectDialogs(page);
    await openCalendar(page);
    await page.getByRole('button', { name: 'Admin Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await expect(dialog.getByLabel('Username')).toBeFocused();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByText('Enter your username')).toBeVisible();
    await expect(dialog.getByLabel('Username')).toHaveAccessibleDescription('Enter your username');

    await dialog.getByLabel('Username').fill(E2E_ADMIN.username);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => alerts).toEqual(['Invalid credentials']);
    await expect(page.getByRole('button', { name: 'Add Event' })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Admin Login' })).toBeFocused();
  });

  test('logs in, keeps the login across a reload, and logs out', async ({ page }) => {
    await openCalendar(page);
    await logInThroughModal(page);
    await expect(page.getByText('Drag across dates to add a multi-day event.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Event' })).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('calendarToken'))).toBeNull();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Admin Login' })).toBeVisible();
  });

  test('adds an event by clicking a day, shows it as a red block and in the list, and deletes it after a confirm', async ({
    page,
  }) => {
    const dialogs = collectDialogs(page);
    const title = uniqueTitle('Plan review');
    await openCalendar(page);
    await logInThroughModal(page);

    const point = await pointInDay(page, 15);
    await page.mouse.click(point.x, point.y);
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(shownDayOfThisMonth(15));
    await expect(dialog.getByLabel('Start Time')).toHaveValue('09:00');
    await expect(dialog.getByLabel('End Time')).toHaveValue('17:00');
    await expect(dialog.getByLabel('Multi-Day Event')).not.toBeChecked();
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(dialog.getByLabel('Title')).toHaveAccessibleDescription('Enter a title');

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Start Time').selectOption('10:15');
    await dialog.getByLabel('End Time').selectOption('11:45');
    await dialog.getByLabel('Description (optional)').fill('Fire Marshal at the county offices');
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect.poll(() => dialogs).toEqual(['Event added successfully!']);
    await expect(dialog).toBeHidden();

    const block = page.getByTitle(`${title}: Fire Marshal at the county offices`, { exact: true });
    await expect(block).toBeVisible();
    // The month view puts the tooltip on the block's content; the block around it carries the colour.
    await expect(block.locator('xpath=..')).toHaveCSS('background-color', EVENT_RED);
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item).toContainText('10:15 AM – 11:45 AM');
    await expect(item).toContainText('Fire Marshal at the county offices');
    await expectNoAxeViolations(page);

    await block.click();
    await expect
      .poll(() => dialogs)
      .toEqual(['Event added successfully!', `Delete "${title}"?`, 'Event deleted successfully!']);
    await expect(block).toHaveCount(0);
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });

  test('opens Add Multi-Day Event with 00:00-23:59 after a drag across days, and the checkbox toggles times and title', async ({
    page,
  }) => {
    const dialogs = collectDialogs(page);
    const title = uniqueTitle('Training week');
    await openCalendar(page);
    await logInThroughModal(page);

    const from = await pointInDay(page, 16);
    const to = await pointInDay(page, 18);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 10 });
    await page.mouse.up();

    const multiDay = page.getByRole('dialog', { name: 'Add Multi-Day Event' });
    await expect(multiDay).toBeVisible();
    await expect(multiDay.getByLabel('Multi-Day Event')).toBeChecked();
    await expect(multiDay.getByLabel('Start Date')).toHaveValue(shownDayOfThisMonth(16));
    await expect(multiDay.getByLabel('End Date')).toHaveValue(shownDayOfThisMonth(18));
    // The End Date calendar offers no day before the start.
    await multiDay.getByRole('button', { name: 'Choose End Date' }).click();
    const endCalendar = multiDay.getByRole('group', { name: 'End Date: calendar' });
    await expect(endCalendar.getByRole('gridcell', { name: /15th/ }).first()).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(endCalendar.getByRole('gridcell', { name: /17th/ }).first()).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    await page.keyboard.press('Escape');
    await expect(endCalendar).toBeHidden();
    await expect(multiDay).toBeVisible();
    await expect(multiDay.getByLabel('Start Time')).toHaveValue('00:00');
    await expect(multiDay.getByLabel('End Time')).toHaveValue('23:59');
    await expectNoAxeViolations(page);

    // Opened multi-day, so unticking falls back to the default times.
    await multiDay.getByLabel('Multi-Day Event').uncheck();
    const single = page.getByRole('dialog', { name: 'Add Event' });
    await expect(single.getByLabel('Start Time')).toHaveValue('09:00');
    await expect(single.getByLabel('End Time')).toHaveValue('17:00');
    await expect(single.getByLabel('Date', { exact: true })).toHaveValue(shownDayOfThisMonth(16));

    await single.getByLabel('Multi-Day Event').check();
    await expect(multiDay.getByLabel('Start Time')).toHaveValue('00:00');
    await expect(multiDay.getByLabel('End Time')).toHaveValue('23:59');
    await multiDay.getByLabel('End Date').fill(dayOfThisMonth(18));
    await multiDay.getByLabel('Title').fill(title);
    await multiDay.getByRole('button', { name: 'Add Event' }).click();
    await expect.poll(() => dialogs).toEqual(['Event added successfully!']);

    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item).toContainText('All day');
    await expect(page.getByTitle(title, { exact: true }).locator('xpath=..')).toHaveCSS(
      'background-color',
      EVENT_RED,
    );

    await item.getByRole('button', { name: `Delete ${title}` }).click();
    await expect
      .poll(() => dialogs)
      .toEqual(['Event added successfully!', `Delete "${title}"?`, 'Event deleted successfully!']);
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });

  test('restores the times it replaced when Multi-Day is unticked, from the Add Event button', async ({
    page,
  }) => {
    await openCalendar(page);
    await logInThroughModal(page);
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    await expect(dialog.getByLabel('Start Time')).toHaveValue('09:00');
    await expect(dialog.getByLabel('End Time')).toHaveValue('17:00');
    await dialog.getByLabel('Start Time').selectOption('10:00');
    await dialog.getByLabel('End Time').selectOption('11:30');

    await dialog.getByLabel('Multi-Day Event').check();
    const multiDay = page.getByRole('dialog', { name: 'Add Multi-Day Event' });
    await expect(multiDay.getByLabel('Start Time')).toHaveValue('00:00');
    await expect(multiDay.getByLabel('End Time')).toHaveValue('23:59');

    await multiDay.getByLabel('Multi-Day Event').uncheck();
    await expect(dialog.getByLabel('Start Time')).toHaveValue('10:00');
    await expect(dialog.getByLabel('End Time')).toHaveValue('11:30');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add Event' })).toBeFocused();

    await page.getByRole('button', { name: 'Add Event' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('shows 12-hour times in Add Event, takes a typed date, and sends HH:mm to the API', async ({
    page,
  }) => {
    const dialogs = collectDialogs(page);
    const title = uniqueTitle('Twelve hour');
    await openCalendar(page);
    await logInThroughModal(page);
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    const startTime = dialog.getByLabel('Start Time');
    const endTime = dialog.getByLabel('End Time');
    await expect(startTime.locator('option:checked')).toHaveText('9:00 AM');
    await expect(endTime.locator('option:checked')).toHaveText('5:00 PM');
    await expect(startTime.locator('option').first()).toHaveText('12:00 AM');
    await expect(endTime.locator('option').last()).toHaveText('12:00 AM (midnight, end of day)');

    await dialog.getByLabel('Title').fill(title);
    const date = dialog.getByRole('textbox', { name: 'Date', exact: true });
    await date.fill('');
    await date.pressSequentially(shownDayOfThisMonth(17));
    await startTime.selectOption({ label: '1:15 PM' });
    await endTime.selectOption({ label: '2:45 PM' });
    await dialog.getByRole('button', { name: 'Choose Date' }).click();
    await expect(
      dialog.getByRole('group', { name: 'Date: calendar' }).getByRole('gridcell').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    const requestPromise = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/calendar/events'),
    );
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    const request = await requestPromise;
    expect(request.postDataJSON()).toMatchObject({
      title,
      startDate: dayOfThisMonth(17),
      endDate: dayOfThisMonth(17),
      startTime: '13:15',
      endTime: '14:45',
      isMultiDay: false,
    });
    await expect.poll(() => dialogs).toEqual(['Event added successfully!']);
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item).toContainText('1:15 PM – 2:45 PM');
  });

  test('opens a crowded day’s "+N more" popup listing every event, loading its code only then, and closes on a click outside', async ({
    page,
    request,
  }) => {
    const titles = Array.from({ length: 6 }, (_, index) => uniqueTitle(`Crowded ${index + 1}`));
    for (const [index, title] of titles.entries()) {
      await addEventThroughApi(request, {
        title,
        startDate: dayOfThisMonth(14),
        endDate: dayOfThisMonth(14),
        startTime: `0${index + 1}:00`,
        endTime: `0${index + 1}:30`,
        description: '',
        isMultiDay: false,
      });
    }
    const scripts: string[] = [];
    page.on('requestfinished', (finished) => {
      if (finished.resourceType() === 'script') scripts.push(finished.url());
    });
    await page.goto(CALENDAR_PATH, { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Month', exact: true })).toBeVisible();
    // Popper and react-overlays serve only the popup (decision 295).
    expect(scripts.filter((url) => /\/Overlay-[\w-]+\.js$/.test(url))).toEqual([]);
    // Events carry their title as a tooltip in the grid and the popup; the list below the
    // calendar writes them as headings instead.
    const lastTitle = titles.at(-1) ?? '';
    await expect(page.getByTitle(lastTitle, { exact: true })).toHaveCount(0);
    const showMore = page.getByRole('button', { name: /^\+\d+ more$/ });
    const count = await showMore.count();
    for (let index = 0; index < count; index += 1) {
      await showMore.nth(index).click();
      if (await page.getByTitle(lastTitle, { exact: true }).first().isVisible()) break;
      await page.keyboard.press('Escape');
    }
    for (const title of titles) {
      await expect(page.getByTitle(title, { exact: true }).last()).toBeVisible();
    }
    expect(scripts.filter((url) => /\/Overlay-[\w-]+\.js$/.test(url))).toHaveLength(1);
    // A click outside closes it (react-overlays' rootClose).
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByTitle(lastTitle, { exact: true })).toHaveCount(0);
  });

  test('lists events instead of the month grid on a narrow screen', async ({ page, request }) => {
    const title = uniqueTitle('Narrow check');
    const districtToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(
      new Date(),
    );
    await addEventThroughApi(request, {
      title,
      startDate: districtToday,
      endDate: districtToday,
      startTime: '13:00',
      endTime: '14:00',
      description: '',
      isMultiDay: false,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await openCalendar(page);
    await expect(page.getByRole('button', { name: 'Agenda', exact: true })).toHaveClass(
      /rbc-active/,
    );
    await expect(page.getByRole('columnheader', { name: 'Event' })).toBeVisible();
    await expect(page.getByRole('cell', { name: title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('for a visitor in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('shows a 09:00 district event at 9:00 AM on its own day, and a clicked day keeps its date', async ({
    page,
    request,
  }) => {
    const title = uniqueTitle('Tokyo check');
    await addEventThroughApi(request, {
      title,
      startDate: dayOfThisMonth(20),
      endDate: dayOfThisMonth(20),
      startTime: '09:00',
      endTime: '17:00',
      description: 'Morning inspection',
      isMultiDay: false,
    });
    await openCalendar(page);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'Asia/Tokyo',
    );

    await page
      .getByRole('cell', { name: '20', exact: true })
      .getByRole('button', { name: '20' })
      .click();
    await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveClass(/rbc-active/);
    const block = page.getByTitle(`9:00 AM – 5:00 PM: ${title}: Morning inspection`, {
      exact: true,
    });
    await expect(block).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Events on / })).toContainText(/20, \d{4}$/);

    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await logInThroughModal(page);
    const point = await pointInDay(page, 19);
    await page.mouse.click(point.x, point.y);
    await expect(
      page.getByRole('dialog', { name: 'Add Event' }).getByLabel('Date', { exact: true }),
    ).toHaveValue(shownDayOfThisMonth(19));
  });
});

/**
 * Issue 26: a visitor's first load of the calendar (`npm run measure:js`'s bytes: bodies and
 * response headers on the wire) stays within 120 KB (decision 295: 119.3 KB measured).
 */
const CALENDAR_JS_BUDGET_BYTES = 120 * 1024;

test('loads at most 120 KB of script on the calendar, and neither zod nor react-hook-form for a visitor', async ({
  page,
}) => {
  const scripts = new Map<string, Request>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.set(request.url(), request);
  });
  await page.goto('/permits/calendar', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Admin Login' })).toBeVisible();
  let bytes = 0;
  for (const request of scripts.values()) {
    const sizes = await request.sizes();
    bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  }
  console.log(`calendar JavaScript on first load: ${(bytes / 1024).toFixed(1)} KB`);
  expect(bytes).toBeLessThanOrEqual(CALENDAR_JS_BUDGET_BYTES);
  // zod and react-hook-form are for the administrator's dialogs, loaded when opened.
  expect(
    [...scripts.keys()].filter((url) => /\/(?:validation|forms)-[\w-]+\.js$/.test(url)),
  ).toEqual([]);
});
