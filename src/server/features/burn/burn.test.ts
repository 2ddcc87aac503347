import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BURN_SETTINGS, type BurnSettings } from '#domain/burn/burn-day.ts';
import { buildTestEnv } from '#tests/support/test-env.ts';
import { confirmSandboxCard } from '#tests/support/factories/permits.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { extractPdfText } from '#tests/support/poppler.ts';
import { createInThreadPdfDrawer } from '#server/adapters/pdf-drawer-in-thread.ts';
import {
  BURN_APPLICATION,
  applyForBurnPermit,
  burnPermitAwaitingFee,
  checkInToBurn,
  issuedBurnPermit,
  payBurnFeeByCard,
  pendingBurnApplication,
  postBurnDay,
  postBurnForm,
  putBurnSettings,
  readBurnOutbox,
  readBurnStatus,
} from '#tests/support/factories/burn.ts';
import { purgeExpiredBurnPermits } from './burn-export.service.ts';

const DISPATCH_TOKEN = 'dispatch-token-for-tests-only';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// The check-in form shows the code as typed; the rest of the answer must not depend on it.
const withoutTypedCode = (body: string) => body.replace(/name="code" value="[^"]*"/, '');

for (const store of storesUnderTest()) {
  describe(`open burning (${store.kind})`, () => {
    let t: TestApp;
    let admin: string;

    async function open(clockStart: string) {
      t = await openTestApp(store, {
        clockStart,
        env: { BURN_DISPATCH_TOKEN: DISPATCH_TOKEN },
        hasPages: true,
      });
      admin = await t.logInAsAdmin();
    }
    afterEach(async () => {
      await t.close();
    });

    describe('the day’s status', () => {
      beforeEach(async () => {
        // 2026-03-29 10:00 MDT.
        await open('2026-03-29T16:00:00.000Z');
      });

      it('publishes each burn day as an iCalendar event from the status hour, and a change updates it', async () => {
        const feedOf = async () => {
          const response = await t.app.inject({ method: 'GET', url: '/permits/burn/status.ics' });
          expect(response.headers['content-type']).toContain('text/calendar');
          const calendar = new ICAL.Component(ICAL.parse(response.body));
          for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
            ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
          }
          return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
        };
        await putBurnSettings(t, {
          ...DEFAULT_BURN_SETTINGS,
          windows: [{ from: '01-01', to: '12-31' }],
        });
        await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 640 });
        const [today, ...before] = await feedOf();
        expect(before).toHaveLength(6);
        expect(today!.summary).toBe('Burning allowed');
        // 2026-03-29 8 AM MDT to 2026-03-30 8 AM MDT.
        expect(today!.startDate.toJSDate().toISOString()).toBe('2026-03-29T14:00:00.000Z');
        expect(today!.endDate.toJSDate().toISOString()).toBe('2026-03-30T14:00:00.000Z');

        expect((await postBurnDay(t, { isBurningAllowed: false, reason: 'wind' })).statusCode).toBe(
          200,
        );
        const [changed] = await feedOf();
        expect(changed!.uid).toBe(today!.uid);
        expect(changed!.summary).toBe('No burning today');
        expect(changed!.description.toLowerCase()).toContain('wind');
      });

      it('follows Summit County’s default windows March 30 – May 30 and September 15 – October 30, both ends inclusive (R307-202)', async () => {
        const edges: Array<[string, boolean]> = [
          ['2026-03-29', false],
          ['2026-03-30', true],
          ['2026-05-30', true],
          ['2026-05-31', false],
          ['2026-09-14', false],
          ['2026-09-15', true],
          ['2026-10-30', true],
          ['2026-10-31', false],
          ['2026-11-15', false],
        ];
        let now = Date.parse('2026-03-29T16:00:00.000Z');
        for (const [day, allowed] of edges) {
          const target = Date.parse(`${day}T17:00:00.000Z`);
          t.advanceClock(target - now);
          now = target;
          expect(
            (await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 620 })).statusCode,
          ).toBe(200);
          const current = await readBurnStatus(t);
          expect(current.day, day).toBe(day);
          expect(current.isBurningAllowed, day).toBe(allowed);
          expect(current.headline).toBe(allowed ? 'Burning allowed' : 'No burning today');
          if (!allowed) expect(current.source).toBe('season');
        }
      });

      it('changes at the district’s hour in Mountain time, across daylight saving, not at UTC midnight', async () => {
        // Post 2026-04-01 in advance; 2026-03-31 stays unposted.
        expect(
          (await postBurnDay(t, { day: '2026-04-01', isBurningAllowed: true })).statusCode,
        ).toBe(200);
        // 2026-04-01 00:30 UTC is still March 31 evening in Utah.
        t.advanceClock(
          Date.parse('2026-04-01T00:30:00.000Z') - Date.parse('2026-03-29T16:00:00.000Z'),
        );
        expect(await readBurnStatus(t)).toMatchObject({
          day: '2026-03-31',
          isBurningAllowed: false,
        });
        // 07:59 MDT: yesterday's status still holds.
        t.advanceClock(
          Date.parse('2026-04-01T13:59:00.000Z') - Date.parse('2026-04-01T00:30:00.000Z'),
        );
        expect(await readBurnStatus(t)).toMatchObject({
          day: '2026-03-31',
          isBurningAllowed: false,
        });
        // 08:00 MDT (14:00 UTC): the new day's status.
        t.advanceClock(60_000);
        expect(await readBurnStatus(t)).toMatchObject({
          day: '2026-04-01',
          isBurningAllowed: true,
        });
        // After daylight saving ends (November 1), 8 AM is 15:00 UTC.
        t.advanceClock(
          Date.parse('2026-11-10T14:30:00.000Z') - Date.parse('2026-04-01T14:00:00.000Z'),
        );
        expect((await readBurnStatus(t)).day).toBe('2026-11-09');
        t.advanceClock(30 * 60_000);
        expect((await readBurnStatus(t)).day).toBe('2026-11-10');
      });

      it('lets a restriction that forbids open burning override a posted burn day', async () => {
        t.advanceClock(2 * DAY); // 2026-03-31 10:00 MDT
        await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 700 });
        expect((await readBurnStatus(t)).isBurningAllowed).toBe(true);
        const restricted = {
          ...DEFAULT_BURN_SETTINGS,
          restrictions: [
            {
              title: 'Stage 1 fire restrictions',
              from: '2026-03-31',
              to: null,
              forbidsOpenBurning: true,
            },
          ],
        };
        expect((await putBurnSettings(t, restricted)).statusCode).toBe(200);
        expect(await readBurnStatus(t)).toMatchObject({
          isBurningAllowed: false,
          source: 'restriction',
          reason: 'Fire restrictions: Stage 1 fire restrictions.',
        });
      });

      it('refuses bad status input with field messages, and staff without the permission', async () => {
        const refused = await postBurnDay(t, { isBurningAllowed: false });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.fields.reason).toBe('Choose why there is no burning.');
        const low = await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 450 });
        expect(low.statusCode).toBe(400);
        expect(low.json().error.fields.clearingIndex).toMatch(/below 500/);
        const clerk = await t.logInAsNew('clerk', ['permits-clerk']);
        const forbidden = await t.app.inject({
          method: 'POST',
          url: '/api/admin/burn/day',
          headers: { authorization: clerk },
          payload: { isBurningAllowed: true },
        });
        expect(forbidden.statusCode).toBe(403);
        expect(
          (await t.app.inject({ method: 'GET', url: '/api/admin/burn/today' })).statusCode,
        ).toBe(401);
      });
    });

    describe('permits and check-ins', () => {
      beforeEach(async () => {
        // 2026-04-10 09:00 MDT, a burn day once posted.
        await open('2026-04-10T15:00:00.000Z');
      });

      it('issues a permit at once with auto-approval, e-mails the PDF and serves it by the private link', async () => {
        const created = await applyForBurnPermit(t);
        expect(created.statusCode).toBe(201);
        const { accessToken, status: permitStatus } = created.json();
        expect(permitStatus).toBe('issued');
        const [mail] = await readBurnOutbox(t, 'burn-permit-issued');
        expect(mail?.status).toBe('sent');
        const pdf = await t.app.inject({
          method: 'GET',
          url: `/permits/burn/permit/${accessToken}/pdf`,
        });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        const list = await t.app.inject({
          method: 'GET',
          url: '/api/admin/burn/permits',
          headers: { authorization: admin },
        });
        const [permit] = list.json().permits;
        expect(permit.permitNumber).toMatch(/^OB-2026-\d{6}$/);
        expect(permit.accessToken).toBeUndefined();
        const verify = await t.app.inject({
          method: 'GET',
          url: `/permits/burn/verify/${permit.permitNumber}`,
        });
        expect(verify.statusCode).toBe(200);
        expect(verify.body).toContain('This is a genuine permit');
      });

      it('draws the permit once its issue is committed, never inside the transaction', async () => {
        await t.close();
        const seenAtDrawing: string[] = [];
        const inThread = createInThreadPdfDrawer();
        t = await openTestApp(store, {
          clockStart: '2026-04-10T15:00:00.000Z',
          pdfDrawer: {
            ...inThread,
            async drawPermit(input) {
              // Inside the issuing transaction PostgreSQL would show 'pending_review', and
              // SQLite would wait for the transaction, which would wait for this drawing.
              const row = await t.db
                .selectFrom('burnPermits')
                .select('status')
                .where('permitNumber', '=', input.permitNumber)
                .executeTakeFirst();
              seenAtDrawing.push(row?.status ?? 'not issued');
              return inThread.drawPermit(input);
            },
          },
        });
        const created = await applyForBurnPermit(t);
        expect(created.json().status).toBe('issued');
        expect(seenAtDrawing).toEqual(['issued']);
        const pdf = await t.app.inject({
          method: 'GET',
          url: `/permits/burn/permit/${created.json().accessToken}/pdf`,
        });
        expect(extractPdfText(pdf.rawPayload)).toMatch(/Open Burn Permit OB-2026-\d{6}/);
        expect(seenAtDrawing).toHaveLength(1);
      });

      it('e-mails an unconfirmed address one permit a day from the form, keeps every permit and says so', async () => {
        const first = await applyForBurnPermit(t);
        expect(first.json()).toMatchObject({ status: 'issued', isMailed: true });
        // The same victim's address again, as a flood would send it: issued and kept, not mailed.
        const second = await applyForBurnPermit(t, {
          email: 'Robin@Example.ORG',
          applicantName: 'Anyone',
        });
        expect(second.statusCode).toBe(201);
        expect(second.json()).toMatchObject({ status: 'issued', isMailed: false });
        expect(await readBurnOutbox(t, 'burn-permit-issued')).toHaveLength(1);
        expect(await t.db.selectFrom('burnPermits').selectAll().execute()).toHaveLength(2);
        // Another address is not affected.
        expect((await applyForBurnPermit(t, { email: 'kim@example.org' })).json().isMailed).toBe(
          true,
        );
        // The next day the address gets its one mail again.
        t.advanceClock(DAY + HOUR);
        expect((await applyForBurnPermit(t, { fromDay: '2026-04-12' })).json().isMailed).toBe(true);
        expect(await readBurnOutbox(t, 'burn-permit-issued')).toHaveLength(3);
      });

      it('mails an address its owner confirmed for e-mail updates up to ten permits a day', async () => {
        await t.db
          .insertInto('subscribers')
          .values({
            id: 'subscriber-robin',
            email: 'robin@example.org',
            status: 'active',
            manageToken: 'manage-token-robin',
            confirmToken: null,
            confirmExpiresAt: null,
            confirmationSentAt: null,
            pendingListIds: '[]',
            hardFailures: 0,
            createdAt: '2026-04-01T00:00:00.000Z',
            confirmedAt: '2026-04-01T00:05:00.000Z',
            updatedAt: '2026-04-01T00:05:00.000Z',
          })
          .execute();
        const mailed: boolean[] = [];
        for (let i = 0; i < 11; i += 1) mailed.push((await applyForBurnPermit(t)).json().isMailed);
        expect(mailed).toEqual([...Array<boolean>(10).fill(true), false]);
      });

      it('stops a flood of applications from one address with 429, the permits form and API together', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 30; i += 1) {
          const response =
            i % 2 === 0
              ? await applyForBurnPermit(t, { email: `neighbour${i}@example.org` })
              : await postBurnForm(t, '/permits/burn/apply', {
                  ...BURN_APPLICATION,
                  email: `neighbour${i}@example.org`,
                });
          statuses.push(response.statusCode);
        }
        expect(statuses.filter((code) => code === 429)).toEqual([]);
        const stopped = await applyForBurnPermit(t, { email: 'one-more@example.org' });
        expect(stopped.statusCode).toBe(429);
        expect(stopped.json().error.code).toBe('RATE_LIMITED');
        expect(
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/burn/permits',
              remoteAddress: '198.51.100.20',
              payload: { ...BURN_APPLICATION, email: 'elsewhere@example.org' },
            })
          ).statusCode,
        ).toBe(201);
      });

      it('verifies a permit by number with its town and dates, never its street, under the verify limit', async () => {
        const { permitNumber } = await issuedBurnPermit(t);
        const verify = (remoteAddress = '203.0.113.50') =>
          t.app.inject({
            method: 'GET',
            url: `/permits/burn/verify/${permitNumber}`,
            remoteAddress,
          });
        const page = await verify();
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('This is a genuine permit');
        expect(page.body).toContain('Oakley');
        expect(page.body).toContain('2026-04-10 to 2026-04-20');
        expect(page.body).not.toContain('Ditch Rd');
        expect(page.body).not.toContain('Robin');
        for (let i = 1; i < 120; i += 1) expect((await verify()).statusCode).toBe(200);
        const stopped = await verify();
        expect(stopped.statusCode).toBe(429);
        expect((await verify('198.51.100.21')).statusCode).toBe(200);
      });

      it('refuses bad applications with a clear message per field', async () => {
        const outside = await applyForBurnPermit(t, { town: 'Park City' });
        expect(outside.statusCode).toBe(400);
        expect(outside.json().error.fields.town).toMatch(/must be in the district/);
        const summer = await applyForBurnPermit(t, { fromDay: '2026-07-01', toDay: '2026-07-03' });
        expect(summer.json().error.fields.fromDay).toMatch(/inside one burn window/);
        const noMaterial = await applyForBurnPermit(t, {
          material: undefined,
          materialDescription: '',
        });
        expect(noMaterial.json().error.fields).toMatchObject({
          material: 'Choose the material you will burn.',
          materialDescription: 'Describe the material and how much of it.',
        });
        const past = await applyForBurnPermit(t, { fromDay: '2026-04-01' });
        expect(past.json().error.fields.fromDay).toBe('Choose a first day from today onward.');
        const noConsent = await applyForBurnPermit(t, { acceptConditions: undefined });
        expect(noConsent.json().error.fields.acceptConditions).toBe(
          'Agree to the conditions to apply.',
        );
        expect(await t.db.selectFrom('burnPermits').selectAll().execute()).toEqual([]);
      });

      it('asks for a non-zero fee by card and issues the permit only once it is paid', async () => {
        await putBurnSettings(t, { ...DEFAULT_BURN_SETTINGS, feeCents: 2_500 });
        const created = await applyForBurnPermit(t);
        expect(created.statusCode).toBe(201);
        expect(created.json().status).toBe('awaiting_payment');
        const payUrl: string = created.json().payUrl;
        expect(payUrl).toMatch(/\/permits\/pay#[\w-]{32}$/);
        const feeToken = payUrl.split('#')[1]!;
        const fee = (path: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
          t.app.inject({
            method,
            url: `/api/fees/current${path}`,
            headers: { authorization: `Fee ${feeToken}` },
            ...(payload ? { payload } : {}),
          });

        // The private page shows the same link; nothing is issued or checked in before payment.
        const page = await t.app.inject({
          method: 'GET',
          url: `/permits/burn/permit/${created.json().accessToken}`,
        });
        expect(page.body).toContain('Pay $25.00 by card');
        expect(page.body).toContain(`#${feeToken}`);
        const summary = (await fee('')).json();
        expect(summary).toMatchObject({
          kind: 'burn-permit',
          amountCents: 2_500,
          status: 'due',
          paymentMode: 'sandbox',
        });

        const payment = (await fee('/payment', 'POST')).json();
        // Completing before the card is confirmed marks nothing paid.
        const early = await fee('/complete', 'POST', { paymentIntentId: payment.paymentIntentId });
        expect(early.statusCode).toBe(409);
        expect(early.json().error.code).toBe('FEE_PAYMENT_NOT_SUCCEEDED');
        await confirmSandboxCard(t.app, payment.clientSecret);
        const completed = await fee('/complete', 'POST', {
          paymentIntentId: payment.paymentIntentId,
        });
        expect(completed.statusCode).toBe(200);
        expect(completed.json().status).toBe('paid');
        // Sending the completion again changes nothing and e-mails one receipt.
        expect((await fee('/complete', 'POST', payment)).json().status).toBe('paid');
        expect(await readBurnOutbox(t, 'fees.receipt')).toHaveLength(1);
        const [permit] = await t.db.selectFrom('burnPermits').selectAll().execute();
        expect(permit!.status).toBe('issued');
        expect((await fee('/payment', 'POST')).json().error.code).toBe('FEE_NOT_DUE');
      });

      it('answers a wrong, malformed or missing fee token with the same 404', async () => {
        for (const authorization of [`Fee ${'x'.repeat(32)}`, 'Fee short', 'Bearer abc', '']) {
          const response = await t.app.inject({
            method: 'GET',
            url: '/api/fees/current',
            headers: authorization ? { authorization } : {},
          });
          expect(response.statusCode, authorization).toBe(404);
          expect(response.json().error.code).toBe('FEE_NOT_FOUND');
        }
      });

      it('settles a paid fee whose browser never came back, on the next sweep', async () => {
        const { feeToken } = await burnPermitAwaitingFee(t, {
          feeCents: 1_000,
          reviewMode: 'staff',
        });
        const headers = { authorization: `Fee ${feeToken}` };
        await payBurnFeeByCard(t, feeToken);
        await t.runJob('fees.sweep');
        const [permit] = await t.db.selectFrom('burnPermits').selectAll().execute();
        expect(permit!.status).toBe('pending_review');
        const summary = await t.app.inject({ method: 'GET', url: '/api/fees/current', headers });
        expect(summary.json().status).toBe('paid');
      });

      /** Applies with a $10 fee reviewed by staff; `pay` charges the card, the browser never back. */
      async function appliedWithFee() {
        const row = await burnPermitAwaitingFee(t, { feeCents: 1_000, reviewMode: 'staff' });
        const headers = { authorization: `Fee ${row.feeToken}` };
        const pay = () => payBurnFeeByCard(t, row.feeToken);
        const fee = (path = '', payload?: object) =>
          t.app.inject({
            method: payload ? 'POST' : 'GET',
            url: `/api/fees/current${path}`,
            headers,
            ...(payload ? { payload } : {}),
          });
        const decline = () =>
          t.app.inject({
            method: 'POST',
            url: `/api/admin/burn/permits/${row.id}/decline`,
            headers: { authorization: admin },
            payload: { reason: 'The pile is too close to the barn.' },
          });
        const timeline = async () =>
          (
            await t.app.inject({
              method: 'GET',
              url: `/api/admin/burn/permits/${row.id}/timeline`,
              headers: { authorization: admin },
            })
          )
            .json<{ events: { kind: string; reason: string | null }[] }>()
            .events.map((event) => event.reason);
        return { id: row.id, pay, fee, decline, timeline };
      }
      const refunds = () => t.db.selectFrom('sandboxRefunds').selectAll().execute();

      it('pages the permits staff review with a total, past the old cut-off of 100', async () => {
        await pendingBurnApplication(t);
        const original = await t.db.selectFrom('burnPermits').selectAll().executeTakeFirstOrThrow();
        for (let index = 0; index < 120; index += 1) {
          await t.db
            .insertInto('burnPermits')
            .values({
              ...original,
              id: `flood-${index}`,
              accessToken: `flood-token-${index}`,
              createdAt: new Date(
                Date.parse(original.createdAt) - (index + 1) * 1000,
              ).toISOString(),
            })
            .execute();
        }
        const read = async (query: string) =>
          (
            await t.app.inject({
              method: 'GET',
              url: `/api/admin/burn/permits${query}`,
              headers: { authorization: admin },
            })
          ).json<{ permits: { id: string }[]; total: number; page: number; perPage: number }>();
        const first = await read('');
        expect(first).toMatchObject({ total: 121, page: 1, perPage: 50 });
        expect(first.permits[0]!.id).toBe(original.id);
        const third = await read('?page=3');
        expect(third.permits).toHaveLength(21);
        expect(third.permits.at(-1)!.id).toBe('flood-119');
        expect((await read('?status=pending_review&page=3')).total).toBe(121);
      });

      it('stops the fee link when staff decline the permit', async () => {
        const { fee, decline } = await appliedWithFee();
        expect((await fee()).statusCode).toBe(200);
        expect((await decline()).json().status).toBe('declined');
        expect((await fee()).statusCode).toBe(404);
      });

      it('refunds a fee the card paid before the decline, and shows it to staff', async () => {
        const { fee, pay, decline, timeline } = await appliedWithFee();
        const { paymentIntentId } = await pay();
        expect((await decline()).json().status).toBe('declined');
        expect(await timeline()).toContain(
          'The fee of $10.00 was paid before the decline: refunded in full to the card.',
        );
        expect(await refunds()).toEqual([
          expect.objectContaining({ paymentIntentId, amountCents: 1_000 }),
        ]);
        expect((await fee()).json().status).toBe('refunded');
        expect(await readBurnOutbox(t, 'fees.refund')).toHaveLength(1);
      });

      it('refunds a payment the paid handler finds for a declined permit, and says so', async () => {
        const { id, fee, pay, timeline } = await appliedWithFee();
        // Declined while the fee stayed due (as declines left it before).
        await t.db
          .updateTable('burnPermits')
          .set({ status: 'declined' })
          .where('id', '=', id)
          .execute();
        const { paymentIntentId } = await pay();
        expect((await fee('/complete', { paymentIntentId })).json().status).toBe('refunded');
        expect(await timeline()).toContain(
          'A payment of $10.00 arrived after the permit was declined: it is refunded in full to the card.',
        );
        const [permit] = await t.db.selectFrom('burnPermits').selectAll().execute();
        expect(permit!.status).toBe('declined');
        expect(await refunds()).toHaveLength(1);
        const [mail] = await readBurnOutbox(t, 'fees.refund');
        expect(mail).toBeDefined();
      });

      it('waits for staff when the district reviews permits, then issues on approval', async () => {
        await putBurnSettings(t, { ...DEFAULT_BURN_SETTINGS, reviewMode: 'staff' });
        const created = await applyForBurnPermit(t);
        expect(created.json().status).toBe('pending_review');
        const { accessToken } = created.json();
        await postBurnDay(t, { isBurningAllowed: true });
        expect((await checkInToBurn(t, accessToken)).json().error.message).toBe(
          'This permit is not in force yet: the district has not approved it.',
        );
        const [permit] = (
          await t.app.inject({
            method: 'GET',
            url: '/api/admin/burn/permits',
            headers: { authorization: admin },
          })
        ).json().permits;
        const approved = await t.app.inject({
          method: 'POST',
          url: `/api/admin/burn/permits/${permit.id}/approve`,
          headers: { authorization: admin },
        });
        expect(approved.json().status).toBe('issued');
        expect((await checkInToBurn(t, accessToken)).statusCode).toBe(201);
        const timeline = await t.app.inject({
          method: 'GET',
          url: `/api/admin/burn/permits/${permit.id}/timeline`,
          headers: { authorization: admin },
        });
        expect(timeline.json().events.map((event: { kind: string }) => event.kind)).toEqual([
          'created',
          'status',
          'check_in',
        ]);
      });

      it('checks in once per day, refuses it when the day turns to No burning and e-mails those checked in', async () => {
        const { accessToken } = await issuedBurnPermit(t);
        const notPosted = await checkInToBurn(t, accessToken);
        expect(notPosted.statusCode).toBe(409);
        expect(notPosted.json().error.message).toMatch(/^Today is not a burn day\./);

        await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 650 });
        const first = await checkInToBurn(t, accessToken);
        expect(first.statusCode).toBe(201);
        const again = await checkInToBurn(t, accessToken, { startTime: '10:00', endTime: '16:00' });
        expect(again.statusCode).toBe(200);
        expect(again.json()).toMatchObject({
          isNew: false,
          checkIn: { day: '2026-04-10', startTime: '09:00', endTime: '14:00' },
        });
        expect(await t.db.selectFrom('burnCheckIns').selectAll().execute()).toHaveLength(1);

        const dispatch = await t.app.inject({
          method: 'GET',
          url: `/dispatch/burns.json?token=${DISPATCH_TOKEN}`,
        });
        expect(dispatch.json().burns).toEqual([
          expect.objectContaining({ street: '12 Ditch Rd', town: 'Oakley', startTime: '09:00' }),
        ]);
        expect(
          (await t.app.inject({ method: 'GET', url: '/dispatch/burns.json?token=wrong-token-xyz' }))
            .statusCode,
        ).toBe(404);

        await postBurnDay(t, { isBurningAllowed: false, reason: 'wind', note: 'Gusts to 40 mph' });
        const stopped = await readBurnOutbox(t, 'burn-day-stopped');
        expect(stopped).toHaveLength(1);
        expect(stopped[0]?.status).toBe('sent');
        const refused = await checkInToBurn(t, accessToken);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error.message).toBe('Today is not a burn day. Wind: Gusts to 40 mph');
        const after = await t.app.inject({
          method: 'GET',
          url: `/dispatch/burns.json?token=${DISPATCH_TOKEN}`,
        });
        expect(after.json().burns).toEqual([]);
        // Subscribers to fire restrictions get one "No burning today" notice (issue 18's lists).
        const notices = () =>
          t.db
            .selectFrom('subscriptionMessages')
            .select(['listId', 'subject', 'url'])
            .where('itemKey', '=', 'burn-day:2026-04-10:no-burning')
            .execute();
        expect(await notices()).toEqual([
          { listId: 'alerts', subject: 'No burning today', url: '/permits/burn/status' },
        ]);
        // No burning is urgent without anyone ticking a box (decision 304).
        expect(
          await t.db
            .selectFrom('subscriptionMessages')
            .select('isUrgent')
            .where('itemKey', '=', 'burn-day:2026-04-10:no-burning')
            .executeTakeFirstOrThrow(),
        ).toEqual({ isUrgent: 1 });
        // Posting No burning again tells nobody twice.
        await postBurnDay(t, { isBurningAllowed: false, reason: 'wind' });
        expect(await readBurnOutbox(t, 'burn-day-stopped')).toHaveLength(1);
        expect(await notices()).toHaveLength(1);
      });

      it('checks in from the QR code’s short form by permit number and the check-in code on the permit, refused with the same reasons', async () => {
        const { accessToken, permitNumber, checkInCode } = await issuedBurnPermit(t);
        const created = { permitNumber, code: checkInCode };
        expect(created.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
        const printed = `${created.code.slice(0, 4)}-${created.code.slice(4)}`;
        // The holder's page shows the code printed on the permit.
        const holderPage = await t.app.inject({
          method: 'GET',
          url: `/permits/burn/permit/${accessToken}`,
        });
        expect(holderPage.body).toContain(printed);
        // The QR code's address carries the code; the page passes it on to the check-in form.
        const verify = await t.app.inject({
          method: 'GET',
          url: `/permits/burn/verify/${created.permitNumber}?code=${printed}`,
        });
        const link = `/permits/burn/check-in?permit=${encodeURIComponent(created.permitNumber)}&amp;code=${printed}`;
        expect(verify.body).toContain(`href="${link}"`);
        const form = await t.app.inject({ method: 'GET', url: link.replace('&amp;', '&') });
        expect(form.statusCode).toBe(200);
        expect(form.body).toContain(`value="${created.permitNumber}"`);
        expect(form.body).toContain(`value="${printed}"`);
        expect(form.body).not.toContain('<script');

        const post = (fields: Record<string, string>) =>
          postBurnForm(t, '/permits/burn/check-in', fields);
        const times = { startTime: '09:00', endTime: '14:00' };
        // Typed in small letters without the dash, as a phone keyboard may.
        const byCode = {
          permitNumber: created.permitNumber.toLowerCase(),
          code: created.code.toLowerCase(),
        };
        const wrongCode = {
          ...byCode,
          code: created.code === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ',
        };

        // Not a burn day yet: the right and a wrong code get the same refusal.
        const notPosted = await post({ ...byCode, ...times });
        expect(notPosted.statusCode).toBe(409);
        expect(notPosted.body).toContain('Check-in refused. Today is not a burn day.');
        const notPostedWrong = await post({ ...wrongCode, ...times });
        expect(notPostedWrong.statusCode).toBe(notPosted.statusCode);
        expect(withoutTypedCode(notPostedWrong.body)).toBe(withoutTypedCode(notPosted.body));

        await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 650 });
        const empty = await post({ permitNumber: '', code: '12', startTime: '', endTime: '' });
        expect(empty.statusCode).toBe(400);
        expect(empty.body).toContain('Error: Enter the permit number, like OB-2026-000001.');
        expect(empty.body).toContain(
          'Error: Enter the check-in code printed on your permit, like 7K3M-Q9TD.',
        );
        expect(empty.body).toContain('Error: Enter the start time as HH:MM, like 09:00.');
        const wrong = await post({ ...wrongCode, ...times });
        expect(wrong.statusCode).toBe(404);
        expect(wrong.body).toContain(
          'Check-in refused. We found no permit with that number and check-in code.',
        );
        // The phone's last four digits no longer prove anything.
        const byPhone = await post({ ...byCode, code: '0142', holder: '0142', ...times });
        expect(byPhone.statusCode).toBe(400);
        const unknown = await post({ ...byCode, permitNumber: 'OB-2026-999999', ...times });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.body).toContain('We found no permit with that number');
        expect(await t.db.selectFrom('burnCheckIns').selectAll().execute()).toEqual([]);

        const first = await post({ ...byCode, ...times });
        expect(first.statusCode).toBe(200);
        expect(first.body).toContain('You are checked in for today, 09:00 to 14:00.');
        const again = await post({
          permitNumber: created.permitNumber,
          code: printed,
          startTime: '10:00',
          endTime: '16:00',
        });
        expect(again.body).toContain('You were already checked in for today, 09:00 to 14:00.');
        expect(await t.db.selectFrom('burnCheckIns').selectAll().execute()).toHaveLength(1);
        const dispatch = await t.app.inject({
          method: 'GET',
          url: `/dispatch/burns.json?token=${DISPATCH_TOKEN}`,
        });
        expect(dispatch.json().burns).toHaveLength(1);

        await postBurnDay(t, { isBurningAllowed: false, reason: 'wind', note: 'Gusts to 40 mph' });
        const stopped = await post({ ...byCode, ...times });
        expect(stopped.statusCode).toBe(409);
        expect(stopped.body).toContain(
          'Check-in refused. Today is not a burn day. Wind: Gusts to 40 mph',
        );
      });

      it('answers a right and a wrong check-in code alike outside the permit’s dates and on a revoked permit', async () => {
        const permit = await issuedBurnPermit(t, { fromDay: '2026-04-12', toDay: '2026-04-14' });
        await postBurnDay(t, { isBurningAllowed: true, clearingIndex: 650 });
        const post = (code: string) =>
          postBurnForm(t, '/permits/burn/check-in', {
            permitNumber: permit.permitNumber ?? '',
            code,
            startTime: '09:00',
            endTime: '14:00',
          });
        const wrongCode = permit.checkInCode === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ';
        const right = await post(permit.checkInCode ?? '');
        const wrong = await post(wrongCode);
        expect(right.statusCode).toBe(409);
        expect(right.body).toContain('Today is outside the dates on your permit.');
        expect(wrong.statusCode).toBe(right.statusCode);
        expect(withoutTypedCode(wrong.body)).toBe(withoutTypedCode(right.body));

        const revoked = await t.app.inject({
          method: 'POST',
          url: `/api/admin/burn/permits/${permit.id}/revoke`,
          headers: { authorization: await t.logInAsAdmin() },
          payload: { reason: 'Neighbour complaint at 12 Ditch Rd' },
        });
        expect(revoked.statusCode).toBe(200);
        const rightRevoked = await post(permit.checkInCode ?? '');
        const wrongRevoked = await post(wrongCode);
        expect(rightRevoked.body).toContain('This permit was revoked.');
        expect(rightRevoked.body).not.toContain('Neighbour complaint');
        expect(wrongRevoked.statusCode).toBe(rightRevoked.statusCode);
        expect(withoutTypedCode(wrongRevoked.body)).toBe(withoutTypedCode(rightRevoked.body));
      });

      it('refuses a check-in outside the permit’s dates', async () => {
        const { accessToken } = await issuedBurnPermit(t, {
          fromDay: '2026-04-12',
          toDay: '2026-04-14',
        });
        await postBurnDay(t, { isBurningAllowed: true });
        const refused = await checkInToBurn(t, accessToken);
        expect(refused.json().error.message).toBe(
          'Today is outside the dates on your permit. Your permit covers 2026-04-12 to 2026-04-14.',
        );
      });

      it('revokes a permit with a reason, tells the holder and refuses its check-ins', async () => {
        const permit = await issuedBurnPermit(t);
        const { accessToken } = permit;
        await postBurnDay(t, { isBurningAllowed: true });
        const revoke = (reason: string) =>
          t.app.inject({
            method: 'POST',
            url: `/api/admin/burn/permits/${permit.id}/revoke`,
            headers: { authorization: admin },
            payload: { reason },
          });
        expect((await revoke('')).statusCode).toBe(400);
        const revoked = await revoke('Burned trash on 04/09');
        expect(revoked.json()).toMatchObject({
          status: 'revoked',
          revokeReason: 'Burned trash on 04/09',
        });
        expect((await revoke('again')).json().error.code).toBe('BURN_PERMIT_NOT_REVOCABLE');
        const [mail] = await readBurnOutbox(t, 'burn-permit-revoked');
        expect(mail?.status).toBe('sent');
        const refused = await checkInToBurn(t, accessToken);
        expect(refused.json().error.message).toBe(
          'This permit was revoked. Reason: Burned trash on 04/09',
        );
      });

      it('exports permits and check-ins as CSV and purges them after the retention', async () => {
        const { accessToken } = await issuedBurnPermit(t);
        await postBurnDay(t, { isBurningAllowed: true });
        await checkInToBurn(t, accessToken);
        const csv = await t.app.inject({
          method: 'GET',
          url: '/api/admin/burn/export.csv',
          headers: { authorization: admin },
        });
        expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
        const lines = csv.body.trim().split('\r\n');
        expect(lines).toHaveLength(2);
        expect(lines[1]).toMatch(/^OB-2026-\d{6},issued,Robin Rancher,.*,2026-04-10,09:00,14:00$/);

        const deps = {
          db: t.db,
          env: buildTestEnv(),
          outbox: undefined as never,
          readDistrict: undefined as never,
          pdf: undefined as never,
        };
        // Kept for the retention (400 days by default) after its last day, 2026-04-20.
        t.advanceClock(400 * DAY);
        const at = () => new Date(Date.parse('2026-04-10T15:00:00.000Z') + 400 * DAY);
        expect(await purgeExpiredBurnPermits({ ...deps, clock: at })).toBe(0);
        t.advanceClock(11 * DAY);
        const later = () => new Date(Date.parse('2026-04-10T15:00:00.000Z') + 411 * DAY);
        expect(await purgeExpiredBurnPermits({ ...deps, clock: later })).toBe(1);
        expect(await t.db.selectFrom('burnPermits').selectAll().execute()).toEqual([]);
        expect(await t.db.selectFrom('burnCheckIns').selectAll().execute()).toEqual([]);
        expect(
          await t.db
            .selectFrom('statusEvents')
            .selectAll()
            .where('subjectKind', '=', 'burn-permit')
            .execute(),
        ).toEqual([]);
      });
    });

    describe('settings', () => {
      beforeEach(async () => {
        await open('2026-03-29T16:00:00.000Z');
      });

      it('refuses settings a clerk got wrong, with a message for each field, and keeps the stored ones', async () => {
        const refused = await putBurnSettings(t, {
          ...DEFAULT_BURN_SETTINGS,
          windows: [{ from: '13-01', to: '12-31' }],
          feeCents: 100_001,
          retentionDays: 30,
          towns: [],
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual(
          expect.objectContaining({
            'windows.0.from': 'Enter a month and day as MM-DD.',
            feeCents: 'Enter a fee of at most $1,000.00.',
            retentionDays: 'Keep records at least 366 days: the rule asks for one year.',
            towns: 'Enter at least one town.',
          }),
        );
        const stored = await t.app.inject({
          method: 'GET',
          url: '/api/admin/burn/settings',
          headers: { authorization: admin },
        });
        expect(stored.json()).toEqual(DEFAULT_BURN_SETTINGS);

        const saved = await putBurnSettings(t, { ...DEFAULT_BURN_SETTINGS, feeCents: 2_500 });
        expect(saved.statusCode).toBe(200);
        expect(saved.json<{ settings: BurnSettings }>().settings.feeCents).toBe(2_500);
      });
    });
  });
}
