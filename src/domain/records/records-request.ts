import { z } from 'zod';
import { isCalendarDate } from '#domain/calendar-date.ts';
import { defineStatusMachine } from '#domain/status-machine.ts';
import { MAX_FEE_CENTS } from '#domain/fees/fees-api.ts';
import { PageQuerySchema } from '#domain/pagination.ts';
import { requiredText } from '#domain/text-checks.ts';
import { addFieldIssue } from '#domain/zod-fields.ts';

/**
 * A public records request under GRAMA (issue 20, Utah Code 63G-2-204). The clock lives in
 * ./grama-clock.ts; this file holds the statuses and the public form.
 */
export const RECORDS_REQUEST_MACHINE = defineStatusMachine({
  subjectKind: 'records-request',
  statuses: [
    'new',
    'in_progress',
    'awaiting_payment',
    'awaiting_clarification',
    'extended',
    'fulfilled',
    'partially_fulfilled',
    'denied',
    'withdrawn',
    'appealed',
  ],
  moves: {
    new: [
      'in_progress',
      'awaiting_payment',
      'awaiting_clarification',
      'extended',
      'fulfilled',
      'partially_fulfilled',
      'denied',
      'withdrawn',
      'appealed',
    ],
    in_progress: [
      'awaiting_payment',
      'awaiting_clarification',
      'extended',
      'fulfilled',
      'partially_fulfilled',
      'denied',
      'withdrawn',
      'appealed',
    ],
    awaiting_payment: ['in_progress', 'withdrawn', 'denied', 'appealed'],
    awaiting_clarification: ['in_progress', 'withdrawn', 'denied'],
    extended: [
      'awaiting_payment',
      'awaiting_clarification',
      'fulfilled',
      'partially_fulfilled',
      'denied',
      'withdrawn',
      'appealed',
    ],
    fulfilled: [],
    partially_fulfilled: ['appealed'],
    denied: ['appealed'],
    withdrawn: [],
    // A fee-waiver appeal (Utah Code 63G-2-203(6)) goes back to the work: paid or waived.
    appealed: ['fulfilled', 'partially_fulfilled', 'denied', 'in_progress', 'awaiting_payment'],
  },
  labels: {
    new: 'New',
    in_progress: 'In progress',
    awaiting_payment: 'Awaiting payment',
    awaiting_clarification: 'Awaiting clarification',
    extended: 'Extended',
    fulfilled: 'Fulfilled',
    partially_fulfilled: 'Partially fulfilled',
    denied: 'Denied',
    withdrawn: 'Withdrawn',
    appealed: 'Appealed',
  },
});
export type RecordsRequestStatus = (typeof RECORDS_REQUEST_MACHINE.statuses)[number];

export const RECORDS_FORMATS = ['electronic', 'inspection'] as const;
export type RecordsFormat = (typeof RECORDS_FORMATS)[number];
export const RECORDS_FORMAT_LABELS: Record<RecordsFormat, string> = {
  electronic: 'Electronic copy',
  inspection: 'Inspection in person',
};

export const EXPEDITE_GROUNDS = ['news-media', 'public-benefit'] as const;
export type ExpediteGround = (typeof EXPEDITE_GROUNDS)[number];
export const EXPEDITE_GROUND_LABELS: Record<ExpediteGround, string> = {
  'news-media': 'I am a member of the news media',
  'public-benefit': 'Releasing the records benefits the public',
};

