import { z } from 'zod';
import { isCalendarDate } from '#domain/calendar-date.ts';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import { containsCardNumber } from './card-number.ts';
import { patternText, stopHere } from '#domain/text-checks.ts';

/** Longest text we keep in a single-line field and in a comment. */
export const MAX_TEXT_LENGTH = 200;
export const MAX_COMMENT_LENGTH = 2000;
/** The time picker steps in 15 minutes (spec §5, §9). */
export const TIME_STEP_MINUTES = 15;

export const CARD_NUMBER_MESSAGE = 'Remove the card number. Never type card details into this form';

/** True for a wall-clock time HH:mm on a 15-minute step (00:00, 00:15 … 23:45). */
export function isQuarterHourTime(value: string): boolean {
  if (value.length !== 5) return false;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match !== null && Number(match[2]) % TIME_STEP_MINUTES === 0;
}

function requiredText(message: string, max = MAX_TEXT_LENGTH) {
  return z
    .string({ error: message })
    .trim()
    .min(1, stopHere(message))
    .max(max, stopHere(`Keep this to ${max} characters or fewer`))
    .refine((value) => !containsCardNumber(value), stopHere(CARD_NUMBER_MESSAGE));
}

/** An optional text field: empty or missing becomes undefined. */
function optionalText(schema: z.ZodType<string, string>) {
  return z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    schema.optional(),
  );
}

const requiredEmail = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, stopHere(message))
    .max(254, stopHere('Keep the e-mail address to 254 characters or fewer'))
    .pipe(z.email('Enter an e-mail address in the correct format, like name@example.org'));

const calendarDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, stopHere(message))
    .max(10, stopHere('Enter a real date as YYYY-MM-DD'))
    .refine(isCalendarDate, stopHere('Enter a real date as YYYY-MM-DD'));

/** Longest ISO timestamp we read: 2026-11-24T03:40:00.123456789+00:00. */
const MAX_TIMESTAMP_LENGTH = 35;
const ISO_TIMESTAMP =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;
const DISTRICT_DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISTRICT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The district calendar day (America/Denver) of a full ISO timestamp; any other text unchanged.
 * 2026-11-24T03:40:00.000Z is 2026-11-23 in Denver.
 */
export function toDistrictDay(value: string): string {
  // Date.parse rolls 2026-02-30 over into March; the day written must exist.
  if (!ISO_TIMESTAMP.test(value) || !isCalendarDate(value.slice(0, 10))) return value;
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return value;
  const parts = DISTRICT_DAY_FORMAT.formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The application date: YYYY-MM-DD as the form sends it, or a full ISO timestamp as specification
 * §7 lets an API client send it ("as ISO string"), stored as its Denver calendar day.
 */
const applicationDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, stopHere(message))
    .max(MAX_TIMESTAMP_LENGTH, stopHere('Enter a real date as YYYY-MM-DD'))
    .transform(toDistrictDay)
    .refine(isCalendarDate, stopHere('Enter a real date as YYYY-MM-DD'));

const quarterHourTime = z
  .string({ error: 'Enter a time' })
  .trim()
  .min(1, stopHere('Enter a time'))
  .refine(isQuarterHourTime, stopHere('Enter a time as HH:mm in 15-minute steps, like 09:15'));

/** A number typed into a form: multipart sends text, JSON may send either. */
const positiveNumber = (message: string) =>
  z.preprocess(
    (value) => {
      if (typeof value === 'string')
        return value.trim() === '' ? undefined : Number(value.replaceAll(',', ''));
      return value;
    },
    z
      .number({ error: message })
      .refine((number) => Number.isFinite(number), message)
      .refine((number) => number > 0, message),
  );

/**
 * Digits, spaces and ( ) + . - then an optional extension (x 12, ext. 12). The extension takes no
 * leading whitespace of its own: the run before it already does, and two quantifiers that could
 * share a run of spaces made the old pattern quadratic (issue 16).
 */
const PHONE_PATTERN = /^[\d\s()+.-]+(?:(?:x|ext\.?)\s*\d+)?$/i;

const phoneNumber = (message: string) =>
  requiredText(message).refine((value) => {
    const digits = value.replace(/\D/g, '');
    return PHONE_PATTERN.test(value) && digits.length >= 7 && digits.length <= 15;
  }, stopHere('Enter a phone number like 435-555-0100'));

/**
 * The cost the form shows. The server never trusts it: it prices the permit itself and checks the
 * top-level `amount` instead (docs/permits-api.md).
 */
const displayedCost = z.preprocess(
  (value) =>
    value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
  z.number().optional(),
);

/** Read-only on the form; the server overwrites it with FIRE_PROTECTION_OFFICER. */
const fireProtectionOfficer = z.string().trim().max(MAX_TEXT_LENGTH).optional();

