import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import { hasPermit } from '#domain/permits/payment-status.ts';
import type { GatewayRefund, GatewayResult } from '#server/adapters/payment-gateway.ts';
import type { Database } from '#server/db/database.ts';
import type { PermitApplicationRow, PermitRefundRow } from './permits.tables.ts';
import * as repo from './permits.repo.ts';
import {
  applicationReference,
  gatewayFor,
  nowIso,
  type PermitActor,
  type PermitsContext,
} from './permits.deps.ts';
import { PERMIT_REFUNDED_TEMPLATE } from './notify.service.ts';

/** A refund still pending this long after it was asked for is asked for again (same key). */
export const REFUND_RETRY_AFTER_MS = 60_000;

export interface RefundAnswer {
  refundId: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed';
  refundedCents: number;
  remainingCents: number;
}

type Db = Kysely<Database> | Transaction<Database>;

/** Money given back or on its way back (pending refunds count, so two clerks cannot overlap). */
function sumRefunds(refunds: readonly PermitRefundRow[]): number {
  return refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + Number(refund.amountCents), 0);
}

function sumSucceeded(refunds: readonly PermitRefundRow[]): number {
  return refunds
    .filter((refund) => refund.status === 'succeeded')
    .reduce((sum, refund) => sum + Number(refund.amountCents), 0);
}

async function answerFor(db: Db, refund: PermitRefundRow, totalCents: number) {
  const refunds = await repo.listRefunds(db, refund.applicationId);
  const current = refunds.find((row) => row.id === refund.id) ?? refund;
  const refundedCents = sumSucceeded(refunds);
  return {
    refundId: current.id,
    amountCents: Number(current.amountCents),
    status: current.status,
    refundedCents,
    remainingCents: totalCents - sumRefunds(refunds),
  };
}

/**
 * After money went back: the status moves (partly or wholly refunded; a voided permit stays
 * void), the timeline says who, when and why, and the applicant's refund e-mail is queued.
 */
async function recordRefunded(
  context: PermitsContext,
  trx: Transaction<Database>,
  application: PermitApplicationRow,
  refund: PermitRefundRow,
): Promise<void> {
  const at = nowIso(context);
  const refunds = await repo.listRefunds(trx, application.id);
  const refundedCents = sumSucceeded(refunds);
  if (application.status !== 'voided') {
    await repo.transition(
      trx,
      application.id,
      refundedCents >= Number(application.totalCents) ? 'refunded' : 'partially_refunded',
      { actor: refund.requestedBy, at, reason: refund.reason },
    );
  } else {
    await repo.recordEvent(trx, {
      applicationId: application.id,
      at,
      actor: refund.requestedBy,
      kind: 'refunded',
      reason: refund.reason,
    });
  }
  await context.outbox.enqueue(trx, {
    template: PERMIT_REFUNDED_TEMPLATE,
    payload: { applicationId: application.id, refundId: refund.id },
    dedupeKey: `refund:${refund.id}`,
    reference: applicationReference(application.id),
  });
}

