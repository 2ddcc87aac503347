import { z } from 'zod';
import { DEFAULT_BURN_SETTINGS } from '#domain/burn/burn-day.ts';
import {
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_SIZE_LABEL,
} from '#domain/documents/document-library.schema.ts';
import { addFieldIssue } from '#domain/zod-fields.ts';

/**
 * Property profiles for responders (issue 30, decision 311): what a crew needs at the gate and
 * about the people inside, written by the owner or tenant without an account.
 */

/** The public pages' addresses. The manage link carries its token as the last path segment. */
export const PROPERTY_PATHS = {
  form: '/property-profile',
  confirm: '/property-profile/confirm',
  manage: '/property-profile/manage',
} as const;

/** The back office's JSON API (responder) and the dispatch centre's lookup (CAD). */
export const PROPERTY_API_PATHS = {
  search: '/api/property/search',
  read: '/api/property/profiles/:id/read',
  card: '/api/property/profiles/:id/card',
  counts: '/api/property/counts',
  dispatch: '/api/dispatch/property',
  /** A responder opens one site plan of a profile, with a reason; the read is logged. */
  sitePlan: '/api/property/profiles/:id/site-plans/:planId',
  /** The owner's JSON door for site plans, by the manage link's token. */
  ownerSitePlans: '/api/property/manage/:token/site-plans',
  ownerSitePlan: '/api/property/manage/:token/site-plans/:planId',
  /** The CAD's choice from a list of candidates: one profile by its id (decision 334). */
  dispatchProfile: '/api/dispatch/property/:id',
  /** Staff: the profiles whose address waits for verification; a letter; a call. */
  verification: '/api/property/verification',
  letter: '/api/property/profiles/:id/letter',
  verifyByPhone: '/api/property/profiles/:id/verify',
} as const;

/** The back office page where staff print letters and verify addresses after a call. */
export const PROPERTY_VERIFICATION_PATH = '/admin/property-verification';

/**
 * A business's site plans (PDFs): checked like the documents library (same check, same size
 * limit), sealed at rest like the details, at most MAX_SITE_PLANS to a profile.
 */
export const MAX_SITE_PLANS = 5;
export const MAX_SITE_PLAN_BYTES = MAX_DOCUMENT_BYTES;
export const MAX_SITE_PLAN_SIZE_LABEL = MAX_DOCUMENT_SIZE_LABEL;
/**
 * Stored site-plan bytes (the files' own sizes) of one profile and of all together, unless
 * SITE_PLAN_BYTES_PER_PROFILE and SITE_PLAN_BYTES_TOTAL say otherwise (issue 36): two plans at the
 * file limit a profile, and room for about fifty such profiles.
 */
export const DEFAULT_SITE_PLAN_BYTES_PER_PROFILE = 2 * MAX_SITE_PLAN_BYTES;
export const DEFAULT_SITE_PLAN_BYTES_TOTAL = 1024 * 1024 * 1024;
export const SITE_PLAN_MESSAGES = {
  notPdf: `Choose a PDF file of at most ${MAX_SITE_PLAN_SIZE_LABEL}: site plans are PDFs only.`,
  tooLarge: `The file is larger than ${MAX_SITE_PLAN_SIZE_LABEL}.`,
  missing: 'Choose a PDF file to upload.',
  tooMany: `A profile holds at most ${MAX_SITE_PLANS} site plans. Delete one to add another.`,
  notBusiness: 'Site plans are for businesses: choose “A business” above and save first.',
  unreadable: 'The form could not be read. Please send it again.',
  profileFull:
    'Your site plans take all the room a profile has. Delete one, or upload a smaller file.',
  storageFull:
    'We cannot take more site plans right now. Please try again tomorrow, or call the district office.',
} as const;

/** A site plan as the owner and a responder see it listed: never its file name. */
export interface SitePlanEntry {
  id: string;
  bytes: number;
  addedAt: string;
}

/**
 * The towns of the district a profile's address must lie in: the burn permits' default list
 * (src/domain/burn/burn-day.ts), the same seven places the district serves.
 */
export const PROPERTY_TOWNS: readonly string[] = DEFAULT_BURN_SETTINGS.towns;

/** Hours a confirmation link works. */
export const PROPERTY_CONFIRM_HOURS = 48;
/** Days after the last change before the first "is this still right?" reminder. */
export const PROPERTY_REMINDER_AFTER_DAYS = 365;
/** Days between the first reminder and each of the two that follow it. */
export const PROPERTY_REMINDER_INTERVAL_DAYS = 30;
/** Reminders in all (the first and two more); after the last one the profile is marked stale. */
export const PROPERTY_REMINDERS = 3;
/** Days a stale profile stays readable (marked stale) before it is deleted, with notice. */
export const PROPERTY_STALE_DELETE_DAYS = 90;
/** An unconfirmed profile is deleted this many days after it was written. */
export const PROPERTY_UNCONFIRMED_DELETE_DAYS = 7;