const clearanceFields = {
  date: calendarDate('Enter the inspection date'),
  time: quarterHourTime,
  lotNumber: requiredText('Enter the lot number'),
  permitNumber: requiredText('Enter the building permit number'),
  fullName: requiredText('Enter your full name'),
  address: requiredText('Enter the address of the property'),
  generalContractor: requiredText('Enter the general contractor'),
  fireProtectionOfficer,
  reasonForInspection: requiredText('Enter the reason for the inspection'),
  stage: requiredText('Enter the stage of construction'),
  areaCovered: positiveNumber('Enter the area covered in square feet, a number above 0'),
  inspectionType: requiredText('Enter the inspection type'),
  resultOfInspection: requiredText('Enter the result of the inspection'),
  workMustBeCompletedIn: requiredText('Enter when the work must be completed'),
  typeOfClearance: requiredText('Enter the type of clearance'),
  temporaryClearance: positiveNumber('Enter the temporary clearance in days, a number above 0'),
  comments: requiredText('Enter comments', MAX_COMMENT_LENGTH),
  inspector: requiredText('Enter the inspector'),
  cost: displayedCost,
  email: requiredEmail('Enter your e-mail address'),
};

/** Residential clearance form (spec §3, §5). */
export const ResidentialClearanceSchema = z.object({
  ...clearanceFields,
  buildingType: z.literal('Residential', { error: 'Choose Residential as the building type' }),
});
export type ResidentialClearanceInput = z.input<typeof ResidentialClearanceSchema>;
export type ResidentialClearance = z.output<typeof ResidentialClearanceSchema>;

/** Commercial clearance form: the clearance fields, laid out in another order (spec §3). */
export const CommercialClearanceSchema = z.object({
  ...clearanceFields,
  buildingType: z.literal('Commercial', { error: 'Choose Commercial as the building type' }),
});
export type CommercialClearanceInput = z.input<typeof CommercialClearanceSchema>;
export type CommercialClearance = z.output<typeof CommercialClearanceSchema>;

/** Sprinkler permit application: phone number and postal code are optional (spec §5). */
export const SprinklerApplicationSchema = z.object({
  applicantName: requiredText('Enter your name'),
  applicantEmail: requiredEmail('Enter your e-mail address'),
  applicationDate: applicationDate('Enter the application date'),
  serviceAddress: requiredText('Enter the service address'),
  phoneNumber: optionalText(phoneNumber('Enter a phone number like 435-555-0100')),
  postalCode: optionalText(
    patternText(/^\d{5}(?:-\d{4})?$/, 'Enter a ZIP code like 84036 or 84036-1234', { max: 10 }),
  ),
  cost: displayedCost,
});
export type SprinklerApplicationInput = z.input<typeof SprinklerApplicationSchema>;
export type SprinklerApplication = z.output<typeof SprinklerApplicationSchema>;

/** `true`/`false` as a checkbox in JSON or as text in a multipart form. */
const formBoolean = z.preprocess(
  (value) =>
    value === 'true' || value === 'on' ? true : value === 'false' || value === '' ? false : value,
  z.boolean({ error: 'Say whether the mailing address is the same as the service address' }),
);

/**
 * Propane tank permit application (spec §3, §5): fax is optional; the mailing address is required
 * only when it differs from the service address. The plot plan file travels beside the fields and
 * is checked by the server (PLOT_PLAN_REQUIRED_MESSAGE).
 */
export const PropaneApplicationSchema = z
  .object({
    applicantName: requiredText('Enter your name'),
    applicantEmail: requiredEmail('Enter your e-mail address'),
    applicationDate: applicationDate('Enter the application date'),
    serviceAddress: requiredText('Enter the service address'),
    isMailingSame: formBoolean,
    mailingAddress: optionalText(requiredText('Enter the mailing address')),
    telephoneNumber: phoneNumber('Enter your telephone number'),
    faxNumber: optionalText(phoneNumber('Enter a fax number like 435-555-0100')),
    propaneSupplier: requiredText('Enter the propane supplier'),
    propaneSupplierPhoneNumber: phoneNumber("Enter the propane supplier's phone number"),
    tankSize: requiredText('Enter the tank size, like 500 gallons'),
    tankLocation: requiredText('Enter where the tank is'),
    cost: displayedCost,
  })
  .refine((application) => application.isMailingSame || Boolean(application.mailingAddress), {
    path: ['mailingAddress'],
    message: 'Enter the mailing address, or tick that it is the same as the service address',
    // Run even while other fields still need attention, so every message shows at once.
    when: (payload) =>
      !payload.issues.some(
        (issue) => issue.path?.[0] === 'isMailingSame' || issue.path?.[0] === 'mailingAddress',
      ),
  });
export type PropaneApplicationInput = z.input<typeof PropaneApplicationSchema>;
export type PropaneApplication = z.output<typeof PropaneApplicationSchema>;

export {
  MAX_PLOT_PLAN_BYTES,
  PERMIT_FIELDS,
  PERMIT_FORM_TITLES,
  PERMIT_FORM_TYPES,
  PLOT_PLAN_MIME_TYPES,
  PLOT_PLAN_REQUIRED_MESSAGE,
  readApplicant,
  type PermitField,
  type PermitFieldKind,
  type PermitFormType,
} from './permit-fields.ts';

export const PERMIT_SCHEMAS = {
  residential: ResidentialClearanceSchema,
  commercial: CommercialClearanceSchema,
  propane: PropaneApplicationSchema,
  sprinkler: SprinklerApplicationSchema,
} as const;

export type PermitFormData =
  ResidentialClearance | CommercialClearance | PropaneApplication | SprinklerApplication;
