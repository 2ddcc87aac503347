/**
 * The district's other fees (decision 270), the payer's side: the pay page's summary, the card
 * payment and its completion, and the processor's webhook. `createFees` composes it with the
 * asking features' side (fee-requests.ts), the money at the processor (fee-settlement.ts), the
 * mails (fee-mail.ts) and the sweep (fee-sweep.ts).
 */
import {
  FEE_KIND_LABELS,
  FEE_MACHINE,
  FEE_PAY_PATH,
  type CreateFeePaymentResponse,
  type FeeKind,
  type FeeSummary,
} from '#domain/fees/fees-api.ts';
import { trimTrailingSlashes } from '#domain/url-path.ts';
import { registerFeeMails } from './fee-mail.ts';
import { createFeeRequests } from './fee-requests.ts';
import { createFeeSettlement, failFee, type FeeResult, type FeesDeps } from './fee-settlement.ts';
import { sweepFees } from './fee-sweep.ts';
import type { FeePaidHandler } from '#server/ports/fees.port.ts';

export const FEE_SWEEP_JOB = 'fees.sweep';

export function createFees(deps: FeesDeps) {
  const handlers = new Map<FeeKind, FeePaidHandler>();
  const nowIso = () => deps.clock().toISOString();
  const origin = () =>
    trimTrailingSlashes(deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`);
  const payUrlOf = (token: string) => `${origin()}${FEE_PAY_PATH}#${token}`;
  registerFeeMails({ ...deps, origin });
  const settlement = createFeeSettlement(deps, handlers);

  async function findByToken(token: string) {
    return deps.db.selectFrom('fees').selectAll().where('token', '=', token).executeTakeFirst();
  }

  return {
    requests: createFeeRequests(deps, settlement, payUrlOf),

    /** The feature that asked for fees of this kind moves its record on when one is paid. */
    onPaid(kind: FeeKind, handler: FeePaidHandler): void {
      if (handlers.has(kind)) throw new Error(`Fee kind ${kind} has a handler already`);
      handlers.set(kind, handler);
    },

    async summary(token: string): Promise<FeeResult<FeeSummary>> {
      const fee = await findByToken(token);
      if (!fee || fee.status === 'cancelled') return failFee('FEE_NOT_FOUND');
      const publishableKey =
        deps.gateway.kind === 'stripe' ? deps.env.STRIPE_PUBLISHABLE_KEY : undefined;
      return {
        ok: true,
        value: {
          kind: fee.kind,
          kindLabel: FEE_KIND_LABELS[fee.kind],
          description: fee.description,
          amountCents: Number(fee.amountCents),
          status: fee.status,
          statusLabel: FEE_MACHINE.labels[fee.status],
          paymentMode: deps.gateway.kind,
          ...(publishableKey ? { publishableKey } : {}),
          ...(fee.returnPath ? { returnPath: fee.returnPath } : {}),
          ...(fee.paidAt ? { paidAt: fee.paidAt } : {}),
        },
      };
    },

    /** One payment per fee: a retried create answers the same PaymentIntent. */
    async createPayment(token: string): Promise<FeeResult<CreateFeePaymentResponse>> {
      const fee = await findByToken(token);
      if (!fee || fee.status === 'cancelled') return failFee('FEE_NOT_FOUND');
      if (fee.status !== 'due') return failFee('FEE_NOT_DUE');
      const payment = await deps.gateway.createPayment({
        applicationId: `fee:${fee.id}`,
        amountCents: Number(fee.amountCents),
        formType: 'fee',
        idempotencyKey: `fee-${fee.id}`,
        metadata: { feeId: fee.id, feeKind: fee.kind },
        description: FEE_KIND_LABELS[fee.kind],
        receiptEmail: fee.email,
      });
      if (!payment.ok) return failFee('PAYMENT_PROVIDER_UNAVAILABLE');
      await deps.db
        .updateTable('fees')
        .set({ paymentIntentId: payment.value.paymentIntentId, updatedAt: nowIso() })
        .where('id', '=', fee.id)
        .where('status', '=', 'due')
        .execute();
      return { ok: true, value: payment.value };
    },

    /** After the card is confirmed in the browser: the server checks with the processor itself. */
    async complete(token: string, paymentIntentId: string): Promise<FeeResult<FeeSummary>> {
      const fee = await findByToken(token);
      if (!fee || fee.status === 'cancelled') return failFee('FEE_NOT_FOUND');
      if (fee.status === 'due') {
        if (fee.paymentIntentId !== paymentIntentId) return failFee('PAYMENT_NOT_SUCCEEDED');
        const checked = await settlement.isPaidAtProcessor(
          { id: fee.id, amountCents: Number(fee.amountCents) },
          paymentIntentId,
        );
        if (!checked.ok) return checked;
        await settlement.settle(fee.id, paymentIntentId);
      } else {
        await settlement.runHandler(fee.id);
      }
      return this.summary(token);
    },

    /**
     * A signed `payment_intent.succeeded` for a fee (the processor's webhook): settled at once,
     * not at the next sweep. A payment that is no fee's answers 'ignored'; a processor that does
     * not answer fails, so the webhook is sent again.
     */
    async settlePayment(paymentIntentId: string): Promise<FeeResult<'settled' | 'ignored'>> {
      const fee = await deps.db
        .selectFrom('fees')
        .select(['id', 'status', 'amountCents'])
        .where('paymentIntentId', '=', paymentIntentId)
        .executeTakeFirst();
      if (!fee || fee.status === 'cancelled' || fee.status === 'refunded') {
        return { ok: true, value: 'ignored' };
      }
      if (fee.status === 'paid') {
        await settlement.runHandler(fee.id);
        return { ok: true, value: 'ignored' };
      }
      const checked = await settlement.isPaidAtProcessor(
        { id: fee.id, amountCents: Number(fee.amountCents) },
        paymentIntentId,
      );
      if (!checked.ok) {
        return checked.code === 'PAYMENT_PROVIDER_UNAVAILABLE'
          ? checked
          : { ok: true, value: 'ignored' };
      }
      await settlement.settle(fee.id, paymentIntentId);
      return { ok: true, value: 'settled' };
    },

    /** The background check that no payment is lost (fee-sweep.ts). */
    sweep: () => sweepFees(deps, settlement),
  };
}

export type Fees = ReturnType<typeof createFees>;
