import { describe, expect, it } from 'vitest';
import { DEFAULT_BURN_SETTINGS } from '#domain/burn/burn-day.ts';
import { createInThreadPdfDrawer } from '#server/adapters/pdf-drawer-in-thread.ts';
import { confirmSandboxCard } from '#tests/support/factories/permits.ts';
import { extractPdfText } from '#tests/support/poppler.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  applyForBurnPermit,
  BURN_APPLICATION,
  burnPermitAwaitingFee,
  checkInToBurn,
  DAY,
  HOUR,
  issuedBurnPermit,
  payBurnFeeByCard,
  pendingBurnApplication,
  postBurnDay,
  postBurnForm,
  putBurnSettings,
  readBurnOutbox,
  useBurnTestApp,
} from '#tests/support/factories/burn.ts';

// Open burning (decision 201): applying, the permit and its PDF, fees, staff review.

for (const store of storesUnderTest()) {
  describe(`open burning: applications and fees (${store.kind})`, () => {
    let t: TestApp, admin: string;
    // 2026-04-10 09:00 MDT, a burn day once posted.
    useBurnTestApp(store, '2026-04-10T15:00:00.000Z', (opened) => ({ t, admin } = opened));

    describe('permits', () => {
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
        const seenAtDrawing: string[] = [];
        const inThread = createInThreadPdfDrawer();
        const drawing: TestApp = await openTestApp(store, {
          clockStart: '2026-04-10T15:00:00.000Z',
          pdfDrawer: {
            ...inThread,
            async drawPermit(input) {
              // Inside the issuing transaction PostgreSQL would show 'pending_review', and
              // SQLite would wait for the transaction, which would wait for this drawing.
              const row = await drawing.db
                .selectFrom('burnPermits')
                .select('status')
                .where('permitNumber', '=', input.permitNumber)
                .executeTakeFirst();
              seenAtDrawing.push(row?.status ?? 'not issued');
              return inThread.drawPermit(input);
            },
          },
        });
        try {
          const created = await applyForBurnPermit(drawing);
          expect(created.json().status).toBe('issued');
          expect(seenAtDrawing).toEqual(['issued']);
          const pdf = await drawing.app.inject({
            method: 'GET',
            url: `/permits/burn/permit/${created.json().accessToken}/pdf`,
          });
          expect(extractPdfText(pdf.rawPayload)).toMatch(/Open Burn Permit OB-2026-\d{6}/);
          expect(seenAtDrawing).toHaveLength(1);
        } finally {
          await drawing.close();
        }
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
    });
  });
}
