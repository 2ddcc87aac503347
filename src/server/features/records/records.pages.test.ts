import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storesUnderTest } from '#tests/support/test-db.ts';
import type { TestApp } from '#tests/support/test-app.ts';
import {
  RECORDS_FORM,
  openRecordsTestApp,
  postRecordsForm,
  readOutboxMails,
  type RecordsTestApp,
} from '#tests/support/factories/records.ts';
import { expectToContainEach } from '#tests/support/expect-text.ts';

/** Every field of the form filled in, dates included. */
const FORM = {
  ...RECORDS_FORM,
  phone: '',
  description: 'Incident reports for the Weber Canyon fire, August 2026',
  fromDay: '2026-08-01',
  toDay: '2026-08-31',
};

// The public pages are plain HTML forms: these tests post them the way a browser without
// JavaScript does.
describe.each(storesUnderTest())('public records request pages on $kind', (store) => {
  let records: RecordsTestApp;
  let t: TestApp;
  async function open(clockStart: string, hasPages = true) {
    records = await openRecordsTestApp(store, { clockStart, hasPages });
    t = records.t;
  }
  afterEach(() => records.close());

  describe('filed during office hours', () => {
    beforeEach(async () => {
      // Monday, November 16, 2026, 10:00 MST.
      await open('2026-11-16T17:00:00.000Z');
    });

    it('draws the records, burn and booking pages in the site layout with the alert banner and no script', async () => {
      for (const [url, title] of [
        ['/public-records/request/online', 'Request public records online'],
        ['/public-records/request/log', 'Public records request log'],
        ['/permits/burn/apply', 'Apply for an open burn permit'],
        ['/permits/inspection?token=not-a-token', 'Booking link not found'],
      ] as const) {
        const page = await t.app.inject({ method: 'GET', url });
        expect(page.body, url).toContain(
          `<title>${title} | South Summit Fire Protection District</title>`,
        );
        expect(page.body, url).toMatch(/^<!doctype html>[\s\S]*<a class="skip-link" href="#main">/);
        expect(page.body, url).toContain('Warning: Fire restrictions are in effect');
        expect(page.body, url).toMatch(/<header class="site-header">[\s\S]*role="search"/);
        expect(page.body, url).toContain('<footer class="site-footer">');
        expect(page.body, url).not.toContain('<script');
      }
      const form = await t.app.inject({ method: 'GET', url: '/public-records/request/online' });
      expect(form.body).toContain('<link rel="canonical" href="/public-records/request/online" />');
      const booking = await t.app.inject({ method: 'GET', url: '/permits/inspection?token=x' });
      expect(booking.body).toContain('<meta name="robots" content="noindex" />');
      expect(booking.headers['cache-control']).toBe('private, no-store');
    });

    it('files a request, e-mails the number and link, and states the deadline', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/public-records/request/online' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(
        /<form [^>]*action="\/public-records\/request\/online" method="post"/,
      );
      expect(page.body).not.toContain('<script');

      const filed = await postRecordsForm(t, FORM);
      expect(filed.statusCode).toBe(303);
      const statusUrl = filed.headers.location as string;
      expect(statusUrl).toMatch(/^\/public-records\/request\/status\/[\w-]+\?filed=1$/);

      const status = await t.app.inject({ method: 'GET', url: statusUrl });
      expect(status.statusCode).toBe(200);
      expect(status.headers['cache-control']).toBe('private, no-store');
      expect(status.body).not.toContain('<script');
      // 10 business days after Monday, November 16, skipping Thanksgiving.
      expect(status.body).toContain(
        'The response is due in 10 business days, by Tuesday, December 1, 2026.',
      );
      expect(status.body).toContain('10 business days left');
      expect(status.body).toMatch(/Records request GR-2026-\d{6}/);

      const mails = readOutboxMails(records.dataDir);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('To: dana@example.org');
      expect(mails[0]).toMatch(/Subject: Records request GR-2026-\d{6} received/);
      expect(mails[0]).toContain(
        'The response is due in 10 business days, by Tuesday, December 1, 2026.',
      );
      expect(mails[0]).toContain(
        `/public-records/request/status/${statusUrl.split('/').pop()!.split('?')[0]}`,
      );
    });

    it('gives a clear message for each wrong field and keeps what was typed', async () => {
      const bad = await postRecordsForm(t, {
        ...FORM,
        requesterName: '',
        email: 'not-an-address',
        format: '',
        toDay: '2026-07-01',
        feeWaiver: 'yes',
        expedited: 'yes',
      });
      expect(bad.statusCode).toBe(400);
      expectToContainEach(bad.body, [
        'There is a problem',
        'Enter your name.',
        'Enter an e-mail address, like name@example.com.',
        'Choose electronic copy or inspection in person.',
        'Enter a last date on or after the first date.',
        'Say why the fees should be waived.',
        'Choose why the response should be expedited.',
        '>PO Box 12, Kamas, UT 84036</textarea>',
        'value="not-an-address"',
      ]);
      expect(readOutboxMails(records.dataDir)).toHaveLength(0);
    });

    it('answers a made-up private link like any other wrong one', async () => {
      const missing = await t.app.inject({
        method: 'GET',
        url: '/public-records/request/status/not-a-token',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('This link does not match a records request.');
      expect(missing.headers['cache-control']).toBe('private, no-store');
    });
  });

  it('counts a request filed at 6 PM from the next business day', async () => {
    // Tuesday, November 24, 2026, 18:00 MST → counts from Wednesday; Thanksgiving skipped.
    await open('2026-11-25T01:00:00.000Z');
    const filed = await postRecordsForm(t, FORM);
    const status = await t.app.inject({ method: 'GET', url: filed.headers.location as string });
    expect(status.body).toContain('Counts from Wednesday, November 25, 2026');
    expect(status.body).toContain('by Thursday, December 10, 2026.');
  });

  it('offers the online form next to the printable PDFs on the Records request page', async () => {
    await open('2026-11-16T17:00:00.000Z', true);
    const page = await t.app.inject({ method: 'GET', url: '/public-records/request' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<a href="/public-records/request/online">Request public records online</a>',
    );
    expect(page.body).toContain('GRAMA Request Form');
  });
});
