/**
 * The background check that no fee payment is lost (decision 270): a fee whose card was charged
 * but whose browser never came back is settled, a paid fee whose feature did not move on is
 * handed to it again, and a refund the processor did not accept is retried.
 */
import type { FeesDeps, FeeSettlement } from './fee-settlement.ts';

/** How far back the sweep asks the processor about unfinished payments. */
const SWEEP_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;

export async function sweepFees(
  deps: FeesDeps,
  settlement: FeeSettlement,
): Promise<{ settled: number; handled: number; refunded: number }> {
  let settled = 0;
  let handled = 0;
  let refunded = 0;
  const pending = await deps.db
    .selectFrom('fees')
    .select(['id', 'amountCents', 'paymentIntentId'])
    .where('status', '=', 'due')
    .where('paymentIntentId', 'is not', null)
    // A card payment settles within minutes; a week-old unpaid attempt is abandoned.
    .where('updatedAt', '>=', new Date(deps.clock().getTime() - SWEEP_LOOKBACK_MS).toISOString())
    .limit(100)
    .execute();
  for (const fee of pending) {
    const checked = await settlement.isPaidAtProcessor(
      { id: fee.id, amountCents: Number(fee.amountCents) },
      fee.paymentIntentId!,
    );
    if (!checked.ok) continue;
    await settlement.settle(fee.id, fee.paymentIntentId!);
    settled += 1;
  }
  const unhandled = await deps.db
    .selectFrom('fees')
    .select('id')
    .where('status', '=', 'paid')
    .where('handledAt', 'is', null)
    .limit(100)
    .execute();
  for (const fee of unhandled) {
    try {
      await settlement.runHandler(fee.id);
      handled += 1;
    } catch {
      // Tried again on the next sweep.
    }
  }
  const owed = await deps.db
    .selectFrom('fees')
    .select('id')
    .where('status', '=', 'paid')
    .where('refundReason', 'is not', null)
    .limit(100)
    .execute();
  for (const fee of owed) {
    if (await settlement.refund(fee.id)) refunded += 1;
  }
  return { settled, handled, refunded };
}
