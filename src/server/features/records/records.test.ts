import { describe, expect, it } from 'vitest';
import { storesUnderTest } from '#tests/support/test-db.ts';
import {
  DAY,
  HOUR,
  useRecordsOfficerApp,
  type QueueItem,
} from '#tests/support/records-officer-suite.ts';
import {
  RECORDS_FORM as FORM,
  getStaffRequest,
  postRecordsForm,
  postStaffAction,
  postStatusForm,
} from '#tests/support/factories/records.ts';
import { buildTestEnv } from '#tests/support/test-env.ts';
import { createOutbox } from '#server/outbox/outbox.ts';
import { sendDueReminders } from './records-officer.service.ts';

for (const store of storesUnderTest()) {
  describe(`records officer API (${store.kind})`, () => {
    const r = useRecordsOfficerApp(store);
    const { open, mails, file, queue } = r;

    it('e-mails an unconfirmed address one receipt a day from the form, files every request and says so', async () => {
      await open('2026-11-16T17:00:00.000Z');
      const post = (email: string, remoteAddress = '203.0.113.60') =>
        postRecordsForm(r.t, { ...FORM, email }, remoteAddress);
      const first = await post('victim@example.org');
      expect(first.statusCode).toBe(303);
      expect(first.headers.location).toMatch(/\?filed=1$/);
      const second = await post('Victim@Example.org');
      expect(second.statusCode).toBe(303);
      expect(second.headers.location).toMatch(/\?filed=unmailed$/);
      const page = await r.t.app.inject({ method: 'GET', url: second.headers.location as string });
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
        postRecordsForm(r.t, { ...FORM, email: `asker${i}@example.org` }, remoteAddress);
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
      const anonymous = await r.t.app.inject({ method: 'GET', url: '/api/admin/records/requests' });
      expect(anonymous.statusCode).toBe(401);
      const marshal = await r.t.logInAsNew('burnboss', ['fire-marshal']);
      const refused = await r.t.app.inject({
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
      r.t.advanceClock(14 * DAY);
      await file('New request about burn permits');
      // Wednesday, November 18: the first is one business day overdue.
      r.t.advanceClock(2 * DAY);
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
      const original = await r.t.db
        .selectFrom('recordsRequests')
        .selectAll()
        .executeTakeFirstOrThrow();
      for (let index = 0; index < count; index += 1) {
        await r.t.db
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
      r.t.advanceClock(HOUR);
      await file('A genuine request filed after the flood');
      const officer = await r.t.logInAsNew('officer-pages', ['records-officer']);
      const read = async (query: string) =>
        (
          await r.t.app.inject({
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
      const bad = await r.t.app.inject({
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
      const first = await r.t.app.inject({ method: 'GET', url: '/public-records/request/log' });
      expect(first.body).toContain('Showing 1–50 of 61');
      expect(first.body.match(/GR-2026-\d{6}/g)).toHaveLength(50);
      expect(first.body).toContain('href="/public-records/request/log?page=2"');
      const second = await r.t.app.inject({
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
      const badDay = await postStaffAction(r.t, officer, id, 'extend', {
        reason: 'legal-review',
        newDueDay: '2026-12-25',
      });
      expect(badDay.statusCode).toBe(400);
      const badReason = await postStaffAction(r.t, officer, id, 'extend', {
        reason: 'too-busy',
        newDueDay: '2026-12-15',
      });
      expect(badReason.statusCode).toBe(400);

      const extended = await postStaffAction(r.t, officer, id, 'extend', {
        reason: 'legal-review',
        newDueDay: '2026-12-15',
      });
      expect(extended.statusCode).toBe(200);
      expect(extended.json()).toEqual({ status: 'extended', dueDay: '2026-12-15' });
      const mail = mails().find((text) => text.includes('new response date'))!;
      expect(mail).toContain('New response date: Tuesday, December 15, 2026.');
      expect(mail).toContain('requires legal counsel');

      const detail = await getStaffRequest(r.t, officer, id);
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
      const denied = await postStaffAction(r.t, officer, items[0]!.id, 'deny', {
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

      const again = await postStaffAction(r.t, officer, items[0]!.id, 'acknowledge');
      expect(again.statusCode).toBe(409);
    });

    it('reminds the officer 2 business days before the deadline, from 8 AM, once', async () => {
      // Monday, November 16, 10:00 MST: due Tuesday, December 1; reminder Friday, November 27.
      await open('2026-11-16T17:00:00.000Z');
      await file();
      const remind = (iso: string) => {
        const clock = () => new Date(iso);
        const outbox = createOutbox({ db: r.t.db, clock, mailer: undefined as never });
        return sendDueReminders({
          db: r.t.db,
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
        r.t.db
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
      await postStaffAction(r.t, officer, items[0]!.id, 'deny', {
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
      const before = await r.t.app.inject({ method: 'GET', url: statusUrl });
      expect(before.body).not.toContain('Send the appeal');
      const { officer, items } = await queue();
      const id = items[0]!.id;
      await postStaffAction(r.t, officer, id, 'deny', {
        isPartial: false,
        classification: 'protected',
        grounds: 'Security plans.',
      });
      r.t.advanceClock(3 * DAY);
      const page = await r.t.app.inject({ method: 'GET', url: statusUrl });
      expect(page.body).toContain('Send the appeal');
      const empty = await postStatusForm(r.t, statusUrl, 'appeal', { appealReason: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain('Say why you appeal.');
      const appealed = await postStatusForm(r.t, statusUrl, 'appeal', {
        appealReason: 'The plans are decades old.',
      });
      expect(appealed.statusCode).toBe(200);
      expect(appealed.body).toContain('Your appeal is sent to Fire Chief (name not configured).');
      expect(appealed.body).toContain('Appealed');

      // A records officer cannot decide; the chief administrative officer's permission can.
      const { officer: later } = await queue();
      const refused = await postStaffAction(r.t, later, id, 'appeal-decision', {
        outcome: 'denied',
        reasons: 'Still protected.',
      });
      expect(refused.statusCode).toBe(403);
      const admin = await r.t.logInAsAdmin();
      const decided = await postStaffAction(r.t, admin, id, 'appeal-decision', {
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
      r.t.advanceClock(Date.parse('2026-12-01T20:00:00Z') - Date.parse('2026-11-16T17:00:00Z'));
      expect((await r.t.app.inject({ method: 'GET', url: statusUrl })).body).not.toContain(
        'Send the appeal',
      );
      r.t.advanceClock(DAY);
      const overdue = await r.t.app.inject({ method: 'GET', url: statusUrl });
      expect(overdue.body).toContain('Overdue by 1 business day');
      expect(overdue.body).toContain('Send the appeal');

      const { officer, items } = await queue();
      await postStaffAction(r.t, officer, items[0]!.id, 'deny', {
        isPartial: false,
        classification: 'private',
        grounds: 'Medical details.',
      });
      r.t.advanceClock(31 * DAY);
      const late = await postStatusForm(r.t, statusUrl, 'appeal', { appealReason: 'Too late?' });
      expect(late.statusCode).toBe(409);
      expect(late.body).toContain('This request cannot be appealed now.');
    });

    it('publishes a log with no personal data, leaving out requests staff opt out', async () => {
      await open('2026-11-16T17:00:00.000Z');
      await file('Reports naming Pat Neighbor at 12 Elm St');
      await file('Budget worksheets');
      const { officer, items } = await queue();
      const optOut = await r.t.app.inject({
        method: 'PUT',
        url: `/api/admin/records/requests/${items[0]!.id}/public-log`,
        headers: { authorization: officer },
        payload: { isInPublicLog: false },
      });
      expect(optOut.statusCode).toBe(200);
      const log = await r.t.app.inject({ method: 'GET', url: '/public-records/request/log' });
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
      const before = await r.t.app.inject({ method: 'GET', url: '/public-records/request/log' });
      expect(before.body).toContain('<th scope="col">Subject</th>');
      expect(before.body).toContain('Not described yet');
      const { officer, items } = await queue();
      const url = `/api/admin/records/requests/${items[0]!.id}/public-log`;
      const tooLong = await r.t.app.inject({
        method: 'PUT',
        url,
        headers: { authorization: officer },
        payload: { isInPublicLog: true, logSubject: 'x'.repeat(201) },
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error.fields.logSubject).toBe('Use at most 200 characters.');
      const saved = await r.t.app.inject({
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
      const log = await r.t.app.inject({ method: 'GET', url: '/public-records/request/log' });
      expect(log.body).toContain('Incident reports for a 2026 fire');
      expect(log.body).not.toContain('Not described yet');
      for (const personal of ['Pat Neighbor', '12 Elm St', 'Dana', 'dana@example.org']) {
        expect(log.body).not.toContain(personal);
      }
      // Opting out keeps the subject for later; an empty subject clears it.
      const optOut = await r.t.app.inject({
        method: 'PUT',
        url,
        headers: { authorization: officer },
        payload: { isInPublicLog: false },
      });
      expect(optOut.json()).toEqual({
        isInPublicLog: false,
        logSubject: 'Incident reports for a 2026 fire',
      });
      const cleared = await r.t.app.inject({
        method: 'PUT',
        url,
        headers: { authorization: officer },
        payload: { isInPublicLog: true, logSubject: '' },
      });
      expect(cleared.json()).toEqual({ isInPublicLog: true, logSubject: null });
      const detail = await getStaffRequest(r.t, officer, items[0]!.id);
      expect(detail.json().request).toMatchObject({ isInPublicLog: 1, logSubject: null });
      const anonymous = await r.t.app.inject({
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
      r.t.advanceClock(3 * DAY);
      const { officer, items } = await queue();
      await postStaffAction(r.t, officer, items[0]!.id, 'deny', {
        isPartial: false,
        classification: 'private',
        grounds: 'Medical details.',
      });
      const csv = await r.t.app.inject({
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
      await postRecordsForm(r.t, {
        ...FORM,
        expedited: 'yes',
        expediteGround: 'news-media',
        expediteReason: 'Residents need to know before the fire season.',
      });
      await file('Not expedited');
      const { officer, items } = await queue();
      const responses = await Promise.all(
        items.map((item) =>
          postStaffAction(r.t, officer, item.id, 'expedite', {
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
