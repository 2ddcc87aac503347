import { z } from 'zod';
import { isCalendarDate } from '#domain/calendar-date.ts';
import type { MessageId } from '#domain/i18n/catalogues.ts';
import { LOCALES, type Locale } from '#domain/i18n/locale.ts';
import { ChipperRulesSchema, type ChipperRules, type PileSize } from './chipper-rules.ts';
import {
  CHIPPER_SIGN_UP_MACHINE,
  NOT_CHIPPED_REASONS,
  type ChipperFigures,
  type ChipperSignUpStatus,
  type NotChippedReason,
} from './chipper-season.ts';

/**
 * The chipper program's contract (issue 38): the resident's pages, the crew's page and staff's
 * JSON API, one schema per request and response, read by the routes and by the browser.
 */

export const CHIPPER_PATHS = {
  form: '/prevention/chipper',
  confirm: '/prevention/chipper/confirm',
  manage: '/prevention/chipper/manage',
  crew: '/prevention/chipper/crew',
} as const;

export const CHIPPER_API_PATHS = {
  season: '/api/chipper/season',
  rules: '/api/chipper/rules',
  zones: '/api/chipper/zones',
  zone: '/api/chipper/zones/:id',
  days: '/api/chipper/days',
  day: '/api/chipper/days/:id',
  cancelDay: '/api/chipper/days/:id/cancel',
  stops: '/api/chipper/days/:id/stops',
  order: '/api/chipper/days/:id/order',
  crewLink: '/api/chipper/days/:id/crew-link',
  routeSheet: '/api/chipper/days/:id/route.pdf',
  figures: '/api/chipper/figures',
  figuresCsv: '/api/chipper/figures.csv',
} as const;

/** Hours a confirmation link works. */
export const CHIPPER_CONFIRM_HOURS = 48;
/** Days before a booked day its reminder goes. */
export const CHIPPER_REMINDER_DAYS_BEFORE = 2;
/** The sign-up form has room for this many piles (the rules may allow fewer). */
export const CHIPPER_FORM_PILES = 4;
export const PILE_DIMENSIONS = ['Length', 'Width', 'Height'] as const;

export const CHIPPER_MATERIALS = ['branches', 'brush', 'both'] as const;
export type ChipperMaterial = (typeof CHIPPER_MATERIALS)[number];

/** The form's field names, in the order the page shows them (the error summary's order too). */
export const CHIPPER_FORM_FIELDS = [
  'street',
  'town',
  ...Array.from({ length: CHIPPER_FORM_PILES }, (_, index) =>
    PILE_DIMENSIONS.map((dimension) => `pile${index + 1}${dimension}`),
  ).flat(),
  'piles',
  'material',
  'isClean',
  'location',
  'email',
  'phone',
  'language',
] as const;
export type ChipperFormField = (typeof CHIPPER_FORM_FIELDS)[number];
export type ChipperFormValues = Partial<Record<ChipperFormField, string>>;

/** The sign-up as the server keeps it after every check. */
export interface ChipperSignUpInput {
  street: string;
  town: string;
  piles: PileSize[];
  material: ChipperMaterial;
  location: string;
  email: string;
  phone: string;
  language: Locale;
}

/** Free text a resident types: no markup, no control characters (a script in it is refused). */
const plainText = (max: number, tooLong: MessageId) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((value) => !/[<>]/.test(value), 'chipper.error.markup' satisfies MessageId)
    // eslint-disable-next-line no-control-regex
    .refine((value) => !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(value), 'chipper.error.markup');

