import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { startOwnE2eServer } from '../support/own-e2e-server.ts';

const EDITOR = { username: 'clerk', password: 'board-clerk-password' } as const;

/** Its own server, so the meetings and jobs published here never reach the other specs. */
const test = base.extend<{}, { meetingsServerUrl: string }>({
  meetingsServerUrl: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startOwnE2eServer('meetings', {
        ADMIN_USERNAME: EDITOR.username,
        ADMIN_PASSWORD: EDITOR.password,
      });
      try {
        await use(server.url);
      } finally {
        server.stop();
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ meetingsServerUrl }, use) => use(meetingsServerUrl),
});
test.describe.configure({ mode: 'serial' });

async function logIn(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel('Username').fill(EDITOR.username);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The district's day `days` from today, as YYYY-MM-DD. */
function districtDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

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

test('an editor posts a meeting’s agenda, it is on the minutes page, then approves past minutes', async ({
  page,
  browser,
  meetingsServerUrl,
}) => {
  test.setTimeout(120_000);
  await logIn(page, '/admin/meetings');
  const form = page.getByRole('form', { name: 'Edit Agenda and Minutes' });
  await expect(page.getByText('No warnings for the published meetings.')).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Add to meetings' }).click();
  const past = form.getByRole('group', { name: 'Meetings 1' });
  await fillMeeting(past, {
    Date: districtDay(-12),
    Place: 'Station 41, Kamas',
    'Agenda title': 'Last month’s agenda',
    'Agenda address': '/documents/agenda-last-month.pdf',
    'Minutes title': 'Last month’s minutes',
    'Minutes address': '/documents/minutes-last-month.pdf',
  });
  await form.getByRole('button', { name: 'Add to meetings' }).click();
  const next = form.getByRole('group', { name: 'Meetings 2' });
  await fillMeeting(next, {
    Date: districtDay(4),
    'Start time': '19:00',
    Place: 'Station 41, Kamas',
    'Agenda title': 'Regular meeting agenda',
    'Agenda address': '/documents/agenda-next.pdf',
  });
  await next.getByLabel('Meeting type').selectOption('Special');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByRole('status')).toHaveText(/Published version 2/);

  const visitor = await publicPage(browser, meetingsServerUrl, '/public-records/minutes');
  const nextMeeting = visitor.page.getByRole('region', { name: 'Next Meeting' });
  await expect(nextMeeting).toContainText('Special meeting');
  await expect(nextMeeting.getByRole('link', { name: /Regular meeting agenda/ })).toHaveAttribute(
    'href',
    '/documents/agenda-next.pdf',
  );
  await expect(nextMeeting).toContainText('Americans with Disabilities Act');
  const pastMeetings = visitor.page.getByRole('region', { name: 'Past Meetings' });
  await expect(
    pastMeetings.getByRole('link', { name: /Minutes \(pending approval\)/ }),
  ).toBeVisible();
  await expect(
    visitor.page.getByRole('link', { name: 'Add board meetings to your calendar' }),
  ).toHaveAttribute('href', '/public-records/minutes/meetings.ics');
  await expect(
    visitor.page.getByRole('link', { name: /Utah Public Notice Website/ }),
  ).toBeVisible();
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

  await visitor.page.reload();
  await expect(pastMeetings.getByRole('link', { name: /Approved minutes/ })).toHaveAttribute(
    'href',
    '/documents/minutes-last-month.pdf',
  );
  await visitor.close();
});

test('an editor opens and then closes a job; the careers page follows', async ({
  page,
  browser,
  meetingsServerUrl,
}) => {
  await logIn(page, '/admin/jobs');
  const form = page.getByRole('form', { name: 'Edit Careers' });
  const position = form.getByRole('group', { name: 'Positions 1' });
  await expectNoAxeViolations(page);
  await position.getByLabel('Status').selectOption('Open');
  await position
    .getByLabel('Application link or e-mail (optional)')
    .fill('mailto:jobs@example.org');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByRole('status')).toHaveText(/Published version 2/);

  const visitor = await publicPage(browser, meetingsServerUrl, '/recruitment-and-hiring');
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
  meetingsServerUrl,
}) => {
  await logIn(page, '/admin/board');
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

  const visitor = await publicPage(browser, meetingsServerUrl, '/about');
  const board = visitor.page.getByRole('region', { name: 'Board of Trustees' });
  await expect(board).toContainText('Pat Jensen');
  await expect(board).toContainText('Term ends 2027-12-31');
  await page.goto('/about');
  await expectNoAxeViolations(page);
  await visitor.close();
});
