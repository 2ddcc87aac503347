import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import {
  type PermitDistrict,
  buildPermitEmailContent,
  buildPermitPdfContent,
  buildRefundEmailContent,
} from '#domain/permits/permit-documents.ts';
import type { MailMessage } from '#server/adapters/mailer.ts';
import type { OutboxMessageRow } from '#server/outbox/outbox.tables.ts';
import { loadPermitLogo, loadPermitWording } from '#server/adapters/permit-pdf-settings.ts';
import type { PermitApplicationRow } from './permits.tables.ts';
import * as repo from './permits.repo.ts';
import {
  applicationReference,
  firstPermitEmailKey,
  nowIso,
  statusUrlOf,
  verifyUrlOf,
  type PermitActor,
  type PermitsContext,
} from './permits.deps.ts';

/** The outbox template of the e-mail that carries an issued permit. */
export const PERMIT_ISSUED_TEMPLATE = 'permit-issued';
/** The outbox template of the e-mail that tells the applicant about a refund. */
export const PERMIT_REFUNDED_TEMPLATE = 'permit-refunded';

const PermitEmailPayloadSchema = z.object({ applicationId: z.string() });
const RefundEmailPayloadSchema = z.object({ applicationId: z.string(), refundId: z.string() });

/**
 * The permit PDF as it was issued. One not kept yet (a permit issued before PDFs were kept, or
 * whose drawing after issue failed or has not finished) is drawn now and kept.
 */
export async function readIssuedPdf(
  context: PermitsContext,
  application: PermitApplicationRow,
): Promise<Uint8Array> {
  const kept = await repo.findPermitDocument(context.db, application.id);
  if (kept) return kept;
  const pdf = await renderPermitPdfOf(context, application, await context.readDistrict());
  if (application.permitNumber && application.issuedAt) {
    await repo.insertPermitDocument(context.db, {
      applicationId: application.id,
      pdf,
      createdAt: application.issuedAt,
    });
  }
  return pdf;
}

/** Draws the permit PDF (in the PDF workers) from the application and the district's details. */
export async function renderPermitPdfOf(
  context: PermitsContext,
  application: PermitApplicationRow,
  district: PermitDistrict,
): Promise<Uint8Array> {
  const { env } = context;
  const content = buildPermitPdfContent(application, district, {
    processingFeePercent: env.PROCESSING_FEE_PERCENT,
    officerName: env.PERMIT_OFFICER_NAME,
    officerTitle: env.PERMIT_OFFICER_TITLE,
    verificationUrl: verifyUrlOf(context, application.permitNumber ?? ''),
    wording: await loadPermitWording(env.PERMIT_WORDING_PATH),
  });
  return context.pdf.drawPermit({
    ...content,
    logo: await loadPermitLogo(env.PERMIT_LOGO_PATH),
    createdAt: application.issuedAt ? new Date(application.issuedAt) : context.clock(),
  });
}

/** A mail to the applicant, copied to the permits mailbox. */
function mailToApplicant(
  context: PermitsContext,
  application: { applicantEmail: string },
  content: { subject: string; text: string },
): MailMessage {
  return {
    from: context.env.MAIL_FROM,
    to: application.applicantEmail,
    cc: context.env.PERMITS_EMAIL,
    subject: content.subject,
    text: content.text,
  };
}

async function buildPermitEmail(
  context: PermitsContext,
  application: PermitApplicationRow,
): Promise<MailMessage> {
  const content = buildPermitEmailContent(
    application,
    await context.readDistrict(),
    statusUrlOf(context, application.statusToken),
  );
  return {
    ...mailToApplicant(context, application, content),
    attachments: [
      {
        filename: content.attachmentName,
        content: await readIssuedPdf(context, application),
        contentType: 'application/pdf',
      },
    ],
  };
}

/** Tells the outbox how to write the permit e-mail and what to record after each attempt. */
export function registerPermitEmailTemplates(context: PermitsContext): void {
  const { db, outbox } = context;
  registerRefundEmailTemplate(context);
  outbox.registerTemplate(PERMIT_ISSUED_TEMPLATE, {
    async render(payload) {
      const { applicationId } = PermitEmailPayloadSchema.parse(payload);
      const application = await repo.findApplicationById(db, applicationId);
      if (!application?.permitNumber) return null;
      return buildPermitEmail(context, application);
    },
    async onSent(payload, at, trx) {
      const { applicationId } = PermitEmailPayloadSchema.parse(payload);
      // The application's row first (decision 296), then its timeline.
      const moved = await repo.transition(trx, applicationId, 'emailed', {
        actor: 'outbox',
        at,
        reason: 'Permit e-mail delivered',
        changes: { emailedAt: at },
      });
      if (!moved.moved) await repo.setEmailedAt(trx, applicationId, at);
      await recordMailEvent(trx, applicationId, at, 'email_sent', 'Permit e-mail delivered');
    },
    async onFailed(payload, at, error, attempts) {
      const { applicationId } = PermitEmailPayloadSchema.parse(payload);
      await recordMailEvent(db, applicationId, at, 'email_failed', `Attempt ${attempts}: ${error}`);
    },
  });
}

