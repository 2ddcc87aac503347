import { z } from 'zod';
import { isCalendarDate, isClockTime } from '#domain/calendar-date.ts';
import { defineStatusMachine } from '#domain/status-machine.ts';
import { isInBurnWindow, type BurnSettings } from './burn-day.ts';

/**
 * An open burn permit (issue 19): one per burn, for the land and the material it names
 * (R307-202-7 (3)–(5)).
 * - awaiting_payment: the district set a fee; the applicant pays it by card (decision 270);
 * - pending_review: waiting for staff when the district reviews permits;
 * - issued: in force, the PDF e-mailed;
 * - declined: staff refused it; revoked: withdrawn by staff with a reason (both final).
 */
export const BURN_PERMIT_MACHINE = defineStatusMachine({
  subjectKind: 'burn-permit',
  statuses: ['awaiting_payment', 'pending_review', 'issued', 'declined', 'revoked'],
  moves: {
    awaiting_payment: ['pending_review', 'declined'],
    pending_review: ['issued', 'declined'],
    issued: ['revoked'],
    declined: [],
    revoked: [],
  },
  labels: {
    awaiting_payment: 'Waiting for the fee',
    pending_review: 'Waiting for district review',
    issued: 'Permit issued',
    declined: 'Declined',
    revoked: 'Revoked',
  },
});
export type BurnPermitStatus = (typeof BURN_PERMIT_MACHINE.statuses)[number];

export const BURN_MATERIALS = ['yard-waste', 'ditch-bank', 'agricultural'] as const;
export type BurnMaterial = (typeof BURN_MATERIALS)[number];
export const BURN_MATERIAL_LABELS: Record<BurnMaterial, string> = {
  'yard-waste': 'Yard waste piles',
  'ditch-bank': 'Ditch bank',
  agricultural: 'Agricultural',
};

