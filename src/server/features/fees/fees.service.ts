/**
 * The district's other fees (decision 270) from request to receipt: one job, the life of a fee —
 * asking for it, paying it by card, cancelling or refunding it at the processor first (decision
 * 292), the sweep that ends unpaid ones, and the mails each step sends. Its steps share one closure
 * (`createFees`) over the gateway, outbox and handlers, so it stays one file at about 600 lines.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import {
  FEE_KIND_LABELS,
  FEE_MACHINE,
  FEE_PAY_PATH,
  MAX_FEE_CENTS,
  type CreateFeePaymentResponse,
  type FeeKind,
  type FeeSummary,
} from '#domain/fees/fees-api.ts';
import type { MessageId } from '#domain/i18n/catalogues.ts';
import { LOCALE_TAGS, type Locale } from '#domain/i18n/locale.ts';
import { createSiteIntl, formatDistrictDateTime, type SiteIntl } from '#domain/i18n/site-intl.ts';
import { translateEnglish } from '#domain/i18n/translate-english.ts';
import type { PaymentGateway } from '#server/adapters/payment-gateway.ts';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import type { Outbox } from '#server/outbox/outbox.ts';
import { defineStatusStore, transition } from '#server/status/status-transition.ts';
import { trimTrailingSlashes } from '#domain/url-path.ts';
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

export const FEE_RECEIPT_TEMPLATE = 'fees.receipt';
export const FEE_REFUND_TEMPLATE = 'fees.refund';
export const FEE_SWEEP_JOB = 'fees.sweep';
/** How far back the sweep asks the processor about unfinished payments. */
const SWEEP_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;

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

/** Each kind's name in the catalogue; FEE_KIND_LABELS holds the same English. */
const FEE_KIND_IDS: Record<FeeKind, MessageId> = {
  'burn-permit': 'fees.kind.burnPermit',
  're-inspection': 'fees.kind.reinspection',
  records: 'fees.kind.records',
};

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

const fail = <T>(code: FeeFailure): FeeResult<T> => ({ ok: false, code });

