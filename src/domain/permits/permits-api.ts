import { LOCALES } from '#domain/i18n/locale.ts';
import { z } from 'zod';
import { isCalendarDate } from '#domain/calendar-date.ts';
import { APPLICATION_STATUSES } from './payment-status.ts';
import { PERMIT_FORM_TYPES, type PermitFormType } from './permit-fields.ts';
import { requiredText } from '#domain/text-checks.ts';

/**
 * The permits API contract (docs/permits-api.md): paths, request and response schemas. The server
 * routes declare these schemas; the browser infers its types from them.
 */

export {
  ADMIN_PERMITS_PATH,
  PERMIT_FORM_PATHS,
  PERMITS_CONFIG_PATH,
  permitCompletePath,
  permitCreatePath,
  permitPdfPath,
  permitStatusPath,
} from './permits-paths.ts';

export const PermitFormTypeSchema = z.enum(
  PERMIT_FORM_TYPES as [PermitFormType, ...PermitFormType[]],
);
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
const PaymentModeSchema = z.enum(['sandbox', 'stripe']);

/** The amount the browser sends: the permit's cost in integer cents, without the fee. */
export const AmountSchema = z.preprocess(
  // Only plain decimals: Number() would also read '0x29D8' or '1e4' as a price.
  (value) =>
    typeof value === 'string' && /^\s*-?\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : value,
  z
    .number({ error: 'Send the amount in cents' })
    .int('Send the amount in whole cents')
    .min(0, 'Send the amount in cents'),
);

/** The languages a permit can be written in (decision 316); English when not sent. */
export const PermitLanguageSchema = z.enum(LOCALES, { error: 'Send the language as en or es' });

/** The JSON body of a create call around one form's own schema. */
export const createPermitBodySchema = <T extends z.ZodType>(formData: T) =>
  z.object({
    amount: AmountSchema,
    formData,
    buildingType: z.string().max(40).optional(),
    timestamp: z.union([z.string().max(100), z.number()]).optional(),
    /** The language of the page the form was filled in on: the permit's PDF and e-mails use it. */
    language: PermitLanguageSchema.optional(),
  });

export const CompletePermitBodySchema = z.object({
  formData: z.unknown().optional(),
  paymentIntentId: requiredText('Send the paymentIntentId', 255),
  /**
   * The payment's client secret, which only the paying browser holds (decision 122). Without it
   * the answer carries the permit number but none of the private links.
   */
  clientSecret: z.string().max(500).optional(),
});
export type CompletePermitBody = z.input<typeof CompletePermitBodySchema>;

/** GET /api/permits/config. */
export const PermitsConfigSchema = z.object({
  paymentMode: PaymentModeSchema,
  /** Each form's own mode: a form whose Stripe keys are configured uses Stripe, the others the sandbox. */
  paymentModes: z.partialRecord(PermitFormTypeSchema, PaymentModeSchema).optional(),
  publishableKeys: z.partialRecord(PermitFormTypeSchema, z.string()),
  processingFeePercent: z.number(),
  /** No permit costs less (PERMIT_MINIMUM_CHARGE_CENTS). */
  minimumChargeCents: z.number().int().optional(),
  fireProtectionOfficer: z.string(),
});
export type PermitsConfig = z.infer<typeof PermitsConfigSchema>;

/** A create call's answer: the payment for the browser to confirm. */
export const CreatedApplicationSchema = z.object({
  clientSecret: z.string(),
  applicationId: z.string(),
  paymentIntentId: z.string(),
  costCents: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
});
export type CreatedApplication = z.infer<typeof CreatedApplicationSchema>;

/**
 * A complete call's answer. `partial_success` (sprinkler only, spec §4): the permit exists but
 * its first e-mail did not go out; `pdfUrl` downloads it.
 */
/** What the applicant's confirmation shows after payment (issue 8, item 4). */
export const PaymentReceiptSchema = z.object({
  totalCents: z.number().int(),
  paidAt: z.string(),
  email: z.string(),
  /** The permit PDF, downloadable without login while the permit is valid. */
  pdfUrl: z.string(),
  /** The application's status page (private link). */
  statusUrl: z.string(),
  /** The no-JavaScript booking page (private link), when this permit needs an inspection (issue 17). */
  inspectionUrl: z.string().optional(),
});
export type PaymentReceipt = z.infer<typeof PaymentReceiptSchema>;

export const CompletionAnswerSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('success'),
    permitNumber: z.string(),
    applicationId: z.string(),
    receipt: PaymentReceiptSchema.optional(),
  }),
  z.object({
    status: z.literal('partial_success'),
    permitNumber: z.string(),
    applicationId: z.string(),
    /** Only for the holder of the payment's client secret. */
    pdfUrl: z.string().optional(),
    receipt: PaymentReceiptSchema.optional(),
  }),
]);
export type CompletionAnswer = z.infer<typeof CompletionAnswerSchema>;

const CalendarDaySchema = z.string().refine(isCalendarDate, 'Enter the date as YYYY-MM-DD');

