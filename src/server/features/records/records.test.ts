import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { buildTestEnv } from '#tests/support/test-env.ts';
import { createOutbox } from '#server/outbox/outbox.ts';
import { sendDueReminders } from './records.service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const FORM = {
  requesterName: 'Dana Reporter',
  email: 'dana@example.org',
  mailingAddress: 'PO Box 12, Kamas, UT 84036',
  description: 'Incident reports for the Weber Canyon fire',
  format: 'electronic',
};
const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };

interface QueueItem {
  id: string;
  requestNumber: string;
  status: string;
  statusLabel: string;
  dueDay: string;
  businessDaysLeft: number | null;
  isOverdue: boolean;
}

for (const store of storesUnderTest()) {
  describe(`records officer API (${store.kind})`, () => {
    let t: TestApp;
    let dataDir: string;
    async function open(clockStart: string) {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'records-'));
      t = await openTestApp(store, { clockStart, env: { DATA_DIR: dataDir }, hasPages: true });
    }
    afterEach(async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    const mails = () => {
      const dir = path.join(dataDir, 'outbox');
      return fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .sort()
            .map((file) => fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, ''))
        : [];
    };
    async function file(description = FORM.description) {
      await t.app.inject({
        method: 'POST',
        url: '/public-records/request/online',
        headers: FORM_HEADERS,
        payload: form({ ...FORM, description }),
      });
    }
    async function queue(query = '') {
      const officer = await t.logInAsNew(`officer${Date.now()}`, ['records-officer']);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/records/requests${query}`,
        headers: { authorization: officer },
      });
      expect(response.headers['cache-control']).toBe('private, no-store');
      return { officer, items: response.json<{ requests: QueueItem[] }>().requests };
    }

    it('keeps the queue to records officers', async () => {
      await open('2026-11-16T17:00:00.000Z');
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/records/requests' });
      expect(anonymous.statusCode).toBe(401);
      const marshal = await t.logInAsNew('burnboss', ['fire-marshal']);
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/admin/records/requests',
        headers: { authorization: marshal },
      });
      expect(refused.statusCode).toBe(403);
    });

    it('lists overdue requests first, with business days left, and searches', async () => {
      // Monday, November 2, 2026, 10:00 MST: due Tuesday, November 17 (Veterans Day skipped).
      await open('2026-11-02T17:00:00.000Z');
      await file('Old request about hydrant maintenance');
      // Two weeks later, a fresh request: due Tuesday, December 1.
      t.advanceClock(14 * DAY);
      await file('New request about burn permits');
      // Wednesday, November 18: the first is one business day overdue.
      t.advanceClock(2 * DAY);
      const { items } = await queue();
      expect(items.map((item) => item.dueDay)).toEqual(['2026-11-17', '2026-12-01']);
      expect(items[0]).toMatchObject({ isOverdue: true, businessDaysLeft: -1 });
      expect(items[1]).toMatchObject({ isOverdue: false, businessDaysLeft: 8 });
      // The queue filter names: "new", "awaiting clarification".
      expect(items[1]).toMatchObject({ status: 'new', statusLabel: 'New' });

      const { items: found } = await queue('?q=HYDRANT');
      expect(found.map((item) => item.dueDay)).toEqual(['2026-11-17']);
      const { items: none } = await queue('?status=denied');
      expect(none).toEqual([]);
    });

    it('extends with a listed reason, e-mails the new date and records who did it', async () => {
      await open('2026-11-16T17:00:00.000Z');
      await file();
      const { officer, items } = await queue();
      const id = items[0]!.id;
      const badDay = await t.app.inject({
        method: 'POST',
        url: `/api/admin/records/requests/${id}/extend`,
        headers: { authorization: officer },
        payload: { reason: 'legal-review', newDueDay: '2026-12-25' },
      });
      expect(badDay.statusCode).toBe(400);
      const badReason = await t.app.inject({
        method: 'POST',
        url: `/api/admin/records/requests/${id}/extend`,
        headers: { authorization: officer },
        payload: { reason: 'too-busy', newDueDay: '2026-12-15' },
      });
      expect(badReason.statusCode).toBe(400);

      const extended = await t.app.inject({
        method: 'POST',
        url: `/api/admin/records/requests/${id}/extend`,
        headers: { authorization: officer },
        payload: { reason: 'legal-review', newDueDay: '2026-12-15' },
      });
      expect(extended.statusCode).toBe(200);
      expect(extended.json()).toEqual({ status: 'extended', dueDay: '2026-12-15' });
      const mail = mails().find((text) => text.includes('new response date'))!;
      expect(mail).toContain('New response date: Tuesday, December 15, 2026.');
      expect(mail).toContain('requires legal counsel');

      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/admin/records/requests/${id}`,
        headers: { authorization: officer },
      });
      const body = detail.json<{
        request: Record<string, unknown>;
        timeline: Array<{ actor: string; toStatus: string | null }>;
        emails: Array<{ template: string; status: string }>;
      }>();
      expect(body.request).not.toHaveProperty('accessToken');
      expect(body.timeline.at(-1)).toMatchObject({ toStatus: 'extended' });
      expect(body.timeline.at(-1)!.actor).toMatch(/^staff:officer/);
      expect(body.emails.map((email) => [email.template, email.status])).toEqual([
        ['records-request-received', 'sent'],
        ['records-request-extended', 'sent'],
      ]);
    });

    it('denies with a classification and sends the notice with the appeal rights', async () => {
      await open('2026-11-16T17:00:00.000Z');
      await file();
      const { officer, items } = await queue();
      const denied = await t.app.inject({
        method: 'POST',
        url: `/api/admin/records/requests/${items[0]!.id}/deny`,
        headers: { authorization: officer },
        payload: {
          isPartial: false,
          classification: 'private',
          grounds: 'The reports hold medical details of named patients.',
        },
      });
      expect(denied.statusCode).toBe(200);
      const notice = mails().find((text) => text.includes('notice of denial'))!;
      expect(notice).toContain('Classification: Private record (Utah Code 63G-2-302).');
      expect(notice).toContain('Grounds: The reports hold medical details of named patients.');
      expect(notice).toContain('within 30 days');
      expect(notice).toContain('by Wednesday, December 16, 2026');
      expect(notice).toContain('Fire Chief (name not configured)');

      const again = await t.app.inject({
        method: 'POST',
        url: `/api/admin/records/requests/${items[0]!.id}/acknowledge`,
        headers: { authorization: officer },
      });
      expect(again.statusCode).toBe(409);
    });

    it('reminds the officer 2 business days before the deadline, from 8 AM, once', async () => {
      // Monday, November 16, 10:00 MST: due Tuesday, December 1; reminder Friday, November 27.
      await open('2026-11-16T17:00:00.000Z');
      await file();
      const remind = (iso: string) => {
        const clock = () => new Date(iso);
        const outbox = createOutbox({ db: t.db, clock, mailer: undefined as never });
        return sendDueReminders({
          db: t.db,
          clock,
          env: buildTestEnv(),
          outbox: {
            ...outbox,
            enqueue: outbox.enqueue,
            deliverNow: async () => undefined,
          } as never,
          districtName: async () => 'District',
          officerEmail: async () => 'records@example.org',
        });
      };
      const queued = () =>
        t.db
          .selectFrom('outboxMessages')
          .selectAll()
          .where('template', '=', 'records-request-reminder')
          .execute();
      // Thursday, November 26 (Thanksgiving) and Friday 07:30 MST: nothing yet.
      expect(await remind('2026-11-26T17:00:00Z')).toBe(0);
      expect(await remind('2026-11-27T14:30:00Z')).toBe(0);
      // Friday 08:30 MST: one reminder; again later that day changes nothing.
      expect(await remind('2026-11-27T15:30:00Z')).toBe(1);
      await remind('2026-11-27T20:00:00Z');
      expect(await queued()).toHaveLength(1);
      // Once answered, no reminder: a denied request's deadline no longer runs.
      const { officer, items } = await queue();
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/records/requests/${items[0]!.id}/deny`,
        headers: { authorization: officer },
        payload: { isPartial: false, classification: 'protected', grounds: 'Security plans.' },
      });
      expect(await remind('2026-11-27T21:00:00Z')).toBe(0);
    });

    it('takes an appeal of a denial from the status page and e-mails the decision', async () => {
      await open('2026-11-16T17:00:00.000Z');
      await file();
      const statusUrl = mails()[0]!.match(/\/public-records\/request\/status\/[\w-]+/)![0];
      const before = await t.app.inject({ method: 'GET', url: statusUrl });
      expect(before.body).not.toContain('Send the appeal');
      const { officer, items } = await queue();
      const id = items[0]!.id;
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/records/requests/${id}/deny`,
        headers: { authorization: officer },
        payload: { isPartial: false, classification: 'protected', grounds: 'Security plans.' },
      });
      t.advanceClock(3 * DAY);
      const page = await t.app.inject({ method: 'GET', url: statusUrl });
      expect(page.body).toContain('Send the appeal');
      const empty = await t.app.inject({
        method: 'POST',
        url: `${statusUrl}/appeal`,
        headers: FORM_HEADERS,
        payload: form({ appealReason: '' }),
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain('Say why you appeal.');
      const appealed = await t.app.inject({
        method: 'POST',
        url: `${statusUrl}/appeal`,
        headers: FORM_HEADERS,
        payload: form({ appealReason: 'The plans are decades old.' }),
      });
      expect(appealed.statusCode).toBe(200);
      expect(appealed.body).toContain('Your appeal is sent to Fire Chief (name not configured).');
      expect(appealed.body).toContain('Appealed');

      // A records officer cannot decide; the chief administrative officer's permission can.
      const { officer: later } = await queue();
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/admin/records/requests/${id}/appeal-decision`,
        headers: { authorization: later },
        payload: { outcome: 'denied', reasons: 'Still protected.' },
      });
      expect(refused.statusCode).toBe(403);
      const admin = await t.logInAsAdmin();
      const decided = await t.app.inject({
        method: 'POST',
        url: `/api/admin/records/requests/${id}/appeal-decision`,
        headers: { authorization: admin },
        payload: { outcome: 'denied', reasons: 'Still protected under 63G-2-305.' },
      });
      expect(decided.json()).toEqual({ status: 'denied' });
      const notice = mails().find((text) => text.includes('decision on your appeal'))!;
      expect(notice).toContain('The appeal is denied.');
      expect(notice).toContain('State Records Committee (Utah Code 63G-2-403)');
      expect(notice).toContain('district court (Utah Code 63G-2-404)');
    });

    it('lets a requester appeal an overdue request, and not a denial after 30 days', async () => {
      // Due Tuesday, December 1; on Wednesday, December 2 it is overdue.
      await open('2026-11-16T17:00:00.000Z');
      await file();
      const statusUrl = mails()[0]!.match(/\/public-records\/request\/status\/[\w-]+/)![0];
      t.advanceClock(Date.parse('2026-12-01T20:00:00Z') - Date.parse('2026-11-16T17:00:00Z'));
      expect((await t.app.inject({ method: 'GET', url: statusUrl })).body).not.toContain(
        'Send the appeal',
      );
      t.advanceClock(DAY);
      const overdue = await t.app.inject({ method: 'GET', url: statusUrl });
      expect(overdue.body).toContain('Overdue by 1 business day');
      expect(overdue.body).toContain('Send the appeal');

      const { officer, items } = await queue();
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/records/requests/${items[0]!.id}/deny`,
        headers: { authorization: officer },
        payload: { isPartial: false, classification: 'private', grounds: 'Medical details.' },
      });
      t.advanceClock(31 * DAY);
      const late = await t.app.inject({
        method: 'POST',
        url: `${statusUrl}/appeal`,
        headers: FORM_HEADERS,
        payload: form({ appealReason: 'Too late?' }),
      });
      expect(late.statusCode).toBe(409);
      expect(late.body).toContain('This request cannot be appealed now.');
    });

    it('lets the requester withdraw an open request from the status page, once', async () => {
      await open('2026-11-16T17:00:00.000Z');
      await file();
      const statusUrl = mails()[0]!.match(/\/public-records\/request\/status\/[\w-]+/)![0];
      const page = await t.app.inject({ method: 'GET', url: statusUrl });
      expect(page.body).toContain('Withdraw this request');
      expect(page.body).toContain('Fees already paid are not refunded by this form');

      const unconfirmed = await t.app.inject({
        method: 'POST',
        url: `${statusUrl}/withdraw`,
        headers: FORM_HEADERS,
        payload: form({}),
      });
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.body).toContain('Tick the box to confirm that you withdraw this request.');

      const withdrawn = await t.app.inject({
        method: 'POST',
        url: `${statusUrl}/withdraw`,
        headers: FORM_HEADERS,
        payload: form({ confirmWithdraw: 'yes' }),
      });
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.headers['cache-control']).toBe('private, no-store');
      expect(withdrawn.body).toContain('Your request is withdrawn.');
      expect(withdrawn.body).toContain('<dd>Withdrawn</dd>');
      expect(withdrawn.body).not.toContain('Days left');
      expect(withdrawn.body).not.toContain('name="confirmWithdraw"');
      const confirmation = mails().find((text) => text.includes('withdrawn'))!;
      expect(confirmation).toContain('dana@example.org');
      expect(confirmation).toContain('You withdrew your records request');

      const { officer, items } = await queue();
      expect(items[0]).toMatchObject({ status: 'withdrawn', businessDaysLeft: null });
      const { items: filtered } = await queue('?status=withdrawn');
      expect(filtered).toHaveLength(1);
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/admin/records/requests/${items[0]!.id}`,
        headers: { authorization: officer },
      });
      const { timeline, emails } = detail.json<{
        timeline: { actor: string; toStatus: string | null }[];
        emails: { template: string }[];
      }>();
      expect(timeline.at(-1)).toMatchObject({ actor: 'requester', toStatus: 'withdrawn' });
      expect(emails.map((email) => email.template)).toContain('records-request-withdrawn');

      const again = await t.app.inject({
        method: 'POST',
        url: `${statusUrl}/withdraw`,
        headers: FORM_HEADERS,
        payload: form({ confirmWithdraw: 'yes' }),
      });
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('This request can no longer be withdrawn.');
    });

    it('stops an unpaid fee estimate taking money once the request is withdrawn', async () => {
      await open('2026-11-16T17:00:00.000Z');
      await file();
      const statusUrl = mails()[0]!.match(/\/public-records\/request\/status\/[\w-]+/)![0];
      const { officer, items } = await queue();
      const estimated = await t.app.inject({
        method: 'POST',
        url: `/api/admin/records/requests/${items[0]!.id}/estimate-fees`,
        headers: { authorization: officer },
        payload: { amount: '12.50', description: '50 pages at $0.25' },
      });
      const feeToken = new URL(estimated.json<{ payUrl: string }>().payUrl).hash.slice(1);
      const fee = () =>
        t.app.inject({
          method: 'GET',
          url: '/api/fees/current',
          headers: { authorization: `Fee ${feeToken}` },
        });
      expect((await fee()).statusCode).toBe(200);
      const withdrawn = await t.app.inject({
        method: 'POST',
        url: `${statusUrl}/withdraw`,
        headers: FORM_HEADERS,
        payload: form({ confirmWithdraw: 'yes' }),
      });
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.body).toContain('<dd>Withdrawn</dd>');
      expect(withdrawn.body).not.toContain('Pay $12.50 by card');
      expect((await fee()).statusCode).toBe(404);
    });

    it('refuses to withdraw a denied request, and answers a made-up link with 404', async () => {
      await open('2026-11-16T17:00:00.000Z');
      await file();
      const statusUrl = mails()[0]!.match(/\/public-records\/request\/status\/[\w-]+/)![0];
      const { officer, items } = await queue();
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/records/requests/${items[0]!.id}/deny`,
        headers: { authorization: officer },
        payload: { isPartial: false, classification: 'private', grounds: 'Medical details.' },
      });
      const page = await t.app.inject({ method: 'GET', url: statusUrl });
      expect(page.body).not.toContain('name="confirmWithdraw"');
      const refused = await t.app.inject({
        method: 'POST',
        url: `${statusUrl}/withdraw`,
        headers: FORM_HEADERS,
        payload: form({ confirmWithdraw: 'yes' }),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain('This request can no longer be withdrawn.');
      const { items: after } = await queue();
      expect(after[0]!.status).toBe('denied');
      const madeUp = await t.app.inject({
        method: 'POST',
        url: '/public-records/request/status/made-up-token/withdraw',
        headers: FORM_HEADERS,
        payload: form({ confirmWithdraw: 'yes' }),
      });
      expect(madeUp.statusCode).toBe(404);
    });

    it('publishes a log with no personal data, leaving out requests staff opt out', async () => {
      await open('2026-11-16T17:00:00.000Z');
      await file('Reports naming Pat Neighbor at 12 Elm St');
      await file('Budget worksheets');
      const { officer, items } = await queue();
      const optOut = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/records/requests/${items[0]!.id}/public-log`,
        headers: { authorization: officer },
        payload: { isInPublicLog: false },
      });
      expect(optOut.statusCode).toBe(200);
      const log = await t.app.inject({ method: 'GET', url: '/public-records/request/log' });
      expect(log.statusCode).toBe(200);
      expect(log.body).not.toContain('<script');
      const numbers = log.body.match(/GR-2026-\d{6}/g) ?? [];
      expect(numbers).toEqual([items[1]!.requestNumber]);
      // The log is the page's main content; the footer carries the district's own address.
      const main = /<main[\s\S]*<\/main>/.exec(log.body)?.[0] ?? '';
      expect(main).toContain('Public records request log');
      for (const personal of ['Dana', 'dana@example.org', 'Kamas', 'Pat Neighbor', 'Budget']) {
        expect(main).not.toContain(personal);
      }
    });

    it("shows staff's public subject in the log, never the requester's description", async () => {
      await open('2026-11-16T17:00:00.000Z');
      await file('Reports naming Pat Neighbor at 12 Elm St');
      const before = await t.app.inject({ method: 'GET', url: '/public-records/request/log' });
      expect(before.body).toContain('<th scope="col">Subject</th>');
      expect(before.body).toContain('Not described yet');
      const { officer, items } = await queue();
      const url = `/api/admin/records/requests/${items[0]!.id}/public-log`;
      const tooLong = await t.app.inject({
        method: 'PUT',
        url,
        headers: { authorization: officer },
        payload: { isInPublicLog: true, logSubject: 'x'.repeat(201) },
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error.fields.logSubject).toBe('Use at most 200 characters.');
      const saved = await t.app.inject({
        method: 'PUT',
        url,
        headers: { authorization: officer },
        payload: { isInPublicLog: true, logSubject: '  Incident reports for a 2026 fire  ' },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({
        isInPublicLog: true,
        logSubject: 'Incident reports for a 2026 fire',
      });
      const log = await t.app.inject({ method: 'GET', url: '/public-records/request/log' });
      expect(log.body).toContain('Incident reports for a 2026 fire');
      expect(log.body).not.toContain('Not described yet');
      for (const personal of ['Pat Neighbor', '12 Elm St', 'Dana', 'dana@example.org']) {
        expect(log.body).not.toContain(personal);
      }
      // Opting out keeps the subject for later; an empty subject clears it.
      const optOut = await t.app.inject({
        method: 'PUT',
        url,
        headers: { authorization: officer },
        payload: { isInPublicLog: false },
      });
      expect(optOut.json()).toEqual({
        isInPublicLog: false,
        logSubject: 'Incident reports for a 2026 fire',
      });
      const cleared = await t.app.inject({
        method: 'PUT',
        url,
        headers: { authorization: officer },
        payload: { isInPublicLog: true, logSubject: '' },
      });
      expect(cleared.json()).toEqual({ isInPublicLog: true, logSubject: null });
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/admin/records/requests/${items[0]!.id}`,
        headers: { authorization: officer },
      });
      expect(detail.json().request).toMatchObject({ isInPublicLog: 1, logSubject: null });
      const anonymous = await t.app.inject({
        method: 'PUT',
        url,
        payload: { isInPublicLog: false },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('reports requests per month, median days to respond and on-time rate as CSV', async () => {
      await open('2026-11-16T17:00:00.000Z');
      await file();
      await file('Second request');
      t.advanceClock(3 * DAY);
      const { officer, items } = await queue();
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/records/requests/${items[0]!.id}/deny`,
        headers: { authorization: officer },
        payload: { isPartial: false, classification: 'private', grounds: 'Medical details.' },
      });
      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/admin/records/report.csv',
        headers: { authorization: officer },
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['cache-control']).toBe('private, no-store');
      expect(csv.body).toBe(
        'month,received,answered,median_business_days_to_respond,on_time_rate\r\n' +
          '2026-11,2,1,3,1.00\r\n',
      );
    });

    it('moves the deadline to 5 business days when expedited response is granted', async () => {
      await open('2026-11-16T17:00:00.000Z');
      await t.app.inject({
        method: 'POST',
        url: '/public-records/request/online',
        headers: FORM_HEADERS,
        payload: form({
          ...FORM,
          expedited: 'yes',
          expediteGround: 'news-media',
          expediteReason: 'Residents need to know before the fire season.',
        }),
      });
      await file('Not expedited');
      const { officer, items } = await queue();
      const responses = await Promise.all(
        items.map((item) =>
          t.app.inject({
            method: 'POST',
            url: `/api/admin/records/requests/${item.id}/expedite`,
            headers: { authorization: officer },
            payload: { isGranted: true, reason: 'News media, public benefit shown.' },
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const granted = responses.find((response) => response.statusCode === 200)!;
      // Received Monday, November 16: 5 business days → Monday, November 23. The request that
      // did not ask for it is refused.
      expect(granted.json()).toEqual({ isExpedited: true, dueDay: '2026-11-23' });
    });
  });
}