export const PROPERTY_KINDS = ['home', 'business'] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];
export const OCCUPANT_KINDS = ['owner', 'tenant'] as const;
export type OccupantKind = (typeof OCCUPANT_KINDS)[number];

export const PROPERTY_KIND_LABELS: Record<PropertyKind, string> = {
  home: 'A home',
  business: 'A business',
};
export const OCCUPANT_KIND_LABELS: Record<OccupantKind, string> = {
  owner: 'Owner',
  tenant: 'Tenant',
};

/** A tag or script in free text: the form takes plain text only. */
const MARKUP = /<\s*[a-z!/?]/i;
const MARKUP_MESSAGE = 'Remove the angle brackets: write plain text only.';

function plainText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `Keep this under ${max} characters.`, abort: true })
    .refine((value) => !MARKUP.test(value), MARKUP_MESSAGE)
    .default('');
}

function coordinate(min: number, max: number, name: string) {
  return z
    .string()
    .trim()
    .max(20, {
      error: `Enter the ${name} as a number, like ${name === 'latitude' ? '40.6431' : '-111.2807'}.`,
      abort: true,
    })
    .refine(
      (value) =>
        value === '' ||
        (/^-?\d{1,3}(?:\.\d{1,7})?$/.test(value) && Number(value) >= min && Number(value) <= max),
      `Enter the ${name} as a number between ${min} and ${max}, like ${name === 'latitude' ? '40.6431' : '-111.2807'}.`,
    )
    .default('');
}

/**
 * The details only the owner and a responder read: sealed at rest (AES-256-GCM), never searched,
 * listed or exported. `peopleNeeds` and `sleepingArea` are left off the dispatch card.
 */
export const PropertyDetailsSchema = z.object({
  contactName: plainText(100),
  contactPhone: plainText(40),
  otherContacts: plainText(500),
  gateCode: plainText(100),
  keyLocation: plainText(300),
  roadLimits: plainText(300),
  fuelTanks: plainText(500),
  solar: plainText(300),
  chemicals: plainText(300),
  firearms: plainText(300),
  electricFence: plainText(300),
  water: plainText(500),
  animals: plainText(500),
  peopleNeeds: plainText(1000),
  sleepingArea: plainText(300),
  occupancy: plainText(300),
  hours: plainText(200),
  keyHolders: plainText(500),
});
export type PropertyDetails = z.infer<typeof PropertyDetailsSchema>;
export type PropertyDetailField = keyof PropertyDetails;

/**
 * Fields the dispatch card and the CAD leave out (decision 334): people's medical needs, where
 * they sleep, and the firearms kept. A responder reads them only by opening the profile.
 */
export const PERSONAL_DETAIL_FIELDS = [
  'peopleNeeds',
  'sleepingArea',
  'firearms',
] as const satisfies readonly PropertyDetailField[];
/** Fields only a business profile has. */
export const BUSINESS_DETAIL_FIELDS = [
  'occupancy',
  'hours',
  'keyHolders',
] as const satisfies readonly PropertyDetailField[];

export const PropertyFormSchema = PropertyDetailsSchema.extend({
  kind: z.enum(PROPERTY_KINDS, 'Choose a home or a business.'),
  occupant: z.enum(OCCUPANT_KINDS, 'Choose owner or tenant.'),
  street: z
    .string('Enter the street address.')
    .trim()
    .min(1, 'Enter the street address, like 123 Main Street.')
    .max(150, { error: 'Keep the street address under 150 characters.', abort: true })
    .refine((value) => !MARKUP.test(value), MARKUP_MESSAGE),
  town: z
    .string('Enter the town.')
    .trim()
    .max(60, { error: `Enter a town of the district: ${PROPERTY_TOWNS.join(', ')}.`, abort: true })
    .refine(
      (value) => PROPERTY_TOWNS.some((town) => town.toLowerCase() === value.toLowerCase()),
      `Enter a town of the district: ${PROPERTY_TOWNS.join(', ')}.`,
    )
    .transform(
      (value) => PROPERTY_TOWNS.find((town) => town.toLowerCase() === value.toLowerCase()) ?? value,
    ),
  latitude: coordinate(-90, 90, 'latitude'),
  longitude: coordinate(-180, 180, 'longitude'),
  email: z
    .string('Enter your e-mail address.')
    .trim()
    .toLowerCase()
    .max(254, { error: 'Enter an e-mail address under 254 characters.', abort: true })
    .pipe(z.email('Enter an e-mail address like name@example.com.')),
}).superRefine((form, context) => {
  if ((form.latitude === '') !== (form.longitude === '')) {
    const missing = form.latitude === '' ? 'latitude' : 'longitude';
    addFieldIssue(context, [missing], 'Enter both the latitude and the longitude, or neither.');
  }
});
export type PropertyForm = z.infer<typeof PropertyFormSchema>;
export type PropertyFormField = keyof PropertyForm;

