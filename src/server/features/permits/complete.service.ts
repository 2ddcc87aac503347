import { timingSafeEqual } from 'node:crypto';
import { fail, ok, type Result } from '#domain/errors.ts';
import { inspectionPagePath } from '#domain/inspections/inspections-api.ts';
import { hasPermit } from '#domain/permits/payment-status.ts';
import type { PermitFormType } from '#domain/permits/permit-application.schema.ts';
import {
  permitPdfPath,
  permitStatusPath,
  type CompletionAnswer,
  type PaymentReceipt,
} from '#domain/permits/permits-api.ts';
import type { OutboxMessageRow } from '#server/outbox/outbox.tables.ts';
import type { PermitApplicationRow } from './permits.tables.ts';
import * as repo from './permits.repo.ts';
import { gatewayFor, nowIso, type PermitActor, type PermitsContext } from './permits.deps.ts';
import { hashClientSecret } from './apply.service.ts';
import { issuePermit } from './issue.service.ts';
import { isFirstPermitEmailFailing, sendFirstPermitEmail } from './notify.service.ts';

const MINUTE_MS = 60_000;
/** The sweep looks at applications left pending this long (the browser normally completes at once). */
export const PENDING_CHECK_AFTER_MS = 5 * MINUTE_MS;
/** Unpaid after this long, an application's payment is canceled and the application expires. */
export const PENDING_EXPIRE_AFTER_MS = 30 * MINUTE_MS;
/** Applications one sweep run expires at most, and stuck paid ones it issues at most. */
const SWEEP_BATCH_SIZE = 100;
/** How long one sweep owns an application it is checking. */
export const SWEEP_LEASE_MS = 2 * MINUTE_MS;
/** How far back the paid-first pass asks the gateways for succeeded payments, at most. */
const SUCCEEDED_LOOKBACK_MS = 24 * 60 * MINUTE_MS;

/** What the applicant's confirmation shows, once the permit exists. */
async function receiptOf(
  context: PermitsContext,
  application: PermitApplicationRow,
): Promise<{ receipt?: PaymentReceipt }> {
  if (!application.pdfToken || !application.statusToken || !application.paidAt) return {};
  const needsInspection = await repo.isInspectionNeeded(context.db, application.formType);
  return {
    receipt: {
      totalCents: Number(application.totalCents),
      paidAt: application.paidAt,
      email: application.applicantEmail,
      pdfUrl: permitPdfPath(application.pdfToken),
      statusUrl: permitStatusPath(application.statusToken),
      ...(needsInspection ? { inspectionUrl: inspectionPagePath(application.statusToken) } : {}),
    },
  };
}

/** The answer for an application that already has its permit (retries, double clicks). */
async function answerIssued(
  context: PermitsContext,
  application: PermitApplicationRow,
): Promise<CompletionAnswer> {
  const permitNumber = application.permitNumber ?? '';
  if (
    application.formType === 'sprinkler' &&
    application.status === 'issued' &&
    application.pdfToken &&
    (await isFirstPermitEmailFailing(context, application.id))
  ) {
    return {
      status: 'partial_success',
      permitNumber,
      applicationId: application.id,
      pdfUrl: permitPdfPath(application.pdfToken),
      ...(await receiptOf(context, application)),
    };
  }
  return {
    status: 'success',
    permitNumber,
    applicationId: application.id,
    ...(await receiptOf(context, application)),
  };
}

/**
 * Completes an application after asking its gateway whether the payment succeeded, belongs to it
 * and has the right amount. Idempotent: every call after the first answers with the same permit.
 * `sendNow` makes the first e-mail attempt before answering (the browser's complete call).
 */
async function completeApplication(
  context: PermitsContext,
  application: PermitApplicationRow,
  paymentIntentId: string,
  options: { sendNow: boolean; actor: PermitActor },
): Promise<Result<CompletionAnswer>> {
  const { db } = context;
  if (hasPermit(application.status)) return ok(await answerIssued(context, application));
  let paid: { at: string; reason: string } | undefined;
  if (application.status !== 'paid') {
    const payment = await gatewayFor(context, application).retrievePayment(paymentIntentId);
    if (!payment.ok) return fail(payment.code);
    if (
      payment.value.metadata.applicationId !== application.id ||
      payment.value.amountCents !== Number(application.totalCents)
    ) {
      return fail('PAYMENT_MISMATCH');
    }
    if (payment.value.status !== 'succeeded') {
      if (payment.value.status === 'canceled') {
        await repo.transition(db, application.id, 'canceled', {
          actor: options.actor,
          at: nowIso(context),
          reason: 'The processor reports the payment canceled',
        });
      }
      return fail('PAYMENT_NOT_COMPLETED');
    }
    // Recorded in the issuing transaction: paid and issued are one commit (decision 321).
    paid = { at: nowIso(context), reason: 'The processor confirms the payment' };
  }
  const { isIssuer, leasedEmail } = await issuePermit(context, application, options.actor, {
    ...(paid ? { paid } : {}),
    leaseFirstEmail: options.sendNow,
  });
  try {
    return await answerNewPermit(context, application.id, { isIssuer, leasedEmail, ...options });
  } catch (error) {
    // The request fails after the permit was issued (the database went away): the e-mail it
    // leased goes back to the outbox now, not after the lease's 8 minutes (issue 36). An
    // attempt already made has settled its lease itself.
    if (leasedEmail) await context.outbox.releaseLease(leasedEmail);
    throw error;
  }
}