/** The outbox's word on one of an application's e-mails, in the application's timeline. */
function recordMailEvent(
  db: Parameters<typeof repo.recordEvent>[0],
  applicationId: string,
  at: string,
  kind: 'email_sent' | 'email_failed',
  reason: string,
): Promise<void> {
  return repo.recordEvent(db, { applicationId, at, actor: 'outbox', kind, reason });
}

/** Registers the refund e-mail; each delivery lands in the application's timeline. */
function registerRefundEmailTemplate(context: PermitsContext): void {
  const { db, outbox } = context;
  outbox.registerTemplate(PERMIT_REFUNDED_TEMPLATE, {
    async render(payload) {
      const { applicationId, refundId } = RefundEmailPayloadSchema.parse(payload);
      const application = await repo.findApplicationById(db, applicationId);
      const refunds = await repo.listRefunds(db, applicationId);
      const refund = refunds.find((row) => row.id === refundId);
      if (!application || !refund) return null;
      const totalRefundedCents = refunds
        .filter((row) => row.status === 'succeeded')
        .reduce((sum, row) => sum + Number(row.amountCents), 0);
      const content = buildRefundEmailContent(
        application,
        { amountCents: Number(refund.amountCents), reason: refund.reason, totalRefundedCents },
        await context.readDistrict(),
        statusUrlOf(context, application.statusToken),
      );
      return mailToApplicant(context, application, content);
    },
    async onSent(payload, at, trx) {
      const { applicationId } = RefundEmailPayloadSchema.parse(payload);
      await recordMailEvent(trx, applicationId, at, 'email_sent', 'Refund e-mail delivered');
    },
    async onFailed(payload, at, error, attempts) {
      const { applicationId } = RefundEmailPayloadSchema.parse(payload);
      await recordMailEvent(
        db,
        applicationId,
        at,
        'email_failed',
        `Refund e-mail, attempt ${attempts}: ${error}`,
      );
    },
  });
}

/**
 * The first attempt at the permit e-mail, made before answering the browser; true if sent. `leased`
 * is the message as issuing queued it with this attempt leased (decision 321).
 */
export async function sendFirstPermitEmail(
  context: PermitsContext,
  applicationId: string,
  leased?: OutboxMessageRow,
): Promise<boolean> {
  const outcome = leased
    ? await context.outbox.deliverLeased(leased)
    : await context.outbox.deliverNow(firstPermitEmailKey(applicationId));
  return outcome === 'sent';
}

/**
 * True when an attempt at the permit's first e-mail has failed and none has gone out since. An
 * attempt still running (its lease taken when the permit was issued, decision 321) is not a
 * failure.
 */
export async function isFirstPermitEmailFailing(
  context: PermitsContext,
  applicationId: string,
): Promise<boolean> {
  const email = await context.outbox.findByDedupeKey(firstPermitEmailKey(applicationId));
  return Boolean(email && email.status !== 'sent' && email.lastError !== null);
}

/** Queues the permit e-mail once more (the back office's re-send) and tries it at once. */
export async function resendPermitEmail(
  context: PermitsContext,
  applicationId: string,
  actor: PermitActor,
  staff: ActivityActor,
): Promise<Result<{ success: true }>> {
  const application = await repo.findApplicationById(context.db, applicationId);
  if (!application) return fail('APPLICATION_NOT_FOUND');
  if (!application.permitNumber) return fail('PAYMENT_NOT_COMPLETED');
  const dedupeKey = `resend:${randomUUID()}`;
  await context.db.transaction().execute(async (trx) => {
    await context.outbox.enqueue(trx, {
      template: PERMIT_ISSUED_TEMPLATE,
      payload: { applicationId },
      dedupeKey,
      reference: applicationReference(applicationId),
    });
    await repo.recordEvent(trx, {
      applicationId,
      at: nowIso(context),
      actor,
      kind: 'email_resend_requested',
      reason: 'Permit e-mail queued again',
    });
    await recordActivity(trx, {
      at: context.clock(),
      actor: staff,
      action: 'permit.resend_email',
      subject: application.permitNumber ?? applicationId,
    });
  });
  await context.outbox.deliverNow(dedupeKey);
  return ok({ success: true });
}
