import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DISTRICT_TIME_ZONE, type Clock } from '#domain/clock.ts';
import { DISTRICT } from '#domain/content/district.ts';
import { fail, ok, type ErrorCode, type Result } from '#domain/errors.ts';
import {
  PERMIT_FIELDS,
  PERMIT_FORM_TITLES,
  PERMIT_FORM_TYPES,
  readApplicant,
  type PermitFormType,
} from '#domain/permits/permit-application.schema.ts';
import { calculatePermitTotals, formatCents } from '#domain/permits/permit-fee.ts';
import {
  hasPermit,
  isApplicationStatus,
  type ApplicationStatus,
} from '#domain/permits/payment-status.ts';
import type { Mailer } from '#server/adapters/mailer.ts';
import type { PaymentGateways } from '#server/adapters/payment-gateway.ts';
import { renderPermitPdf } from '#server/adapters/permit-pdf.ts';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import * as repo from './permits.repo.ts';
import type { PermitApplicationRow, PermitEmailRow } from './permits.tables.ts';

const MINUTE_MS = 60_000;
/** The sweep looks at applications left pending this long (the browser normally completes at once). */
export const PENDING_CHECK_AFTER_MS = 5 * MINUTE_MS;
/** Unpaid after this long, an application's payment is canceled and the application expires. */
export const PENDING_EXPIRE_AFTER_MS = 30 * MINUTE_MS;
/** How long one sending attempt owns a queued e-mail before another process may retry it. */
export const EMAIL_LEASE_MS = 2 * MINUTE_MS;
/** Retry delays double from 30 seconds up to one hour. */
export const EMAIL_RETRY_BASE_MS = 30_000;
export const EMAIL_RETRY_MAX_MS = 60 * MINUTE_MS;
export const ADMIN_LIST_LIMIT = 500;

/** Readable permit-number prefixes: RC-2026-000123. */
export const PERMIT_NUMBER_PREFIXES: Record<PermitFormType, string> = {
  residential: 'RC',
  commercial: 'CC',
  propane: 'PP',
  sprinkler: 'SP',
};

export interface PermitsDeps {
  db: Kysely<Database>;
  clock: Clock;
  env: Env;
  gateways: PaymentGateways;
  mailer: Mailer;
  log?: {
    info: (object: object, message?: string) => void;
    warn: (object: object, message?: string) => void;
  };
}

export interface PlotPlanUpload {
  bytes: Buffer;
  mimeType: string;
  extension: string;
  originalName: string;
}

export interface CreatedApplication {
  clientSecret: string;
  applicationId: string;
  paymentIntentId: string;
  costCents: number;
  feeCents: number;
  totalCents: number;
}

export type CompletionAnswer =
  | { status: 'success'; permitNumber: string; applicationId: string }
  | { status: 'partial_success'; permitNumber: string; applicationId: string; pdfUrl: string };

export function pdfUrlOf(pdfToken: string): string {
  return `/api/permits/pdf/${pdfToken}`;
}

function formatDistrictDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: DISTRICT_TIME_ZONE,
    dateStyle: 'long',
  }).format(instant);
}

function districtYear(instant: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: DISTRICT_TIME_ZONE, year: 'numeric' }).format(
      instant,
    ),
  );
}

function retryDelayMs(attempts: number): number {
  return Math.min(EMAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), EMAIL_RETRY_MAX_MS);
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

function formatFieldValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** Every submitted field with its label, in the form's order, as the PDF and the e-mail show it. */
export function describeFields(
  application: PermitApplicationRow,
): { label: string; value: string }[] {
  const formType = application.formType as PermitFormType;
  const data = JSON.parse(application.formData) as Record<string, unknown>;
  return (PERMIT_FIELDS[formType] ?? []).map((field) => {
    if (field.kind === 'file') {
      return {
        label: 'Plot Plan',
        value: application.plotPlanOriginalName ?? 'Attached to the application',
      };
    }
    if (field.name === 'mailingAddress' && data.isMailingSame === true) {
      return { label: field.label, value: 'Same as the service address' };
    }
    return { label: field.label, value: formatFieldValue(data[field.name]) };
  });
}