/** The issuer's answer, after its first e-mail attempt when `sendNow`; others get the permit. */
async function answerNewPermit(
  context: PermitsContext,
  applicationId: string,
  options: {
    isIssuer: boolean;
    leasedEmail: OutboxMessageRow | undefined;
    sendNow: boolean;
    actor: PermitActor;
  },
): Promise<Result<CompletionAnswer>> {
  const { isIssuer, leasedEmail } = options;
  const { db } = context;
  const issued = await repo.findApplicationById(db, applicationId);
  if (!issued?.permitNumber || !issued.pdfToken) return fail('INTERNAL');
  if (!isIssuer) return ok(await answerIssued(context, issued));
  context.log?.info(
    { applicationId: issued.id, permitNumber: issued.permitNumber },
    'permit issued',
  );
  const success = {
    status: 'success',
    permitNumber: issued.permitNumber,
    applicationId: issued.id,
    ...(await receiptOf(context, issued)),
  } as const;
  if (!options.sendNow) return ok(success);

  const isSent = await sendFirstPermitEmail(context, issued.id, leasedEmail);
  // Spec §4: only the sprinkler form tells the applicant when the first e-mail failed; the
  // other forms answer success, the mail stays queued and the outbox keeps retrying.
  if (!isSent && issued.formType === 'sprinkler') {
    return ok({ ...success, status: 'partial_success', pdfUrl: permitPdfPath(issued.pdfToken) });
  }
  return ok(success);
}

