import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MONDAY_MORNING,
  addAvailability,
  payAndBookInspection,
  setReinspectionFee,
} from '#tests/support/factories/inspections.ts';
import { openPermitsTestApp, type PermitsTestApp } from '#tests/support/permits-test-app.ts';
import { confirmSandboxCard } from '#tests/support/factories/permits.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { RecordResultBodySchema } from '#domain/inspections/inspection-result.ts';
import {
  recordInspectionResult,
  reinspectionFeePaid,
  type FeeRequestsPort,
} from './inspection-results.service.ts';
import { describeInspectionForStatus } from './inspection-booking.service.ts';
import { multipartBody } from '#tests/support/multipart.ts';

const HOUR = 3_600_000;
/** Tuesday 2026-03-03, 09:00 in Kamas. */
const TUESDAY_NINE = '2026-03-03T16:00:00.000Z';
/** 10:30: the first time after 09:00–10:00 and the 30-minute buffer. */
const TUESDAY_LATER = '2026-03-03T17:30:00.000Z';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body with files in the field `photos`, as a browser sends it. */
const photosBody = (files: Array<{ name: string; type: string; bytes: Buffer }>) =>
  multipartBody(
    {},
    files.map((file) => ({ field: 'photos', ...file })),
  );

for (const store of storesUnderTest()) {
  describe(`inspection results (${store.kind})`, () => {
    let t: PermitsTestApp;
    let admin: { authorization: string };

    async function open() {
      t = await openPermitsTestApp(store, {
        clockStart: MONDAY_MORNING,
        hasPages: true,
      });
      admin = { authorization: await t.logInAsAdmin() };
      await addAvailability(t, admin, '2026-03-03', '09:00', '12:00');
    }
    afterEach(async () => {
      await t.close();
    });

    /** Pays a residential clearance, books it at `start` and answers the inspection's id. */
    const bookedInspection = (start = TUESDAY_NINE) => payAndBookInspection(t, start);

    const corrections = (key = randomUUID()) => ({
      idempotencyKey: key,
      outcome: 'corrections-required',
      inspectionType: 'Final',
      inspectorName: 'Sam Marshal',
      corrections: ['Clear brush 30 ft from the house', 'Mark the hydrant'],
      correctionsDueDays: 14,
      comments: 'Gate was open',
    });
    const record = (id: string, body: object, headers = admin) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/inspections/${id}/result`,
        headers,
        payload: body,
      });

    it('pre-fills the form from the application, records a result once, and completes the inspection', async () => {
      await open();
      const { id } = await bookedInspection();
      const form = await t.app.inject({
        method: 'GET',
        url: `/api/admin/inspections/${id}/result`,
        headers: admin,
      });
      expect(form.statusCode, form.body).toBe(200);
      expect(form.json()).toMatchObject({
        status: 'scheduled',
        day: '2026-03-03',
        time: '09:00',
        address: '1 Example Rd, Kamas, UT 84036',
        prefill: { inspectionType: 'Final', comments: 'Gate code at the office' },
        result: null,
      });
      t.advanceClock(26 * HOUR);
      admin = { authorization: await t.logInAsAdmin() };
      const body = corrections();
      const first = await record(id, body);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().result).toMatchObject({
        outcome: 'corrections-required',
        outcomeLabel: 'Corrections required',
        corrections: ['Clear brush 30 ft from the house', 'Mark the hydrant'],
        correctionsDueDays: 14,
        // Recorded on Tuesday 2026-03-03 (Mountain Time): due 14 days later.
        correctionsDueDay: '2026-03-17',
        inspectorName: 'Sam Marshal',
      });
      // The weak signal sends it again: the same result, recorded once.
      const again = await record(id, body);
      expect(again.statusCode).toBe(200);
      expect(again.json().isNew).toBe(false);
      expect(again.json().result).toEqual(first.json().result);
      const rows = await t.db
        .selectFrom('inspectionResults')
        .select('inspectionId')
        .where('inspectionId', '=', id)
        .execute();
      expect(rows).toHaveLength(1);
      const inspection = await t.db
        .selectFrom('inspections')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(inspection.status).toBe('completed');
      const timeline = await t.db
        .selectFrom('statusEvents')
        .select(['toStatus', 'reason'])
        .where('subjectId', '=', id)
        .execute();
      expect(timeline).toContainEqual({
        toStatus: 'completed',
        reason: 'Result: Corrections required',
      });
    });

    it('records a temporary clearance with its expiry day', async () => {
      await open();
      const { id } = await bookedInspection();
      const recorded = await record(id, {
        idempotencyKey: randomUUID(),
        outcome: 'passed-with-conditions',
        inspectionType: 'Final',
        inspectorName: 'Sam Marshal',
        temporaryClearanceDays: 30,
      });
      expect(recorded.statusCode, recorded.body).toBe(201);
      expect(recorded.json().result).toMatchObject({
        temporaryClearanceDays: 30,
        temporaryClearanceExpiresDay: '2026-04-01',
        correctionsDueDay: null,
      });
    });

    it('refuses a result for an inspection that is not scheduled, a reused key and bad input, with clear messages', async () => {
      await open();
      const first = await bookedInspection(TUESDAY_NINE);
      const second = await bookedInspection(TUESDAY_LATER);
      const key = randomUUID();
      expect((await record(first.id, corrections(key))).statusCode).toBe(201);
      const other = await record(first.id, corrections());
      expect(other.statusCode).toBe(409);
      expect(other.json().error.message).toMatch(/not waiting for a result/);
      const reused = await record(second.id, corrections(key));
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error.code).toBe('INSPECTION_RESULT_KEY_REUSED');
      await t.app.inject({ method: 'DELETE', url: `/api/inspections/${second.token}/booking` });
      const cancelled = await record(second.id, corrections());
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json().error.code).toBe('INSPECTION_NOT_SCHEDULED');
      const missing = await record('no-such-inspection', corrections());
      expect(missing.statusCode).toBe(404);

      // The grid restarts at 09:00 once 10:30 is free again: 11:00.
      const third = await bookedInspection('2026-03-03T18:00:00.000Z');
      const incomplete = await record(third.id, {
        ...corrections(),
        corrections: [],
        correctionsDueDays: null,
      });
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json().error.fields).toMatchObject({
        corrections: 'List at least one correction',
        correctionsDueDays: 'Enter the days within which the work must be completed',
      });
      const temporaryOnFail = await record(third.id, {
        ...corrections(),
        outcome: 'failed',
        temporaryClearanceDays: 10,
      });
      expect(temporaryOnFail.statusCode).toBe(400);
      expect(temporaryOnFail.json().error.fields.temporaryClearanceDays).toMatch(/Passed/);
      const noKey = await record(third.id, { ...corrections(), idempotencyKey: 'abc' });
      expect(noKey.statusCode).toBe(400);

      const editor = await t.logInAsNew('editor1', ['editor']);
      const refused = await record(third.id, corrections(), { authorization: editor });
      expect(refused.statusCode).toBe(403);
      expect((await record(third.id, corrections(), { authorization: '' })).statusCode).toBe(401);
    });

    it('keeps photos checked by their bytes, within size and count limits, for staff only', async () => {
      await open();
      const { id } = await bookedInspection();
      const upload = (files: Parameters<typeof photosBody>[0], headers = admin) => {
        const body = photosBody(files);
        return t.app.inject({
          method: 'POST',
          url: `/api/admin/inspections/${id}/photos`,
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        });
      };
      const added = await upload([{ name: 'porch.jpg', type: 'image/jpeg', bytes: PNG }]);
      expect(added.statusCode, added.body).toBe(201);
      const [photo] = added.json().photos;
      expect(photo).toMatchObject({ contentType: 'image/png', sizeBytes: PNG.length });
      const served = await t.app.inject({ method: 'GET', url: photo.url, headers: admin });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toContain('no-store');
      expect(served.rawPayload.equals(PNG)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(401);

      const text = await upload([
        { name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('not a picture at all') },
      ]);
      expect(text.statusCode).toBe(415);
      expect(text.json().error.fields.photos).toBe('Add photos as JPEG, PNG, WebP or HEIC images.');
      const huge = await upload([
        {
          name: 'huge.png',
          type: 'image/png',
          bytes: Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)]),
        },
      ]);
      expect(huge.statusCode).toBe(413);
      expect(huge.json().error.fields.photos).toBe('Each photo must be at most 8 MB.');
      const many = await upload(
        Array.from({ length: 10 }, (_, index) => ({
          name: `p${index}.png`,
          type: 'image/png',
          bytes: PNG,
        })),
      );
      expect(many.statusCode).toBe(400);
      expect(many.json().error.fields.photos).toBe('An inspection can keep at most 10 photos.');
      const editor = await t.logInAsNew('editor3', ['editor']);
      expect(
        (
          await upload([{ name: 'a.png', type: 'image/png', bytes: PNG }], {
            authorization: editor,
          })
        ).statusCode,
      ).toBe(403);
    });

    it('counts and lists inspections whose time has passed without a result', async () => {
      await open();
      const { id } = await bookedInspection();
      const count = async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/admin/attention',
          headers: admin,
        });
        expect(response.statusCode, response.body).toBe(200);
        return response
          .json<{ items: Array<{ id: string; count: number }> }>()
          .items.find((item) => item.id === 'inspections.waiting-for-result')?.count;
      };
      expect(await count()).toBe(0);
      // Wednesday: Tuesday's inspection is over and waits for its result.
      t.advanceClock(48 * HOUR);
      admin = { authorization: await t.logInAsAdmin() };
      expect(await count()).toBe(1);
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/admin/inspections/mine',
        headers: admin,
      });
      expect(mine.json().waiting.map((inspection: { id: string }) => inspection.id)).toEqual([id]);
      expect((await record(id, corrections())).statusCode).toBe(201);
      expect(await count()).toBe(0);
    });

    it('books a re-inspection linked to the first after Corrections required, and nothing after a pass', async () => {
      await open();
      await addAvailability(t, admin, '2026-03-05', '09:00', '12:00');
      const { id, token } = await bookedInspection();
      t.advanceClock(26 * HOUR);
      admin = { authorization: await t.logInAsAdmin() };
      expect((await record(id, corrections())).statusCode).toBe(201);
      const status = await describeInspectionForStatus(
        { db: t.db, clock: t.deps.clock, outbox: t.deps.outbox },
        token,
      );
      expect(status?.linkText).toBe('Book your re-inspection');
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/inspections/${token}/booking`,
        payload: { start: '2026-03-05T16:00:00.000Z' },
      });
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json().booking.inspectionType).toBe('Re-inspection');
      const second = again.json().booking.id as string;
      const row = await t.db
        .selectFrom('inspections')
        .select('reinspectionOf')
        .where('id', '=', second)
        .executeTakeFirstOrThrow();
      expect(row.reinspectionOf).toBe(id);
      expect(
        (
          await record(second, {
            idempotencyKey: randomUUID(),
            outcome: 'passed',
            inspectionType: 'Re-inspection',
            inspectorName: 'Sam Marshal',
          })
        ).statusCode,
      ).toBe(201);
      const third = await t.app.inject({
        method: 'POST',
        url: `/api/inspections/${token}/booking`,
        payload: { start: '2026-03-05T17:00:00.000Z' },
      });
      expect(third.statusCode).toBe(409);
      expect(third.json().error.code).toBe('INSPECTION_NOT_NEEDED');

      // Reports: one first inspection (not passed), one re-inspection that passed.
      const report = await t.app.inject({
        method: 'GET',
        url: '/api/admin/inspections/report',
        headers: admin,
      });
      expect(report.statusCode).toBe(200);
      expect(report.json()).toMatchObject({
        weeks: [{ weekStart: '2026-03-02', inspections: 2, firstInspections: 1, passedOnFirst: 0 }],
        firstPassRate: 0,
        cleared: 1,
      });
      // Paid Monday 09:00, passed Tuesday 11:00 (the clock moved 26 h): 1.1 days.
      expect(report.json().medianDaysPaymentToClearance).toBe(1.1);
      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/admin/inspections/report.csv',
        headers: admin,
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['cache-control']).toContain('no-store');
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.split('\r\n')).toEqual([
        'week_start,inspections,first_inspections,passed_on_first,first_pass_rate,median_days_payment_to_clearance',
        '2026-03-02,2,1,0,0.00,',
        'total,2,1,0,0.00,1.1',
        '',
      ]);
      const editor = await t.logInAsNew('editor4', ['editor']);
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/admin/inspections/report.csv',
        headers: { authorization: editor },
      });
      expect(refused.statusCode).toBe(403);
    });

    it('records a result only together with its re-inspection fee, in one transaction', async () => {
      await open();
      const settings = await t.app.inject({
        method: 'GET',
        url: '/api/admin/inspections/settings',
        headers: admin,
      });
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/inspections/settings',
        headers: admin,
        payload: { ...settings.json<object>(), reinspectionFeeCents: 5_000 },
      });
      const { id } = await bookedInspection();
      const input = RecordResultBodySchema.parse(corrections());
      const deps = { db: t.db, clock: t.deps.clock };
      // The fee cannot be written (the database fails at that moment): nothing is recorded, and
      // the inspection still waits for its result, rather than a result with no fee to pay.
      const failing: FeeRequestsPort = {
        request: () => Promise.reject(new Error('fee row not written')),
      };
      await expect(
        recordInspectionResult(deps, id, input, 'staff:marshal', failing),
      ).rejects.toThrow('fee row not written');
      const waiting = await t.db
        .selectFrom('inspections')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(waiting.status).toBe('scheduled');
      expect(await t.db.selectFrom('inspectionResults').select('inspectionId').execute()).toEqual(
        [],
      );
      // Sent again with the fee written: the result, its fee row and the fee stand together.
      const asked: string[] = [];
      const working: FeeRequestsPort = {
        request: async (fee, trx) => {
          asked.push(fee.subjectId);
          expect(trx?.isTransaction).toBe(true);
          return { feeId: 'fee-1', payUrl: 'https://example.test/permits/pay#token' };
        },
      };
      const recorded = await recordInspectionResult(deps, id, input, 'staff:marshal', working);
      expect(recorded.ok).toBe(true);
      expect(asked).toEqual([id]);
      expect(
        await t.db.selectFrom('inspectionFees').select(['inspectionId', 'feeId']).execute(),
      ).toEqual([{ inspectionId: id, feeId: 'fee-1' }]);
    });

    it('asks the re-inspection fee through the fees port and opens booking once it is paid', async () => {
      await open();
      await setReinspectionFee(t, admin, 5_000);
      await addAvailability(t, admin, '2026-03-05', '09:00', '12:00');
      const { id, token } = await bookedInspection();
      const recorded = await record(id, corrections());
      expect(recorded.statusCode).toBe(201);
      // Recording the result asked for the fee through the shared fees (decision 270).
      const page = await t.app.inject({ method: 'GET', url: `/permits/inspection?token=${token}` });
      expect(page.body).toContain('Pay the re-inspection fee ($50.00)');
      const feeToken = /\/permits\/pay#([\w-]{32})"/.exec(page.body)?.[1];
      expect(feeToken).toBeDefined();
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/inspections/${token}/booking`,
        payload: { start: '2026-03-05T16:00:00.000Z' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('REINSPECTION_FEE_DUE');

      // The applicant pays by card in the sandbox; the fees feature opens the booking.
      const feeHeaders = { authorization: `Fee ${feeToken}` };
      const fee = (
        await t.app.inject({ method: 'GET', url: '/api/fees/current', headers: feeHeaders })
      ).json();
      expect(fee).toMatchObject({ kind: 're-inspection', amountCents: 5_000, status: 'due' });
      const payment = (
        await t.app.inject({
          method: 'POST',
          url: '/api/fees/current/payment',
          headers: feeHeaders,
        })
      ).json();
      await confirmSandboxCard(t.app, payment.clientSecret);
      const paid = await t.app.inject({
        method: 'POST',
        url: '/api/fees/current/complete',
        headers: feeHeaders,
        payload: { paymentIntentId: payment.paymentIntentId },
      });
      expect(paid.json().status).toBe('paid');
      // The outcome that asked for corrections now says the fee is paid, on the status page too.
      const clearance = await t.db
        .selectFrom('clearances')
        .select('status')
        .where('inspectionId', '=', id)
        .executeTakeFirstOrThrow();
      expect(clearance.status).toBe('reinspection-paid');
      const statusPage = await t.app.inject({
        method: 'GET',
        url: `/permits/inspection?token=${token}`,
      });
      expect(statusPage.body).not.toContain('Pay the re-inspection fee');
      // Told again (the sweep after a crash), nothing changes.
      expect(await reinspectionFeePaid({ db: t.db, clock: t.deps.clock }, id)).toBe(false);
      const booked = await t.app.inject({
        method: 'POST',
        url: `/api/inspections/${token}/booking`,
        payload: { start: '2026-03-05T16:00:00.000Z' },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const timeline = await t.db
        .selectFrom('statusEvents')
        .select('reason')
        .where('subjectId', '=', id)
        .execute();
      expect(timeline.map((event) => event.reason)).toContain('Re-inspection fee paid');
    });
  });
}
