import { describe, expect, it } from 'vitest';
import { confirmSandboxCard } from '#tests/support/factories/permits.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { useRecordsOfficerApp } from '#tests/support/records-officer-suite.ts';
import {
  FORM_HEADERS,
  formBody as form,
  getStaffRequest,
  postStaffAction,
  postStatusForm,
} from '#tests/support/factories/records.ts';

for (const store of storesUnderTest()) {
  describe(`records withdrawals and fees (${store.kind})`, () => {
    const r = useRecordsOfficerApp(store);
    const { open, mails, file, queue } = r;

    it('lets the requester withdraw an open request from the status page, once', async () => {
      await open('2026-11-16T17:00:00.000Z');
      await file();
      const statusUrl = mails()[0]!.match(/\/public-records\/request\/status\/[\w-]+/)![0];
      const page = await r.t.app.inject({ method: 'GET', url: statusUrl });
      expect(page.body).toContain('Withdraw this request');
      expect(page.body).toContain('Fees already paid are not refunded by this form');

      const unconfirmed = await postStatusForm(r.t, statusUrl, 'withdraw', {});
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.body).toContain('Tick the box to confirm that you withdraw this request.');

      const withdrawn = await postStatusForm(r.t, statusUrl, 'withdraw', {
        confirmWithdraw: 'yes',
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
      const detail = await getStaffRequest(r.t, officer, items[0]!.id);
      const { timeline, emails } = detail.json<{
        timeline: { actor: string; toStatus: string | null }[];
        emails: { template: string }[];
      }>();
      expect(timeline.at(-1)).toMatchObject({ actor: 'requester', toStatus: 'withdrawn' });
      expect(emails.map((email) => email.template)).toContain('records-request-withdrawn');

      const again = await postStatusForm(r.t, statusUrl, 'withdraw', { confirmWithdraw: 'yes' });
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('This request can no longer be withdrawn.');
    });

    it('stops an unpaid fee estimate taking money once the request is withdrawn', async () => {
      await open('2026-11-16T17:00:00.000Z');
      await file();
      const statusUrl = mails()[0]!.match(/\/public-records\/request\/status\/[\w-]+/)![0];
      const { officer, items } = await queue();
      const estimated = await postStaffAction(r.t, officer, items[0]!.id, 'estimate-fees', {
        amount: '12.50',
        description: '50 pages at $0.25',
      });
      const feeToken = new URL(estimated.json<{ payUrl: string }>().payUrl).hash.slice(1);
      const fee = () =>
        r.t.app.inject({
          method: 'GET',
          url: '/api/fees/current',
          headers: { authorization: `Fee ${feeToken}` },
        });
      expect((await fee()).statusCode).toBe(200);
      const withdrawn = await postStatusForm(r.t, statusUrl, 'withdraw', {
        confirmWithdraw: 'yes',
      });
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
      const answer = await postStaffAction(r.t, officer, id, 'estimate-fees', {
        amount: '12.50',
        description: '50 pages at $0.25',
      });
      const headers = {
        authorization: `Fee ${new URL(answer.json<{ payUrl: string }>().payUrl).hash.slice(1)}`,
      };
      const fee = (path = '', method: 'GET' | 'POST' = 'GET', payload?: object) =>
        r.t.app.inject({
          method,
          url: `/api/fees/current${path}`,
          headers,
          ...(payload ? { payload } : {}),
        });
      /** Charges the card; the browser never comes back, so nothing is settled yet. */
      const pay = async () => {
        const payment = (await fee('/payment', 'POST')).json();
        const confirmed = await confirmSandboxCard(r.t.app, payment.clientSecret);
        expect(confirmed.json().paymentIntent.status).toBe('succeeded');
        return payment as { paymentIntentId: string };
      };
      const act = (action: string, payload: object) =>
        r.t.app.inject({
          method: 'POST',
          url: `/api/admin/records/requests/${id}/${action}`,
          headers: { authorization: officer },
          payload,
        });
      const staffDetail = async () =>
        (await getStaffRequest(r.t, officer, id)).json<{
          timeline: { kind: string; reason: string | null }[];
        }>();
      return { id, statusUrl, fee, pay, act, staffDetail };
    }
    const feeRow = () => r.t.db.selectFrom('fees').selectAll().executeTakeFirstOrThrow();
    const refunds = () => r.t.db.selectFrom('sandboxRefunds').selectAll().execute();

    it('refunds a fee the card paid before the withdrawal, and shows the refund to both sides', async () => {
      await open('2026-11-16T17:00:00.000Z');
      const { statusUrl, fee, pay, staffDetail } = await estimated();
      const { paymentIntentId } = await pay();
      const withdrawn = await postStatusForm(r.t, statusUrl, 'withdraw', {
        confirmWithdraw: 'yes',
      });
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
      await r.t.runJob('fees.sweep');
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

      await r.t.db.deleteFrom('fees').execute();
      await r.t.db.deleteFrom('recordsRequests').execute();
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
      await r.t.db
        .updateTable('recordsRequests')
        .set({ status: 'denied' })
        .where('id', '=', id)
        .execute();
      const { paymentIntentId } = await pay();
      const completed = await fee('/complete', 'POST', { paymentIntentId });
      expect(completed.json().status).toBe('refunded');
      const page = await r.t.app.inject({ method: 'GET', url: statusUrl });
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
      await postStaffAction(r.t, officer, items[0]!.id, 'deny', {
        isPartial: false,
        classification: 'private',
        grounds: 'Medical details.',
      });
      const page = await r.t.app.inject({ method: 'GET', url: statusUrl });
      expect(page.body).not.toContain('name="confirmWithdraw"');
      const refused = await postStatusForm(r.t, statusUrl, 'withdraw', { confirmWithdraw: 'yes' });
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain('This request can no longer be withdrawn.');
      const { items: after } = await queue();
      expect(after[0]!.status).toBe('denied');
      const madeUp = await r.t.app.inject({
        method: 'POST',
        url: '/public-records/request/status/made-up-token/withdraw',
        headers: FORM_HEADERS,
        payload: form({ confirmWithdraw: 'yes' }),
      });
      expect(madeUp.statusCode).toBe(404);
    });
  });
}
