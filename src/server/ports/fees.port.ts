/**
 * What a feature that asks for fees sees (decision 270): the request it makes, the answer to a
 * cancel, and the handler it registers to hear when a fee is paid.
 */
import type { Transaction } from 'kysely';
import type { FeeKind } from '#domain/fees/fees-api.ts';
import type { Locale } from '#domain/i18n/locale.ts';
import type { Database } from '#server/db/database.ts';

/** What a feature asks for; the amount is computed by that feature on the server. */
export interface FeeRequestInput {
  kind: FeeKind;
  subjectId: string;
  amountCents: number;
  description: string;
  email: string;
  /** The payer's page to go back to after paying (their permit or request), a path. */
  returnPath?: string;
  /**
   * The language of the record the fee is for (decision 332): its receipt and refund mail are
   * written in it; the caller writes `description`, `returnPath` and refund reasons in it too.
   */
  language?: Locale;
}

/** The port features receive at start-up to ask for a fee (their `FeeRequestsPort`). */
export interface FeeRequests {
  /**
   * Asks for a fee. `trx`, when given, is the asking feature's transaction: the fee row is
   * written in it and stands or falls with the feature's own change (decision 296).
   */
  request(
    input: FeeRequestInput,
    trx?: Transaction<Database>,
  ): Promise<{ feeId: string; payUrl: string }>;
  /**
   * Stops the subject's unpaid fee taking money (its link then answers "not found"). The payment
   * is cancelled at the processor first: one that succeeded already is recorded as paid and
   * refunded (decision 292). A fee settled before stays paid.
   */
  cancelDue?(input: {
    kind: FeeKind;
    subjectId: string;
    reason: string;
  }): Promise<FeeCancelOutcome>;
}

/**
 * What cancelling a due fee did: nothing was due; cancelled with no money taken; the card had
 * been charged, so the payment is recorded and refunded (`refundPending` while the processor has
 * not accepted the refund; the sweep retries); or the processor did not answer, so the fee stays
 * due and a payment that arrives later is refunded by the paid handler.
 */
export type FeeCancelOutcome =
  | { outcome: 'none' }
  | { outcome: 'cancelled' }
  | { outcome: 'refunded'; amountCents: number; refundPending: boolean }
  | { outcome: 'unconfirmed' };

/**
 * Called once a fee is paid; must be idempotent (the sweep calls again after a crash). A handler
 * whose subject closed (denied, withdrawn, declined) says so on its record and answers
 * `{ refundReason }`: the payment is then refunded and the payer told, instead of kept.
 */
export type FeePaidHandler = (
  subjectId: string,
  fee: { id: string; at: string; amountCents: number },
) => Promise<void | { refundReason: string }>;

/** What a feature that asks for fees receives at start-up: ask, and hear when one is paid. */
export interface FeesPort {
  requests: FeeRequests;
  /** The feature that asked for fees of this kind moves its record on when one is paid. */
  onPaid(kind: FeeKind, handler: FeePaidHandler): void;
}

/**
 * The processor did not say whether the old payment of a replaced fee went through: no new fee
 * is made until it does, so one subject never has two links taking money.
 */
export class FeeProcessorUnavailableError extends Error {
  readonly code = 'PAYMENT_PROVIDER_UNAVAILABLE';
  constructor() {
    super('The payment processor did not answer; try again in a few minutes.');
  }
}