/** The fields every sign-up has, before the rules and the zones are read (messages are ids). */
export const ChipperFormShapeSchema = z.object({
  street: plainText(120, 'chipper.error.streetLong').pipe(
    z.string().min(3, 'chipper.error.street' satisfies MessageId),
  ),
  town: plainText(60, 'chipper.error.town').pipe(
    z.string().min(1, 'chipper.error.town' satisfies MessageId),
  ),
  material: z.enum(CHIPPER_MATERIALS, 'chipper.error.material' satisfies MessageId),
  isClean: z.literal('yes', 'chipper.error.isClean' satisfies MessageId),
  location: plainText(300, 'chipper.error.locationLong').pipe(
    z.string().min(3, 'chipper.error.location' satisfies MessageId),
  ),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('chipper.error.email' satisfies MessageId).max(254)),
  phone: z
    .string()
    .trim()
    .max(30, 'chipper.error.phone' satisfies MessageId)
    .regex(/^[0-9 ()+.-]*$/, 'chipper.error.phone' satisfies MessageId)
    .default(''),
  language: z.enum(LOCALES).default('en'),
});

/** A dimension as typed: feet, decimals allowed ("7.5"). */
export function parseFeet(value: string | undefined): number | 'empty' | 'invalid' {
  const text = (value ?? '').trim().replace(',', '.');
  if (text === '') return 'empty';
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(text)) return 'invalid';
  const feet = Number(text);
  return feet > 0 ? feet : 'invalid';
}

// ---- The resident's and the crew's pages (server-rendered, no script) ----

export interface ChipperRulesView {
  maxPileLengthFt: number;
  maxPileWidthFt: number;
  maxPileHeightFt: number;
  maxLimbDiameterIn: number;
  maxPilesPerSignUp: number;
  closeDaysBefore: number;
  atRoadBy: string;
  maxFeetFromRoad: number;
  accepted: string;
  notAccepted: string;
}

export interface ChipperZoneDays {
  name: string;
  towns: string[];
  /** Open days, `YYYY-MM-DD`, each with whether it still has room. */
  days: Array<{ day: string; isFull: boolean }>;
}

export interface ChipperSignUpView {
  street: string;
  town: string;
  zoneName: string;
  status: ChipperSignUpStatus;
  /** The booked day, or the day whose waitlist it is on. */
  day: string | null;
  isZoneDayFull: boolean;
  waitlistPosition: number | null;
  piles: PileSize[];
  material: ChipperMaterial;
  location: string;
  reason: NotChippedReason | null;
  note: string;
}

export interface ChipperCrewStop {
  id: string;
  position: number;
  street: string;
  town: string;
  piles: PileSize[];
  material: ChipperMaterial;
  location: string;
  /** A map search for the address (the crew's phone opens its map app). */
  mapHref: string;
  status: ChipperSignUpStatus;
  reason: NotChippedReason | null;
  note: string;
}

export interface ChipperDayWorkView {
  loads: number;
  crewHours: number;
  crewSize: number;
}

export type ChipperPageView =
  | {
      kind: 'chipper-form';
      values: ChipperFormValues;
      errors: Record<string, string>;
      rules: ChipperRulesView;
      zones: ChipperZoneDays[];
    }
  | { kind: 'chipper-closed'; rules: ChipperRulesView }
  | { kind: 'chipper-check-email'; email: string }
  | { kind: 'chipper-too-many' }
  | { kind: 'chipper-confirm'; token: string }
  | { kind: 'chipper-link-invalid' }
  | {
      kind: 'chipper-manage';
      token: string;
      signUp: ChipperSignUpView;
      rules: ChipperRulesView;
      done: 'confirmed' | 'cancelled' | null;
    }
  | {
      kind: 'chipper-crew';
      token: string;
      day: string;
      zoneName: string;
      stops: ChipperCrewStop[];
      work: ChipperDayWorkView | null;
      errors: Record<string, string>;
      done: 'saved' | null;
    };

/** The rules in the page's language. */
export function rulesViewOf(rules: ChipperRules, locale: Locale): ChipperRulesView {
  const { accepted, notAccepted, source: _source, ...numbers } = rules;
  return { ...numbers, accepted: accepted[locale], notAccepted: notAccepted[locale] };
}

// ---- The crew's forms ----

export const CrewStopFormSchema = z.object({
  outcome: z.enum(['chipped', 'not-chipped'], 'chipper.error.outcome' satisfies MessageId),
  reason: z.enum(NOT_CHIPPED_REASONS).optional().or(z.literal('')),
  note: plainText(500, 'chipper.error.noteLong').default(''),
});

