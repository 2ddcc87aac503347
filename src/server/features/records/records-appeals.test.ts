import { afterEach, describe, expect, it } from 'vitest';
import { ATTENTION_PATH, AttentionResponseSchema } from '#domain/staff/attention-api.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import type { TestApp } from '#tests/support/test-app.ts';
import {
  fileDeniedRecordsRequest,
  fileRecordsRequest,
  getStaffRequest,
  openRecordsTestApp,
  postStaffAction,
  postStatusForm,
  readOutboxMails,
  type RecordsTestApp,
} from '#tests/support/factories/records.ts';
import { RECORDS_APPEALS_JOB, RECORDS_REMINDER_JOB } from './records.routes.ts';
import { expectToContainEach } from '#tests/support/expect-text.ts';

interface QueueItem {
  id: string;
  status: string;
  dueDay: string;
  appealDueDay: string | null;
  businessDaysLeft: number | null;
  isOverdue: boolean;
}

// Decision 302: the chief administrative officer's clock (Utah Code 63G-2-401(5)) and what
// follows it. Requests are filed Monday, November 16, 2026, 10:00 MST: the response is due
// Tuesday, December 1 (Thanksgiving, November 26, is a legal holiday).
for (const store of storesUnderTest()) {
  describe(`GRAMA appeals on the clock (${store.kind})`, () => {
    let records: RecordsTestApp;
    let t: TestApp;
    let logins = 0;
    async function open() {
      now = Date.parse('2026-11-16T17:00:00.000Z');
      records = await openRecordsTestApp(store, { clockStart: '2026-11-16T17:00:00.000Z' });
      t = records.t;
    }
    afterEach(() => records.close());
    const mails = () => readOutboxMails(records.dataDir);
    /** A fresh login (sessions end after days; the tests move the clock by weeks). */
    const logIn = (roles: string[]) => t.logInAsNew(`staff${++logins}`, roles);
    let now = 0;
    const setClock = (iso: string) => {
      t.advanceClock(Date.parse(iso) - now);
      now = Date.parse(iso);
    };
    const file = (extra: Record<string, string> = {}) => fileRecordsRequest(t, extra);
    /** A denied one, in whole, as private: the appeals start from it. */
    const fileDenied = async () =>
      fileDeniedRecordsRequest(t, await logIn(['records-officer']), {
        classification: 'private',
        grounds: 'Names.',
      });
    const act = async (id: string, action: string, payload: object, roles = ['records-officer']) =>
      postStaffAction(t, await logIn(roles), id, action, payload);
    const appeal = (statusUrl: string, appealReason = 'The records are public.') =>
      postStatusForm(t, statusUrl, 'appeal', { appealReason });
    async function queue(roles = ['records-officer']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/records/requests',
        headers: { authorization: await logIn(roles) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ requests: QueueItem[] }>().requests;
    }
    async function attention(roles: string[]) {
      const response = await t.app.inject({
        method: 'GET',
        url: ATTENTION_PATH,
        headers: { authorization: await logIn(roles) },
      });
      const items = AttentionResponseSchema.parse(response.json()).items;
      return Object.fromEntries(items.map((item) => [item.label, item.count]));
    }

    it('63G-2-401(5)(a): the decision is due 10 business days after the appeal, and the first deadline no longer counts it overdue', async () => {
      await open();
      const { id, statusUrl } = await file();
      // Wednesday, December 2, 13:00 MST: one business day overdue, so appealable (63G-2-204).
      setClock('2026-12-02T20:00:00.000Z');
      expect((await queue())[0]).toMatchObject({ isOverdue: true, businessDaysLeft: -1 });
      expect((await appeal(statusUrl)).statusCode).toBe(200);

      // December 2 + 10 business days = Wednesday, December 16.
      expect((await queue())[0]).toMatchObject({
        id,
        status: 'appealed',
        dueDay: '2026-12-01',
        appealDueDay: '2026-12-16',
        businessDaysLeft: 10,
        isOverdue: false,
      });
      const page = await t.app.inject({ method: 'GET', url: statusUrl });
      expect(page.body).toContain(
        '<dt>Appeal decision due</dt><dd>Wednesday, December 16, 2026</dd>',
      );
      expect(page.body).toContain('10 business days left');
      expect(page.body).not.toContain('Overdue');
      const counts = await attention(['records-officer', 'records-appeals']);
      expect(counts['Records requests due']).toBe(0);
      expect(counts['Records appeals awaiting a decision']).toBe(1);
      const detail = await getStaffRequest(t, await logIn(['records-officer']), id);
      expect(detail.json().request).toMatchObject({
        appealKind: 'access',
        appealDueDay: '2026-12-16',
      });
    });

    it('63G-2-401(5)(a): an expedited request gets the decision within 5 business days', async () => {
      await open();
      const { id, statusUrl } = await file({
        expedited: 'yes',
        expediteGround: 'news-media',
        expediteReason: 'A story on wildfire response times.',
      });
      await act(id, 'expedite', { isGranted: true, reason: 'News media.' });
      await act(id, 'deny', { isPartial: false, classification: 'protected', grounds: 'Plans.' });
      // Thursday, November 19, 10:00 MST: + 5 business days, skipping Thanksgiving, = Friday 27.
      setClock('2026-11-19T17:00:00.000Z');
      expect((await appeal(statusUrl)).statusCode).toBe(200);
      expect((await queue()).find((item) => item.id === id)?.appealDueDay).toBe('2026-11-27');
    });

    it('63G-2-401(5)(b): the appeal is deemed affirmed after 10 business days without a decision, and the requester is told the next step', async () => {
      await open();
      const { id, statusUrl } = await file();
      await act(id, 'deny', { isPartial: true, classification: 'private', grounds: 'Names.' });
      setClock('2026-11-18T17:00:00.000Z');
      expect((await appeal(statusUrl)).statusCode).toBe(200);
      // Appealed Wednesday, November 18: decision due Thursday, December 3.
      setClock('2026-12-03T23:00:00.000Z');
      expect(await t.runJob(RECORDS_APPEALS_JOB)).toEqual({ deemedDenied: 0 });
      setClock('2026-12-04T15:00:00.000Z');
      expect(await t.runJob(RECORDS_APPEALS_JOB)).toEqual({ deemedDenied: 1 });
      expect(await t.runJob(RECORDS_APPEALS_JOB)).toEqual({ deemedDenied: 0 });

      const row = await t.db
        .selectFrom('recordsRequests')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      // The partial denial appealed stands.
      expect(row.status).toBe('partially_fulfilled');
      const notice = mails().find((text) => text.includes('your appeal counts as denied'))!;
      expectToContainEach(notice, [
        'did not decide your appeal',
        'by Thursday, December 3, 2026',
        'Utah Code 63G-2-401(5)(b)',
        'State Records Committee (Utah Code 63G-2-403)',
        'district court (Utah Code 63G-2-404) within 30 days',
      ]);
      // December 4 + 30 days.
      expect(notice).toContain('by Sunday, January 3, 2027');
      // Appealed once to the chief administrative officer: the next step is outside the district.
      expect((await appeal(statusUrl)).statusCode).toBe(409);
    });

    it('reminds the records officer 2 business days before the appeal decision is due', async () => {
      await open();
      const { statusUrl } = await fileDenied();
      setClock('2026-11-18T17:00:00.000Z');
      await appeal(statusUrl);
      // Due Thursday, December 3: the reminder goes Tuesday, December 1, from 8 AM.
      setClock('2026-11-30T17:00:00.000Z');
      await t.runJob(RECORDS_REMINDER_JOB);
      expect(mails().some((text) => text.includes('Appeal of records request'))).toBe(false);
      setClock('2026-12-01T16:00:00.000Z');
      await t.runJob(RECORDS_REMINDER_JOB);
      await t.runJob(RECORDS_REMINDER_JOB);
      const reminders = mails().filter((text) => text.includes('Appeal of records request'));
      expect(reminders).toHaveLength(1);
      expect(reminders[0]).toContain('due in 2 business days, on Thursday, December 3, 2026');
    });

    it('lets an account holding only the appeals permission open and decide the appealed request, and nothing else', async () => {
      await open();
      const { id, statusUrl } = await file();
      const other = await file({ description: 'Training rosters' });
      await act(id, 'deny', { isPartial: false, classification: 'private', grounds: 'Names.' });
      await appeal(statusUrl);
      const appeals = ['records-appeals'];
      expect((await queue(appeals)).map((item) => item.id)).toEqual([id]);
      const opened = await getStaffRequest(t, await logIn(appeals), id);
      expect(opened.statusCode).toBe(200);
      const hidden = await getStaffRequest(t, await logIn(appeals), other.id);
      expect(hidden.statusCode).toBe(404);
      const nothing = await t.app.inject({
        method: 'GET',
        url: '/api/admin/records/requests',
        headers: { authorization: await logIn(['permits-clerk']) },
      });
      expect(nothing.statusCode).toBe(403);
      const decided = await act(
        id,
        'appeal-decision',
        { outcome: 'granted', reasons: 'The names can be redacted.' },
        appeals,
      );
      expect(decided.json()).toEqual({ status: 'fulfilled' });
    });

    it('63G-2-203(6): a fee-waiver denial can be appealed; a granted appeal waives the fee', async () => {
      await open();
      const { id, statusUrl } = await file({
        feeWaiver: 'yes',
        feeWaiverReason: 'I publish the results for free.',
      });
      await act(id, 'estimate-fees', { amount: '12.50', description: '50 pages at $0.25' });
      await act(id, 'fee-waiver', { isGranted: false, reason: 'No public benefit shown.' });
      const page = await t.app.inject({ method: 'GET', url: statusUrl });
      expect(page.body).toContain('Send the appeal');
      expect((await appeal(statusUrl, 'The results are published.')).statusCode).toBe(200);
      const appealed = await t.db
        .selectFrom('recordsRequests')
        .select(['status', 'appealKind'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(appealed).toEqual({ status: 'appealed', appealKind: 'fee-waiver' });

      const partly = await act(
        id,
        'appeal-decision',
        { outcome: 'partially-granted', reasons: 'Half.' },
        ['records-appeals'],
      );
      expect(partly.statusCode).toBe(400);
      expect(partly.json().error.fields.outcome).toBe(
        'A fee waiver is granted or denied: choose one of those.',
      );
      const granted = await act(
        id,
        'appeal-decision',
        { outcome: 'granted', reasons: 'The public benefits.' },
        ['records-appeals'],
      );
      expect(granted.json()).toEqual({ status: 'in_progress' });
      const after = await t.db
        .selectFrom('recordsRequests')
        .select('feeWaiverDecision')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(after.feeWaiverDecision).toBe('granted');
    });

    it('keeps the subject and text of each e-mail for the staff log, without the private link', async () => {
      await open();
      const { id, statusUrl } = await file();
      const token = statusUrl.split('/').at(-1)!;
      const detail = await getStaffRequest(t, await logIn(['records-officer']), id);
      const [received] = detail.json<{
        emails: { subject: string | null; bodyText: string | null }[];
      }>().emails;
      expect(received!.subject).toMatch(/^Records request GR-2026-\d+ received$/);
      expect(received!.bodyText).toContain('Hello Dana Reporter,');
      expect(received!.bodyText).toContain('/public-records/request/status/(private link)');
      expect(detail.body).not.toContain(token);
    });

    it('answers wrong input to an appeal decision with a message per field, never a 500', async () => {
      await open();
      const { id, statusUrl } = await fileDenied();
      await appeal(statusUrl);
      const wrong = await act(id, 'appeal-decision', { outcome: 'maybe', reasons: '' }, [
        'records-appeals',
      ]);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toMatchObject({
        outcome: 'Choose the decision.',
        reasons: 'Write the reasons for the decision.',
      });
      const unknown = await act(
        'no-such-request',
        'appeal-decision',
        {
          outcome: 'denied',
          reasons: 'x',
        },
        ['records-appeals'],
      );
      expect(unknown.statusCode).toBe(404);
    });

    it('serves the monthly report as JSON for the report page', async () => {
      await open();
      const { id } = await file();
      await file({ description: 'Training rosters' });
      await act(id, 'deny', { isPartial: false, classification: 'private', grounds: 'Names.' });
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/records/report',
        headers: { authorization: await logIn(['records-officer']) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        months: [
          {
            month: '2026-11',
            received: 2,
            answered: 1,
            onTime: 1,
            medianBusinessDaysToRespond: 0,
            onTimeRate: 1,
          },
        ],
      });
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/admin/records/report',
        headers: { authorization: await logIn(['records-appeals']) },
      });
      expect(refused.statusCode).toBe(403);
    });
  });
}