/** True when `clientSecret` is the secret of the application's payment. */
function holdsClientSecret(application: PermitApplicationRow, clientSecret: string | undefined) {
  if (!clientSecret || !application.clientSecretHash) return false;
  const expected = Buffer.from(application.clientSecretHash, 'hex');
  const given = Buffer.from(hashClientSecret(clientSecret), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The answer without the applicant's e-mail, PDF link and status link. */
function withoutPrivateLinks(answer: CompletionAnswer): CompletionAnswer {
  const { receipt: _receipt, ...rest } = answer;
  if (rest.status === 'partial_success') {
    const { pdfUrl: _pdfUrl, ...publicPart } = rest;
    return publicPart;
  }
  return rest;
}

/**
 * The browser's complete call: find the application of that payment on that form. Anyone with
 * the payment reference may have the permit issued (the gateway decides), but only the holder of
 * the payment's client secret gets the private links (issue 16, finding 7; decision 122): the
 * reference is printed in every permit e-mail and on the status page.
 */
export async function completeByPaymentIntent(
  context: PermitsContext,
  formType: PermitFormType,
  paymentIntentId: string,
  clientSecret?: string,
): Promise<Result<CompletionAnswer>> {
  const application = await repo.findApplicationByPaymentIntent(context.db, paymentIntentId);
  if (!application || application.formType !== formType) return fail('PAYMENT_NOT_FOUND');
  const completed = await completeApplication(context, application, paymentIntentId, {
    sendNow: true,
    actor: 'applicant',
  });
  if (!completed.ok || holdsClientSecret(application, clientSecret)) return completed;
  return ok(withoutPrivateLinks(completed.value));
}

/** A signed payment_intent.succeeded: complete if it is ours; duplicates and strays are harmless. */
export async function handlePaymentSucceeded(
  context: PermitsContext,
  paymentIntentId: string,
): Promise<Result<'completed' | 'ignored'>> {
  const application = await repo.findApplicationByPaymentIntent(context.db, paymentIntentId);
  if (!application) return ok('ignored');
  await repo.recordEvent(context.db, {
    applicationId: application.id,
    at: nowIso(context),
    actor: 'webhook',
    kind: 'webhook_received',
    reason: 'payment_intent.succeeded',
  });
  const result = await completeApplication(context, application, paymentIntentId, {
    sendNow: false,
    actor: 'webhook',
  });
  if (!result.ok) return result.code === 'PAYMENT_PROVIDER_UNAVAILABLE' ? result : ok('ignored');
  return ok('completed');
}

/** A signed payment_intent.canceled: a pending application is canceled; any other stays. */
export async function handlePaymentCanceled(
  context: PermitsContext,
  paymentIntentId: string,
): Promise<void> {
  const application = await repo.findApplicationByPaymentIntent(context.db, paymentIntentId);
  if (!application) return;
  await repo.recordEvent(context.db, {
    applicationId: application.id,
    at: nowIso(context),
    actor: 'webhook',
    kind: 'webhook_received',
    reason: 'payment_intent.canceled',
  });
  if (application.status === 'pending') {
    await repo.transition(context.db, application.id, 'canceled', {
      actor: 'webhook',
      at: nowIso(context),
      reason: 'The processor reports the payment canceled',
    });
  }
}

/**
 * Finds every application that is paid but has no permit yet, and closes abandoned ones, on any
 * number of server processes at once: each application is claimed with a lease first.
 *
 * 1. Paid first: each gateway lists its succeeded payments since the oldest pending application;
 *    their pending applications (left for PENDING_CHECK_AFTER_MS: a closed tab, a lost complete
 *    call, the sandbox that has no webhooks) are completed, and so are applications stuck in
 *    paid (a crash between paid and issued). However many abandoned applications wait, they are
 *    not in the way (issue 12, item 3).
 * 2. Expiry, on its own schedule: applications unpaid for PENDING_EXPIRE_AFTER_MS have their
 *    payment canceled and expire, a batch per run, oldest first. A payment that succeeded in the
 *    meantime still wins: the permit is issued instead.
 */
export async function sweepPendingApplications(
  context: PermitsContext,
): Promise<{ completed: number; expired: number }> {
  const { db } = context;
  const current = context.clock();
  const now = current.toISOString();
  const leaseUntil = new Date(current.getTime() + SWEEP_LEASE_MS).toISOString();
  const checkBefore = new Date(current.getTime() - PENDING_CHECK_AFTER_MS).toISOString();
  const expireBefore = new Date(current.getTime() - PENDING_EXPIRE_AFTER_MS).toISOString();
  const options = { sendNow: false, actor: 'sweep' } as const;
  let completed = 0;
  let expired = 0;

  const claim = (application: PermitApplicationRow) =>
    repo.claimForSweep(db, application.id, now, leaseUntil);
  async function complete(application: PermitApplicationRow, paymentIntentId: string) {
    const result = await completeApplication(context, application, paymentIntentId, options);
    if (result.ok) completed += 1;
    return result;
  }
  async function expire(application: PermitApplicationRow, reason: string) {
    const moved = await repo.transition(db, application.id, 'expired', {
      actor: 'sweep',
      at: nowIso(context),
      reason,
    });
    if (moved.moved) expired += 1;
  }

  const paid = await repo.listSweepable(db, {
    statuses: ['paid'],
    createdBefore: checkBefore,
    now,
    hasPayment: true,
    limit: SWEEP_BATCH_SIZE,
  });
  const oldestPending = await repo.findOldestPendingCreatedAt(db);
  if (oldestPending && oldestPending < checkBefore) {
    const since = new Date(
      Math.max(Date.parse(oldestPending), current.getTime() - SUCCEEDED_LOOKBACK_MS),
    );
    for (const gateway of new Set(Object.values(context.gateways))) {
      const listed = await gateway.listSucceededPayments(since);
      if (!listed.ok) continue;
      paid.push(
        ...(await repo.listPendingByPaymentIntents(
          db,
          listed.value.map((payment) => payment.id),
          checkBefore,
        )),
      );
    }
  }
  for (const application of paid) {
    if (!application.paymentIntentId || !(await claim(application))) continue;
    await complete(application, application.paymentIntentId);
  }

  for (const application of await repo.listSweepable(db, {
    statuses: ['pending'],
    createdBefore: checkBefore,
    now,
    hasPayment: false,
    limit: SWEEP_BATCH_SIZE,
  })) {
    if (await claim(application)) await expire(application, 'No payment was created');
  }

  for (const application of await repo.listSweepable(db, {
    statuses: ['pending'],
    createdBefore: expireBefore,
    now,
    hasPayment: true,
    limit: SWEEP_BATCH_SIZE,
  })) {
    const paymentIntentId = application.paymentIntentId;
    if (!paymentIntentId || !(await claim(application))) continue;
    const result = await complete(application, paymentIntentId);
    if (result.ok || result.code !== 'PAYMENT_NOT_COMPLETED') continue;
    const canceled = await gatewayFor(context, application).cancelPayment(paymentIntentId);
    if (!canceled.ok) continue;
    if (canceled.value.status === 'succeeded') {
      // Paid in the last moment: the permit wins over the expiry.
      await complete(application, paymentIntentId);
      continue;
    }
    await expire(application, 'Unpaid for 30 minutes; the payment was canceled');
  }
  return { completed, expired };
}
