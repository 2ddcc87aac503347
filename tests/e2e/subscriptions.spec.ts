import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { fillNewAlertForm } from '../support/alert-form.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';
import { linkTo } from '../support/outbox.ts';
import { ownServerForDescribe, type DescribeServer } from '../support/own-server-hooks.ts';
import { openWithoutScript } from '../support/own-server-test.ts';
import { checkAtWidths as checkLoadedAtWidths } from '../support/page-checks.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink.ts';
import { logInStaff, publishAlert } from '../support/staff-api.ts';
import { logInOnPage } from '../support/log-in-page.ts';

// Issue 18 end to end: a resident subscribes with JavaScript off and confirms from the captured
// mail; staff publish an emergency alert; exactly one alert mail arrives, with RFC 8058
// List-Unsubscribe headers; the one-click POST unsubscribes; the next alert does not arrive.
// Its own server and a real SMTP sink on loopback, so the shared e2e server is never disturbed.
const RESIDENT = 'resident@example.org';
const NEIGHBOUR = 'neighbour@example.org';

let server: DescribeServer;
let sink: SmtpSink;

/** Unfolds headers and decodes quoted-printable, enough to read links and header values. */
function readable(mail: ReceivedMail): string {
  return mail.raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Mails to `address` whose decoded text matches `pattern` (subjects are MIME-encoded). */
function mailsTo(address: string, pattern: RegExp): ReceivedMail[] {
  return sink.received.filter((mail) => mail.to.includes(address) && pattern.test(readable(mail)));
}

async function waitForMail(address: string, pattern: RegExp): Promise<ReceivedMail> {
  await expect.poll(() => mailsTo(address, pattern).length, { timeout: 30_000 }).toBeGreaterThan(0);
  return mailsTo(address, pattern)[0]!;
}

/** Another resident, signed up and confirmed over plain HTTP, who stays on the alerts list. */
async function subscribeNeighbour(): Promise<void> {
  const signUp = await fetch(`${server.url}/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: NEIGHBOUR, lists: 'alerts' }).toString(),
  });
  expect(signUp.status).toBe(200);
  const confirmation = await waitForMail(NEIGHBOUR, /subscribe\/confirm/);
  const token = new URL(
    linkTo(readable(confirmation), '/subscribe/confirm'),
    server.url,
  ).searchParams.get('token');
  const confirmed = await fetch(`${server.url}/subscribe/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: token ?? '' }).toString(),
  });
  expect(confirmed.status).toBe(200);
}

async function publishEmergency(heading: string): Promise<void> {
  await publishAlert(server.url, await logInStaff(server.url), {
    level: 'emergency',
    heading,
    text: 'Leave the Weber Canyon area now by State Route 32.',
  });
}

