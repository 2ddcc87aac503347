import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { fail, ok, type Result } from '#domain/errors.ts';
import {
  PERMIT_DOCUMENT_DISTRICT,
  buildPermitEmailContent,
  buildPermitPdfContent,
} from '#domain/permits/permit-documents.ts';
import type { MailMessage } from '#server/adapters/mailer.ts';
import { renderPermitPdf } from '#server/adapters/permit-pdf.ts';
import type { PermitApplicationRow } from './permits.tables.ts';
import * as repo from './permits.repo.ts';
import {
  applicationReference,
  firstPermitEmailKey,
  nowIso,
  type PermitActor,
  type PermitsContext,
} from './permits-context.ts';

/** The outbox template of the e-mail that carries an issued permit. */
export const PERMIT_ISSUED_TEMPLATE = 'permit-issued';

const PermitEmailPayloadSchema = z.object({ applicationId: z.string() });

/** The issued permit as a PDF. */
export async function renderPermitPdfOf(
  context: PermitsContext,
  application: PermitApplicationRow,
): Promise<Uint8Array> {
  return renderPermitPdf(
    buildPermitPdfContent(
      application,
      PERMIT_DOCUMENT_DISTRICT,
      context.env.PROCESSING_FEE_PERCENT,
    ),
  );
}

async function buildPermitEmail(
  context: PermitsContext,
  application: PermitApplicationRow,
): Promise<MailMessage> {
  const content = buildPermitEmailContent(application, PERMIT_DOCUMENT_DISTRICT);
  return {
    from: context.env.MAIL_FROM,
    to: application.applicantEmail,
    cc: context.env.PERMITS_EMAIL,
    subject: content.subject,
    text: content.text,
    attachments: [
      {
        filename: content.attachmentName,
        content: await renderPermitPdfOf(context, application),
        contentType: 'application/pdf',
      },
    ],
  };
}

/** Tells the outbox how to write the permit e-mail and what to record after each attempt. */
export function registerPermitEmailTemplates(context: PermitsContext): void {
  const { db, outbox } = context;
  outbox.registerTemplate(PERMIT_ISSUED_TEMPLATE, {
    async render(payload) {
      const { applicationId } = PermitEmailPayloadSchema.parse(payload);
      const application = await repo.findApplicationById(db, applicationId);
      if (!application?.permitNumber) return null;
      return buildPermitEmail(context, application);
    },
    async onSent(payload, at) {
      const { applicationId } = PermitEmailPayloadSchema.parse(payload);
      await repo.recordEvent(db, {
        applicationId,
        at,
        actor: 'outbox',
        kind: 'email_sent',
        reason: 'Permit e-mail delivered',
      });
      const moved = await repo.transition(db, applicationId, 'emailed', {
        actor: 'outbox',
        at,
        reason: 'Permit e-mail delivered',
        changes: { emailedAt: at },
      });
      if (!moved.moved && moved.from === 'emailed') await repo.setEmailedAt(db, applicationId, at);
    },
    async onFailed(payload, at, error, attempts) {
      const { applicationId } = PermitEmailPayloadSchema.parse(payload);
      await repo.recordEvent(db, {
        applicationId,
        at,
        actor: 'outbox',
        kind: 'email_failed',
        reason: `Attempt ${attempts}: ${error}`,
      });
    },
  });
}

/** The first attempt at the permit e-mail, made before answering the browser; true if sent. */
export async function sendFirstPermitEmail(
  context: PermitsContext,
  applicationId: string,
): Promise<boolean> {
  return (await context.outbox.deliverNow(firstPermitEmailKey(applicationId))) === 'sent';
}

/** True when the permit's first e-mail has been tried and has not gone out yet. */
export async function isFirstPermitEmailFailing(
  context: PermitsContext,
  applicationId: string,
): Promise<boolean> {
  const email = await context.outbox.findByDedupeKey(firstPermitEmailKey(applicationId));
  return Boolean(email && email.status !== 'sent' && Number(email.attempts) > 0);
}

/** Queues the permit e-mail once more (the back office's re-send) and tries it at once. */
export async function resendPermitEmail(
  context: PermitsContext,
  applicationId: string,
  actor: PermitActor,
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
  });
  await context.outbox.deliverNow(dedupeKey);
  return ok({ success: true });
}