/** Longest run of planned days one permit covers. */
export const MAX_PERMIT_DAYS = 31;

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters.`);

/** The form as posted (all strings: it works without JavaScript). */
export const BurnPermitApplicationSchema = z.object({
  applicantName: text(200, 'Enter your name.'),
  phone: z
    .string({ error: 'Enter a phone number.' })
    .trim()
    .regex(/^[0-9()+.\s-]{7,25}$/, 'Enter a phone number, like 435-555-0100.'),
  email: z
    .string({ error: 'Enter an e-mail address.' })
    .trim()
    .max(254)
    .email('Enter an e-mail address, like name@example.com.'),
  street: text(200, 'Enter the street address of the burn.'),
  town: text(100, 'Choose the town of the burn.'),
  material: z.enum(BURN_MATERIALS, { error: 'Choose the material you will burn.' }),
  materialDescription: text(500, 'Describe the material and how much of it.'),
  pileSize: text(200, 'Enter the pile size, like 3 piles of 6 ft × 6 ft.'),
  fromDay: z
    .string({ error: 'Enter the first day.' })
    .refine(isCalendarDate, 'Enter the first day as a date.'),
  toDay: z
    .string({ error: 'Enter the last day.' })
    .refine(isCalendarDate, 'Enter the last day as a date.'),
  acceptConditions: z.literal('yes', { error: 'Agree to the conditions to apply.' }),
  /** Asked only when the district's settings say so (decision 307); checked in checkBurnApplication. */
  stateRegistrationNumber: z
    .string()
    .trim()
    .max(40, 'Enter the registration number as the state gave it (at most 40 characters).')
    .optional(),
});
export type BurnPermitApplication = z.infer<typeof BurnPermitApplicationSchema>;

export type BurnApplicationField = keyof BurnPermitApplication;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/**
 * Rules that need the district's settings and today: the town is one of the district's, the
 * planned days run from today onward, lie in one seasonal window and span at most 31 days.
 * Answers field messages, empty when the application is fine.
 */
export function checkBurnApplication(
  application: BurnPermitApplication,
  settings: BurnSettings,
  today: string,
): Partial<Record<BurnApplicationField, string>> {
  const errors: Partial<Record<BurnApplicationField, string>> = {};
  const registration = checkStateRegistration(application.stateRegistrationNumber, settings);
  if (registration) errors.stateRegistrationNumber = registration;
  const town = settings.towns.find(
    (name) => name.toLowerCase() === application.town.trim().toLowerCase(),
  );
  if (!town) {
    errors.town = `The burn must be in the district: ${settings.towns.join(', ')}.`;
  }
  if (application.fromDay < today) errors.fromDay = 'Choose a first day from today onward.';
  if (application.toDay < application.fromDay) {
    errors.toDay = 'Choose a last day on or after the first day.';
  } else if (daysBetween(application.fromDay, application.toDay) >= MAX_PERMIT_DAYS) {
    errors.toDay = `A permit covers at most ${MAX_PERMIT_DAYS} days.`;
  }
  if (!errors.fromDay && !errors.toDay) {
    const sameWindow = settings.windows.some(
      (window) =>
        isInBurnWindow([window], application.fromDay) &&
        isInBurnWindow([window], application.toDay) &&
        application.fromDay.slice(0, 4) === application.toDay.slice(0, 4),
    );
    if (!sameWindow) {
      errors.fromDay = 'Choose dates inside one burn window (see the windows above).';
    }
  }
  return errors;
}

/**
 * The state burn registration number, when the district asks for it (decision 307): the message
 * for the field, or undefined when it is fine or not asked.
 */
export function checkStateRegistration(
  value: unknown,
  settings: Pick<BurnSettings, 'asksStateRegistration'>,
): string | undefined {
  if (!settings.asksStateRegistration) return undefined;
  const number = typeof value === 'string' ? value.trim() : '';
  if (number === '') {
    return 'Enter your state burn registration number. Register with the state first (link above).';
  }
  if (!/^[a-z0-9][a-z0-9 -]*$/i.test(number)) {
    return 'Enter the registration number with letters, digits and dashes only.';
  }
  return undefined;
}

/** "I am burning today, from … to …". */
export const BurnCheckInSchema = z
  .object({
    startTime: z
      .string({ error: 'Enter when you start.' })
      .refine(isClockTime, 'Enter the start time as HH:MM, like 09:00.'),
    endTime: z
      .string({ error: 'Enter when you finish.' })
      .refine(isClockTime, 'Enter the end time as HH:MM, like 15:00.'),
  })
  .refine((value) => value.endTime > value.startTime, {
    message: 'Enter an end time after the start time.',
    path: ['endTime'],
  });
export type BurnCheckIn = z.infer<typeof BurnCheckInSchema>;

/**
 * The check-in code's characters: Crockford's base 32, without I, L, O and U, which read like
 * other characters. Eight of them hold 40 random bits (decision 291).
 */
export const CHECK_IN_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CHECK_IN_CODE_LENGTH = 8;

/** A typed code as stored: capitals, no spaces or dashes, O read as 0 and I or L as 1. */
export function normalizeCheckInCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replaceAll('O', '0').replace(/[IL]/g, '1');
}

/** A stored code as printed and shown: two groups of four, like 7K3M-Q9TD. */
export function formatCheckInCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Why a check-in is refused, with the words the holder reads. */
export const CHECK_IN_REFUSALS = {
  'not-issued': 'This permit is not in force yet: the district has not approved it.',
  revoked: 'This permit was revoked.',
  declined: 'This permit was declined.',
  'outside-dates': 'Today is outside the dates on your permit.',
  'not-burn-day': 'Today is not a burn day.',
} as const;
export type CheckInRefusal = keyof typeof CHECK_IN_REFUSALS;

/**
 * What the verify page says of a permit on a day (YYYY-MM-DD, the district's date): an issued
 * permit past its last day is "Expired", never "Permit issued" (decision 307).
 */
export function describeBurnPermitStatus(
  permit: { status: BurnPermitStatus; toDay: string },
  today: string,
): string {
  if (permit.status === 'issued' && today > permit.toDay) {
    return `Expired: its last day was ${permit.toDay}`;
  }
  return BURN_PERMIT_MACHINE.labels[permit.status];
}
