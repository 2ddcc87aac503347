/**
 * A fee's money at the processor (decisions 270 and 292): checking a payment, settling it and
 * handing the fee to the feature that asked for it, refunding a payment that must not be kept, and
 * ending a due fee by cancelling its payment first. Each step is safe to repeat; the payer's
 * pages, the asking features and the sweep all move fees through these.
 */
import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import { FEE_MACHINE, type FeeKind } from '#domain/fees/fees-api.ts';
import type { PaymentGateway } from '#server/adapters/payment-gateway.ts';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import type { Outbox } from '#server/outbox/outbox.ts';
import { defineStatusStore, transition } from '#server/status/status-transition.ts';
import { FEE_RECEIPT_TEMPLATE, FEE_REFUND_TEMPLATE, formatCents } from './fee-mail.ts';
import type { FeeCancelOutcome, FeePaidHandler } from '#server/ports/fees.port.ts';
import type { FeesTable } from './fees.tables.ts';

export const FEE_STORE = defineStatusStore<
  FeesTable['status'],
  Pick<FeesTable, 'paidAt' | 'paymentIntentId' | 'handledAt' | 'refundId' | 'refundedAt'>
>({
  machine: FEE_MACHINE,
  table: 'fees',
  touchColumn: 'updatedAt',
  timeline: 'status-events',
});

export interface FeesDeps {
  db: Kysely<Database>;
  clock: Clock;
  env: Env;
  gateway: PaymentGateway;
  outbox: Outbox;
}

export type FeeFailure =
  'FEE_NOT_FOUND' | 'FEE_NOT_DUE' | 'PAYMENT_NOT_SUCCEEDED' | 'PAYMENT_PROVIDER_UNAVAILABLE';

export type FeeResult<T> = { ok: true; value: T } | { ok: false; code: FeeFailure };

export const failFee = <T>(code: FeeFailure): FeeResult<T> => ({ ok: false, code });

