import { takeNextPermitSequence } from '#server/db/permit-number-sequence.ts';
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  PERMIT_NUMBER_PREFIXES,
  districtYear,
  formatPermitNumber,
  type PermitDistrict,
} from '#domain/permits/permit-documents.ts';
import type { Database } from '#server/db/database.ts';
import type { OutboxMessageRow } from '#server/outbox/outbox.tables.ts';
import type { PermitApplicationRow } from './permits.tables.ts';
import * as repo from './permits.repo.ts';
import {
  applicationReference,
  firstPermitEmailKey,
  type PermitActor,
  type PermitsContext,
} from './permits.deps.ts';
import { PERMIT_ISSUED_TEMPLATE, renderPermitPdfOf } from './notify.service.ts';

/** How the permit's issue went: whether this call issued it, and its first e-mail's leased attempt. */
export interface IssueOutcome {
  isIssuer: boolean;
  /** The permit e-mail queued with its first attempt leased to this caller (`leaseFirstEmail`). */
  leasedEmail?: OutboxMessageRow;
}

/**
 * Issues the permit of a paid application exactly once: the number comes from a counter row and
 * the application moves to issued through `transition()` in the same transaction, together with
 * its e-mail in the outbox. A concurrent caller's transaction rolls back, so the number it drew is
 * not used up.
 *
 * `paid` records the processor's word that the money was taken (pending → paid) in that same
 * transaction, so the whole completion is one commit (decision 321): a crash before it leaves the
 * application pending with a succeeded payment, which the sweep's paid-first pass completes.
 * `leaseFirstEmail` queues the e-mail with its first attempt leased to the caller, who makes it
 * with `outbox.deliverLeased` (the browser's complete call).
 *
 * The PDF is drawn after the commit, in the PDF workers, and kept then (decision 298): drawing
 * inside the transaction held its locks (SQLite's only writer) for the whole drawing. Whoever
 * reads the permit before it is kept (the outbox, a download) draws the same bytes and keeps them.
 */
export async function issuePermit(
  context: PermitsContext,
  application: Pick<PermitApplicationRow, 'id' | 'formType'>,
  actor: PermitActor,
  options: { paid?: { at: string; reason: string }; leaseFirstEmail?: boolean } = {},
): Promise<IssueOutcome> {
  const issuedAt = context.clock();
  const year = districtYear(issuedAt);
  // Read before the transaction: on SQLite a query outside it would wait for it to end.
  const district = await context.readDistrict();
  const notIssued = new Error('already issued');
  let leasedEmail: OutboxMessageRow | undefined;
  try {
    await context.db.transaction().execute(async (trx) => {
      // The application's row is locked first, before the counter's (decision 296).
      await repo.findApplicationForUpdate(trx, { id: application.id });
      if (options.paid) await recordPaid(trx, application.id, actor, options.paid);
      const sequence = await takeNextPermitSequence(
        trx,
        PERMIT_NUMBER_PREFIXES[application.formType],
        year,
      );
      const moved = await repo.transition(trx, application.id, 'issued', {
        actor,
        at: issuedAt.toISOString(),
        reason: 'Permit issued',
        changes: {
          permitNumber: formatPermitNumber(application.formType, year, sequence),
          pdfToken: randomBytes(24).toString('base64url'),
          statusToken: randomBytes(24).toString('base64url'),
          issuedAt: issuedAt.toISOString(),
        },
      });
      if (!moved.moved) throw notIssued;
      leasedEmail = await context.outbox.enqueue(trx, {
        template: PERMIT_ISSUED_TEMPLATE,
        payload: { applicationId: application.id },
        dedupeKey: firstPermitEmailKey(application.id),
        reference: applicationReference(application.id),
        isFirstAttemptLeased: options.leaseFirstEmail === true,
      });
    });
  } catch (error) {
    if (error === notIssued) return { isIssuer: false };
    // Issuing failed: the payment is still recorded, so the application waits as paid, where the
    // back office's "paid but not issued" count and the sweep find it.
    if (options.paid)
      await recordPaid(context.db, application.id, actor, options.paid).catch(() => undefined);
    throw error;
  }
  try {
    await keepIssuedPdf(context, application.id, district);
  } catch (error) {
    // The caller never gets the lease it asked for: give the e-mail back to the outbox (issue 36).
    if (leasedEmail) await context.outbox.releaseLease(leasedEmail);
    throw error;
  }
  return { isIssuer: true, ...(leasedEmail ? { leasedEmail } : {}) };
}

/** Moves the application to paid, with the processor's word (pending → paid). */
async function recordPaid(
  db: Kysely<Database> | Transaction<Database>,
  applicationId: string,
  actor: PermitActor,
  paid: { at: string; reason: string },
): Promise<void> {
  await repo.transition(db, applicationId, 'paid', {
    actor,
    at: paid.at,
    reason: paid.reason,
    changes: { paidAt: paid.at },
  });
}

/**
 * Draws the permit as issued today and keeps it: later downloads return these bytes, whatever
 * changes since. A failed drawing (workers busy or crashed) is logged and left to the first read.
 */
async function keepIssuedPdf(
  context: PermitsContext,
  applicationId: string,
  district: PermitDistrict,
): Promise<void> {
  const issued = await repo.findApplicationById(context.db, applicationId);
  if (!issued?.issuedAt) return;
  let pdf: Uint8Array;
  try {
    pdf = await renderPermitPdfOf(context, issued, district);
  } catch (error) {
    context.log?.warn({ err: error, applicationId }, 'permit PDF not drawn at issue');
    return;
  }
  await repo.insertPermitDocument(context.db, {
    applicationId,
    pdf,
    createdAt: issued.issuedAt,
  });
}