/** Staff search: every filter optional; pages of `pageSize`, counted from 1. */
export const AdminPermitsQuerySchema = z.object({
  type: PermitFormTypeSchema.optional(),
  status: ApplicationStatusSchema.optional(),
  /** `pending`: only applications with a refund still waiting for the processor. */
  refund: z.enum(['pending']).optional(),
  /** Matches the permit number, name, e-mail, any address or form field, payment reference. */
  q: z.string().trim().max(200).optional(),
  /** Applied on or after / on or before this day in the district's zone. */
  from: CalendarDaySchema.optional(),
  to: CalendarDaySchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(100),
});
export type AdminPermitsQuery = z.infer<typeof AdminPermitsQuerySchema>;

/** One row of GET /api/admin/permits. */
export const AdminPermitApplicationSchema = z.object({
  id: z.string(),
  type: PermitFormTypeSchema,
  status: ApplicationStatusSchema,
  permitNumber: z.string().nullable(),
  applicantName: z.string(),
  email: z.string(),
  /** The language the applicant used (decision 316): the permit and e-mails are in it. */
  language: PermitLanguageSchema.optional(),
  costCents: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  paymentIntentId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  issuedAt: z.string().nullable(),
  emailedAt: z.string().nullable(),
  hasPlotPlan: z.boolean(),
});
export type AdminPermitApplication = z.infer<typeof AdminPermitApplicationSchema>;

export const AdminPermitsListSchema = z.object({
  applications: z.array(AdminPermitApplicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const RefundBodySchema = z.object({
  amountCents: z
    .number({ error: 'Enter the amount to refund' })
    .int('Enter the amount in whole cents')
    .min(1, 'Enter an amount above $0.00'),
  reason: requiredText(
    'Enter the reason for the refund',
    500,
    'Keep the reason under 500 characters',
  ),
  /** Made once when the clerk opens the refund form: a second click sends the same one. */
  requestKey: z.string().trim().min(8).max(100),
});
export type RefundBody = z.infer<typeof RefundBodySchema>;

export const RefundAnswerSchema = z.object({
  refundId: z.string(),
  amountCents: z.number().int(),
  /** pending: the processor has not confirmed yet; the sweep finishes it. */
  status: z.enum(['pending', 'succeeded', 'failed']),
  refundedCents: z.number().int(),
  remainingCents: z.number().int(),
});

export const VoidBodySchema = z.object({
  reason: requiredText(
    'Enter the reason for voiding the permit',
    500,
    'Keep the reason under 500 characters',
  ),
});

export const ApplicationEventSchema = z.object({
  at: z.string(),
  actor: z.string(),
  kind: z.string(),
  fromStatus: ApplicationStatusSchema.nullable(),
  toStatus: ApplicationStatusSchema.nullable(),
  reason: z.string().nullable(),
});

/** GET /api/admin/permits/:id: everything staff see about one application. */
export const AdminApplicationDetailSchema = z.object({
  application: AdminPermitApplicationSchema.extend({
    voidedAt: z.string().nullable(),
    voidReason: z.string().nullable(),
    refundedCents: z.number().int(),
    remainingCents: z.number().int(),
  }),
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  emails: z.array(
    z.object({
      template: z.string(),
      status: z.enum(['queued', 'sent', 'failed']),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.string(),
      amountCents: z.number().int(),
      reason: z.string(),
      requestedBy: z.string(),
      requestedAt: z.string(),
      status: z.enum(['pending', 'succeeded', 'failed']),
      source: z.enum(['staff', 'processor']),
      gatewayRefundId: z.string().nullable(),
    }),
  ),
  timeline: z.array(ApplicationEventSchema),
});
export type AdminApplicationDetail = z.infer<typeof AdminApplicationDetailSchema>;

export const ReconciliationQuerySchema = z.object({
  from: CalendarDaySchema,
  to: CalendarDaySchema,
});

const ReconciliationTotalsSchema = z.object({
  payments: z.number().int(),
  grossCents: z.number().int(),
  feesCents: z.number().int(),
  refundsCents: z.number().int(),
  netCents: z.number().int(),
});

/** GET /api/admin/permits/reconciliation: payments taken in a date range, per form and in total. */
export const ReconciliationSchema = z.object({
  from: z.string(),
  to: z.string(),
  forms: z.array(ReconciliationTotalsSchema.extend({ formType: PermitFormTypeSchema })),
  total: ReconciliationTotalsSchema,
  payments: z.array(
    z.object({
      applicationId: z.string(),
      formType: PermitFormTypeSchema,
      permitNumber: z.string().nullable(),
      paidAt: z.string(),
      paymentReference: z.string(),
      grossCents: z.number().int(),
      feesCents: z.number().int(),
      refundsCents: z.number().int(),
      netCents: z.number().int(),
    }),
  ),
  /** Stripe mode: what the processor's balance transactions show that we do not, and back. */
  processorComparison: z
    .array(
      z.object({
        paymentReference: z.string(),
        side: z.enum(['only-here', 'only-at-processor', 'amounts-differ']),
        hereCents: z.number().int().nullable(),
        processorCents: z.number().int().nullable(),
      }),
    )
    .nullable(),
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;

export const ResendEmailAnswerSchema = z.object({ success: z.literal(true) });
