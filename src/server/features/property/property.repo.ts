import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import {
  OCCUPANT_KINDS,
  PropertyDetailsSchema,
  type OccupantKind,
  type PropertyDetails,
  type PropertyProfileView,
  type PropertyViewEntry,
  type SitePlanEntry,
} from '#domain/property/property-profile.ts';
import type { Clock } from '#domain/clock.ts';
import { trimTrailingSlashes } from '#domain/url-path.ts';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import { forgetMailAllowance } from '#server/outbox/mail-caps.ts';
import type { Outbox } from '#server/outbox/outbox.ts';
import type { PropertySealer } from './property-crypto.ts';
import type { PropertyDeletionsTable, PropertyProfileRow } from './property.tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What every part of the property feature works with, handed over by buildApp. */
export interface PropertyDeps {
  db: Kysely<Database>;
  clock: Clock;
  outbox: Outbox;
  env: Pick<
    Env,
    'PUBLIC_URL' | 'PORT' | 'MAIL_FROM' | 'SITE_PLAN_BYTES_PER_PROFILE' | 'SITE_PLAN_BYTES_TOTAL'
  >;
  sealer: PropertySealer;
  readDistrictName: () => Promise<string>;
  /**
   * The documents library's check of an upload (document-upload-check.ts), PDFs only: handed
   * over by buildApp, so a site plan is checked exactly like a library document.
   */
  checkSitePlan: (bytes: Buffer) => Promise<{ ok: true } | { ok: false; message: string }>;
}

/** The sealed part of a profile: everything the owner wrote but the address. */
const SealedSchema = z.object({
  occupant: z.enum(OCCUPANT_KINDS),
  details: PropertyDetailsSchema,
});

/** The profile's id binds the sealed value to its row (the cipher's additional data). */
const contextOf = (profileId: string) => `property-profile:${profileId}`;
/** A site plan opens only on its own row of its own profile. */
export const sitePlanContextOf = (profileId: string, planId: string) =>
  `property-site-plan:${profileId}:${planId}`;

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
    ...trustOf(row),
  };
}

/** How far a profile can be trusted, from its row (decision 334). */
export function trustOf(
  row: Pick<PropertyProfileRow, 'createdAt' | 'confirmedAt' | 'verifiedAt' | 'verification'>,
) {
  return {
    registeredAt: row.confirmedAt ?? row.createdAt,
    isVerified: row.verifiedAt !== null,
    verification: row.verifiedAt === null ? null : row.verification,
    verifiedAt: row.verifiedAt,
  };
}

/** A profile as a list shows it: its address, who wrote it, when, and whether verified. */
export function toSearchHit(sealer: PropertySealer, row: PropertyProfileRow) {
  return {
    id: row.id,
    street: row.street,
    town: row.town,
    isStale: row.staleAt !== null,
    occupant: openProfile(sealer, row).occupant,
    ...trustOf(row),
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

/** A profile's site plans, oldest first: their size and date, never their bytes. */
export async function listSitePlans(db: Db, profileId: string): Promise<SitePlanEntry[]> {
  const rows = await db
    .selectFrom('propertySitePlans')
    .select(['id', 'bytes', 'addedAt'])
    .where('profileId', '=', profileId)
    .orderBy('addedAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, bytes: Number(row.bytes), addedAt: row.addedAt }));
}

/** The bytes of the site plans stored, of one profile or of all (the files' own sizes). */
export async function sumSitePlanBytes(db: Db, profileId?: string): Promise<number> {
  let query = db
    .selectFrom('propertySitePlans')
    .select((eb) => eb.fn.sum<string | number | null>('bytes').as('total'));
  if (profileId !== undefined) query = query.where('profileId', '=', profileId);
  const row = await query.executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Writes one line of the owner's read log: who, when, how and why. */
export async function logRead(
  trx: Transaction<Database>,
  clock: Clock,
  profileId: string,
  reader: Pick<PropertyViewEntry, 'viewer' | 'channel'>,
  why: { incident: string; reason: string },
): Promise<void> {
  await trx
    .insertInto('propertyViews')
    .values({
      id: crypto.randomUUID(),
      profileId,
      viewedAt: clock().toISOString(),
      viewer: reader.viewer,
      channel: reader.channel,
      incident: why.incident,
      reason: why.reason,
    })
    .execute();
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

/** The anonymous form's name in the daily mail allowance (decision 290). */
export const PROPERTY_MAIL_FORM = 'property-profile';

/** What a profile's e-mails are about in the outbox: they go with it. */
export const mailReferenceOf = (profileId: string) => `property-profile:${profileId}`;

/**
 * Deletes a profile for real: its row, its view log, its site plans, its e-mails (rows and the
 * outbox folder's copies) and the mail counter holding its address go, and one deletion entry (no
 * address, no contact, nothing sealed) says that a profile existed and why it went (issue 36).
 */
export async function deleteProfile(
  deps: Pick<PropertyDeps, 'outbox'>,
  trx: Transaction<Database>,
  row: Pick<PropertyProfileRow, 'id' | 'email'>,
  at: string,
  cause: PropertyDeletionsTable['cause'],
): Promise<void> {
  const profileId = row.id;
  await deps.outbox.forget(trx, mailReferenceOf(profileId));
  await forgetMailAllowance(trx, { form: PROPERTY_MAIL_FORM, email: row.email });
  await trx.deleteFrom('propertyViews').where('profileId', '=', profileId).execute();
  await trx.deleteFrom('propertySitePlans').where('profileId', '=', profileId).execute();
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
 * Seals again, with the current key, every profile and site plan still sealed with an older one
 * (decision 311, key rotation). Answers how many rows changed; run it after putting a new key
 * first.
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
  const plans = await db
    .selectFrom('propertySitePlans')
    .select(['id', 'profileId', 'sealedFile'])
    .where('sealedFile', 'not like', `${sealer.currentKeyId}.%`)
    .execute();
  for (const plan of plans) {
    const context = sitePlanContextOf(plan.profileId, plan.id);
    await db
      .updateTable('propertySitePlans')
      .set({ sealedFile: sealer.sealBytes(sealer.openBytes(plan.sealedFile, context), context) })
      .where('id', '=', plan.id)
      .where('sealedFile', '=', plan.sealedFile)
      .execute();
  }
  return rows.length + plans.length;
}
