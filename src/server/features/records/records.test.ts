import { afterEach, describe, expect, it } from 'vitest';
import { confirmSandboxCard } from '#tests/support/factories/permits.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import type { TestApp } from '#tests/support/test-app.ts';
import {
  RECORDS_FORM as FORM,
  FORM_HEADERS,
  fileRecordsRequest,
  formBody as form,
  getStaffRequest,
  openRecordsTestApp,
  postRecordsForm,
  postStaffAction,
  postStatusForm,
  readOutboxMails,
  type RecordsTestApp,
} from '#tests/support/factories/records.ts';
import { buildTestEnv } from '#tests/support/test-env.ts';
import { createOutbox } from '#server/outbox/outbox.ts';
import { sendDueReminders } from './records-officer.service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

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
    let records: RecordsTestApp;
    let t: TestApp;
    async function open(clockStart: string) {
      records = await openRecordsTestApp(store, { clockStart });
      t = records.t;
    }
    afterEach(() => records.close());
    const mails = () => readOutboxMails(records.dataDir);
    const file = (description: string = FORM.description) => fileRecordsRequest(t, { description });
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

    it('e-mails an unconfirmed address one receipt a day from the form, files every request and says so', async () => {
      await open('2026-11-16T17:00:00.000Z');
      const post = (email: string, remoteAddress = '203.0.113.60') =>
        postRecordsForm(t, { ...FORM, email }, remoteAddress);
      const first = await post('victim@example.org');
      expect(first.statusCode).toBe(303);
      expect(first.headers.location).toMatch(/\?filed=1$/);
      const second = await post('Victim@Example.org');
      expect(second.statusCode).toBe(303);
      expect(second.headers.location).toMatch(/\?filed=unmailed$/);
      const page = await t.app.inject({ method: 'GET', url: second.headers.location as string });
      expect(page.body).toContain(
        'We have not e-mailed Victim@Example.org this time: the district sends an unconfirmed address at most one e-mail a day from this form.',
      );
      expect(page.body).toMatch(/We received your request GR-2026-\d{6}\./);
      // Another sender does not reset the victim's count.
      expect((await post('victim@example.org', '198.51.100.61')).headers.location).toMatch(
        /filed=unmailed$/,
      );
      expect(mails().filter((mail) => /^To: victim@example\.org/im.test(mail))).toHaveLength(1);
      // Every request is filed and in the officer's queue.
      const { items } = await queue();
      expect(items).toHaveLength(3);
    });

    it('stops a flood of records requests from one address with 429', async () => {
      await open('2026-11-16T17:00:00.000Z');
      const post = (i: number, remoteAddress = '203.0.113.62') =>
        postRecordsForm(t, { ...FORM, email: `asker${i}@example.org` }, remoteAddress);
      const statuses: number[] = [];
      for (let i = 0; i < 20; i += 1) statuses.push((await post(i)).statusCode);
      expect(statuses.filter((code) => code !== 303)).toEqual([]);
      const stopped = await post(20);
      expect(stopped.statusCode).toBe(429);
      expect(stopped.json().error.code).toBe('RATE_LIMITED');
      expect((await post(21, '198.51.100.63')).statusCode).toBe(303);
    });

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

    /** Copies the one filed request `count` times, received earlier, as a flood would. */
    async function flood(count: number) {
      const original = await t.db
        .selectFrom('recordsRequests')
        .selectAll()
        .executeTakeFirstOrThrow();
      for (let index = 0; index < count; index += 1) {
        await t.db
          .insertInto('recordsRequests')
          .values({
            ...original,
            id: `flood-${index}`,
            requestNumber: `GR-2026-9${String(index).padStart(5, '0')}`,
            accessToken: `flood-token-${index}`,
            receivedAt: new Date(
              Date.parse(original.receivedAt) - (index + 1) * 1000,
            ).toISOString(),
          })
          .execute();
      }
    }

    it('pages the queue with a total and no cut-off, ties on the due day by received time', async () => {
      await open('2026-11-16T17:00:00.000Z');
      await file('Flood');
      await flood(520);
      t.advanceClock(HOUR);
      await file('A genuine request filed after the flood');
      const officer = await t.logInAsNew('officer-pages', ['records-officer']);
      const read = async (query: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/admin/records/requests${query}`,
            headers: { authorization: officer },
          })
        ).json<{ requests: QueueItem[]; total: number; page: number; perPage: number }>();
      const first = await read('');
      expect(first).toMatchObject({ total: 522, page: 1, perPage: 50 });
      expect(first.requests).toHaveLength(50);
      // Same due day for all: the earliest received leads, the genuine request comes last.
      expect(first.requests[0]!.requestNumber).toBe('GR-2026-900519');
      const last = await read('?page=11');
      expect(last.requests).toHaveLength(22);
      const genuine = last.requests.at(-1)!;
      expect(genuine.status).toBe('new');
      const newOnes = await read('?status=new&page=11');
      expect(newOnes.total).toBe(522);
      expect(newOnes.requests.at(-1)!.id).toBe(genuine.id);
      const found = await read('?q=genuine');
      expect(found).toMatchObject({ total: 1, requests: [{ id: genuine.id }] });
      const pages = new Set<string>();
      for (let page = 1; page <= 11; page += 1) {
        for (const item of (await read(`?page=${page}`)).requests) pages.add(item.id);
      }
      expect(pages.size).toBe(522);
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/admin/records/requests?page=0',
        headers: { authorization: officer },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.page).toBe('Enter a page number from 1.');
    });

    it('pages the public log with the total shown', async () => {
      await open('2026-11-16T17:00:00.000Z');
      await file('Flood');
      await flood(60);
      const first = await t.app.inject({ method: 'GET', url: '/public-records/request/log' });
      expect(first.body).toContain('Showing 1–50 of 61');
      expect(first.body.match(/GR-2026-\d{6}/g)).toHaveLength(50);
      expect(first.body).toContain('href="/public-records/request/log?page=2"');
      const second = await t.app.inject({
        method: 'GET',
        url: '/public-records/request/log?page=2',
      });
      expect(second.body).toContain('Showing 51–61 of 61');
      expect(second.body.match(/GR-2026-\d{6}/g)).toHaveLength(11);
    });

    it('extends with a listed reason, e-mails the new date and records who did it', async () => {
      await open('2026-11-16T17:00:00.000Z');
      await file();
      const { officer, items } = await queue();
      const id = items[0]!.id;
      const badDay = await postStaffAction(t, officer, id, 'extend', {
        reason: 'legal-review',
        newDueDay: '2026-12-25',
      });
      expect(badDay.statusCode).toBe(400);
      const badReason = await postStaffAction(t, officer, id, 'extend', {
        reason: 'too-busy',
        newDueDay: '2026-12-15',
      });
      expect(badReason.statusCode).toBe(400);

      const extended = await postStaffAction(t, officer, id, 'extend', {
        reason: 'legal-review',
        newDueDay: '2026-12-15',
      });
      expect(extended.statusCode).toBe(200);
      expect(extended.json()).toEqual({ status: 'extended', dueDay: '2026-12-15' });
      const mail = mails().find((text) => text.includes('new response date'))!;
      expect(mail).toContain('New response date: Tuesday, December 15, 2026.');
      expect(mail).toContain('requires legal counsel');

      const detail = await getStaffRequest(t, officer, id);
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
      const denied = await postStaffAction(t, officer, items[0]!.id, 'deny', {
        isPartial: false,
        classification: 'private',
        grounds: 'The reports hold medical details of named patients.',
      });
      expect(denied.statusCode).toBe(200);
      const notice = mails().find((text) => text.includes('notice of denial'))!;
      expect(notice).toContain('Classification: Private record (Utah Code 63G-2-302).');
      expect(notice).toContain('Grounds: The reports hold medical details of named patients.');
      expect(notice).toContain('within 30 days');
      expect(notice).toContain('by Wednesday, December 16, 2026');
      expect(notice).toContain('Fire Chief (name not configured)');

      const again = await postStaffAction(t, officer, items[0]!.id, 'acknowledge');
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
      await postStaffAction(t, officer, items[0]!.id, 'deny', {
        isPartial: false,
        classification: 'protected',
        grounds: 'Security plans.',
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
      await postStaffAction(t, officer, id, 'deny', {
        isPartial: false,
        classification: 'protected',
        grounds: 'Security plans.',
      });
      t.advanceClock(3 * DAY);
      const page = await t.app.inject({ method: 'GET', url: statusUrl });
      expect(page.body).toContain('Send the appeal');
      const empty = await postStatusForm(t, statusUrl, 'appeal', { appealReason: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain('Say why you appeal.');
      const appealed = await postStatusForm(t, statusUrl, 'appeal', {
        appealReason: 'The plans are decades old.',
      });
      expect(appealed.statusCode).toBe(200);
      expect(appealed.body).toContain('Your appeal is sent to Fire Chief (name not configured).');
      expect(appealed.body).toContain('Appealed');

      // A records officer cannot decide; the chief administrative officer's permission can.
      const { officer: later } = await queue();
      const refused = await postStaffAction(t, later, id, 'appeal-decision', {
        outcome: 'denied',
        reasons: 'Still protected.',
      });
      expect(refused.statusCode).toBe(403);
      const admin = await t.logInAsAdmin();
      const decided = await postStaffAction(t, admin, id, 'appeal-decision', {
        outcome: 'denied',
        reasons: 'Still protected under 63G-2-305.',
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
      await postStaffAction(t, officer, items[0]!.id, 'deny', {
        isPartial: false,
        classification: 'private',
        grounds: 'Medical details.',
      });
      t.advanceClock(31 * DAY);
      const late = await postStatusForm(t, statusUrl, 'appeal', { appealReason: 'Too late?' });
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

      const unconfirmed = await postStatusForm(t, statusUrl, 'withdraw', {});
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.body).toContain('Tick the box to confirm that you withdraw this request.');

      const withdrawn = await postStatusForm(t, statusUrl, 'withdraw', { confirmWithdraw: 'yes' });
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
      const detail = await getStaffRequest(t, officer, items[0]!.id);
      const { timeline, emails } = detail.json<{
        timeline: { actor: string; toStatus: string | null }[];
        emails: { template: string }[];
      }>();
      expect(timeline.at(-1)).toMatchObject({ actor: 'requester', toStatus: 'withdrawn' });
      expect(emails.map((email) => email.template)).toContain('records-request-withdrawn');

      const again = await postStatusForm(t, statusUrl, 'withdraw', { confirmWithdraw: 'yes' });
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('This request can no longer be withdrawn.');
    });

    it('stops an unpaid fee estimate taking money once the request is withdrawn', async () => {
      await open('2026-11-16T17:00:00.000Z');
      await file();
      const statusUrl = mails()[0]!.match(/\/public-records\/request\/status\/[\w-]+/)![0];
      const { officer, items } = await queue();
      const estimated = await postStaffAction(t, officer, items[0]!.id, 'estimate-fees', {
        amount: '12.50',
        description: '50 pages at $0.25',
      });
      const feeToken = new URL(estimated.json<{ payUrl: string }>().payUrl).hash.slice(1);
      const fee = () =>
        t.app.inject({
          method: 'GET',
          url: '/api/fees/current',
          headers: { authorization: `Fee ${feeToken}` },
        });
      expect((await fee()).statusCode).toBe(200);
      const withdrawn = await postStatusForm(t, statusUrl, 'withdraw', { confirmWithdraw: 'yes' });
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.body).toContain('<dd>Withdrawn</dd>');
      expect(withdrawn.body).not.toContain('Pay $12.50 by card');
      expect((await fee()).statusCode).toBe(404);
    });

    /** Files a request, estimates $12.50 and answers its links; `pay` charges the card in the sandbox. */
    async function estimated() {
      await file();
      const statusUrl = mails()[0]!.match(/\/public-records\/request\/status\/[\w-]+/)![0];
      const { officer, items } = await queue();
      const id = items[0]!.id;
      const answer = await postStaffAction(t, officer, id, 'estimate-fees', {
        amount: '12.50',
        description: '50 pages at $0.25',
      });
      const headers = {
        authorization: `Fee ${new URL(answer.json<{ payUrl: string }>().payUrl).hash.slice(1)}`,
      };
      const fee = (path = '', method: 'GET' | 'POST' = 'GET', payload?: object) =>
        t.app.inject({
          method,
          url: `/api/fees/current${path}`,
          headers,
          ...(payload ? { payload } : {}),
        });
      /** Charges the card; the browser never comes back, so nothing is settled yet. */
      const pay = async () => {
        const payment = (await fee('/payment', 'POST')).json();
        const confirmed = await confirmSandboxCard(t.app, payment.clientSecret);
        expect(confirmed.json().paymentIntent.status).toBe('succeeded');
        return payment as { paymentIntentId: string };
      };
      const act = (action: string, payload: object) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/records/requests/${id}/${action}`,
          headers: { authorization: officer },
          payload,
        });
      const staffDetail = async () =>
        (await getStaffRequest(t, officer, id)).json<{
          timeline: { kind: string; reason: string | null }[];
        }>();
      return { id, statusUrl, fee, pay, act, staffDetail };
    }
    const feeRow = () => t.db.selectFrom('fees').selectAll().executeTakeFirstOrThrow();
    const refunds = () => t.db.selectFrom('sandboxRefunds').selectAll().execute();

    it('refunds a fee the card paid before the withdrawal, and shows the refund to both sides', async () => {
      await open('2026-11-16T17:00:00.000Z');
      const { statusUrl, fee, pay, staffDetail } = await estimated();
      const { paymentIntentId } = await pay();
      const withdrawn = await postStatusForm(t, statusUrl, 'withdraw', { confirmWithdraw: 'yes' });
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.body).toContain('<dd>Withdrawn</dd>');
      const said =
        'The fee of $12.50 was paid before this: refunded in full to the card (the request was withdrawn).';
      expect(withdrawn.body).toContain(said);
      expect((await staffDetail()).timeline.map((entry) => entry.reason)).toContain(said);
      // The payment is recorded, then given back through the processor, once.
      expect(await feeRow()).toMatchObject({ status: 'refunded', paymentIntentId });
      expect(await refunds()).toEqual([
        expect.objectContaining({ paymentIntentId, amountCents: 1250 }),
      ]);
      const mail = mails().find((text) => text.includes('Payment refunded'))!;
      expect(mail).toContain('We received your payment of $12.50 and refunded it in full.');
      expect(mail).toContain('To: dana@example.org');
      expect((await fee()).json()).toMatchObject({ status: 'refunded' });
      // Neither the sweep nor a late completion takes the money again or refunds twice.
      await t.runJob('fees.sweep');
      expect((await fee('/complete', 'POST', { paymentIntentId })).json().status).toBe('refunded');
      expect(await refunds()).toHaveLength(1);
      expect(mails().filter((text) => text.includes('Payment refunded'))).toHaveLength(1);
    });

    it('stops the fee link when the request is denied or its fee waived', async () => {
      await open('2026-11-16T17:00:00.000Z');
      const first = await estimated();
      expect((await first.fee()).statusCode).toBe(200);
      const denied = await first.act('deny', {
        isPartial: false,
        classification: 'private',
        grounds: 'Medical details.',
      });
      expect(denied.statusCode).toBe(200);
      expect((await first.fee()).statusCode).toBe(404);

      await t.db.deleteFrom('fees').execute();
      await t.db.deleteFrom('recordsRequests').execute();
      const second = await estimated();
      const granted = await second.act('fee-waiver', {
        isGranted: true,
        reason: 'The release benefits the public.',
      });
      expect(granted.json()).toMatchObject({ status: 'in_progress' });
      expect((await second.fee()).statusCode).toBe(404);
    });

    it('refunds a card payment made before a denial, and one completed after it', async () => {
      await open('2026-11-16T17:00:00.000Z');
      const { fee, pay, act, staffDetail } = await estimated();
      const { paymentIntentId } = await pay();
      await act('deny', { isPartial: false, classification: 'private', grounds: 'Medical.' });
      expect(await feeRow()).toMatchObject({ status: 'refunded' });
      expect((await staffDetail()).timeline.map((entry) => entry.reason)).toContain(
        'The fee of $12.50 was paid before this: refunded in full to the card (the request was denied).',
      );
      expect(await refunds()).toHaveLength(1);
      expect((await fee('/complete', 'POST', { paymentIntentId })).json().status).toBe('refunded');
    });

    it('refunds a payment the paid handler finds for a closed request, and says so', async () => {
      await open('2026-11-16T17:00:00.000Z');
      const { id, statusUrl, fee, pay } = await estimated();
      // A request closed while its fee stayed due (as denials and withdrawals left it before).
      await t.db
        .updateTable('recordsRequests')
        .set({ status: 'denied' })
        .where('id', '=', id)
        .execute();
      const { paymentIntentId } = await pay();
      const completed = await fee('/complete', 'POST', { paymentIntentId });
      expect(completed.json().status).toBe('refunded');
      const page = await t.app.inject({ method: 'GET', url: statusUrl });
      expect(page.body).toContain(
        'A payment of $12.50 arrived after the request was denied: it is refunded in full to the card.',
      );
      const { items } = await queue();
      expect(items[0]!.status).toBe('denied');
      expect(await refunds()).toEqual([expect.objectContaining({ amountCents: 1250 })]);
      expect(mails().some((text) => text.includes('Payment refunded'))).toBe(true);
    });

    it('refuses to withdraw a denied request, and answers a made-up link with 404', async () => {
      await open('2026-11-16T17:00:00.000Z');
      await file();
      const statusUrl = mails()[0]!.match(/\/public-records\/request\/status\/[\w-]+/)![0];
      const { officer, items } = await queue();
      await postStaffAction(t, officer, items[0]!.id, 'deny', {
        isPartial: false,
        classification: 'private',
        grounds: 'Medical details.',
      });
      const page = await t.app.inject({ method: 'GET', url: statusUrl });
      expect(page.body).not.toContain('name="confirmWithdraw"');
      const refused = await postStatusForm(t, statusUrl, 'withdraw', { confirmWithdraw: 'yes' });
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
      const detail = await getStaffRequest(t, officer, items[0]!.id);
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
      await postStaffAction(t, officer, items[0]!.id, 'deny', {
        isPartial: false,
        classification: 'private',
        grounds: 'Medical details.',
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
      await postRecordsForm(t, {
        ...FORM,
        expedited: 'yes',
        expediteGround: 'news-media',
        expediteReason: 'Residents need to know before the fire season.',
      });
      await file('Not expedited');
      const { officer, items } = await queue();
      const responses = await Promise.all(
        items.map((item) =>
          postStaffAction(t, officer, item.id, 'expedite', {
            isGranted: true,
            reason: 'News media, public benefit shown.',
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