test.describe('e-mail subscriptions', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    sink = await startSmtpSink();
  });
  server = ownServerForDescribe('subscriptions', () => ({
    SMTP_URL: sink.url,
    PUBLIC_URL: 'https://district.example.org',
    OUTBOX_INTERVAL_MS: '500',
  }));
  test.afterAll(async () => {
    await sink?.close();
  });

  test('a resident subscribes without JavaScript, gets one emergency alert and leaves by one click', async ({
    browser,
  }) => {
    // Four public pages and the staff page, each at three widths with axe.
    test.setTimeout(240_000);
    const { page, checker, checkAtWidths, close } = await openWithoutScript(
      browser,
      server.url,
      '/subscribe',
    );

    await subscribeNeighbour();
    await page.goto('/subscribe');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Get updates by e-mail' }),
    ).toBeVisible();
    await checkAtWidths(page);
    await page.getByRole('checkbox', { name: 'Fire restrictions and alerts' }).check();
    await page.getByRole('checkbox', { name: 'News' }).check();
    await page.getByLabel('E-mail address').fill(RESIDENT);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await checkAtWidths(page);

    const confirmation = await waitForMail(RESIDENT, /subscribe\/confirm/);
    await page.goto(linkTo(readable(confirmation), '/subscribe/confirm'));
    await checkAtWidths(page);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Fire restrictions and alerts');
    await checkAtWidths(page);
    // Double opt-in: the confirmation was the only mail before the click.
    expect(sink.received.filter((mail) => mail.to.includes(RESIDENT))).toHaveLength(1);

    // Staff publish the emergency in the back office: Notify subscribers is ticked by default,
    // and the e-mail can be read before publishing.
    await logInOnPage(checker, '/admin', E2E_ADMIN);
    await expect(checker.getByRole('heading', { level: 2, name: 'Needs attention' })).toBeVisible();
    await checker.goto('/admin/alert');
    const form = checker.getByRole('form', { name: 'New alert' });
    await fillNewAlertForm(form, {
      level: 'emergency',
      heading: 'Evacuate Weber Canyon',
      text: 'Leave the Weber Canyon area now by State Route 32.',
    });
    await expect(form.getByRole('checkbox', { name: 'Notify subscribers' })).toBeChecked();
    await form.getByText('Preview the e-mail').click();
    await expect(form.locator('pre')).toContainText(
      'Leave the Weber Canyon area now by State Route 32.',
    );
    await expectNoAxeViolations(checker);
    await form.getByRole('button', { name: 'Publish alert' }).click();
    await expect(form.getByRole('status')).toHaveText(/Alert published/);
    const alert = await waitForMail(RESIDENT, /Evacuate Weber Canyon/);
    const text = readable(alert);
    expect(text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const header = /^List-Unsubscribe: (.*)$/m.exec(text)?.[1] ?? '';
    expect(header).toMatch(/<mailto:[^>]+>/);
    const oneClick = /<(https:\/\/[^>]+\/subscribe\/unsubscribe\/[^>]+)>/.exec(header)?.[1];
    expect(oneClick).toBeTruthy();
    expect(text).toContain('Leave the Weber Canyon area now by State Route 32.');

    // The manage page the mail links to, then the staff page with the history, at three widths.
    const manageLink = linkTo(text, '/subscribe/manage');
    await page.goto(manageLink);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your e-mail updates' }),
    ).toBeVisible();
    await checkAtWidths(page);

    await checker.goto('/admin/subscriptions');
    await expect(
      checker.getByRole('heading', { level: 1, name: 'E-mail Subscriptions' }),
    ).toBeVisible();
    const history = checker.getByRole('table', { name: 'Notices and their delivery' });
    await expect(history.getByRole('row', { name: /Evacuate Weber Canyon/ })).toBeVisible();
    await expect(
      checker.getByRole('table', { name: 'Subscriber addresses' }).getByRole('row', {
        name: new RegExp(RESIDENT),
      }),
    ).toContainText('Subscribed');
    await checkLoadedAtWidths(checker, '/admin/subscriptions');
    // The Needs attention link for suspended addresses opens the list filtered to them.
    await checker.goto('/admin/subscriptions?status=suspended');
    await expect(checker.getByText('No subscriber matches.')).toBeVisible();
    await expect(checker.getByLabel('Show status')).toHaveValue('suspended');
    await checker.getByRole('button', { name: 'Notify subscribers' }).click();
    const notify = checker.getByRole('dialog', { name: 'Notify subscribers' });
    await expect(notify).toBeVisible();
    await expectNoAxeViolations(checker);
    // The notice is checked before any preview: each missing field says so, focus on the first.
    await notify.getByRole('button', { name: 'Preview' }).click();
    await expect(notify.getByText('Enter a subject.')).toBeVisible();
    await expect(notify.getByText('Enter the text.')).toBeVisible();
    await expect(notify.getByLabel('Subject')).toBeFocused();
    await notify.getByLabel('Subject').fill('Hydrant flushing on Main Street');
    await notify
      .getByLabel('Text', { exact: true })
      .fill('Crews flush hydrants on Main Street on Tuesday.');
    await notify.getByRole('button', { name: 'Preview' }).click();
    await expect(
      notify.getByText(/^This notice would reach \d+ subscribers? now\.$/),
    ).toBeVisible();
    await expect(
      notify.getByRole('heading', { name: 'Preview: Hydrant flushing on Main Street' }),
    ).toBeVisible();
    await expectNoAxeViolations(checker);
    // Back to the form with what was typed, and out without sending.
    await notify.getByRole('button', { name: 'Change notice' }).click();
    await expect(notify.getByLabel('Subject')).toHaveValue('Hydrant flushing on Main Street');
    await checker.keyboard.press('Escape');

    // RFC 8058: a POST without a page, as a mail provider sends it.
    const unsubscribed = await fetch(`${server.url}${new URL(oneClick!).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);

    await publishEmergency('Evacuation lifted for Weber Canyon');
    // The neighbour, still subscribed, gets it: by then the resident would have too.
    await waitForMail(NEIGHBOUR, /Evacuation lifted for Weber Canyon/);
    expect(mailsTo(RESIDENT, /Evacuation lifted/)).toEqual([]);
    // Exactly one alert mail reached the resident, and only once.
    expect(mailsTo(RESIDENT, /Evacuate Weber Canyon/)).toHaveLength(1);

    // Leaving from the manage page, without JavaScript: the page says so, at three widths.
    await page.goto(manageLink);
    await page.getByRole('button', { name: 'Unsubscribe from everything' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeVisible();
    await checkAtWidths(page);

    await close();
  });
});
