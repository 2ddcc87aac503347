import type { Kysely } from 'kysely';
import { PROPERTY_VERIFICATION_PATH } from '#domain/property/property-profile.ts';
import { rowCount, type AttentionCount } from '#server/attention/attention-registry.ts';
import type { Database } from '#server/db/database.ts';

function selectUnverified(db: Kysely<Database>) {
  return db
    .selectFrom('propertyProfiles')
    .where('status', '=', 'active')
    .where('verifiedAt', 'is', null);
}

/** Decision 334: property profiles whose address waits for verification. */
export const PROPERTY_ATTENTION: readonly AttentionCount[] = [
  rowCount('property.letters-to-print', 'Property profiles waiting for an address letter', {
    permission: 'property:verify',
    href: PROPERTY_VERIFICATION_PATH,
    rows: (db) => selectUnverified(db).where('letterPrintedAt', 'is', null),
  }),
  rowCount('property.unverified', 'Property profiles with an unverified address', {
    permission: 'property:verify',
    href: PROPERTY_VERIFICATION_PATH,
    rows: selectUnverified,
  }),
];
