/**
 * The asking features' side of fees (decision 270): a feature asks for a fee for its record, asks
 * again with a new amount (the old link stops taking money), or cancels the one that is due.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { MAX_FEE_CENTS, type FeeKind } from '#domain/fees/fees-api.ts';
import type { FeesDeps, FeeSettlement } from './fee-settlement.ts';
import { FeeProcessorUnavailableError, type FeeRequests } from '#server/ports/fees.port.ts';

/** The fee still due for one record of a feature, if any. */
function findDueFee(db: FeesDeps['db'], of: { kind: FeeKind; subjectId: string }) {
  return db
    .selectFrom('fees')
    .selectAll()
    .where('kind', '=', of.kind)
    .where('subjectId', '=', of.subjectId)
    .where('status', '=', 'due')
    .executeTakeFirst();
}

export function createFeeRequests(
  deps: FeesDeps,
  settlement: Pick<FeeSettlement, 'endDueFee'>,
  payUrlOf: (token: string) => string,
): FeeRequests {
  return {
    async request(input, trx) {
      const db = trx ?? deps.db;
      if (!Number.isInteger(input.amountCents) || input.amountCents < 1) {
        throw new RangeError('A fee is a positive whole number of cents.');
      }
      if (input.amountCents > MAX_FEE_CENTS) throw new RangeError('The fee is too large.');
      const existing = await findDueFee(db, input);
      if (existing && Number(existing.amountCents) === input.amountCents) {
        return { feeId: existing.id, payUrl: payUrlOf(existing.token) };
      }
      const at = deps.clock().toISOString();
      if (existing) {
        // Ending a due fee asks the processor and writes outside the caller's transaction, which
        // would wait forever on SQLite's one connection. No caller replaces a fee inside one.
        if (trx) throw new Error('A fee asked for inside a transaction cannot replace a due one.');
        // A new estimate replaces the old one: the old link stops taking money, and a payment
        // made on it already is refunded.
        const ended = await settlement.endDueFee(
          { ...existing, amountCents: Number(existing.amountCents) },
          'Replaced by a new amount',
        );
        if (ended.outcome === 'unconfirmed') throw new FeeProcessorUnavailableError();
      }
      const id = randomUUID();
      const token = randomBytes(24).toString('base64url');
      await db
        .insertInto('fees')
        .values({
          id,
          token,
          kind: input.kind,
          subjectId: input.subjectId,
          description: input.description.slice(0, 500),
          amountCents: input.amountCents,
          email: input.email,
          returnPath: input.returnPath ?? null,
          language: input.language ?? 'en',
          status: 'due',
          paymentIntentId: null,
          createdAt: at,
          updatedAt: at,
          paidAt: null,
          handledAt: null,
          refundReason: null,
          refundId: null,
          refundedAt: null,
        })
        .execute();
      return { feeId: id, payUrl: payUrlOf(token) };
    },

    async cancelDue(input) {
      const due = await findDueFee(deps.db, input);
      if (!due) return { outcome: 'none' };
      return settlement.endDueFee({ ...due, amountCents: Number(due.amountCents) }, input.reason);
    },
  };
}
