import { fail, ok, type Result } from '#domain/errors.ts';
import { hasPermit } from '#domain/permits/payment-status.ts';
import type { PermitFormType } from '#domain/permits/permit-application.schema.ts';
import { permitPdfPath, type CompletionAnswer } from '#domain/permits/permits-api.ts';
import type { PermitApplicationRow } from './permits.tables.ts';
import * as repo from './permits.repo.ts';
import { gatewayFor, nowIso, type PermitActor, type PermitsContext } from './permits-context.ts';
import { issuePermit } from './issue.service.ts';
import { isFirstPermitEmailFailing, sendFirstPermitEmail } from './notify.service.ts';

const MINUTE_MS = 60_000;
/** The sweep looks at applications left pending this long (the browser normally completes at once). */
export const PENDING_CHECK_AFTER_MS = 5 * MINUTE_MS;
/** Unpaid after this long, an application's payment is canceled and the application expires. */
export const PENDING_EXPIRE_AFTER_MS = 30 * MINUTE_MS;
const SWEEP_BATCH_SIZE = 100;

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
    };
  }
  return { status: 'success', permitNumber, applicationId: application.id };
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
    const at = nowIso(context);
    await repo.transition(db, application.id, 'paid', {
      actor: options.actor,
      at,
      reason: 'The processor confirms the payment',
      changes: { paidAt: at },
    });
  }
  const isIssuer = await issuePermit(context, application, options.actor);
  const issued = await repo.findApplicationById(db, application.id);
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
  } as const;
  if (!options.sendNow) return ok(success);

  const isSent = await sendFirstPermitEmail(context, issued.id);
  // Spec §4: only the sprinkler form tells the applicant when the first e-mail failed; the
  // other forms answer success, the mail stays queued and the outbox keeps retrying.
  if (!isSent && issued.formType === 'sprinkler') {
    return ok({ ...success, status: 'partial_success', pdfUrl: permitPdfPath(issued.pdfToken) });
  }
  return ok(success);
}

/** The browser's complete call: find the application of that payment on that form. */
export async function completeByPaymentIntent(
  context: PermitsContext,
  formType: PermitFormType,
  paymentIntentId: string,
): Promise<Result<CompletionAnswer>> {
  const application = await repo.findApplicationByPaymentIntent(context.db, paymentIntentId);
  if (!application || application.formType !== formType) return fail('PAYMENT_NOT_FOUND');
  return completeApplication(context, application, paymentIntentId, {
    sendNow: true,
    actor: 'applicant',
  });
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
 * Asks the gateway about applications left pending for a few minutes (a closed tab, a lost
 * complete call, the sandbox that has no webhooks): paid ones get their permit; ones unpaid for
 * PENDING_EXPIRE_AFTER_MS have their payment canceled and expire. Paid but not yet issued
 * applications (a crash between the two steps) are issued.
 */
export async function sweepPendingApplications(
  context: PermitsContext,
): Promise<{ completed: number; expired: number }> {
  const { db } = context;
  const current = context.clock();
  const checkBefore = new Date(current.getTime() - PENDING_CHECK_AFTER_MS).toISOString();
  const expireBefore = new Date(current.getTime() - PENDING_EXPIRE_AFTER_MS).toISOString();
  let completed = 0;
  let expired = 0;
  async function expire(application: PermitApplicationRow, reason: string) {
    const moved = await repo.transition(db, application.id, 'expired', {
      actor: 'sweep',
      at: nowIso(context),
      reason,
    });
    if (moved.moved) expired += 1;
  }
  for (const application of await repo.listApplicationsInStatus(
    db,
    ['pending', 'paid'],
    checkBefore,
    SWEEP_BATCH_SIZE,
  )) {
    if (!application.paymentIntentId) {
      if (application.status === 'pending') await expire(application, 'No payment was created');
      continue;
    }
    const options = { sendNow: false, actor: 'sweep' } as const;
    const result = await completeApplication(
      context,
      application,
      application.paymentIntentId,
      options,
    );
    if (result.ok) {
      completed += 1;
      continue;
    }
    if (result.code !== 'PAYMENT_NOT_COMPLETED' || application.createdAt >= expireBefore) continue;
    const canceled = await gatewayFor(context, application).cancelPayment(
      application.paymentIntentId,
    );
    if (!canceled.ok) continue;
    if (canceled.value.status === 'succeeded') {
      // Paid in the last moment: the permit wins over the expiry.
      const late = await completeApplication(
        context,
        application,
        application.paymentIntentId,
        options,
      );
      if (late.ok) completed += 1;
      continue;
    }
    await expire(application, 'Unpaid for 30 minutes; the payment was canceled');
  }
  return { completed, expired };
}
