import { z } from 'zod';
import { isClockTime } from '#domain/calendar-date.ts';
import type { PermitFormType } from '#domain/permits/permit-fields.ts';
import { requiredText } from '#domain/text-checks.ts';
import { addFieldIssue } from '#domain/zod-fields.ts';

/**
 * What the district sets for inspections (issue 17): which permit types need one, the inspection
 * types and how long each takes, and the booking rules. Stored as one JSON row, edited in the back
 * office; nothing here is code the district has to change.
 */

export const INSPECTION_PERMIT_TYPES = [
  'residential',
  'commercial',
  'sprinkler',
  'propane',
] as const satisfies readonly PermitFormType[];

export const MAX_INSPECTION_TYPES = 20;
export const MAX_HORIZON_DAYS = 365;
export const MAX_MINIMUM_NOTICE_BUSINESS_DAYS = 20;
export const MAX_BUFFER_MINUTES = 240;
export const MAX_CHANGE_CUTOFF_HOURS = 14 * 24;
export const MAX_REINSPECTION_FEE_CENTS = 100_000;
export const MAX_CLEARANCE_REMINDER_DAYS = 60;
/** Slot starts fall on this grid; durations and buffers are multiples of it. */
export const SLOT_GRID_MINUTES = 15;

const GridMinutesSchema = (label: string, min: number, max: number) =>
  z
    .number({ error: `Enter ${label} in minutes` })
    .int(`Enter ${label} in whole minutes`)
    .min(min, `Enter ${label} of at least ${min} minutes`)
    .max(max, `Enter ${label} of at most ${max} minutes`)
    .refine(
      (value) => value % SLOT_GRID_MINUTES === 0,
      `Enter ${label} in steps of ${SLOT_GRID_MINUTES} minutes`,
    );

export const InspectionTypeSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'Use lowercase letters, digits and hyphens for the code'),
  name: requiredText('Enter a name', 80, 'Keep the name to 80 characters or fewer'),
  durationMinutes: GridMinutesSchema('a duration', SLOT_GRID_MINUTES, 8 * 60),
});
export type InspectionType = z.infer<typeof InspectionTypeSchema>;

export const PermitInspectionRuleSchema = z.object({
  needsInspection: z.boolean(),
  /** The inspection type booked first after payment. */
  firstInspectionTypeId: z.string(),
});
export type PermitInspectionRule = z.infer<typeof PermitInspectionRuleSchema>;

const WorkdayTimeSchema = z
  .string({ error: 'Enter a time' })
  .refine(isClockTime, 'Enter a time as HH:mm, from 00:00 to 23:59');

export const InspectionSettingsSchema = z
  .object({
    permitTypes: z.object({
      residential: PermitInspectionRuleSchema,
      commercial: PermitInspectionRuleSchema,
      sprinkler: PermitInspectionRuleSchema,
      propane: PermitInspectionRuleSchema,
    }),
    inspectionTypes: z
      .array(InspectionTypeSchema)
      .min(1, 'Keep at least one inspection type')
      .max(MAX_INSPECTION_TYPES, `Keep to ${MAX_INSPECTION_TYPES} inspection types`),
    /** How far ahead applicants may book, in calendar days from today. */
    horizonDays: z
      .number()
      .int('Enter whole days')
      .min(1, 'Let applicants book at least 1 day ahead')
      .max(MAX_HORIZON_DAYS, `Enter at most ${MAX_HORIZON_DAYS} days`),
    /** Business days (Monday to Friday) between today and the first bookable day. */
    minimumNoticeBusinessDays: z
      .number()
      .int('Enter whole business days')
      .min(0, 'Enter 0 or more business days')
      .max(
        MAX_MINIMUM_NOTICE_BUSINESS_DAYS,
        `Enter at most ${MAX_MINIMUM_NOTICE_BUSINESS_DAYS} business days`,
      ),
    /** Travel time kept free between two inspections (Kamas, Oakley, Woodland). */
    bufferMinutes: GridMinutesSchema('a buffer', 0, MAX_BUFFER_MINUTES),
    /** Applicants may reschedule or cancel until this many hours before the start. */
    changeCutoffHours: z
      .number()
      .int('Enter whole hours')
      .min(0, 'Enter 0 or more hours')
      .max(MAX_CHANGE_CUTOFF_HOURS, `Enter at most ${MAX_CHANGE_CUTOFF_HOURS} hours`),
    /** 0 means re-inspections are free. */
    reinspectionFeeCents: z
      .number()
      .int('Enter the fee in whole cents')
      .min(0, 'Enter a fee of 0 or more')
      .max(MAX_REINSPECTION_FEE_CENTS, 'Enter a fee of at most $1,000.00'),
    /** The hours a multi-day (all-day) availability block offers on each of its days. */
    workdayStart: WorkdayTimeSchema,
    workdayEnd: WorkdayTimeSchema,
    /** Days before a temporary clearance ends that the applicant is reminded (decision 241). */
    clearanceReminderDays: z
      .number()
      .int('Enter whole days')
      .min(1, 'Remind at least 1 day before')
      .max(MAX_CLEARANCE_REMINDER_DAYS, `Enter at most ${MAX_CLEARANCE_REMINDER_DAYS} days`)
      .default(3),
  })
  .superRefine((settings, context) => {
    const ids = settings.inspectionTypes.map((type) => type.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index)
        addFieldIssue(
          context,
          ['inspectionTypes', index, 'id'],
          'Give each inspection type its own code',
        );
    });
    for (const permitType of INSPECTION_PERMIT_TYPES) {
      const rule = settings.permitTypes[permitType];
      if (!ids.includes(rule.firstInspectionTypeId))
        addFieldIssue(
          context,
          ['permitTypes', permitType, 'firstInspectionTypeId'],
          'Choose one of the inspection types',
        );
    }
    if (
      isClockTime(settings.workdayStart) &&
      isClockTime(settings.workdayEnd) &&
      settings.workdayEnd <= settings.workdayStart
    )
      addFieldIssue(context, ['workdayEnd'], 'Enter an end of the working day after its start');
  });
export type InspectionSettings = z.infer<typeof InspectionSettingsSchema>;

/** Defaults for the district to confirm: both clearances, sprinkler and propane need one. */
export const DEFAULT_INSPECTION_SETTINGS: InspectionSettings = {
  permitTypes: {
    residential: { needsInspection: true, firstInspectionTypeId: 'final' },
    commercial: { needsInspection: true, firstInspectionTypeId: 'final' },
    sprinkler: { needsInspection: true, firstInspectionTypeId: 'rough-in' },
    propane: { needsInspection: true, firstInspectionTypeId: 'final' },
  },
  inspectionTypes: [
    { id: 'final', name: 'Final', durationMinutes: 60 },
    { id: 'rough-in', name: 'Rough-in', durationMinutes: 60 },
    { id: 're-inspection', name: 'Re-inspection', durationMinutes: 30 },
  ],
  horizonDays: 60,
  minimumNoticeBusinessDays: 1,
  bufferMinutes: 30,
  changeCutoffHours: 24,
  reinspectionFeeCents: 0,
  workdayStart: '08:00',
  workdayEnd: '17:00',
  clearanceReminderDays: 3,
};

/** The inspection a paid application of `permitType` books first, or null when it needs none. */
export function findFirstInspectionType(
  settings: InspectionSettings,
  permitType: PermitFormType,
): InspectionType | null {
  const rule = settings.permitTypes[permitType];
  if (!rule.needsInspection) return null;
  return settings.inspectionTypes.find((type) => type.id === rule.firstInspectionTypeId) ?? null;
}
