import { z } from 'zod';
import {
  OCCUPANT_KINDS,
  PERSONAL_DETAIL_FIELDS,
  PROPERTY_KINDS,
  PropertyDetailsSchema,
} from './property-profile.ts';
import { READ_REASON_MESSAGES, isIncidentNumber, isRealReason } from './property-trust.ts';
import { addFieldIssue } from '#domain/zod-fields.ts';

/**
 * The contract of the responder's and the dispatch centre's JSON API (issue 30, items 3 and 5):
 * one request and one response schema per route, read by the routes and by the browser.
 */

/**
 * Why a profile is read: an incident number in the CAD's format, or a reason of a few real words
 * (decision 334); never neither, never "-".
 */
export const PropertyReadRequestSchema = z
  .object({
    incident: z
      .string()
      .trim()
      .max(40, 'Keep the incident number under 40 characters.')
      .default(''),
    reason: z.string().trim().max(300, 'Keep the reason under 300 characters.').default(''),
  })
  .superRefine((body, context) => {
    if (isIncidentNumber(body.incident) || isRealReason(body.reason)) return;
    if (body.incident === '' && body.reason === '') {
      addFieldIssue(context, ['incident'], READ_REASON_MESSAGES.missing);
      return;
    }
    if (body.incident !== '') {
      addFieldIssue(context, ['incident'], READ_REASON_MESSAGES.incident);
    }
    if (body.reason !== '' || body.incident === '') {
      addFieldIssue(context, ['reason'], READ_REASON_MESSAGES.reason);
    }
  });
export type PropertyReadRequest = z.infer<typeof PropertyReadRequestSchema>;

export const PropertySearchQuerySchema = z.object({
  address: z.string().trim().min(3, 'Enter at least 3 characters of the address.').max(200),
});

/** How far a profile can be trusted (decision 334): who wrote it, when, and whether verified. */
const TrustSchema = z.object({
  occupant: z.enum(OCCUPANT_KINDS),
  /** When the profile was confirmed by e-mail (registered). */
  registeredAt: z.string(),
  isVerified: z.boolean(),
  verification: z.enum(['letter', 'phone']).nullable(),
  verifiedAt: z.string().nullable(),
});

/** A search hit or a dispatch candidate: the address and how far to trust it, nothing inside. */
export const PropertySearchHitSchema = z
  .object({
    id: z.string(),
    street: z.string(),
    town: z.string(),
    isStale: z.boolean(),
  })
  .extend(TrustSchema.shape);
export type PropertySearchHit = z.infer<typeof PropertySearchHitSchema>;
export const PropertySearchResponseSchema = z.object({ hits: z.array(PropertySearchHitSchema) });

export const SitePlanEntrySchema = z.object({
  id: z.string(),
  bytes: z.number().int(),
  addedAt: z.string(),
});

const MapLinksSchema = z.object({ geo: z.string(), web: z.string() }).nullable();

export const PropertyReadResponseSchema = z
  .object({
    id: z.string(),
    kind: z.enum(PROPERTY_KINDS),
    occupant: z.enum(OCCUPANT_KINDS),
    street: z.string(),
    town: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    mapLinks: MapLinksSchema,
    details: PropertyDetailsSchema,
    /** The business's site plans; each opens through PROPERTY_API_PATHS.sitePlan, logged. */
    sitePlans: z.array(SitePlanEntrySchema),
    changedAt: z.string(),
    isStale: z.boolean(),
  })
  .extend(TrustSchema.shape);
export type PropertyReadResponse = z.infer<typeof PropertyReadResponseSchema>;

/**
 * The dispatch card, and the CAD's answer: access and hazards, without people's medical details,
 * where they sleep or the firearms kept (PERSONAL_DETAIL_FIELDS).
 */
export const PropertyCardResponseSchema = PropertyReadResponseSchema.extend({
  details: PropertyDetailsSchema.omit(
    Object.fromEntries(PERSONAL_DETAIL_FIELDS.map((field) => [field, true])) as Record<
      (typeof PERSONAL_DETAIL_FIELDS)[number],
      true
    >,
  ),
  /** True when the owner wrote something the card leaves out (not what): open the profile. */
  hasPrivateNotes: z.boolean(),
});
export type PropertyCardResponse = z.infer<typeof PropertyCardResponseSchema>;

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/**
 * The CAD lookup: by address, with the incident or reason like the responder's read. Only
 * verified profiles unless `includeUnverified=true`.
 */
export const DispatchLookupQuerySchema = z.object({
  address: z.string().trim().min(3, 'Enter at least 3 characters of the address.').max(200),
  incident: z.string().trim().max(40).default(''),
  reason: z.string().trim().max(300).default(''),
  includeUnverified: booleanFlag,
});
/** The CAD's choice from a list: the same reason, and one profile by its id. */
export const DispatchReadQuerySchema = DispatchLookupQuerySchema.omit({
  address: true,
  includeUnverified: true,
});
export const DispatchLookupResponseSchema = z.object({
  /** The one profile at exactly the address asked for (read and logged), or null. */
  match: PropertyCardResponseSchema.nullable(),
  /**
   * When there is no one exact match: the close addresses (several at one address, or a fuzzy
   * match), addresses only, nothing read and nothing logged. The reader chooses one by its id
   * (PROPERTY_API_PATHS.dispatchProfile).
   */
  candidates: z.array(PropertySearchHitSchema),
});

export const PropertyCountsResponseSchema = z.object({
  profiles: z.number().int(),
  stale: z.number().int(),
  unconfirmed: z.number().int(),
});

/** A profile whose address waits for verification, as staff list them: the address only. */
export const VerificationEntrySchema = PropertySearchHitSchema.extend({
  letterPrintedAt: z.string().nullable(),
});
export type VerificationEntry = z.infer<typeof VerificationEntrySchema>;
export const VerificationListResponseSchema = z.object({
  profiles: z.array(VerificationEntrySchema),
});
export const VerifyByPhoneRequestSchema = z.object({
  /** Who called and how staff knew them: kept in the activity log, not on the profile. */
  note: z
    .string()
    .trim()
    .min(3, 'Say who called and how you checked the address, like “owner called from home phone”.')
    .max(300, 'Keep the note under 300 characters.'),
});
