import { PROPERTY_VERIFICATION_PATH } from '#domain/property/property-profile.ts';
import { countRows, type AttentionCount } from '#server/attention/attention-registry.ts';

/** Decision 334: property profiles whose address waits for verification. */
export const PROPERTY_ATTENTION: readonly AttentionCount[] = [
  {
    id: 'property.letters-to-print',
    label: 'Property profiles waiting for an address letter',
    permission: 'property:verify',
    href: PROPERTY_VERIFICATION_PATH,
    count: async (db) =>
      countRows(
        db
          .selectFrom('propertyProfiles')
          .where('status', '=', 'active')
          .where('verifiedAt', 'is', null)
          .where('letterPrintedAt', 'is', null),
      ),
  },
  {
    id: 'property.unverified',
    label: 'Property profiles with an unverified address',
    permission: 'property:verify',
    href: PROPERTY_VERIFICATION_PATH,
    count: async (db) =>
      countRows(
        db
          .selectFrom('propertyProfiles')
          .where('status', '=', 'active')
          .where('verifiedAt', 'is', null),
      ),
  },
];