export function createFeeSettlement(deps: FeesDeps, handlers: Map<FeeKind, FeePaidHandler>) {
  const nowIso = () => deps.clock().toISOString();

  /** due → paid, then the asking feature's handler; each step safe to repeat. */
  async function settle(feeId: string, paymentIntentId: string): Promise<void> {
    const at = nowIso();
    const moved = await transition(deps.db, FEE_STORE, feeId, 'paid', {
      actor: 'payer',
      at,
      reason: `Card payment ${paymentIntentId}`,
      changes: { paidAt: at, paymentIntentId },
    });
    if (moved.moved) {
      await deps.db.transaction().execute((trx) =>
        deps.outbox.enqueue(trx, {
          template: FEE_RECEIPT_TEMPLATE,
          payload: { feeId },
          dedupeKey: `fee-receipt:${feeId}`,
          reference: feeId,
        }),
      );
    }
    await runHandler(feeId);
  }

  async function runHandler(feeId: string): Promise<void> {
    const fee = await deps.db
      .selectFrom('fees')
      .selectAll()
      .where('id', '=', feeId)
      .executeTakeFirst();
    if (!fee || fee.status !== 'paid' || fee.handledAt) return;
    const handler = handlers.get(fee.kind);
    if (!handler) return;
    const answer = await handler(fee.subjectId, {
      id: fee.id,
      at: fee.paidAt ?? fee.updatedAt,
      amountCents: Number(fee.amountCents),
    });
    if (answer) await markRefundOwed(fee.id, answer.refundReason);
    await deps.db
      .updateTable('fees')
      .set({ handledAt: nowIso() })
      .where('id', '=', feeId)
      .execute();
    if (answer) await refund(fee.id);
  }

  /** Written before the processor is asked, so the sweep retries a refund that did not go. */
  async function markRefundOwed(feeId: string, reason: string): Promise<void> {
    await deps.db
      .updateTable('fees')
      .set({ refundReason: reason.slice(0, 500), updatedAt: nowIso() })
      .where('id', '=', feeId)
      .where('status', '=', 'paid')
      .where('refundReason', 'is', null)
      .execute();
  }

  /**
   * Gives a paid fee's payment back through the processor, once (idempotency key per fee), then
   * records it (paid → refunded) and e-mails the payer. False while the processor has not
   * accepted it; the sweep tries again.
   */
  async function refund(feeId: string): Promise<boolean> {
    const fee = await deps.db
      .selectFrom('fees')
      .selectAll()
      .where('id', '=', feeId)
      .executeTakeFirst();
    if (!fee || fee.status !== 'paid' || !fee.refundReason || !fee.paymentIntentId) return false;
    const refunded = await deps.gateway.refundPayment({
      paymentIntentId: fee.paymentIntentId,
      amountCents: Number(fee.amountCents),
      idempotencyKey: `fee-refund-${fee.id}`,
      metadata: { feeId: fee.id, feeKind: fee.kind },
    });
    if (!refunded.ok) return false;
    const at = nowIso();
    await deps.db.transaction().execute(async (trx) => {
      const moved = await transition(trx, FEE_STORE, fee.id, 'refunded', {
        actor: 'system',
        at,
        reason: `Refund ${refunded.value.id} of ${formatCents(refunded.value.amountCents)}: ${fee.refundReason}`,
        changes: { refundId: refunded.value.id, refundedAt: at },
      });
      if (!moved.moved) return;
      await deps.outbox.enqueue(trx, {
        template: FEE_REFUND_TEMPLATE,
        payload: { feeId: fee.id },
        dedupeKey: `fee-refund:${fee.id}`,
        reference: fee.id,
      });
    });
    await deps.outbox.deliverNow(`fee-refund:${fee.id}`);
    return true;
  }

  /**
   * Ends a due fee: cancels its payment at the processor first and reads the answer. A payment
   * that succeeded anyway is recorded (due → paid, the asking feature's handler not run) and
   * refunded; the fee is cancelled only when the processor confirms no money was taken.
   */
  async function endDueFee(
    due: { id: string; amountCents: number; paymentIntentId: string | null },
    reason: string,
  ): Promise<FeeCancelOutcome> {
    if (due.paymentIntentId) {
      const answer = await deps.gateway.cancelPayment(due.paymentIntentId);
      if (!answer.ok && answer.code !== 'PAYMENT_NOT_FOUND') return { outcome: 'unconfirmed' };
      if (answer.ok && answer.value.status === 'succeeded') {
        const checked = await isPaidAtProcessor(due, due.paymentIntentId);
        if (!checked.ok) return { outcome: 'unconfirmed' };
        const at = nowIso();
        const moved = await transition(deps.db, FEE_STORE, due.id, 'paid', {
          actor: 'payer',
          at,
          reason: `Card payment ${due.paymentIntentId}, made before the fee was cancelled`,
          // Handled: the subject is closing, its handler must not move it on.
          changes: { paidAt: at, paymentIntentId: due.paymentIntentId, handledAt: at },
        });
        if (!moved.moved) return { outcome: 'none' };
        await markRefundOwed(due.id, reason);
        const isRefunded = await refund(due.id);
        return {
          outcome: 'refunded',
          amountCents: Number(due.amountCents),
          refundPending: !isRefunded,
        };
      }
      if (answer.ok && answer.value.status !== 'canceled') {
        // Processing or waiting for capture: the money may still move; keep the fee due.
        return { outcome: 'unconfirmed' };
      }
    }
    const moved = await transition(deps.db, FEE_STORE, due.id, 'cancelled', {
      actor: 'system',
      at: nowIso(),
      reason,
    });
    if (!moved.moved) return { outcome: 'none' };
    // A payment created while this ran is cancelled too (createPayment only writes a due fee).
    const after = await deps.db
      .selectFrom('fees')
      .select('paymentIntentId')
      .where('id', '=', due.id)
      .executeTakeFirst();
    if (after?.paymentIntentId && after.paymentIntentId !== due.paymentIntentId) {
      await deps.gateway.cancelPayment(after.paymentIntentId);
    }
    return { outcome: 'cancelled' };
  }

  /** Checks a payment with the processor: ours, for this fee, for its amount, succeeded. */
  async function isPaidAtProcessor(
    fee: { id: string; amountCents: number },
    paymentIntentId: string,
  ): Promise<FeeResult<true>> {
    const payment = await deps.gateway.retrievePayment(paymentIntentId);
    if (!payment.ok) {
      return failFee(
        payment.code === 'PAYMENT_PROVIDER_UNAVAILABLE'
          ? 'PAYMENT_PROVIDER_UNAVAILABLE'
          : 'PAYMENT_NOT_SUCCEEDED',
      );
    }
    const value = payment.value;
    if (
      value.status !== 'succeeded' ||
      value.metadata.applicationId !== `fee:${fee.id}` ||
      value.amountCents !== Number(fee.amountCents)
    ) {
      return failFee('PAYMENT_NOT_SUCCEEDED');
    }
    return { ok: true, value: true };
  }

  return { settle, runHandler, refund, endDueFee, isPaidAtProcessor };
}

export type FeeSettlement = ReturnType<typeof createFeeSettlement>;
