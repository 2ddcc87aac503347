import { z } from 'zod';
import { OCCUPANT_KINDS, PROPERTY_KINDS, PropertyDetailsSchema } from './property-profile.ts';

/**
 * The contract of the responder's and the dispatch centre's JSON API (issue 30, items 3 and 5):
 * one request and one response schema per route, read by the routes and by the browser.
 */

/** Why a profile is read: an incident number, a reason, or both; never neither. */
export const PropertyReadRequestSchema = z
  .object({
    incident: z
      .string()
      .trim()
      .max(40, 'Keep the incident number under 40 characters.')
      .default(''),
    reason: z.string().trim().max(300, 'Keep the reason under 300 characters.').default(''),
  })
  .refine((body) => body.incident !== '' || body.reason !== '', {
    message: 'Enter the incident number or the reason for reading this profile.',
    path: ['incident'],
  });
export type PropertyReadRequest = z.infer<typeof PropertyReadRequestSchema>;

export const PropertySearchQuerySchema = z.object({
  address: z.string().trim().min(3, 'Enter at least 3 characters of the address.').max(200),
});

export const PropertySearchHitSchema = z.object({
  id: z.string(),
  street: z.string(),
  town: z.string(),
  isStale: z.boolean(),
});
export const PropertySearchResponseSchema = z.object({ hits: z.array(PropertySearchHitSchema) });

export const SitePlanEntrySchema = z.object({
  id: z.string(),
  bytes: z.number().int(),
  addedAt: z.string(),
});

const MapLinksSchema = z.object({ geo: z.string(), web: z.string() }).nullable();

export const PropertyReadResponseSchema = z.object({
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
});
export type PropertyReadResponse = z.infer<typeof PropertyReadResponseSchema>;

/** The dispatch card: access and hazards, without people's medical details. */
export const PropertyCardResponseSchema = PropertyReadResponseSchema.extend({
  details: PropertyDetailsSchema.omit({ peopleNeeds: true, sleepingArea: true }),
  /** True when the owner wrote something about people who may need help (not what). */
  hasPeopleNotes: z.boolean(),
});
export type PropertyCardResponse = z.infer<typeof PropertyCardResponseSchema>;

/** The CAD lookup: by address, with the incident or reason like the responder's read. */
export const DispatchLookupQuerySchema = z.object({
  address: z.string().trim().min(3, 'Enter at least 3 characters of the address.').max(200),
  incident: z.string().trim().max(40).default(''),
  reason: z.string().trim().max(300).default(''),
});
export const DispatchLookupResponseSchema = z.object({
  match: PropertyReadResponseSchema.nullable(),
  /** Other addresses close to the one asked for, when the best match is not certain. */
  others: z.array(PropertySearchHitSchema),
});

export const PropertyCountsResponseSchema = z.object({
  profiles: z.number().int(),
  stale: z.number().int(),
  unconfirmed: z.number().int(),
});