export const PROPERTY_FIELD_LABELS: Record<PropertyFormField, string> = {
  kind: 'This property is',
  occupant: 'You are the',
  street: 'Street address',
  town: 'Town',
  latitude: 'Latitude (optional)',
  longitude: 'Longitude (optional)',
  email: 'Your e-mail address',
  contactName: 'Contact name (optional)',
  contactPhone: 'Contact phone (optional)',
  otherContacts: 'Other contacts (optional)',
  gateCode: 'Gate code (optional, private)',
  keyLocation: 'Where the key or lock box is (optional, private)',
  roadLimits: 'Road or bridge limits for a fire engine (optional)',
  fuelTanks: 'Propane or fuel tanks: size and location (optional)',
  solar: 'Solar panels and where they shut off (optional)',
  chemicals: 'Chemicals stored (optional)',
  firearms: 'Firearms or ammunition stored (optional, private)',
  electricFence: 'Electric fences (optional)',
  water: 'Water: pond, well, pool, distance to a hydrant (optional)',
  animals: 'Animals and livestock (optional)',
  peopleNeeds: 'People who may need help: mobility, oxygen, hearing or sight (optional, private)',
  sleepingArea: 'Where they sleep (optional, private)',
  occupancy: 'Business: how many people are usually there (optional)',
  hours: 'Business: opening hours (optional)',
  keyHolders: 'Business: key holders and how to reach them (optional, private)',
};

/**
 * The manage page's delete steps (issue 37 item 6): the first press asks (`DELETE_ASK_ACTION`);
 * only a post of `DELETE_ACTION` with `DELETE_CONFIRM_FIELD` = `DELETE_CONFIRM_VALUE`, sent by
 * the confirmation page's button, deletes.
 */
export const DELETE_ASK_ACTION = 'delete-ask';
export const DELETE_ACTION = 'delete';
export const DELETE_CONFIRM_FIELD = 'confirm';
export const DELETE_CONFIRM_VALUE = 'yes';

/** The manage page's field for the letter's code (decision 334); not part of the profile. */
export const LETTER_CODE_FIELD = 'letterCode';
export const LETTER_CODE_LABEL = 'Code from the letter';

/** What a form answer holds: every field as typed. */
export type PropertyFormValues = Partial<Record<PropertyFormField, string>>;

/** One read of a profile, as the owner sees it on the manage page. */
export interface PropertyViewEntry {
  at: string;
  viewer: string;
  channel: PropertyReadChannel;
  incident: string;
  reason: string;
}

/** How a profile was read: the responder's view, the dispatch card, the CAD, a site plan. */
export type PropertyReadChannel = 'responder' | 'dispatch-card' | 'cad' | 'site-plan';

/** The profile as the owner and a responder see it. */
export interface PropertyProfileView {
  id: string;
  kind: PropertyKind;
  occupant: OccupantKind;
  street: string;
  town: string;
  latitude: number | null;
  longitude: number | null;
  details: PropertyDetails;
  changedAt: string;
  isStale: boolean;
  /** Decision 334: when it was confirmed by e-mail, and whether and how its address is verified. */
  registeredAt: string;
  isVerified: boolean;
  verification: 'letter' | 'phone' | null;
  verifiedAt: string | null;
}

/** The public pages, each drawn by src/web/features/property from this data alone. */
export type PropertyPageView =
  | { kind: 'property-form'; values: PropertyFormValues; errors: Record<string, string> }
  | { kind: 'property-check-email'; email: string }
  | { kind: 'property-confirm'; token: string }
  | { kind: 'property-too-many' }
  | { kind: 'property-link-invalid' }
  | {
      kind: 'property-manage';
      token: string;
      email: string;
      profile: PropertyProfileView;
      values: PropertyFormValues;
      errors: Record<string, string>;
      views: PropertyViewEntry[];
      sitePlans: SitePlanEntry[];
      /** Whether staff printed a letter with a code for the address (decision 334). */
      hasLetter: boolean;
      notice?: string;
    }
  /**
   * The step before deletion (issue 37 item 6): "Delete this profile? This cannot be undone."
   * `isRefused` when a delete came without the confirmation: nothing was deleted.
   */
  | {
      kind: 'property-delete-confirm';
      token: string;
      street: string;
      town: string;
      isRefused: boolean;
    }
  | { kind: 'property-deleted' };

/** A map link for a profile's turn-in spot (geo: opens the phone's map app). */
export function buildMapLinks(latitude: number, longitude: number): { geo: string; web: string } {
  return {
    geo: `geo:${latitude},${longitude}`,
    web: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
  };
}

/** The form's values from a stored profile, for the manage page. */
export function toFormValues(profile: PropertyProfileView, email: string): PropertyFormValues {
  return {
    ...profile.details,
    kind: profile.kind,
    occupant: profile.occupant,
    street: profile.street,
    town: profile.town,
    latitude: profile.latitude === null ? '' : String(profile.latitude),
    longitude: profile.longitude === null ? '' : String(profile.longitude),
    email,
  };
}