export function createFees(deps: FeesDeps) {
  const handlers = new Map<FeeKind, FeePaidHandler>();
  const nowIso = () => deps.clock().toISOString();
  const origin = () =>
    trimTrailingSlashes(deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`);
  const payUrlOf = (token: string) => `${origin()}${FEE_PAY_PATH}#${token}`;

  /** A fee's mail in the language kept on it (decision 332), linking to the payer's page. */
  const feeMail = (
    fee: Selectable<FeesTable>,
    write: (intl: SiteIntl, kind: string) => { subject: string; lines: string[] },
  ) => {
    const intl = createSiteIntl(fee.language);
    const { subject, lines } = write(intl, intl.t(FEE_KIND_IDS[fee.kind]));
    return {
      from: deps.env.MAIL_FROM,
      to: fee.email,
      subject,
      text: [
        ...lines,
        ...(fee.returnPath
          ? ['', intl.t('fees.mail.follow', { url: `${origin()}${fee.returnPath}` })]
          : []),
      ].join('\n'),
      ...(fee.language === 'en'
        ? {}
        : { headers: { 'Content-Language': LOCALE_TAGS[fee.language] } }),
    };
  };
  const findFee = (payload: unknown) =>
    deps.db
      .selectFrom('fees')
      .selectAll()
      .where('id', '=', (payload as { feeId: string }).feeId)
      .executeTakeFirst();

  deps.outbox.registerTemplate(FEE_RECEIPT_TEMPLATE, {
    render: async (payload) => {
      const fee = await findFee(payload);
      if (!fee || fee.status !== 'paid') return null;
      const paidAt = new Date(fee.paidAt ?? fee.updatedAt);
      return feeMail(fee, (intl, kind) => ({
        subject: intl.t('fees.mail.receiptSubject', { kind }),
        lines: [
          intl.t('fees.mail.received', { amount: formatCents(Number(fee.amountCents)) }),
          '',
          intl.t('fees.mail.for', { description: fee.description }),
          intl.t('fees.mail.paid', {
            at:
              fee.language === 'en'
                ? paidAt.toLocaleString('en-US', { timeZone: 'America/Denver' })
                : formatDistrictDateTime(intl, paidAt),
          }),
          intl.t('fees.mail.paymentReference', { reference: fee.paymentIntentId ?? '' }),
        ],
      }));
    },
  });

  deps.outbox.registerTemplate(FEE_REFUND_TEMPLATE, {
    render: async (payload) => {
      const fee = await findFee(payload);
      if (!fee || fee.status !== 'refunded') return null;
      return feeMail(fee, (intl, kind) => ({
        subject: intl.t('fees.mail.refundSubject', { kind }),
        lines: [
          intl.t('fees.mail.refunded', { amount: formatCents(Number(fee.amountCents)) }),
          '',
          intl.t('fees.mail.for', { description: fee.description }),
          intl.t('fees.mail.why', { reason: translateEnglish(fee.refundReason ?? '', intl) }),
          intl.t('fees.mail.refundReference', {
            refund: fee.refundId ?? '',
            payment: fee.paymentIntentId ?? '',
          }),
          '',
          intl.t('fees.mail.reachesCard'),
        ],
      }));
    },
  });

  async function findByToken(token: string) {
    return deps.db.selectFrom('fees').selectAll().where('token', '=', token).executeTakeFirst();
  }

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
      return fail(
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
      return fail('PAYMENT_NOT_SUCCEEDED');
    }
    return { ok: true, value: true };
  }

  const requests: FeeRequests = {
    async request(input, trx) {
      const db = trx ?? deps.db;
      if (!Number.isInteger(input.amountCents) || input.amountCents < 1) {
        throw new RangeError('A fee is a positive whole number of cents.');
      }
      if (input.amountCents > MAX_FEE_CENTS) throw new RangeError('The fee is too large.');
      const existing = await db
        .selectFrom('fees')
        .selectAll()
        .where('kind', '=', input.kind)
        .where('subjectId', '=', input.subjectId)
        .where('status', '=', 'due')
        .executeTakeFirst();
      if (existing && Number(existing.amountCents) === input.amountCents) {
        return { feeId: existing.id, payUrl: payUrlOf(existing.token) };
      }
      const at = nowIso();
      if (existing) {
        // Ending a due fee asks the processor and writes outside the caller's transaction, which
        // would wait forever on SQLite's one connection. No caller replaces a fee inside one.
        if (trx) throw new Error('A fee asked for inside a transaction cannot replace a due one.');
        // A new estimate replaces the old one: the old link stops taking money, and a payment
        // made on it already is refunded.
        const ended = await endDueFee(
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
      const due = await deps.db
        .selectFrom('fees')
        .selectAll()
        .where('kind', '=', input.kind)
        .where('subjectId', '=', input.subjectId)
        .where('status', '=', 'due')
        .executeTakeFirst();
      if (!due) return { outcome: 'none' };
      return endDueFee({ ...due, amountCents: Number(due.amountCents) }, input.reason);
    },
  };

  return {
    requests,

    /** The feature that asked for fees of this kind moves its record on when one is paid. */
    onPaid(kind: FeeKind, handler: FeePaidHandler): void {
      if (handlers.has(kind)) throw new Error(`Fee kind ${kind} has a handler already`);
      handlers.set(kind, handler);
    },

    async summary(token: string): Promise<FeeResult<FeeSummary>> {
      const fee = await findByToken(token);
      if (!fee || fee.status === 'cancelled') return fail('FEE_NOT_FOUND');
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
      if (!fee || fee.status === 'cancelled') return fail('FEE_NOT_FOUND');
      if (fee.status !== 'due') return fail('FEE_NOT_DUE');
      const payment = await deps.gateway.createPayment({
        applicationId: `fee:${fee.id}`,
        amountCents: Number(fee.amountCents),
        formType: 'fee',
        idempotencyKey: `fee-${fee.id}`,
        metadata: { feeId: fee.id, feeKind: fee.kind },
        description: FEE_KIND_LABELS[fee.kind],
        receiptEmail: fee.email,
      });
      if (!payment.ok) return fail('PAYMENT_PROVIDER_UNAVAILABLE');
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
      if (!fee || fee.status === 'cancelled') return fail('FEE_NOT_FOUND');
      if (fee.status === 'due') {
        if (fee.paymentIntentId !== paymentIntentId) return fail('PAYMENT_NOT_SUCCEEDED');
        const checked = await isPaidAtProcessor(
          { id: fee.id, amountCents: Number(fee.amountCents) },
          paymentIntentId,
        );
        if (!checked.ok) return checked;
        await settle(fee.id, paymentIntentId);
      } else {
        await runHandler(fee.id);
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
        await runHandler(fee.id);
        return { ok: true, value: 'ignored' };
      }
      const checked = await isPaidAtProcessor(
        { id: fee.id, amountCents: Number(fee.amountCents) },
        paymentIntentId,
      );
      if (!checked.ok) {
        return checked.code === 'PAYMENT_PROVIDER_UNAVAILABLE'
          ? checked
          : { ok: true, value: 'ignored' };
      }
      await settle(fee.id, paymentIntentId);
      return { ok: true, value: 'settled' };
    },

    /**
     * The background check that no payment is lost: a fee whose card was charged but whose
     * browser never came back is settled, and a paid fee whose feature did not move on is retried.
     */
    async sweep(): Promise<{ settled: number; handled: number; refunded: number }> {
      let settled = 0;
      let handled = 0;
      let refunded = 0;
      const pending = await deps.db
        .selectFrom('fees')
        .select(['id', 'amountCents', 'paymentIntentId'])
        .where('status', '=', 'due')
        .where('paymentIntentId', 'is not', null)
        // A card payment settles within minutes; a week-old unpaid attempt is abandoned.
        .where(
          'updatedAt',
          '>=',
          new Date(deps.clock().getTime() - SWEEP_LOOKBACK_MS).toISOString(),
        )
        .limit(100)
        .execute();
      for (const fee of pending) {
        const checked = await isPaidAtProcessor(
          { id: fee.id, amountCents: Number(fee.amountCents) },
          fee.paymentIntentId!,
        );
        if (!checked.ok) continue;
        await settle(fee.id, fee.paymentIntentId!);
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
          await runHandler(fee.id);
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
        if (await refund(fee.id)) refunded += 1;
      }
      return { settled, handled, refunded };
    },
  };
}

export type Fees = ReturnType<typeof createFees>;

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

/** What a feature that asks for fees receives at start-up: ask, and hear when one is paid. */
export type FeesPort = Pick<Fees, 'requests' | 'onPaid'>;

export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