const count = (max: number) =>
  z.coerce
    .number('chipper.error.count' satisfies MessageId)
    .int('chipper.error.count' satisfies MessageId)
    .min(0, 'chipper.error.count' satisfies MessageId)
    .max(max, 'chipper.error.count' satisfies MessageId);

export const CrewWorkFormSchema = z.object({
  loads: count(100),
  crewHours: z.coerce
    .number('chipper.error.hours' satisfies MessageId)
    .min(0, 'chipper.error.hours' satisfies MessageId)
    .max(200, 'chipper.error.hours' satisfies MessageId),
  crewSize: count(20),
});

// ---- Staff's JSON API ----

const DaySchema = z
  .string()
  .refine(isCalendarDate, 'Enter the day as YYYY-MM-DD.')
  .describe('YYYY-MM-DD, the district’s day');

export const ChipperZoneInputSchema = z.object({
  name: z.object({
    en: z.string().trim().min(1, 'Name the zone.').max(80),
    es: z.string().trim().min(1, 'Name the zone in Spanish.').max(80),
  }),
  towns: z.array(z.string().trim().min(1).max(60)).min(1, 'Give the zone at least one town.'),
  streets: z.array(z.string().trim().min(1).max(120)).max(500).default([]),
});
export type ChipperZoneInput = z.infer<typeof ChipperZoneInputSchema>;

export const ChipperDayInputSchema = z.object({
  zoneId: z.string().min(1).max(100),
  day: DaySchema,
  capacityPiles: z.number().int().min(1, 'A day takes at least one pile.').max(1000),
});

export const ChipperDayChangeSchema = z.object({
  day: DaySchema.optional(),
  capacityPiles: z.number().int().min(1).max(1000).optional(),
  /** Why the day moved: the residents booked on it read it. */
  reason: z.string().trim().max(300).default(''),
});

export const ChipperCancelDaySchema = z.object({
  reason: z.string().trim().min(3, 'Say why the day is cancelled: residents read it.').max(300),
});

export const ChipperOrderSchema = z.object({
  signUpIds: z.array(z.string().min(1).max(100)).max(1000),
});

export const ChipperZoneSchema = ChipperZoneInputSchema.extend({ id: z.string() });

export const ChipperDaySchema = z.object({
  id: z.string(),
  zoneId: z.string(),
  day: z.string(),
  capacityPiles: z.number(),
  isCancelled: z.boolean(),
  bookedPiles: z.number(),
  waitlistedPiles: z.number(),
});

export const ChipperSeasonResponseSchema = z.object({
  rules: ChipperRulesSchema,
  zones: z.array(ChipperZoneSchema),
  days: z.array(ChipperDaySchema),
});

export const ChipperStopSchema = z.object({
  id: z.string(),
  position: z.number(),
  street: z.string(),
  town: z.string(),
  status: z.enum(CHIPPER_SIGN_UP_MACHINE.statuses),
  piles: z.number(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  reason: z.enum(NOT_CHIPPED_REASONS).nullable(),
  note: z.string(),
});

export const ChipperStopsResponseSchema = z.object({ stops: z.array(ChipperStopSchema) });

export const ChipperCrewLinkResponseSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});

const FiguresSchema = z.object({
  pilesRegistered: z.number(),
  pilesChipped: z.number(),
  pilesNotChipped: z.number(),
  notChippedByReason: z.record(z.enum(NOT_CHIPPED_REASONS), z.number()),
  pilesWaitlisted: z.number(),
  households: z.number(),
  loads: z.number(),
  crewHours: z.number(),
}) satisfies z.ZodType<ChipperFigures>;

export const ChipperFiguresResponseSchema = z.object({
  season: FiguresSchema,
  zones: z.array(z.object({ zoneId: z.string(), name: z.string(), figures: FiguresSchema })),
  days: z.array(
    z.object({ dayId: z.string(), zoneId: z.string(), day: z.string(), figures: FiguresSchema }),
  ),
});
