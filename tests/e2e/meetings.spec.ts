import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectNoAxeViolations } from '../support/axe.ts';
import { logInOnPage } from '../support/log-in-page.ts';
import { testOnOwnServer } from '../support/own-server-test.ts';
import { districtDay } from '../support/district-day.ts';

const EDITOR = { username: 'clerk', password: 'board-clerk-password' } as const;

/** Its own server, so the meetings and jobs published here never reach the other specs. */
const test = testOnOwnServer('meetings', EDITOR);
test.describe.configure({ mode: 'serial' });

async function publicPage(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

async function fillMeeting(group: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await group.getByLabel(label, { exact: true }).fill(value);
  }
}

/** A one-page PDF with `text` on it, written to a temporary file. */
async function writePdf(name: string, text: string): Promise<string> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(text);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'meeting-')), name);
  fs.writeFileSync(file, await pdf.save());
  return file;
}

async function uploadToLibrary(
  page: Page,
  values: { title: string; date: string; category: string; file: string },
) {
  const upload = page.getByRole('region', { name: 'Upload a document' });
  await upload.getByLabel('Title').fill(values.title);
  await upload.getByLabel('Date').fill(values.date);
  await upload.getByLabel('Category').selectOption(values.category);
  await upload.getByLabel('File', { exact: true }).setInputFiles(values.file);
  await upload.getByRole('button', { name: 'Upload document' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Uploaded ${values.title}.` }),
  ).toBeVisible();
}

test('an editor uploads a meeting’s agenda to the library, attaches it, it is on the minutes page, then approves the minutes', async ({
  page,
  browser,
  ownServerUrl,
}) => {
  test.setTimeout(180_000);
  await logInOnPage(page, '/admin/documents', EDITOR);
  await uploadToLibrary(page, {
    title: 'Regular meeting agenda',
    date: districtDay(0),
    category: 'agendas',
    file: await writePdf('agenda.pdf', 'Agenda of the regular board meeting'),
  });
  await uploadToLibrary(page, {
    title: 'Last month’s minutes',
    date: districtDay(-5),
    category: 'minutes',
    file: await writePdf('minutes.pdf', 'Minutes of last month’s board meeting'),
  });

  await page.goto('/admin/meetings');
  const form = page.getByRole('form', { name: 'Edit Agenda and Minutes' });
  await expect(page.getByText('No warnings for the published meetings.')).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Add to meetings' }).click();
  const past = form.getByRole('group', { name: 'Meetings 1' });
  await fillMeeting(past, { Date: districtDay(-12), Place: 'Station 41, Kamas' });
  await past.getByLabel('Minutes document').selectOption({ label: 'Last month’s minutes' });
  await expect(past.getByLabel('Minutes title')).toHaveValue('Last month’s minutes');
  await form.getByRole('button', { name: 'Add to meetings' }).click();
  const next = form.getByRole('group', { name: 'Meetings 2' });
  await fillMeeting(next, {
    Date: districtDay(4),
    'Start time': '19:00',
    Place: 'Woodland Community Hall',
  });
  await next.getByLabel('Meeting type').selectOption('Special');
  // The agenda is a document of the library's Agendas category; minutes are not offered.
  const agenda = next.getByLabel('Agenda document');
  await expect(agenda.getByRole('option', { name: 'Last month’s minutes' })).toHaveCount(0);
  await agenda.selectOption({ label: 'Regular meeting agenda' });
  await expect(next.getByLabel('Agenda title')).toHaveValue('Regular meeting agenda');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Published version 2' })).toBeVisible();

  const visitor = await publicPage(browser, ownServerUrl, '/public-records/minutes');
  const nextMeeting = visitor.page.getByRole('region', { name: 'Next Meeting' });
  await expect(nextMeeting).toContainText('Special meeting');
  const agendaLink = nextMeeting.getByRole('link', { name: /Regular meeting agenda/ });
  const agendaHref = await agendaLink.getAttribute('href');
  expect(agendaHref).toMatch(/^\/documents\/.+\.pdf$/);
  const agendaFile = await visitor.page.request.get(agendaHref!);
  expect(agendaFile.status()).toBe(200);
  expect(agendaFile.headers()['content-type']).toContain('application/pdf');
  await expect(nextMeeting).toContainText('Americans with Disabilities Act');
  const pastMeetings = visitor.page.getByRole('region', { name: 'Past Meetings' });
  await expect(
    pastMeetings.getByRole('link', { name: /Minutes \(pending approval\): Last month’s minutes/ }),
  ).toBeVisible();
  await expect(
    visitor.page.getByRole('link', { name: 'Add board meetings to your calendar' }),
  ).toHaveAttribute('href', '/public-records/minutes/meetings.ics');
  await expect(
    visitor.page.getByRole('link', { name: /Utah Public Notice Website/ }),
  ).toBeVisible();
  // Site search finds the meeting by its place, without JavaScript.
  await visitor.page.goto('/search?q=Woodland');
  await visitor.page.getByRole('link', { name: /Special board meeting — / }).click();
  await expect(visitor.page).toHaveURL(/\/public-records\/minutes#meeting-\d{4}-\d{2}-\d{2}-1900$/);
  // axe runs scripts, so it checks the same page with JavaScript on.
  await page.goto('/public-records/minutes');
  await expectNoAxeViolations(page);

  // The past meeting has no recording after 3 business days.
  await page.goto('/admin/meetings');
  await expect(page.getByRole('region', { name: 'Open Meetings Act checks' })).toContainText(
    'no recording 3 business days after the meeting',
  );
  await page
    .getByRole('group', { name: 'Meetings 1' })
    .getByLabel('Minutes state')
    .selectOption('Approved');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published version 3' })).toBeVisible();

  await visitor.page.goto('/public-records/minutes');
  await expect(
    pastMeetings.getByRole('link', { name: /Approved minutes: Last month’s minutes/ }),
  ).toHaveAttribute('href', /^\/documents\/.+\.pdf$/);
  await visitor.close();
});

test('an editor generates the year’s meeting dates from the rule, removes one, and both public pages read the schedule', async ({
  page,
  browser,
  ownServerUrl,
}) => {
  test.setTimeout(120_000);
  const visitor = await publicPage(browser, ownServerUrl, '/public-records');
  await expect(visitor.page.getByRole('main')).toContainText(
    'second Thursday of each month, 7:00 PM',
  );
  await visitor.page.goto('/public-records/minutes');
  await expect(visitor.page.getByRole('main')).toContainText(
    'third Wednesday of each month at 6:30 PM at Station 41',
  );
  await expect(visitor.page.getByRole('list', { name: '2027 meeting schedule' })).toContainText(
    'Wednesday, January 20, 2027, 6:30 PM',
  );

  await logInOnPage(page, '/admin/meetings', EDITOR);
  const form = page.getByRole('form', { name: 'Edit Agenda and Minutes' });
  const rule = form.getByRole('group', { name: 'Recurring rule' });
  await rule.getByLabel('Which one in the month').selectOption('Second');
  await rule.getByLabel('Weekday').selectOption('Thursday');
  await rule.getByLabel('Start time').fill('19:00');
  await form.getByRole('button', { name: 'Generate the year’s dates from the rule' }).click();
  await expect(form.getByText('12 dates generated for 2027.')).toBeVisible();
  const dates = form.getByRole('group', { name: 'Meeting dates', exact: true });
  await expect(
    dates.getByRole('group', { name: 'Meeting dates 7' }).getByLabel('Date'),
  ).toHaveValue('2027-07-08');
  await dates.getByRole('button', { name: 'Remove meeting dates 7' }).click();
  await form.getByLabel('Schedule on the public records overview').fill('');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByRole('status').filter({ hasText: /Published version/ })).toBeVisible();

  const reading = 'second Thursday of each month at 7:00 PM at Station 41';
  await visitor.page.reload();
  const list = visitor.page.getByRole('list', { name: '2027 meeting schedule' });
  await expect(list).toContainText('Thursday, January 14, 2027, 7:00 PM');
  await expect(list).not.toContainText('July 8, 2027');
  await expect(list.getByRole('listitem')).toHaveCount(11);
  await expect(visitor.page.getByRole('main')).toContainText(reading);
  await visitor.page.goto('/public-records');
  await expect(visitor.page.getByRole('main')).toContainText(reading);
  await page.goto('/public-records');
  await expectNoAxeViolations(page);
  await visitor.close();
});

test('an editor opens and then closes a job; the careers page follows', async ({
  page,
  browser,
  ownServerUrl,
}) => {
  await logInOnPage(page, '/admin/jobs', EDITOR);
  const form = page.getByRole('form', { name: 'Edit Careers' });
  const position = form.getByRole('group', { name: 'Positions 1' });
  await expectNoAxeViolations(page);
  await position.getByLabel('Status').selectOption('Open');
  await position
    .getByLabel('Application link or e-mail (optional)')
    .fill('mailto:jobs@example.org');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByRole('status')).toHaveText(/Published version 2/);

  const visitor = await publicPage(browser, ownServerUrl, '/recruitment-and-hiring');
  const card = visitor.page.getByRole('listitem').filter({ hasText: 'Firefighter/EMT' });
  await expect(card.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
    'href',
    'mailto:jobs@example.org',
  );

  await position.getByLabel('Status').selectOption('Closed');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByRole('status')).toHaveText(/Published version 3/);
  await visitor.page.reload();
  await expect(card.getByRole('button', { name: 'Apply Now' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Apply Now' })).toHaveAccessibleDescription(
    'Applications are closed for this position.',
  );
  await expect(card).toContainText('Closed');
  await page.goto('/recruitment-and-hiring');
  await expectNoAxeViolations(page);
  await visitor.close();
});

test('an editor lists the board’s members; the About page shows them', async ({
  page,
  browser,
  ownServerUrl,
}) => {
  await logInOnPage(page, '/admin/board', EDITOR);
  const form = page.getByRole('form', { name: 'Edit About' });
  await form.getByRole('button', { name: 'Add to board members' }).click();
  const member = form.getByRole('group', { name: 'Board members 1' });
  await member.getByLabel('Name').fill('Pat Jensen');
  await member.getByLabel('Seat').fill('Chair, Seat 1');
  await member.getByLabel('Term ends').fill('2027-12-31');
  await member.getByLabel('Contact').fill('chair@example.org');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByRole('status')).toHaveText(/Published version 2/);

  const visitor = await publicPage(browser, ownServerUrl, '/about');
  const board = visitor.page.getByRole('region', { name: 'Board of Trustees' });
  await expect(board).toContainText('Pat Jensen');
  await expect(board).toContainText('Term ends 2027-12-31');
  await page.goto('/about');
  await expectNoAxeViolations(page);
  await visitor.close();
});
