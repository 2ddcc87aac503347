import {
  createMailer,
  messageIdDomainOf,
  type Mailer,
  type MailerTimeouts,
} from '#server/adapters/mailer.ts';
import type { PaymentGateways } from '#server/adapters/payment-gateway.ts';
import { createPdfWorkerPool, type PdfDrawer } from '#server/adapters/pdf-drawer.ts';
import { createInThreadPdfDrawer } from '#server/adapters/pdf-drawer-in-thread.ts';
import type { PaymentGateway } from '#server/adapters/payment-gateway.ts';
import { createFeeGateway, createPaymentGateways } from '#server/adapters/payment-gateways.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { readDkimKeys, resolveDataPath } from '#server/env.ts';
import { createJobScheduler } from '#server/jobs/job-scheduler.ts';
import { createFailingMailAlert } from '#server/outbox/failing-mail-alert.ts';
import { createOutbox, type OutboxOptions } from '#server/outbox/outbox.ts';

export const OUTBOX_JOB = 'outbox.send';

/**
 * Builds the adapters from the settings, once: a payment gateway per form (Stripe where a secret
 * key is set, else the sandbox), the mailer (SMTP_URL, else .eml files under DATA_DIR/outbox),
 * the outbox on top of it, the job scheduler and the PDF workers (PDF_WORKERS, decision 298).
 * Tests replace gateways or the mailer.
 */
export function createAppDeps(
  base: Omit<
    AppDeps,
    'paymentGateways' | 'feeGateway' | 'mailer' | 'outbox' | 'jobs' | 'pdfDrawer'
  >,
  replace: {
    paymentGateways?: Partial<PaymentGateways> | undefined;
    feeGateway?: PaymentGateway | undefined;
    mailer?: Mailer | undefined;
    /** Tests shorten the first-send deadline or the SMTP limits. */
    outbox?: Partial<OutboxOptions> | undefined;
    mailerTimeouts?: Partial<MailerTimeouts> | undefined;
    pdfDrawer?: PdfDrawer | undefined;
  } = {},
): AppDeps {
  const { env, db, clock } = base;
  const mailer =
    replace.mailer ??
    createMailer({
      smtpUrl: env.SMTP_URL,
      outboxDir: resolveDataPath(env, 'outbox'),
      timeouts: { sendMs: env.MAIL_SEND_TIMEOUT_MS, ...replace.mailerTimeouts },
      dkim: readDkimKeys(env),
    });
  const outbox = createOutbox({
    db,
    clock,
    mailer,
    // Twice the longest SMTP attempt: an attempt always ends inside its lease.
    leaseMs: 2 * (replace.mailerTimeouts?.sendMs ?? env.MAIL_SEND_TIMEOUT_MS),
    bulkPerMinute: env.MAIL_BULK_PER_MINUTE,
    urgentPerMinute: env.MAIL_URGENT_PER_MINUTE,
    intervalMs: env.OUTBOX_INTERVAL_MS,
    messageIdDomain: messageIdDomainOf(env.MAIL_FROM),
    ...replace.outbox,
  });
  const failingMailAlert = createFailingMailAlert({
    db,
    clock,
    outbox,
    from: env.MAIL_FROM,
    to: env.PERMITS_EMAIL,
  });
  const jobs = createJobScheduler(clock);
  jobs.register({
    name: OUTBOX_JOB,
    intervalMs: env.OUTBOX_INTERVAL_MS,
    // Alerts for mail failing over an hour are queued first, so they go out in the same tick.
    run: async () => {
      await failingMailAlert.queueAlerts();
      return outbox.sendDue();
    },
  });
  const paymentGateways = { ...createPaymentGateways(env, db, clock), ...replace.paymentGateways };
  return {
    ...base,
    paymentGateways,
    feeGateway: replace.feeGateway ?? createFeeGateway(env, db, clock, paymentGateways),
    mailer,
    outbox,
    jobs,
    pdfDrawer:
      replace.pdfDrawer ??
      (env.PDF_WORKERS === 0
        ? createInThreadPdfDrawer()
        : createPdfWorkerPool({ size: env.PDF_WORKERS })),
  };
}