export const RECORDS_REQUEST_FIELD_LABELS = {
  requesterName: 'Your name',
  email: 'E-mail address',
  phone: 'Phone number (optional)',
  mailingAddress: 'Mailing address',
  description: 'Records you want',
  fromDay: 'From (optional)',
  toDay: 'To (optional)',
  format: 'Preferred format',
  feeWaiver: 'I ask for a fee waiver',
  feeWaiverReason: 'Why the fees should be waived',
  expedited: 'I ask for an expedited response',
  expediteGround: 'Why the response should be expedited',
  expediteReason: 'Explain how the release benefits the public',
} as const;
export type RecordsRequestField = keyof typeof RECORDS_REQUEST_FIELD_LABELS;

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters.`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .optional()
    .transform((value) => value ?? '');
const optionalDay = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isCalendarDate(value), message)
    .transform((value) => value || null);
const checkbox = z
  .string()
  .optional()
  .transform((value) => value === 'yes');

/**
 * Rules between fields, as messages by field. Zod skips an object's refinements while any field
 * is wrong, so the server also runs this on the raw form to show every message at once.
 */
export function checkRecordsRequestCrossFields(form: {
  fromDay?: unknown;
  toDay?: unknown;
  feeWaiver?: unknown;
  feeWaiverReason?: unknown;
  expedited?: unknown;
  expediteGround?: unknown;
  expediteReason?: unknown;
}): Partial<Record<RecordsRequestField, string>> {
  const issues: Partial<Record<RecordsRequestField, string>> = {};
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  const isOn = (value: unknown) => value === true || value === 'yes';
  if (
    typeof form.fromDay === 'string' &&
    typeof form.toDay === 'string' &&
    isCalendarDate(form.fromDay.trim()) &&
    isCalendarDate(form.toDay.trim()) &&
    form.toDay.trim() < form.fromDay.trim()
  ) {
    issues.toDay = 'Enter a last date on or after the first date.';
  }
  if (isOn(form.feeWaiver) && !filled(form.feeWaiverReason)) {
    issues.feeWaiverReason = 'Say why the fees should be waived.';
  }
  if (isOn(form.expedited)) {
    if (!(EXPEDITE_GROUNDS as readonly unknown[]).includes(form.expediteGround)) {
      issues.expediteGround = 'Choose why the response should be expedited.';
    }
    if (!filled(form.expediteReason)) {
      issues.expediteReason = 'Explain how releasing the records benefits the public.';
    }
  }
  return issues;
}

/** The public form as posted (all strings: it works without JavaScript). */
export const RecordsRequestFormSchema = z
  .object({
    requesterName: text(200, 'Enter your name.'),
    email: z
      .string({ error: 'Enter an e-mail address.' })
      .trim()
      .max(254)
      .email('Enter an e-mail address, like name@example.com.'),
    phone: z
      .string()
      .trim()
      .optional()
      .refine(
        (value) => !value || /^[0-9()+.\s-]{7,25}$/.test(value),
        'Enter a phone number, like 435-555-0100, or leave it empty.',
      )
      .transform((value) => value ?? ''),
    mailingAddress: text(500, 'Enter your mailing address.'),
    description: text(4_000, 'Describe the records you want.'),
    fromDay: optionalDay('Enter the first date as YYYY-MM-DD, or leave it empty.'),
    toDay: optionalDay('Enter the last date as YYYY-MM-DD, or leave it empty.'),
    format: z.enum(RECORDS_FORMATS, { error: 'Choose electronic copy or inspection in person.' }),
    feeWaiver: checkbox,
    feeWaiverReason: optionalText(2_000),
    expedited: checkbox,
    expediteGround: z
      .string()
      .optional()
      .transform((value) => (value ? value : null)),
    expediteReason: optionalText(2_000),
  })
  .superRefine((form, context) => {
    for (const [path, message] of Object.entries(checkRecordsRequestCrossFields(form))) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
  });
export type RecordsRequestForm = z.infer<typeof RecordsRequestFormSchema>;

/**
 * The classifications a denial cites (Utah Code 63G-2-302 private, -303 controlled, -304 and
 * -305 protected, -201(3)(b) access restricted by another statute). The district's attorney
 * confirms the list.
 */
export const DENIAL_CLASSIFICATIONS = {
  private: 'Private record (Utah Code 63G-2-302)',
  controlled: 'Controlled record (Utah Code 63G-2-304)',
  protected: 'Protected record (Utah Code 63G-2-305)',
  'other-statute': 'Access restricted by another statute (Utah Code 63G-2-201(3)(b))',
} as const;
export type DenialClassification = keyof typeof DENIAL_CLASSIFICATIONS;

const DENIAL_KEYS = Object.keys(DENIAL_CLASSIFICATIONS) as [
  DenialClassification,
  ...DenialClassification[],
];

/**
 * The statute's extraordinary circumstances, 63G-2-204(5), that allow a later response date.
 * The wording is shortened; the district's attorney confirms the list against the current code.
 */
export const EXTENSION_REASONS = {
  'record-in-use': 'Another governmental entity is using the record.',
  'record-in-audit':
    'Another governmental entity is using the record in an audit, and returning it earlier would impair the audit.',
  'voluminous-request':
    'The request is for a voluminous quantity of records, or many requests came from the requester within five working days.',
  'many-requests': 'The district is processing a large number of records requests.',
  'large-review': 'The district must review a large number of records to find those requested.',
  'legal-review':
    'Deciding whether to release the record requires legal counsel to analyse statutes, rules, ordinances, regulations or case law.',
  'extensive-editing':
    'Separating what the requester may inspect from what they may not requires extensive editing.',
  'computer-programming':
    'Separating what the requester may inspect from what they may not requires computer programming.',
} as const;
export type ExtensionReason = keyof typeof EXTENSION_REASONS;

/** The officer's extension: one of the statute's reasons and the new response date. */
export const ExtendRequestBodySchema = z.object({
  reason: z.enum(Object.keys(EXTENSION_REASONS) as [ExtensionReason, ...ExtensionReason[]], {
    error: 'Choose one of the reasons the statute lists.',
  }),
  newDueDay: z
    .string({ error: 'Enter the new response date.' })
    .refine(isCalendarDate, 'Enter the new response date as YYYY-MM-DD.'),
  note: z.string().trim().max(2_000).optional(),
});
export type ExtendRequestBody = z.infer<typeof ExtendRequestBodySchema>;

/** The officer's denial, in part or in whole. */
export const DenyRequestBodySchema = z.object({
  isPartial: z.boolean(),
  classification: z.enum(DENIAL_KEYS, { error: 'Choose the statutory classification.' }),
  grounds: requiredText('Write the grounds for the denial.', 4_000),
  /** For a partial denial: what is withheld. */
  withheld: z.string().trim().max(2_000).optional(),
});
export type DenyRequestBody = z.infer<typeof DenyRequestBodySchema>;

export const RecordsQueueQuerySchema = PageQuerySchema.extend({
  status: z.enum(RECORDS_REQUEST_MACHINE.statuses).optional(),
  q: z.string().trim().max(200).optional(),
});

/** The requester's appeal from the status page (Utah Code 63G-2-401). */
export const AppealFormSchema = z.object({
  appealReason: text(4_000, 'Say why you appeal.'),
});

/** The requester withdraws the request from the status page (no-JS form, ticked to confirm). */
export const WithdrawFormSchema = z.object({
  confirmWithdraw: z.literal('yes', {
    error: 'Tick the box to confirm that you withdraw this request.',
  }),
});

/**
 * What an appeal to the chief administrative officer is about (decision 302): a denial of access
 * (Utah Code 63G-2-401(1)(a), including a request not answered in time, 63G-2-204) or the denial
 * of a fee waiver (63G-2-203(6)).
 */
export const RECORDS_APPEAL_KINDS = {
  access: 'Denial of access',
  'fee-waiver': 'Denial of the fee waiver',
} as const;
export type RecordsAppealKind = keyof typeof RECORDS_APPEAL_KINDS;

export const APPEAL_OUTCOMES = {
  granted: 'The appeal is granted: the records will be released.',
  'partially-granted': 'The appeal is granted in part.',
  denied: 'The appeal is denied.',
} as const;
export type AppealOutcome = keyof typeof APPEAL_OUTCOMES;

/** The chief administrative officer's decision on an appeal. */
export const AppealDecisionBodySchema = z.object({
  outcome: z.enum(Object.keys(APPEAL_OUTCOMES) as [AppealOutcome, ...AppealOutcome[]], {
    error: 'Choose the decision.',
  }),
  reasons: requiredText('Write the reasons for the decision.', 4_000),
});
export type AppealDecisionBody = z.infer<typeof AppealDecisionBodySchema>;

/** The officer asks the requester to clarify what they want (issue 20). */
export const ClarifyRequestBodySchema = z.object({
  message: text(4_000, 'Write what the requester should clarify.'),
});
export type ClarifyRequestBody = z.infer<typeof ClarifyRequestBodySchema>;

/** The requester's answer from the status page (no-JS form). */
export const ClarificationAnswerFormSchema = z.object({
  clarification: text(4_000, 'Write your answer.'),
});

/**
 * The largest estimate the form takes, in dollars: the most the shared fees take online
 * (`MAX_FEE_CENTS`, decision 270), so a larger amount is refused on its field, never with a 500.
 */
export const MAX_RECORDS_FEE_DOLLARS = MAX_FEE_CENTS / 100;

/**
 * "12.50" → 1250. Parsed from the text the officer typed, never through floating point, so a
 * cent is never lost. Null when it is not an amount in dollars and cents.
 */
export function parseDollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents <= MAX_RECORDS_FEE_DOLLARS * 100 ? cents : null;
}

/** The officer's fee estimate: actual cost only (Utah Code 63G-2-203). */
export const EstimateFeesBodySchema = z.object({
  amount: z
    .string({ error: 'Enter the amount in dollars, like 12.50.' })
    .refine(
      (value) => parseDollarsToCents(value) !== null,
      `Enter the amount in dollars, like 12.50 (at most ${MAX_RECORDS_FEE_DOLLARS.toLocaleString('en-US')}).`,
    ),
  description: text(2_000, 'List the actual-cost items, like 40 pages at $0.25.'),
});
export type EstimateFeesBody = z.infer<typeof EstimateFeesBodySchema>;

/** The officer's decision on the fee waiver the requester asked for (Utah Code 63G-2-203(4)). */
export const FeeWaiverBodySchema = z.object({
  isGranted: z.boolean({ error: 'Choose grant or deny.' }),
  reason: text(2_000, 'Write the reason.'),
});
export type FeeWaiverBody = z.infer<typeof FeeWaiverBodySchema>;

/** "$12.50" for 1250 cents. */
export function formatCents(cents: number): string {
  return `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
}

