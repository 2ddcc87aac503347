import { z } from 'zod';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import type { PermitFormType } from './permit-application.schema.ts';

/**
 * What each issued permit says it allows, on which conditions and for how long (issue 11,
 * item 3). The district maintains these texts here; a deployment can replace the allowance and
 * the conditions per form with a JSON file (PERMIT_WORDING_PATH, see the README). The validity
 * periods are fixed here so that every copy of a permit of one kind reads the same.
 */
export interface PermitWording {
  /** The document's title, as the PDF heading and the verification page name it. */
  title: string;
  /** One paragraph: what the holder may do. */
  allows: string;
  conditions: readonly string[];
}

/**
 * Days a permit stays valid from its day of issue, per form. Clearance inspections must be held
 * within a year of payment; propane and sprinkler work must be finished within 180 days, after
 * which the installation needs a new permit (the district's fee schedule, spec §3).
 */
export const PERMIT_VALIDITY_DAYS: Record<PermitFormType, number> = {
  residential: 365,
  commercial: 365,
  propane: 180,
  sprinkler: 180,
};

const CLEARANCE_CONDITIONS = [
  'The clearance itself is given by the district’s inspector at the inspection. Details under “As entered by the applicant” are not inspection results.',
  'Show this document to the inspector on request and keep it with the building permit records.',
  'Post the address where it is readable from the road and keep the driveway open for fire apparatus on the inspection day.',
  'To change the inspection date, call the main office at least one business day ahead.',
];

export const PERMIT_WORDING: Record<PermitFormType, PermitWording> = {
  residential: {
    title: 'Residential Clearance Inspection — Paid',
    allows:
      'The fee for a fire clearance inspection of the residential property below is paid. The district’s fire protection officer inspects the property and, if it meets the adopted fire code, gives the clearance the county building department asks for.',
    conditions: CLEARANCE_CONDITIONS,
  },
  commercial: {
    title: 'Commercial Clearance Inspection — Paid',
    allows:
      'The fee for a fire clearance inspection of the commercial building below is paid. The district’s fire protection officer inspects the building and, if it meets the adopted fire code, gives the clearance the county building department asks for.',
    conditions: CLEARANCE_CONDITIONS,
  },
  propane: {
    title: 'Propane Tank Permit',
    allows:
      'The holder may install the propane tank described below at the service address, in the location shown on the plot plan submitted with the application.',
    conditions: [
      'A licensed propane supplier installs the tank following NFPA 58 as adopted by the State of Utah.',
      'Keep weeds, dry grass and other easily ignited material at least 10 feet from the tank.',
      'Keep the tank and its shut-off valve reachable for fire apparatus and crews.',
      'The district may inspect the installation. Keep this permit at the property.',
    ],
  },
  sprinkler: {
    title: 'Sprinkler Permit',
    allows:
      'The holder may install or alter the fire sprinkler system at the service address below.',
    conditions: [
      'A Utah-licensed fire sprinkler contractor does the work following the adopted fire code and NFPA 13, 13R or 13D as applies.',
      'Call the district for an inspection before any piping is covered.',
      'Keep this permit at the property until the district has accepted the system.',
    ],
  },
};

/** A deployment's own allowance and conditions per form (the JSON file PERMIT_WORDING_PATH names). */
const FormWordingOverrideSchema = z
  .object({
    allows: z.string().trim().min(1).max(1000).optional(),
    conditions: z.array(z.string().trim().min(1).max(500)).min(1).max(12).optional(),
  })
  .strict()
  .optional();

export const PermitWordingOverridesSchema = z
  .object({
    residential: FormWordingOverrideSchema,
    commercial: FormWordingOverrideSchema,
    propane: FormWordingOverrideSchema,
    sprinkler: FormWordingOverrideSchema,
  })
  .strict();
export type PermitWordingOverrides = z.infer<typeof PermitWordingOverridesSchema>;

/** The wording of one form, with a deployment's overrides applied. */
export function resolvePermitWording(
  formType: PermitFormType,
  overrides: PermitWordingOverrides = {},
): PermitWording {
  const own = overrides[formType] ?? {};
  const base = PERMIT_WORDING[formType];
  return {
    title: base.title,
    allows: own.allows ?? base.allows,
    conditions: own.conditions ?? base.conditions,
  };
}

const US_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: DISTRICT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const US_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: DISTRICT_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** An instant's calendar day in the district's zone as MM/DD/YYYY. */
export function formatUsDate(instant: Date): string {
  return US_DATE.format(instant);
}

/** An instant's wall-clock time in the district's zone, 12-hour: '3:05 PM'. */
export function formatUsTime(instant: Date): string {
  return US_TIME.format(instant);
}

/** A calendar day 'YYYY-MM-DD' as MM/DD/YYYY; anything else comes back unchanged. */
export function formatCalendarDayUs(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : day;
}

/** A wall-clock time 'HH:mm' as '9:15 AM'; anything else comes back unchanged. */
export function formatClockTimeUs(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

const DISTRICT_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISTRICT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** An instant's calendar day in the district's zone, 'YYYY-MM-DD'. */
export function districtDayOf(instant: Date): string {
  return DISTRICT_DAY.format(instant);
}

/**
 * The last day 'YYYY-MM-DD' a permit issued at `issuedAt` is valid: its day of issue in the
 * district's zone plus the form's validity days.
 */
export function validThroughDay(formType: PermitFormType, issuedAt: Date): string {
  const [year, month, day] = districtDayOf(issuedAt).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(year, month - 1, day + PERMIT_VALIDITY_DAYS[formType]))
    .toISOString()
    .slice(0, 10);
}

/** The last day a permit issued at `issuedAt` is valid, as MM/DD/YYYY. */
export function formatValidThrough(formType: PermitFormType, issuedAt: Date): string {
  return formatCalendarDayUs(validThroughDay(formType, issuedAt));
}
