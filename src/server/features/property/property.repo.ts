import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import {
  OCCUPANT_KINDS,
  PropertyDetailsSchema,
  type OccupantKind,
  type PropertyDetails,
  type PropertyProfileView,
  type PropertyViewEntry,
} from '#domain/property/property-profile.ts';
import type { Clock } from '#domain/clock.ts';
import { trimTrailingSlashes } from '#domain/url-path.ts';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import type { Outbox } from '#server/outbox/outbox.ts';
import type { PropertySealer } from './property-crypto.ts';
import type { PropertyDeletionsTable, PropertyProfileRow } from './property.tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What every part of the property feature works with, handed over by buildApp. */
export interface PropertyDeps {
  db: Kysely<Database>;
  clock: Clock;
  outbox: Outbox;
  env: Pick<Env, 'PUBLIC_URL' | 'PORT' | 'MAIL_FROM'>;
  sealer: PropertySealer;
  readDistrictName: () => Promise<string>;
}

/** The sealed part of a profile: everything the owner wrote but the address. */
const SealedSchema = z.object({
  occupant: z.enum(OCCUPANT_KINDS),
  details: PropertyDetailsSchema,
});

/** The profile's id binds the sealed value to its row (the cipher's additional data). */
const contextOf = (profileId: string) => `property-profile:${profileId}`;

export function sealProfile(
  sealer: PropertySealer,
  profileId: string,
  value: { occupant: OccupantKind; details: PropertyDetails },
): string {
  return sealer.seal(JSON.stringify(value), contextOf(profileId));
}

export function openProfile(
  sealer: PropertySealer,
  row: Pick<PropertyProfileRow, 'id' | 'sealedDetails'>,
): { occupant: OccupantKind; details: PropertyDetails } {
  return SealedSchema.parse(JSON.parse(sealer.open(row.sealedDetails, contextOf(row.id))));
}

export function toProfileView(
  sealer: PropertySealer,
  row: PropertyProfileRow,
): PropertyProfileView {
  const { occupant, details } = openProfile(sealer, row);
  return {
    id: row.id,
    kind: row.kind,
    occupant,
    street: row.street,
    town: row.town,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    details,
    changedAt: row.changedAt,
    isStale: row.staleAt !== null,
  };
}

export async function findProfile(
  db: Db,
  where: { id: string } | { manageToken: string } | { confirmToken: string },
): Promise<PropertyProfileRow | undefined> {
  const query = db.selectFrom('propertyProfiles').selectAll();
  if ('id' in where)
    return where.id ? query.where('id', '=', where.id).executeTakeFirst() : undefined;
  if ('manageToken' in where) {
    return where.manageToken
      ? query.where('manageToken', '=', where.manageToken).executeTakeFirst()
      : undefined;
  }
  return where.confirmToken
    ? query.where('confirmToken', '=', where.confirmToken).executeTakeFirst()
    : undefined;
}

export async function listViews(db: Db, profileId: string): Promise<PropertyViewEntry[]> {
  const rows = await db
    .selectFrom('propertyViews')
    .select(['viewedAt', 'viewer', 'channel', 'incident', 'reason'])
    .where('profileId', '=', profileId)
    .orderBy('viewedAt', 'desc')
    .execute();
  return rows.map((row) => ({
    at: row.viewedAt,
    viewer: row.viewer,
    channel: row.channel,
    incident: row.incident,
    reason: row.reason,
  }));
}

/**
 * Deletes a profile for real: its row and its view log go, and one deletion entry (no address, no
 * contact, nothing sealed) says that a profile existed and why it went.
 */
export async function deleteProfile(
  trx: Transaction<Database>,
  profileId: string,
  at: string,
  cause: PropertyDeletionsTable['cause'],
): Promise<void> {
  await trx.deleteFrom('propertyViews').where('profileId', '=', profileId).execute();
  const deleted = await trx
    .deleteFrom('propertyProfiles')
    .where('id', '=', profileId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) return;
  await trx
    .insertInto('propertyDeletions')
    .values({ id: crypto.randomUUID(), profileId, deletedAt: at, cause })
    .execute();
}

export function siteUrlOf(deps: Pick<PropertyDeps, 'env'>, path: string): string {
  const base = deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`;
  return `${trimTrailingSlashes(base)}${path}`;
}

/**
 * Seals again, with the current key, every profile still sealed with an older one (decision 311,
 * key rotation). Answers how many rows changed; run it after putting a new key first.
 */
export async function resealProfiles(
  db: Kysely<Database>,
  sealer: PropertySealer,
): Promise<number> {
  const rows = await db
    .selectFrom('propertyProfiles')
    .select(['id', 'sealedDetails'])
    .where('sealedDetails', 'not like', `${sealer.currentKeyId}.%`)
    .execute();
  for (const row of rows) {
    await db
      .updateTable('propertyProfiles')
      .set({ sealedDetails: sealProfile(sealer, row.id, openProfile(sealer, row)) })
      .where('id', '=', row.id)
      .where('sealedDetails', '=', row.sealedDetails)
      .execute();
  }
  return rows.length;
}