/** The largest responsive record one upload takes (the same as the documents library). */
export const MAX_RECORDS_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_RECORDS_FILE_SIZE_LABEL = '20 MB';

/** What a responsive record may be: PDFs, images and office files, recognised by their bytes. */
export const RECORDS_FILE_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/tiff': 'tif',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
};
export const RECORDS_FILE_TYPES_TEXT =
  'a PDF, an image (PNG, JPEG, TIFF, GIF, WebP) or an office file (Word, Excel, PowerPoint, OpenDocument)';

/** The officer's fulfilment: in whole, or in part saying what is withheld and why. */
export const FulfilRequestBodySchema = z
  .object({
    isPartial: z.boolean({ error: 'Choose whether the fulfilment is partial.' }),
    withheld: z.string().trim().max(4_000, 'Use at most 4000 characters.').optional(),
  })
  .superRefine((body, context) => {
    if (body.isPartial && !body.withheld) {
      addFieldIssue(context, ['withheld'], 'Say what is withheld and why.');
    }
  });
export type FulfilRequestBody = z.infer<typeof FulfilRequestBodySchema>;

/** The longest public subject the records officer may write for the log. */
export const MAX_LOG_SUBJECT_LENGTH = 200;

/**
 * The request's line in the public log, set by staff: whether it is listed and its public subject
 * (empty for none; left as it was when omitted). The subject is staff's own words, never the requester's description, which
 * may hold personal data.
 */
export const PublicLogEntryBodySchema = z.object({
  isInPublicLog: z.boolean({ error: 'Choose whether the request is in the public log.' }),
  logSubject: z
    .string({ error: 'Write the public subject, or leave it empty.' })
    .trim()
    .max(MAX_LOG_SUBJECT_LENGTH, `Use at most ${MAX_LOG_SUBJECT_LENGTH} characters.`)
    .optional(),
});
export type PublicLogEntryBody = z.infer<typeof PublicLogEntryBodySchema>;
