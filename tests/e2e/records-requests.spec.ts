import { expect, test, type Browser } from '@playwright/test';
import { waitForOutboxMail } from '../support/outbox.ts';
import { ownServerForDescribe } from '../support/own-server-hooks.ts';
import { openWithoutScript } from '../support/own-server-test.ts';
import { sendRecordsRequest } from '../support/records-setup.ts';
import { logInStaff } from '../support/staff-api.ts';

// Issue 20 end to end, JavaScript off on the public side: file a records request, receive the
// e-mail, see "due in 10 business days"; a denial, the requester's appeal and the decision.

test.describe('public records requests', () => {
  const server = ownServerForDescribe('records');
  /** A requester's page with JavaScript off, and its checks (see openWithoutScript). */
  const openRequester = (browser: Browser) =>
    openWithoutScript(browser, server.url, '/public-records/request/online');

  function waitForMail(pattern: RegExp): Promise<string> {
    return waitForOutboxMail(server.dataDir, pattern, { joinSoftBreaks: true });
  }

  async function staffToken(): Promise<string> {
    return `Bearer ${await logInStaff(server.url)}`;
  }

  test('a resident files a request, is told the deadline, appeals a denial and gets the decision', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { page, checkAtWidths } = await openRequester(browser);

    await page.goto('/public-records/request/online');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Request public records online' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(page.getByText('Error: Enter your name.')).toBeVisible();
    await checkAtWidths(page);

    await sendRecordsRequest(page);

    await expect(page.getByText(/The response is due in 10 business days, by /)).toBeVisible();
    await expect(page.getByText(/business days left/)).toBeVisible();
    await checkAtWidths(page);
    const mail = await waitForMail(/Subject: Records request GR-\d{4}-\d{6} received/);
    expect(mail).toContain('The response is due in 10 business days, by ');
    const link = mail.match(/\/public-records\/request\/status\/[\w-]+/)![0];
    expect(page.url()).toContain(link);

    // The officer denies it through the back office API.
    const token = await staffToken();
    const queue = await fetch(`${server.url}/api/admin/records/requests`, {
      headers: { authorization: token },
    });
    const [request] = ((await queue.json()) as { requests: Array<{ id: string }> }).requests;
    const denied = await fetch(`${server.url}/api/admin/records/requests/${request!.id}/deny`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({
        isPartial: false,
        classification: 'protected',
        grounds: 'The reports describe security arrangements.',
      }),
    });
    expect(denied.status).toBe(200);
    await waitForMail(/notice of denial/);

    await page.goto(link);
    await page.getByLabel('Why you appeal').fill('The arrangements have changed since.');
    await page.getByRole('button', { name: 'Send the appeal' }).click();
    await expect(page.getByText(/Your appeal is sent to/)).toBeVisible();
    await checkAtWidths(page);

    const decided = await fetch(
      `${server.url}/api/admin/records/requests/${request!.id}/appeal-decision`,
      {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: 'denied', reasons: 'Still protected.' }),
      },
    );
    expect(decided.status).toBe(200);
    const decision = await waitForMail(/decision on your appeal/);
    expect(decision).toContain('State Records Committee');

    // The officer gives the request a public subject; the public log shows it, and no one's name.
    const subject = await fetch(
      `${server.url}/api/admin/records/requests/${request!.id}/public-log`,
      {
        method: 'PUT',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ isInPublicLog: true, logSubject: 'Incident reports for a fire' }),
      },
    );
    expect(subject.status).toBe(200);
    await page.goto('/public-records/request/log');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Public records request log' }),
    ).toBeVisible();
    const row = page.getByRole('row', { name: /Incident reports for a fire/ });
    await expect(row).toContainText(/GR-\d{4}-\d{6}/);
    await expect(row).toContainText('Denied');
    await expect(page.getByText('Dana Reporter')).toHaveCount(0);
    await expect(page.getByText('Weber Canyon')).toHaveCount(0);
    await checkAtWidths(page);
  });

  test('a resident withdraws a request from the status page with JavaScript off', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { page, checkAtWidths } = await openRequester(browser);
    await page.goto('/public-records/request/online');
    await sendRecordsRequest(page, {
      name: 'Lee Resident',
      email: 'lee@example.org',
      mailingAddress: 'PO Box 7, Oakley, UT 84055',
      records: 'Station 42 budget worksheets',
    });
    await expect(page.getByText(/business days left/)).toBeVisible();
    await expect(page.getByText(/Fees already paid are not refunded by this form/)).toBeVisible();

    await page.getByRole('button', { name: 'Withdraw this request' }).click();
    await expect(
      page.getByText('Error: Tick the box to confirm that you withdraw this request.'),
    ).toBeVisible();
    await checkAtWidths(page);
    await page.getByLabel('I want to withdraw this request').check();
    await page.getByRole('button', { name: 'Withdraw this request' }).click();
    await expect(page.getByText('Your request is withdrawn.')).toBeVisible();
    await expect(page.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw this request' })).toHaveCount(0);
    const mail = await waitForMail(/Subject: Records request GR-\d{4}-\d{6} withdrawn/);
    expect(mail).toContain('lee@example.org');
  });
});