/** Writes what the gateway answered for a pending refund, exactly once. */
async function finishRefund(
  context: PermitsContext,
  refund: PermitRefundRow,
  answer: GatewayResult<GatewayRefund>,
): Promise<void> {
  if (!answer.ok && answer.code !== 'REFUND_REFUSED') return;
  if (answer.ok && answer.value.status === 'pending') return;
  const at = nowIso(context);
  await context.db.transaction().execute(async (trx) => {
    const isSucceeded = answer.ok && answer.value.status === 'succeeded';
    const updated = await trx
      .updateTable('permitRefunds')
      .set({
        status: isSucceeded ? 'succeeded' : 'failed',
        gatewayRefundId: answer.ok ? answer.value.id : null,
        lastError: isSucceeded ? null : 'The processor refused the refund',
        completedAt: at,
      })
      .where('id', '=', refund.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return;
    const application = await repo.findApplicationById(trx, refund.applicationId);
    if (!application) return;
    if (isSucceeded) {
      await recordRefunded(context, trx, application, { ...refund, status: 'succeeded' });
    } else {
      await repo.recordEvent(trx, {
        applicationId: application.id,
        at,
        actor: 'system',
        kind: 'refund_failed',
        reason: 'The processor refused the refund; no money was moved',
      });
    }
  });
}

/**
 * A staff refund, full or partial, with a reason. The refund is recorded (pending) before the
 * gateway is called with its own idempotency key, and completed after; a crash in between is
 * finished by the sweep with the same key. Checked in one transaction with the application row
 * locked: never more than is left, and the same request key (a double click) gets the same
 * refund.
 */
export async function refundApplication(
  context: PermitsContext,
  input: {
    applicationId: string;
    amountCents: number;
    reason: string;
    requestKey: string;
    actor: PermitActor;
    /** The staff account, for the activity log. */
    staff: ActivityActor;
  },
): Promise<Result<RefundAnswer>> {
  const { db } = context;
  const prepared = await db.transaction().execute(async (trx) => {
    const application = await repo.findApplicationForUpdate(trx, { id: input.applicationId });
    if (!application) return fail('APPLICATION_NOT_FOUND');
    if (!hasPermit(application.status) || !application.paymentIntentId)
      return fail('NOT_REFUNDABLE');
    const refunds = await repo.listRefunds(trx, application.id);
    const same = refunds.find((refund) => refund.requestKey === input.requestKey);
    if (same) return ok({ application, refund: same, isNew: false });
    const remaining = Number(application.totalCents) - sumRefunds(refunds);
    if (input.amountCents < 1 || input.amountCents > remaining) {
      return fail('REFUND_TOO_LARGE', {
        amountCents: `Enter an amount from $0.01 to ${(remaining / 100).toFixed(2)}`,
      });
    }
    const id = randomUUID();
    const refund: PermitRefundRow = {
      id,
      applicationId: application.id,
      amountCents: input.amountCents,
      reason: input.reason,
      requestedBy: input.actor,
      requestedAt: nowIso(context),
      requestKey: input.requestKey,
      idempotencyKey: `permit-refund-${id}`,
      status: 'pending',
      source: 'staff',
      gatewayRefundId: null,
      lastError: null,
      completedAt: null,
    };
    // Request keys are unique across applications; a key sent for another application is a
    // client bug, answered 409, not a unique-constraint 500 (issue 16). Nothing is written yet.
    const inserted = await trx
      .insertInto('permitRefunds')
      .values(refund)
      .onConflict((conflict) => conflict.column('requestKey').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return fail('REFUND_KEY_REUSED');
    await repo.recordEvent(trx, {
      applicationId: application.id,
      at: refund.requestedAt,
      actor: input.actor,
      kind: 'refund_requested',
      reason: `${(input.amountCents / 100).toFixed(2)}: ${input.reason}`,
    });
    await recordActivity(trx, {
      at: new Date(refund.requestedAt),
      actor: input.staff,
      action: 'permit.refund',
      subject: application.permitNumber ?? application.id,
      after: { amountCents: input.amountCents, reason: input.reason },
    });
    return ok({ application, refund, isNew: true });
  });
  if (!prepared.ok) return prepared;
  const { application, refund, isNew } = prepared.value;
  if (isNew) {
    const answer = await callGateway(context, application, refund);
    await finishRefund(context, refund, answer);
    if (!answer.ok && answer.code === 'REFUND_REFUSED') return fail('REFUND_REFUSED');
  }
  return ok(await answerFor(db, refund, Number(application.totalCents)));
}

function callGateway(
  context: PermitsContext,
  application: PermitApplicationRow,
  refund: PermitRefundRow,
): Promise<GatewayResult<GatewayRefund>> {
  return gatewayFor(context, application).refundPayment({
    paymentIntentId: application.paymentIntentId ?? '',
    amountCents: Number(refund.amountCents),
    idempotencyKey: refund.idempotencyKey,
    metadata: { applicationId: application.id, refundId: refund.id },
  });
}

/**
 * Finishes refunds left pending (a crash after the gateway call, the processor not answering,
 * a refund the processor is still working on): asks again with the same idempotency key, so the
 * processor answers with the refund it already made.
 */
export async function resumePendingRefunds(context: PermitsContext): Promise<number> {
  const before = new Date(context.clock().getTime() - REFUND_RETRY_AFTER_MS).toISOString();
  const pending = await context.db
    .selectFrom('permitRefunds')
    .selectAll()
    .where('status', '=', 'pending')
    .where('source', '=', 'staff')
    .where('requestedAt', '<', before)
    .orderBy('requestedAt', 'asc')
    .limit(100)
    .execute();
  let finished = 0;
  for (const refund of pending) {
    const application = await repo.findApplicationById(context.db, refund.applicationId);
    if (!application) continue;
    const answer = await callGateway(context, application, refund);
    await finishRefund(context, refund, answer);
    if (answer.ok || answer.code === 'REFUND_REFUSED') finished += 1;
  }
  return finished;
}

/**
 * A signed charge.refunded: a refund made in the processor's dashboard. What the processor says
 * was refunded beyond what we know of (pending staff refunds included) is recorded as one refund.
 */
export async function handleChargeRefunded(
  context: PermitsContext,
  event: { eventId: string; paymentIntentId: string; amountRefundedCents: number },
): Promise<void> {
  const { db } = context;
  const at = nowIso(context);
  await db.transaction().execute(async (trx) => {
    const application = await repo.findApplicationForUpdate(trx, {
      paymentIntentId: event.paymentIntentId,
    });
    if (!application) return;
    await repo.recordEvent(trx, {
      applicationId: application.id,
      at,
      actor: 'webhook',
      kind: 'webhook_received',
      reason: 'charge.refunded',
    });
    const known = sumRefunds(await repo.listRefunds(trx, application.id));
    const unknownCents = event.amountRefundedCents - known;
    if (unknownCents <= 0 || !hasPermit(application.status)) return;
    const refund: PermitRefundRow = {
      id: randomUUID(),
      applicationId: application.id,
      amountCents: unknownCents,
      reason: 'Refunded in the payment processor’s dashboard',
      requestedBy: 'processor',
      requestedAt: at,
      requestKey: `processor:${event.eventId}`,
      idempotencyKey: `processor:${event.eventId}`,
      status: 'succeeded',
      source: 'processor',
      gatewayRefundId: null,
      lastError: null,
      completedAt: at,
    };
    const inserted = await trx
      .insertInto('permitRefunds')
      .values(refund)
      .onConflict((conflict) => conflict.column('requestKey').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await recordRefunded(context, trx, application, refund);
  });
}
