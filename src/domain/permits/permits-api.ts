import { z } from 'zod';
import { APPLICATION_STATUSES } from './payment-status.ts';
import { PERMIT_FORM_TYPES, type PermitFormType } from './permit-application.schema.ts';

/**
 * The permits API contract (docs/permits-api.md): paths, request and response schemas. The server
 * routes declare these schemas; the browser infers its types from them.
 */

/** URL path segment of each form's create and complete calls (spec §7). */
export const PERMIT_FORM_PATHS: Record<PermitFormType, string> = {
  residential: 'clearance',
  commercial: 'commercial',
  propane: 'propane',
  sprinkler: 'sprinkler',
};

/** The create endpoint of a form: POST, JSON (multipart for propane). */
export function permitCreatePath(formType: PermitFormType): string {
  return `/api/${PERMIT_FORM_PATHS[formType]}`;
}

/** The complete endpoint of a form: POST { paymentIntentId }. */
export function permitCompletePath(formType: PermitFormType): string {
  return `${permitCreatePath(formType)}/complete`;
}

export const PERMITS_CONFIG_PATH = '/api/permits/config';
export const ADMIN_PERMITS_PATH = '/api/admin/permits';

/** The applicant's PDF link, whose secret part is the permit's pdf token. */
export function permitPdfPath(pdfToken: string): string {
  return `/api/permits/pdf/${pdfToken}`;
}

export const PermitFormTypeSchema = z.enum(
  PERMIT_FORM_TYPES as [PermitFormType, ...PermitFormType[]],
);
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
const PaymentModeSchema = z.enum(['sandbox', 'stripe']);

/** The amount the browser sends: the permit's cost in integer cents, without the fee. */
export const AmountSchema = z.preprocess(
  // Only plain decimals: Number() would also read '0x29D8' or '1e4' as a price.
  (value) =>
    typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value,
  z
    .number({ error: 'Send the amount in cents' })
    .int('Send the amount in whole cents')
    .min(0, 'Send the amount in cents'),
);

/** The JSON body of a create call around one form's own schema. */
export const createPermitBodySchema = <T extends z.ZodType>(formData: T) =>
  z.object({
    amount: AmountSchema,
    formData,
    buildingType: z.string().max(40).optional(),
    timestamp: z.union([z.string().max(100), z.number()]).optional(),
  });

export const CompletePermitBodySchema = z.object({
  formData: z.unknown().optional(),
  paymentIntentId: z
    .string({ error: 'Send the paymentIntentId' })
    .trim()
    .min(1, 'Send the paymentIntentId')
    .max(255),
});
export type CompletePermitBody = z.input<typeof CompletePermitBodySchema>;

/** GET /api/permits/config. */
export const PermitsConfigSchema = z.object({
  paymentMode: PaymentModeSchema,
  /** Each form's own mode: a form whose Stripe keys are configured uses Stripe, the others the sandbox. */
  paymentModes: z.partialRecord(PermitFormTypeSchema, PaymentModeSchema).optional(),
  publishableKeys: z.partialRecord(PermitFormTypeSchema, z.string()),
  processingFeePercent: z.number(),
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
export const CompletionAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), permitNumber: z.string(), applicationId: z.string() }),
  z.object({
    status: z.literal('partial_success'),
    permitNumber: z.string(),
    applicationId: z.string(),
    pdfUrl: z.string(),
  }),
]);
export type CompletionAnswer = z.infer<typeof CompletionAnswerSchema>;

export const AdminPermitsQuerySchema = z.object({
  type: PermitFormTypeSchema.optional(),
  status: ApplicationStatusSchema.optional(),
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
});

export const ResendEmailAnswerSchema = z.object({ success: z.literal(true) });