export function createPermitsService(deps: PermitsDeps) {
  const { db, clock, env } = deps;
  const now = () => clock().toISOString();

  function gatewayFor(application: Pick<PermitApplicationRow, 'formType'>) {
    return deps.gateways[application.formType as PermitFormType];
  }

  function getConfig() {
    const publishableKeys: Partial<Record<PermitFormType, string>> = {};
    const paymentModes = {} as Record<PermitFormType, 'sandbox' | 'stripe'>;
    for (const formType of PERMIT_FORM_TYPES) {
      paymentModes[formType] = deps.gateways[formType].kind;
      const suffix = formType.toUpperCase() as Uppercase<PermitFormType>;
      const key = env[`STRIPE_PUBLISHABLE_KEY_${suffix}`] ?? env.STRIPE_PUBLISHABLE_KEY;
      if (paymentModes[formType] === 'stripe' && key) publishableKeys[formType] = key;
    }
    const isAllStripe = PERMIT_FORM_TYPES.every((formType) => paymentModes[formType] === 'stripe');
    return {
      paymentMode: isAllStripe ? ('stripe' as const) : ('sandbox' as const),
      paymentModes,
      publishableKeys,
      processingFeePercent: env.PROCESSING_FEE_PERCENT,
      fireProtectionOfficer: env.FIRE_PROTECTION_OFFICER,
    };
  }

  /**
   * Prices the form, checks the browser's amount, stores the application (pending) and only then
   * creates its payment for cost + processing fee, with one idempotency key per application.
   */
  async function createApplication(
    formType: PermitFormType,
    input: { amount: number; formData: Record<string, unknown>; plotPlan?: PlotPlanUpload },
  ): Promise<Result<CreatedApplication>> {
    const totals = calculatePermitTotals(
      formType,
      input.formData.areaCovered,
      env.PROCESSING_FEE_PERCENT,
    );
    if (!totals.ok)
      return fail('INVALID_AREA', {
        'formData.areaCovered': 'Enter the area covered in square feet, a number above 0',
      });
    const { costCents, feeCents, totalCents } = totals.value;
    if (input.amount !== costCents)
      return fail('AMOUNT_MISMATCH', {
        amount: `The price of this permit is ${formatCents(costCents)}`,
      });

    const formData = { ...input.formData };
    delete formData.cost;
    if (formType === 'residential' || formType === 'commercial') {
      formData.fireProtectionOfficer = env.FIRE_PROTECTION_OFFICER;
    }
    if (formType === 'propane' && formData.isMailingSame === true) delete formData.mailingAddress;

    const applicationId = randomUUID();
    const plotPlanFile = input.plotPlan
      ? `${applicationId}-plot-plan.${input.plotPlan.extension}`
      : null;
    const applicant = readApplicant(formType, formData);
    const createdAt = now();
    const idempotencyKey = `permit-application-${applicationId}`;
    const gateway = deps.gateways[formType];
    await db.transaction().execute(async (trx) => {
      await repo.insertApplication(trx, {
        id: applicationId,
        formType,
        status: 'pending',
        formData: JSON.stringify(formData),
        applicantName: applicant.name,
        applicantEmail: applicant.email,
        costCents,
        feeCents,
        totalCents,
        gateway: gateway.kind,
        paymentIntentId: null,
        idempotencyKey,
        permitNumber: null,
        pdfToken: null,
        plotPlanFile,
        plotPlanMimeType: input.plotPlan?.mimeType ?? null,
        plotPlanOriginalName: input.plotPlan?.originalName.slice(0, 200) ?? null,
        createdAt,
        updatedAt: createdAt,
        paidAt: null,
        issuedAt: null,
        emailedAt: null,
      });
      if (input.plotPlan) await repo.insertPlotPlan(trx, applicationId, input.plotPlan.bytes);
    });

    const payment = await gateway.createPayment({
      applicationId,
      amountCents: totalCents,
      formType,
      idempotencyKey,
      metadata: { applicationId, formType },
      description: PERMIT_FORM_TITLES[formType],
      receiptEmail: applicant.email,
    });
    if (!payment.ok) {
      // No payment exists for the applicant to confirm, so no money can move; start over is safe.
      await repo.moveApplicationStatus(db, applicationId, ['pending'], { status: 'failed' }, now());
      return fail(
        payment.code === 'PAYMENT_NOT_FOUND' ? 'PAYMENT_PROVIDER_UNAVAILABLE' : payment.code,
      );
    }
    await repo.setPaymentIntent(db, applicationId, payment.value.paymentIntentId, now());
    return ok({
      clientSecret: payment.value.clientSecret,
      applicationId,
      paymentIntentId: payment.value.paymentIntentId,
      costCents,
      feeCents,
      totalCents,
    });
  }

  /** The answer for an application that already has its permit (retries, double clicks). */
  async function answerIssued(application: PermitApplicationRow): Promise<CompletionAnswer> {
    const permitNumber = application.permitNumber ?? '';
    if (
      application.formType === 'sprinkler' &&
      application.status === 'issued' &&
      application.pdfToken
    ) {
      const email = await repo.findEmailByDedupeKey(db, `permit:${application.id}`);
      if (email && email.status !== 'sent' && Number(email.attempts) > 0) {
        return {
          status: 'partial_success',
          permitNumber,
          applicationId: application.id,
          pdfUrl: pdfUrlOf(application.pdfToken),
        };
      }
    }
    return { status: 'success', permitNumber, applicationId: application.id };
  }

  /**
   * Issues the permit of a paid application exactly once: the number comes from a counter row
   * and the application moves paid → issued with a conditional UPDATE in the same transaction,
   * together with its e-mail in the outbox. A concurrent caller's transaction rolls back.
   */
  async function issuePermit(application: PermitApplicationRow): Promise<boolean> {
    const issuedAt = clock();
    const prefix = PERMIT_NUMBER_PREFIXES[application.formType as PermitFormType];
    const year = districtYear(issuedAt);
    const notIssued = new Error('already issued');
    try {
      await db.transaction().execute(async (trx) => {
        const sequence = await repo.takeNextPermitSequence(trx, prefix, year);
        const permitNumber = `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
        const pdfToken = randomBytes(24).toString('base64url');
        const isIssued = await repo.markIssued(trx, application.id, {
          permitNumber,
          pdfToken,
          issuedAt: issuedAt.toISOString(),
        });
        if (!isIssued) throw notIssued;
        await repo.queueEmail(trx, {
          id: randomUUID(),
          applicationId: application.id,
          dedupeKey: `permit:${application.id}`,
          status: 'queued',
          attempts: 0,
          nextAttemptAt: issuedAt.toISOString(),
          lastError: null,
          createdAt: issuedAt.toISOString(),
          sentAt: null,
        });
      });
      return true;
    } catch (error) {
      if (error === notIssued) return false;
      throw error;
    }
  }

  /**
   * Completes an application after asking its gateway whether the payment succeeded, belongs to it
   * and has the right amount. Idempotent: every call after the first answers with the same permit.
   * `sendNow` makes the first e-mail attempt before answering (the browser's complete call).
   */
  async function completeApplication(
    application: PermitApplicationRow,
    paymentIntentId: string,
    options: { sendNow: boolean },
  ): Promise<Result<CompletionAnswer>> {
    if (hasPermit(application.status as ApplicationStatus))
      return ok(await answerIssued(application));
    if (application.status !== 'paid') {
      const payment = await gatewayFor(application).retrievePayment(paymentIntentId);
      if (!payment.ok) return fail(payment.code);
      if (
        payment.value.metadata.applicationId !== application.id ||
        payment.value.amountCents !== Number(application.totalCents)
      ) {
        return fail('PAYMENT_MISMATCH');
      }
      if (payment.value.status !== 'succeeded') {
        if (payment.value.status === 'canceled') {
          await repo.moveApplicationStatus(
            db,
            application.id,
            ['pending'],
            { status: 'canceled' },
            now(),
          );
        }
        return fail('PAYMENT_NOT_COMPLETED');
      }
      await repo.moveApplicationStatus(
        db,
        application.id,
        ['pending', 'failed', 'expired', 'canceled'],
        { status: 'paid', paidAt: now() },
        now(),
      );
    }
    const isIssuer = await issuePermit(application);
    const issued = await repo.findApplicationById(db, application.id);
    if (!issued?.permitNumber || !issued.pdfToken) return fail('INTERNAL');
    if (!isIssuer) return ok(await answerIssued(issued));
    deps.log?.info(
      { applicationId: issued.id, permitNumber: issued.permitNumber },
      'permit issued',
    );
    if (!options.sendNow)
      return ok({ status: 'success', permitNumber: issued.permitNumber, applicationId: issued.id });

    const email = await repo.findEmailByDedupeKey(db, `permit:${issued.id}`);
    const isSent = email ? await deliverEmail(email) : false;
    // Spec §4: only the sprinkler form tells the applicant when the first e-mail failed; the
    // other forms answer success, the mail stays queued and the outbox keeps retrying.
    if (!isSent && issued.formType === 'sprinkler') {
      return ok({
        status: 'partial_success',
        permitNumber: issued.permitNumber,
        applicationId: issued.id,
        pdfUrl: pdfUrlOf(issued.pdfToken),
      });
    }
    return ok({ status: 'success', permitNumber: issued.permitNumber, applicationId: issued.id });
  }

  /** The browser's complete call: find the application of that payment on that form. */
  async function completeByPaymentIntent(
    formType: PermitFormType,
    paymentIntentId: string,
  ): Promise<Result<CompletionAnswer>> {
    const application = await repo.findApplicationByPaymentIntent(db, paymentIntentId);
    if (!application || application.formType !== formType) return fail('PAYMENT_NOT_FOUND');
    return completeApplication(application, paymentIntentId, { sendNow: true });
  }

  /** A signed payment_intent.succeeded: complete if it is ours; duplicates and strays are harmless. */
  async function handlePaymentSucceeded(
    paymentIntentId: string,
  ): Promise<Result<'completed' | 'ignored'>> {
    const application = await repo.findApplicationByPaymentIntent(db, paymentIntentId);
    if (!application) return ok('ignored');
    const result = await completeApplication(application, paymentIntentId, { sendNow: false });
    if (!result.ok) return result.code === 'PAYMENT_PROVIDER_UNAVAILABLE' ? result : ok('ignored');
    return ok('completed');
  }

  async function handlePaymentCanceled(paymentIntentId: string): Promise<void> {
    const application = await repo.findApplicationByPaymentIntent(db, paymentIntentId);
    if (application)
      await repo.moveApplicationStatus(
        db,
        application.id,
        ['pending'],
        { status: 'canceled' },
        now(),
      );
  }

  /**
   * Asks the gateway about applications left pending for a few minutes (a closed tab, a lost
   * complete call, the sandbox that has no webhooks): paid ones get their permit; ones unpaid for
   * PENDING_EXPIRE_AFTER_MS have their payment canceled and expire. Paid but not yet issued
   * applications (a crash between the two steps) are issued.
   */
  async function sweepPendingApplications(): Promise<{ completed: number; expired: number }> {
    const current = clock();
    const checkBefore = new Date(current.getTime() - PENDING_CHECK_AFTER_MS).toISOString();
    const expireBefore = new Date(current.getTime() - PENDING_EXPIRE_AFTER_MS).toISOString();
    let completed = 0;
    let expired = 0;
    for (const application of await repo.listApplicationsInStatus(
      db,
      ['pending', 'paid'],
      checkBefore,
      100,
    )) {
      if (!application.paymentIntentId) {
        if (
          await repo.moveApplicationStatus(
            db,
            application.id,
            ['pending'],
            { status: 'expired' },
            now(),
          )
        )
          expired += 1;
        continue;
      }
      const result = await completeApplication(application, application.paymentIntentId, {
        sendNow: false,
      });
      if (result.ok) {
        completed += 1;
        continue;
      }
      if (result.code !== 'PAYMENT_NOT_COMPLETED' || application.createdAt >= expireBefore)
        continue;
      const canceled = await gatewayFor(application).cancelPayment(application.paymentIntentId);
      if (!canceled.ok) continue;
      if (canceled.value.status === 'succeeded') {
        // Paid in the last moment: the permit wins over the expiry.
        const late = await completeApplication(application, application.paymentIntentId, {
          sendNow: false,
        });
        if (late.ok) completed += 1;
        continue;
      }
      if (
        await repo.moveApplicationStatus(
          db,
          application.id,
          ['pending'],
          { status: 'expired' },
          now(),
        )
      )
        expired += 1;
    }
    return { completed, expired };
  }

  async function buildPermitPdf(application: PermitApplicationRow): Promise<Uint8Array> {
    const formType = application.formType as PermitFormType;
    const address = DISTRICT.address;
    return renderPermitPdf({
      districtName: DISTRICT.name,
      districtAddress: `${address.street}, ${address.city}, ${address.state} ${address.zip}`,
      title: PERMIT_FORM_TITLES[formType],
      permitNumber: application.permitNumber ?? '',
      dateOfIssue: application.issuedAt ? formatDistrictDate(new Date(application.issuedAt)) : '',
      fields: describeFields(application),
      costText: formatCents(Number(application.costCents)),
      feeText: `${formatCents(Number(application.feeCents))} (${env.PROCESSING_FEE_PERCENT}% processing fee)`,
      totalText: formatCents(Number(application.totalCents)),
      paymentReference: application.paymentIntentId ?? '',
    });
  }

  async function buildPermitEmail(application: PermitApplicationRow) {
    const formType = application.formType as PermitFormType;
    const title = PERMIT_FORM_TITLES[formType];
    const pdf = await buildPermitPdf(application);
    const permitNumber = application.permitNumber ?? '';
    return {
      from: env.MAIL_FROM,
      to: application.applicantEmail,
      cc: env.PERMITS_EMAIL,
      subject: `Your ${title} ${permitNumber}`,
      text: [
        `Dear ${application.applicantName},`,
        '',
        `Thank you for your payment. Your ${title} is attached as a PDF.`,
        '',
        `Permit number: ${permitNumber}`,
        `Amount paid: ${formatCents(Number(application.totalCents))} (permit ${formatCents(Number(application.costCents))}, processing fee ${formatCents(Number(application.feeCents))})`,
        `Payment reference: ${application.paymentIntentId ?? ''}`,
        '',
        `Questions? Call ${DISTRICT.mainOffice.phone}, ${DISTRICT.mainOffice.hours}.`,
        '',
        DISTRICT.name,
      ].join('\n'),
      attachments: [
        { filename: `${permitNumber}.pdf`, content: pdf, contentType: 'application/pdf' },
      ],
    };
  }

  /** One sending attempt of a queued e-mail; true when it was delivered now. */
  async function deliverEmail(email: PermitEmailRow): Promise<boolean> {
    const started = clock();
    const isClaimed = await repo.claimEmail(
      db,
      email,
      started.toISOString(),
      new Date(started.getTime() + EMAIL_LEASE_MS).toISOString(),
    );
    if (!isClaimed) return false;
    const application = await repo.findApplicationById(db, email.applicationId);
    if (!application?.permitNumber) {
      await repo.markEmailSent(db, email.id, now());
      return false;
    }
    try {
      await deps.mailer.send(await buildPermitEmail(application));
    } catch (error) {
      const attempts = Number(email.attempts) + 1;
      const retryAt = new Date(clock().getTime() + retryDelayMs(attempts)).toISOString();
      await repo.markEmailFailed(db, email.id, retryAt, describeError(error));
      deps.log?.warn(
        { applicationId: application.id, attempts, err: describeError(error) },
        'permit e-mail not sent; retrying later',
      );
      return false;
    }
    await repo.markEmailSent(db, email.id, now());
    await repo.moveApplicationStatus(
      db,
      application.id,
      ['issued'],
      { status: 'emailed', emailedAt: now() },
      now(),
    );
    if (application.status === 'emailed') {
      await db
        .updateTable('permitApplications')
        .set({ emailedAt: now() })
        .where('id', '=', application.id)
        .execute();
    }
    return true;
  }

  /** Sends every e-mail whose next attempt is due; the background sender calls it on a timer. */
  async function sendDueEmails(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (const email of await repo.listDueEmails(db, now(), 50)) {
      if (await deliverEmail(email)) sent += 1;
      else failed += 1;
    }
    return { sent, failed };
  }

  async function resendEmail(applicationId: string): Promise<Result<{ success: true }>> {
    const application = await repo.findApplicationById(db, applicationId);
    if (!application) return fail('APPLICATION_NOT_FOUND');
    if (!application.permitNumber) return fail('PAYMENT_NOT_COMPLETED');
    const queuedAt = now();
    const email: PermitEmailRow = {
      id: randomUUID(),
      applicationId,
      dedupeKey: `resend:${randomUUID()}`,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: queuedAt,
      lastError: null,
      createdAt: queuedAt,
      sentAt: null,
    };
    await repo.queueEmail(db, email);
    await deliverEmail(email);
    return ok({ success: true });
  }

  async function listForAdmin(filters: { type?: string | undefined; status?: string | undefined }) {
    const rows = await repo.listApplications(db, {
      formType: filters.type,
      status: filters.status,
      limit: ADMIN_LIST_LIMIT,
    });
    return rows.map((row) => ({
      id: row.id,
      type: row.formType as PermitFormType,
      status: isApplicationStatus(row.status) ? row.status : 'pending',
      permitNumber: row.permitNumber,
      applicantName: row.applicantName,
      email: row.applicantEmail,
      costCents: Number(row.costCents),
      feeCents: Number(row.feeCents),
      totalCents: Number(row.totalCents),
      paymentIntentId: row.paymentIntentId,
      createdAt: row.createdAt,
      paidAt: row.paidAt,
      issuedAt: row.issuedAt,
      emailedAt: row.emailedAt,
      hasPlotPlan: row.plotPlanFile !== null,
    }));
  }

  async function readPermitPdf(
    find: { id: string } | { pdfToken: string },
  ): Promise<Result<{ pdf: Uint8Array; filename: string }>> {
    const application =
      'id' in find
        ? await repo.findApplicationById(db, find.id)
        : await repo.findApplicationByPdfToken(db, find.pdfToken);
    if (!application) return fail('APPLICATION_NOT_FOUND');
    if (!application.permitNumber) return fail('PAYMENT_NOT_COMPLETED');
    return ok({
      pdf: await buildPermitPdf(application),
      filename: `${application.permitNumber}.pdf`,
    });
  }

  async function readPlotPlan(
    id: string,
  ): Promise<Result<{ bytes: Buffer; mimeType: string; filename: string }>> {
    const application = await repo.findApplicationById(db, id);
    if (!application?.plotPlanFile) return fail('NOT_FOUND');
    const bytes = await repo.findPlotPlanBytes(db, id);
    if (!bytes) return fail('NOT_FOUND');
    return ok({
      bytes,
      mimeType: application.plotPlanMimeType ?? 'application/octet-stream',
      filename: application.plotPlanFile,
    });
  }

  return {
    getConfig,
    createApplication,
    completeByPaymentIntent,
    handlePaymentSucceeded,
    handlePaymentCanceled,
    sweepPendingApplications,
    sendDueEmails,
    resendEmail,
    listForAdmin,
    readPermitPdf,
    readPlotPlan,
  };
}

export type PermitsService = ReturnType<typeof createPermitsService>;

/** HTTP status of each failure a permits call can end in. */
export const PERMIT_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  INVALID_AREA: 400,
  AMOUNT_MISMATCH: 400,
  PAYMENT_MISMATCH: 400,
  PAYMENT_NOT_FOUND: 404,
  APPLICATION_NOT_FOUND: 404,
  NOT_FOUND: 404,
  PAYMENT_NOT_COMPLETED: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  INVALID_UPLOAD: 400,
};
