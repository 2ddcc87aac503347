import { z } from 'zod';
import { addFieldIssue } from '#domain/zod-fields.ts';

/**
 * The inspector's official result of one inspection (issue 17, item 4) and its staff JSON API.
 * `InspectionResult` is what other features (the clearance) receive after a result is recorded.
 */
export const INSPECTION_OUTCOMES = [
  'passed',
  'passed-with-conditions',
  'corrections-required',
  'failed',
  'no-access',
] as const;
export type InspectionOutcome = (typeof INSPECTION_OUTCOMES)[number];

export const INSPECTION_OUTCOME_LABELS: Record<InspectionOutcome, string> = {
  passed: 'Passed',
  'passed-with-conditions': 'Passed with conditions',
  'corrections-required': 'Corrections required',
  failed: 'Failed',
  'no-access': 'No access',
};

/** Outcomes after which the district books a re-inspection. */
export const REINSPECTION_OUTCOMES: readonly InspectionOutcome[] = [
  'corrections-required',
  'failed',
];
/** Outcomes that may carry a temporary clearance. */
export const CLEARING_OUTCOMES: readonly InspectionOutcome[] = ['passed', 'passed-with-conditions'];

export interface InspectionResult {
  inspectionId: string;
  applicationId: string;
  outcome: 'passed' | 'passed-with-conditions' | 'corrections-required' | 'failed' | 'no-access';
  corrections: string[];
  correctionsDueDays: number | null;
  temporaryClearanceDays: number | null;
  inspectorName: string;
  comments: string;
  recordedAt: string;
}

export const MAX_INSPECTION_PHOTOS = 10;
export const MAX_INSPECTION_PHOTO_BYTES = 8 * 1024 * 1024;
/** Image types a phone camera produces; checked from the bytes, not the name. */
export const INSPECTION_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'];

export function inspectionResultPath(inspectionId: string): string {
  return `/api/admin/inspections/${encodeURIComponent(inspectionId)}/result`;
}
export function inspectionPhotosPath(inspectionId: string): string {
  return `/api/admin/inspections/${encodeURIComponent(inspectionId)}/photos`;
}
export function inspectionPhotoPath(photoId: string): string {
  return `/api/admin/inspections/photos/${encodeURIComponent(photoId)}`;
}

const text = (max: number) => z.string().trim().max(max, `Keep this under ${max} characters`);
const days = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(365, 'Enter at most 365 days')
    .nullable()
    .default(null);

export const RecordResultBodySchema = z
  .object({
    /** A UUID the form generates once per draft: the same result sent twice is recorded once. */
    idempotencyKey: z.uuid({ error: 'The form sent no valid idempotency key; reload the page' }),
    outcome: z.enum(INSPECTION_OUTCOMES, { error: 'Choose the result of the inspection' }),
    reasonForInspection: text(200).default(''),
    stage: text(200).default(''),
    inspectionType: text(200).min(1, 'Enter the inspection type'),
    typeOfClearance: text(200).default(''),
    inspectorName: text(120).min(1, 'Enter the inspector'),
    comments: text(4000).default(''),
    corrections: z.array(text(500)).max(50, 'List at most 50 corrections').default([]),
    correctionsDueDays: days('Enter the number of days as a whole number from 1'),
    temporaryClearanceDays: days('Enter the number of days as a whole number from 1'),
    photoIds: z.array(z.string().max(100)).max(MAX_INSPECTION_PHOTOS).default([]),
  })
  .superRefine((body, context) => {
    const corrections = body.corrections.filter((line) => line !== '');
    if (body.outcome === 'corrections-required') {
      if (corrections.length === 0)
        addFieldIssue(context, ['corrections'], 'List at least one correction');
      if (body.correctionsDueDays === null)
        addFieldIssue(
          context,
          ['correctionsDueDays'],
          'Enter the days within which the work must be completed',
        );
    }
    if (body.temporaryClearanceDays !== null && !CLEARING_OUTCOMES.includes(body.outcome))
      addFieldIssue(
        context,
        ['temporaryClearanceDays'],
        'A temporary clearance needs the result Passed or Passed with conditions',
      );
  });
export type RecordResultBody = z.input<typeof RecordResultBodySchema>;

export const InspectionPhotoSchema = z.object({
  id: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  url: z.string(),
});
export type InspectionPhoto = z.infer<typeof InspectionPhotoSchema>;

/** The result form's text entries, as recorded and as the form starts from them. */
const ResultEntriesSchema = z.object({
  reasonForInspection: z.string(),
  stage: z.string(),
  inspectionType: z.string(),
  typeOfClearance: z.string(),
  inspectorName: z.string(),
  comments: z.string(),
});

export const RecordedResultSchema = z.object({
  inspectionId: z.string(),
  applicationId: z.string(),
  outcome: z.enum(INSPECTION_OUTCOMES),
  outcomeLabel: z.string(),
  corrections: z.array(z.string()),
  correctionsDueDays: z.number().nullable(),
  /** The day the corrections are due (America/Denver), when any. */
  correctionsDueDay: z.string().nullable(),
  temporaryClearanceDays: z.number().nullable(),
  /** The last day of a temporary clearance (America/Denver), when any. */
  temporaryClearanceExpiresDay: z.string().nullable(),
  ...ResultEntriesSchema.shape,
  recordedAt: z.string(),
  photos: z.array(InspectionPhotoSchema),
});
export type RecordedResult = z.infer<typeof RecordedResultSchema>;

/** What the result form starts from: the inspection, the application's entries and any result. */
export const ResultFormSchema = z.object({
  inspectionId: z.string(),
  status: z.enum(['scheduled', 'completed', 'cancelled']),
  permitNumber: z.string(),
  address: z.string(),
  day: z.string(),
  time: z.string(),
  reinspectionOf: z.string().nullable(),
  prefill: ResultEntriesSchema,
  result: RecordedResultSchema.nullable(),
  photos: z.array(InspectionPhotoSchema),
});
export type ResultForm = z.infer<typeof ResultFormSchema>;
