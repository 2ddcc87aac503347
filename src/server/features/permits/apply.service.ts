import type { Locale } from '#domain/i18n/locale.ts';
import { createHash, randomUUID } from 'node:crypto';
import { fail, ok, type Result } from '#domain/errors.ts';
import {
  PERMIT_FORM_TITLES,
  PERMIT_FORM_TYPES,
  readApplicant,
  type PermitFormType,
} from '#domain/permits/permit-application.schema.ts';
import { calculatePermitTotals, formatCents } from '#domain/permits/permit-fee.ts';
import type { CreatedApplication, PermitsConfig } from '#domain/permits/permits-api.ts';
import {
  findUploadRoomRefusal,
  type StoredBytesCap,
  type UploadRoomRefusal,
} from '#server/upload-room.ts';
import * as repo from './permits.repo.ts';
import { nowIso, type PermitsContext } from './permits.deps.ts';

export interface PlotPlanUpload {
  bytes: Buffer;
  mimeType: string;
  extension: string;
  originalName: string;
}

/** How an application keeps its payment's client secret: hashed, compared in constant time. */
export function hashClientSecret(clientSecret: string): string {
  return createHash('sha256').update(clientSecret).digest('hex');
}

/** What the browser needs before it shows the forms: payment modes, keys, fee rate. */
export function getPermitsConfig(context: PermitsContext): PermitsConfig {
  const { env, gateways } = context;
  const publishableKeys: Partial<Record<PermitFormType, string>> = {};
  const paymentModes = {} as Record<PermitFormType, 'sandbox' | 'stripe'>;
  for (const formType of PERMIT_FORM_TYPES) {
    paymentModes[formType] = gateways[formType].kind;
    const suffix = formType.toUpperCase() as Uppercase<PermitFormType>;
    const key = env[`STRIPE_PUBLISHABLE_KEY_${suffix}`] ?? env.STRIPE_PUBLISHABLE_KEY;
    if (paymentModes[formType] === 'stripe' && key) publishableKeys[formType] = key;
  }
  const isAllStripe = PERMIT_FORM_TYPES.every((formType) => paymentModes[formType] === 'stripe');
  return {
    paymentMode: isAllStripe ? 'stripe' : 'sandbox',
    paymentModes,
    publishableKeys,
    processingFeePercent: env.PROCESSING_FEE_PERCENT,
    minimumChargeCents: env.PERMIT_MINIMUM_CHARGE_CENTS,
    fireProtectionOfficer: env.FIRE_PROTECTION_OFFICER,
  };
}

/**
 * Whether one more upload of `byteCount` fits under the caps on stored bytes of unpaid
 * applications (issue 16, finding 4): per client address (429) and for the whole site (507).
 * Paid applications do not count; abandoned ones lose their upload when the sweep closes them.
 */
async function checkUnpaidUploadRoom(
  context: PermitsContext,
  byteCount: number,
  input: { clientAddress?: string },
): Promise<UploadRoomRefusal | undefined> {
  const { db, env } = context;
  const caps: StoredBytesCap[] = [
    {
      refusal: 'UPLOAD_STORAGE_FULL',
      max: env.UNPAID_UPLOAD_BYTES_TOTAL,
      readStored: () => repo.sumUnpaidPlotPlanBytes(db),
    },
  ];
  const { clientAddress } = input;
  if (clientAddress !== undefined) {
    caps.unshift({
      refusal: 'UPLOAD_QUOTA_EXCEEDED',
      max: env.UNPAID_UPLOAD_BYTES_PER_ADDRESS,
      readStored: () => repo.sumUnpaidPlotPlanBytes(db, { uploadedFrom: clientAddress }),
    });
  }
  return findUploadRoomRefusal(caps, byteCount);
}

/**
 * Prices the form, checks the browser's amount, creates its payment for cost + processing fee
 * (one idempotency key per application) and stores the application (pending) with its payment.
 */
export async function applyForPermit(
  context: PermitsContext,
  formType: PermitFormType,
  input: {
    amount: number;
    formData: Record<string, unknown>;
    plotPlan?: PlotPlanUpload;
    /** The client address, for the per-address cap on unpaid uploads. */
    clientAddress?: string;
    /** The language of the page it was made on (decision 316); English when not given. */
    language?: Locale;
  },
): Promise<Result<CreatedApplication>> {
  const { db, env } = context;
  if (input.plotPlan) {
    const refused = await checkUnpaidUploadRoom(context, input.plotPlan.bytes.length, input);
    if (refused) return fail(refused);
  }
  const totals = calculatePermitTotals(
    formType,
    input.formData.areaCovered,
    env.PROCESSING_FEE_PERCENT,
    env.PERMIT_MINIMUM_CHARGE_CENTS,
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
  const createdAt = nowIso(context);
  const idempotencyKey = `permit-application-${applicationId}`;
  const gateway = context.gateways[formType];
  // The payment first, then the application with its link in one transaction (decision 321): one
  // commit of ours. Nobody can pay before this call answers (only the answer carries the client
  // secret), so a crash or a failed write in between leaves at most an unpaid payment no one can
  // confirm, which the processor lets lapse; no money moves without its application.
  const payment = await gateway.createPayment({
    applicationId,
    amountCents: totalCents,
    formType,
    idempotencyKey,
    metadata: { applicationId, formType },
    description: PERMIT_FORM_TITLES[formType],
    receiptEmail: applicant.email,
  });
  try {
    await db.transaction().execute(async (trx) => {
      await repo.insertApplication(trx, {
        id: applicationId,
        formType,
        status: 'pending',
        formData: JSON.stringify(formData),
        applicantName: applicant.name,
        applicantEmail: applicant.email,
        language: input.language ?? 'en',
        costCents,
        feeCents,
        totalCents,
        gateway: gateway.kind,
        paymentIntentId: payment.ok ? payment.value.paymentIntentId : null,
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
        sweepLeaseUntil: null,
        statusToken: null,
        voidedAt: null,
        voidReason: null,
        clientSecretHash: payment.ok ? hashClientSecret(payment.value.clientSecret) : null,
      });
      await repo.recordEvent(trx, {
        applicationId,
        at: createdAt,
        actor: 'applicant',
        kind: 'created',
        toStatus: 'pending',
        reason: null,
      });
      if (input.plotPlan)
        await repo.insertPlotPlan(
          trx,
          applicationId,
          input.plotPlan.bytes,
          input.clientAddress ?? null,
        );
      // Kept, and closed at once: staff see the application the processor would not take.
      if (!payment.ok)
        await repo.transition(trx, applicationId, 'failed', {
          actor: 'system',
          at: nowIso(context),
          reason: `The payment could not be created (${payment.code})`,
        });
    });
  } catch (error) {
    // Not stored: the payment no one was shown is canceled, where the processor still answers.
    if (payment.ok)
      await gateway.cancelPayment(payment.value.paymentIntentId).catch(() => undefined);
    throw error;
  }
  if (!payment.ok) {
    return fail(
      payment.code === 'PAYMENT_NOT_FOUND' ? 'PAYMENT_PROVIDER_UNAVAILABLE' : payment.code,
    );
  }
  return ok({
    clientSecret: payment.value.clientSecret,
    applicationId,
    paymentIntentId: payment.value.paymentIntentId,
    costCents,
    feeCents,
    totalCents,
  });
}
