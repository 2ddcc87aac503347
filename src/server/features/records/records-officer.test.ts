import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPdfWithJavaScript } from '#tests/fixtures/hostile-pdfs.ts';
import { ATTENTION_PATH, AttentionResponseSchema } from '#domain/staff/attention-api.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import type { TestApp } from '#tests/support/test-app.ts';
import {
  RECORDS_FORM as FORM,
  FORM_HEADERS,
  fileRecordsRequest,
  fileRecordsRequestAwaitingClarification,
  getStaffRequest,
  openRecordsTestApp,
  postStaffAction,
  readOutboxMails,
  type RecordsTestApp,
} from '#tests/support/factories/records.ts';
import { buildTestEnv } from '#tests/support/test-env.ts';
import { createOutbox } from '#server/outbox/outbox.ts';
import type { RecordsDeps } from './records-core.service.ts';
import {
  estimateRecordsFees,
  recordsFeePaid,
  type FeeRequestsPort,
} from './records-work.service.ts';
import { multipartBody } from '#tests/support/multipart.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function buildPdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(text);
  return Buffer.from(await pdf.save());
}

const multipart = (file: { name: string; type: string; bytes: Buffer }) =>
  multipartBody({}, [{ field: 'file', ...file }]);

for (const store of storesUnderTest()) {
  describe(`records officer's work (${store.kind})`, () => {
    let records: RecordsTestApp;
    let t: TestApp;
    let officer: string;
    async function open(clockStart: string, env: Record<string, string> = {}) {
      records = await openRecordsTestApp(store, { clockStart, env });
      t = records.t;
      officer = await t.logInAsNew('clerk', ['records-officer']);
    }
    afterEach(() => records.close());
    const mails = () => readOutboxMails(records.dataDir);
    /** Files a request and answers its id and private status path. */
    async function file(description: string = FORM.description) {
      const { id, statusUrl } = await fileRecordsRequest(t, { description });
      return { id, statusPath: statusUrl };
    }
    /** The requester's answer to a clarification, posted to the request's status page. */
    const clarify = (statusPath: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `${statusPath}/clarify`,
        headers: FORM_HEADERS,
        payload,
      });
    const act = (id: string, action: string, payload?: object) =>
      postStaffAction(t, officer, id, action, payload);
    const detail = async (id: string) =>
      (await getStaffRequest(t, officer, id)).json<{
        request: { status: string; dueDay: string; pausedBusinessDays: number };
        emails: { template: string }[];
      }>();

    it('counts open requests due in 2 business days or less, overdue included', async () => {
      // Monday, November 2, 2026, 10:00 MST: due Tuesday, November 17.
      await open('2026-11-02T17:00:00.000Z');
      await file('Hydrant maintenance logs');
      let logins = 0;
      const count = async () => {
        // Sessions end after days; sign in again after each jump of the clock.
        officer = await t.logInAsNew(`clerk${++logins}`, ['records-officer']);
        const response = await t.app.inject({
          method: 'GET',
          url: ATTENTION_PATH,
          headers: { authorization: officer },
        });
        expect(response.statusCode, response.body).toBe(200);
        const items = AttentionResponseSchema.parse(response.json()).items;
        return items.find((item) => item.label === 'Records requests due')?.count;
      };
      expect(await count()).toBe(0);
      // Friday, November 13: 2 business days left (Monday 16, Tuesday 17).
      t.advanceClock(11 * DAY);
      expect(await count()).toBe(1);
      // Thursday, November 19: overdue, still counted.
      t.advanceClock(6 * DAY);
      expect(await count()).toBe(1);
    });

    /** The feature's deps on the test store, as start-up would hand them (mail queued, not sent). */
    function recordsDeps(): RecordsDeps {
      const clock = () => new Date();
      const outbox = createOutbox({ db: t.db, clock, mailer: undefined as never });
      return {
        db: t.db,
        clock,
        env: buildTestEnv(),
        outbox: { ...outbox, deliverNow: async () => undefined } as never,
        districtName: async () => 'District',
        officerEmail: async () => 'records@example.org',
      };
    }

    it('asks for clarification by e-mail; by default the answer leaves the deadline as it was', async () => {
      // Monday, November 16, 2026, 10:00 MST: due Tuesday, December 1 (Thanksgiving skipped).
      await open('2026-11-16T17:00:00.000Z');
      const { id, statusPath } = await file();
      const asked = await act(id, 'clarify', { message: 'Which year of reports do you want?' });
      expect(asked.json()).toEqual({ status: 'awaiting_clarification' });
      expect(mails().some((mail) => mail.includes('Which year of reports do you want?'))).toBe(
        true,
      );
      const page = await t.app.inject({ method: 'GET', url: statusPath });
      expect(page.body).toContain('Which year of reports do you want?');
      expect(page.body).toContain('<label for="clarification">Your answer</label>');
      expect(page.body).toContain('<dd>Awaiting clarification</dd>');

      const empty = await clarify(statusPath, 'clarification=');
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain('Write your answer.');

      t.advanceClock(3 * DAY);
      const answered = await clarify(statusPath, 'clarification=2025+only');
      expect(answered.statusCode).toBe(200);
      expect(answered.body).toContain('The records officer has your answer');
      officer = await t.logInAsNew('clerk2', ['records-officer']);
      const after = await detail(id);
      expect(after.request).toMatchObject({
        status: 'in_progress',
        dueDay: '2026-12-01',
        pausedBusinessDays: 0,
      });
      expect(after.emails.map((mail) => mail.template)).toContain('records-request-clarification');
    });

    it('pauses the clock while waiting for the answer when the district rule says so', async () => {
      await open('2026-11-16T17:00:00.000Z', { RECORDS_CLARIFICATION_PAUSES_CLOCK: 'true' });
      const { id, statusUrl: statusPath } = await fileRecordsRequestAwaitingClarification(
        t,
        officer,
        'Which year?',
      );
      // Asked Monday 16; answered Thursday 19: Tuesday, Wednesday and Thursday are paused.
      t.advanceClock(3 * DAY);
      await clarify(statusPath, 'clarification=2025');
      officer = await t.logInAsNew('clerk2', ['records-officer']);
      // December 1 plus 3 business days: Friday, December 4.
      expect((await detail(id)).request).toMatchObject({
        status: 'in_progress',
        dueDay: '2026-12-04',
        pausedBusinessDays: 3,
      });
    });

    it('refuses an answer when no clarification was asked, and a made-up link', async () => {
      await open('2026-11-16T17:00:00.000Z');
      const { statusPath } = await file();
      const early = await clarify(statusPath, 'clarification=hello');
      expect(early.statusCode).toBe(409);
      const madeUp = await clarify(
        '/public-records/request/status/not-a-real-token',
        'clarification=hello',
      );
      expect(madeUp.statusCode).toBe(404);
    });

    it('estimates fees in cents, e-mails the estimate, and shows it on the status page', async () => {
      await open('2026-11-16T17:00:00.000Z');
      const { id, statusPath } = await file();
      const wrong = await act(id, 'estimate-fees', { amount: '12.345', description: 'Copies' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields.amount).toContain('Enter the amount in dollars');
      const missing = await act(id, 'estimate-fees', { amount: '12.50', description: ' ' });
      expect(missing.statusCode).toBe(400);

      const estimated = await act(id, 'estimate-fees', {
        amount: '12.50',
        description: '50 pages at $0.25',
      });
      expect(estimated.json()).toMatchObject({ status: 'awaiting_payment', feeCents: 1250 });
      expect(mails().some((mail) => mail.includes('estimated at $12.50'))).toBe(true);
      const page = await t.app.inject({ method: 'GET', url: statusPath });
      expect(page.body).toContain('estimated at $12.50');
      expect(page.body).toContain('50 pages at $0.25');
    });

    it('refuses an estimate above the largest fee taken online on its field, never with a 500', async () => {
      await open('2026-11-16T17:00:00.000Z');
      const { id } = await file();
      for (const amount of ['10000.01', '99999.99', '100000']) {
        const refused = await act(id, 'estimate-fees', { amount, description: 'Copies' });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.fields.amount).toBe(
          'Enter the amount in dollars, like 12.50 (at most 10,000).',
        );
      }
      const largest = await act(id, 'estimate-fees', { amount: '10000', description: 'Copies' });
      expect(largest.json()).toMatchObject({ status: 'awaiting_payment', feeCents: 1_000_000 });
    });

    it('goes on with no fee when the estimate is zero', async () => {
      await open('2026-11-16T17:00:00.000Z');
      const { id } = await file();
      await act(id, 'acknowledge');
      const estimated = await act(id, 'estimate-fees', { amount: '0', description: 'One page' });
      expect(estimated.json()).toMatchObject({ status: 'in_progress', feeCents: 0 });
    });

    it('grants a fee waiver: the request waiting for payment goes on with no payment', async () => {
      await open('2026-11-16T17:00:00.000Z');
      const { id } = await file();
      await act(id, 'estimate-fees', { amount: '30', description: 'Two hours of search' });
      const refused = await act(id, 'fee-waiver', { isGranted: true, reason: '' });
      expect(refused.statusCode).toBe(400);
      const granted = await act(id, 'fee-waiver', {
        isGranted: true,
        reason: 'The release benefits the public.',
      });
      expect(granted.json()).toEqual({ status: 'in_progress', feeWaiverDecision: 'granted' });
      expect(mails().some((mail) => mail.includes('waives the fees'))).toBe(true);
    });

    it('denies a fee waiver with a reason; the request still waits for payment', async () => {
      await open('2026-11-16T17:00:00.000Z');
      const { id } = await file();
      await act(id, 'estimate-fees', { amount: '30', description: 'Two hours of search' });
      const denied = await act(id, 'fee-waiver', {
        isGranted: false,
        reason: 'The records serve a private interest.',
      });
      expect(denied.json()).toEqual({ status: 'awaiting_payment', feeWaiverDecision: 'denied' });
      expect(mails().some((mail) => mail.includes('does not waive the fees'))).toBe(true);
    });

    it('asks the fees port for the payment and e-mails its pay link; payment moves the work on', async () => {
      await open('2026-11-16T17:00:00.000Z');
      const { id } = await file();
      const asked: Parameters<FeeRequestsPort['request']>[0][] = [];
      const feeRequests: FeeRequestsPort = {
        request: async (input) => {
          asked.push(input);
          return { feeId: 'fee-1', payUrl: 'https://district.example/pay/secret' };
        },
      };
      const estimated = await estimateRecordsFees(
        { ...recordsDeps(), feeRequests },
        id,
        { amount: '7.05', description: 'Scanning 3 maps' },
        'staff:clerk',
      );
      expect(estimated.ok && estimated.value).toMatchObject({
        status: 'awaiting_payment',
        feeCents: 705,
        feePayUrl: 'https://district.example/pay/secret',
      });
      expect(asked).toEqual([
        expect.objectContaining({
          kind: 'records',
          subjectId: id,
          amountCents: 705,
          email: 'dana@example.org',
        }),
      ]);

      const paid = await recordsFeePaid(recordsDeps(), id);
      expect(paid.ok && paid.value.status).toBe('in_progress');
      const again = await recordsFeePaid(recordsDeps(), id);
      expect(again).toMatchObject({ ok: false, code: 'RECORDS_REQUEST_MOVE_NOT_ALLOWED' });
      expect(await recordsFeePaid(recordsDeps(), 'no-such-request')).toMatchObject({
        ok: false,
        code: 'RECORDS_REQUEST_NOT_FOUND',
      });
    });

    const upload = (id: string, file: { name: string; type: string; bytes: Buffer }) => {
      const body = multipart(file);
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/records/requests/${id}/files`,
        payload: body.payload,
        headers: { ...body.headers, authorization: officer },
      });
    };

    it('refuses uploads of the wrong type, too large, empty, or a PDF with scripts', async () => {
      await open('2026-11-16T17:00:00.000Z');
      const { id } = await file();
      const text = await upload(id, {
        name: 'notes.txt',
        type: 'text/plain',
        bytes: Buffer.from('plain words'),
      });
      expect(text.statusCode).toBe(400);
      expect(text.json().error.fields.file).toContain('This file is not a PDF, an image');
      const big = await upload(id, {
        name: 'huge.pdf',
        type: 'application/pdf',
        bytes: Buffer.concat([await buildPdf('big'), Buffer.alloc(21 * 1024 * 1024)]),
      });
      expect(big.statusCode).toBe(400);
      expect(big.json().error.fields.file).toBe('The file is larger than 20 MB.');
      const scripted = await upload(id, {
        name: 'script.pdf',
        type: 'application/pdf',
        bytes: await buildPdfWithJavaScript(),
      });
      expect(scripted.statusCode).toBe(400);
      const fulfilEmpty = await act(id, 'fulfil', { isPartial: false });
      expect(fulfilEmpty.statusCode).toBe(400);
      expect(fulfilEmpty.json().error.fields.file).toBe('Upload the responsive records first.');
    });

    it('fulfils with a PDF the requester downloads from the private link until it expires', async () => {
      await open('2026-11-16T17:00:00.000Z');
      const { id, statusPath } = await file();
      const pdf = await buildPdf('Incident report 2025-114');
      const added = await upload(id, {
        name: '../Incident report.pdf',
        type: 'application/pdf',
        bytes: pdf,
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({ fileName: 'Incident report.pdf' });
      // Partial fulfilment must say what is withheld and why.
      const vague = await act(id, 'fulfil', { isPartial: true });
      expect(vague.statusCode).toBe(400);
      const fulfilled = await act(id, 'fulfil', {
        isPartial: true,
        withheld: 'Medical details of a patient: private (Utah Code 63G-2-302).',
      });
      expect(fulfilled.json()).toEqual({ status: 'partially_fulfilled' });
      expect(mails().some((mail) => mail.includes('your records are ready'))).toBe(true);

      const page = await t.app.inject({ method: 'GET', url: statusPath });
      expect(page.body).toContain('Medical details of a patient');
      const href = /href="([^"]+\/files\/[^"]+)"/.exec(page.body)?.[1];
      expect(href).toBeDefined();
      const download = await t.app.inject({ method: 'GET', url: href! });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['cache-control']).toBe('private, no-store');
      expect(Buffer.compare(download.rawPayload, pdf)).toBe(0);
      // Another request's link never reaches this file.
      const other = await file('Another request');
      const wrongLink = await t.app.inject({
        method: 'GET',
        url: href!.replace(statusPath, other.statusPath),
      });
      expect(wrongLink.statusCode).toBe(404);

      // 30 days later (the default expiry) the link answers that the file is gone.
      t.advanceClock(30 * DAY + HOUR);
      const gone = await t.app.inject({ method: 'GET', url: href! });
      expect(gone.statusCode).toBe(410);
      expect(gone.body).toContain('This file is no longer available');
      const { purgeExpiredRecordsFiles } = await import('./records-files.service.ts');
      expect(
        await purgeExpiredRecordsFiles({ db: t.db, clock: () => new Date(Date.now() + 31 * DAY) }),
      ).toBe(1);
      const bytesLeft = await t.db.selectFrom('recordsFileBytes').select('fileId').execute();
      expect(bytesLeft).toEqual([]);
      const record = await t.db
        .selectFrom('recordsFiles')
        .select(['fileName', 'purgedAt'])
        .executeTakeFirstOrThrow();
      expect(record.fileName).toBe('Incident report.pdf');
      expect(record.purgedAt).not.toBeNull();
      expect((await t.app.inject({ method: 'GET', url: href! })).statusCode).toBe(410);
    });

    it('takes the expiry the district sets', async () => {
      await open('2026-11-16T17:00:00.000Z', { RECORDS_FILE_EXPIRY_DAYS: '7' });
      const { id } = await file();
      const added = await upload(id, {
        name: 'map.pdf',
        type: 'application/pdf',
        bytes: await buildPdf('map'),
      });
      expect(added.json().expiresAt).toBe('2026-11-23T17:00:00.000Z');
    });

    it('skips a closure day entered on the working calendar (decision 299)', async () => {
      // Monday, November 16, 2026: due Tuesday, December 1 without closures.
      await open('2026-11-16T17:00:00.000Z');
      const days = (method: 'POST' | 'DELETE', url = '', payload?: object) =>
        t.app.inject({
          method,
          url: `/api/admin/working-calendar/days${url}`,
          headers: { authorization: officer },
          ...(payload ? { payload } : {}),
        });
      expect(
        (
          await days('POST', '', {
            day: '2026-11-27',
            kind: 'closed',
            note: 'Day after Thanksgiving',
          })
        ).statusCode,
      ).toBe(201);
      const { id } = await file();
      expect((await detail(id)).request.dueDay).toBe('2026-12-02');
      expect((await days('DELETE', '/2026-11-27')).statusCode).toBe(204);
    });
  });
}
