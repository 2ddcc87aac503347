import { randomUUID } from 'node:crypto';
import type { PropertyReadRequest } from '#domain/property/property-api.ts';
import {
  MAX_SITE_PLAN_BYTES,
  MAX_SITE_PLANS,
  SITE_PLAN_MESSAGES,
  type SitePlanEntry,
} from '#domain/property/property-profile.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import {
  findUploadRoomRefusal,
  measureUploadRoom,
  type StoredBytesCap,
  type UploadRoomRefusal,
} from '#server/upload-room.ts';
import {
  findProfile,
  logRead,
  sitePlanContextOf,
  sumSitePlanBytes,
  type PropertyDeps,
} from './property.repo.ts';
import type { PropertyProfileRow } from './property.tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A business's site plans (issue 30, item 1): the owner adds and deletes them with the manage
 * link, a responder opens one with a reason and the read is logged. Every file is checked like a
 * library document and sealed at rest; none is ever at a public address.
 */

/** Why a site plan is refused: a message under the file field, answered 400, 429 or 507. */
export interface SitePlanRefusal {
  ok: false;
  message: string;
  code: 'VALIDATION_FAILED' | UploadRoomRefusal;
}
export type SitePlanOutcome = { ok: true; value: SitePlanEntry } | SitePlanRefusal;

/** A multipart body's bytes beyond its file: the part's headers, boundaries and two small fields. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const ROOM_MESSAGES: Record<UploadRoomRefusal, string> = {
  UPLOAD_QUOTA_EXCEEDED: SITE_PLAN_MESSAGES.profileFull,
  UPLOAD_STORAGE_FULL: SITE_PLAN_MESSAGES.storageFull,
};
const refuse = (message: string): SitePlanRefusal => ({
  ok: false,
  message,
  code: 'VALIDATION_FAILED',
});
const refuseForRoom = (refusal: UploadRoomRefusal): SitePlanRefusal => ({
  ok: false,
  message: ROOM_MESSAGES[refusal],
  code: refusal,
});

/** The caps on stored site-plan bytes: the profile's own, then every profile's together. */
function sitePlanCaps(db: Db, deps: PropertyDeps, profileId: string): StoredBytesCap[] {
  return [
    {
      refusal: 'UPLOAD_QUOTA_EXCEEDED',
      max: deps.env.SITE_PLAN_BYTES_PER_PROFILE,
      readStored: () => sumSitePlanBytes(db, profileId),
    },
    {
      refusal: 'UPLOAD_STORAGE_FULL',
      max: deps.env.SITE_PLAN_BYTES_TOTAL,
      readStored: () => sumSitePlanBytes(db),
    },
  ];
}

async function countSitePlans(db: Db, profileId: string): Promise<number> {
  const { count } = await db
    .selectFrom('propertySitePlans')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('profileId', '=', profileId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Everything about an upload that is known before its body (issue 36): a business profile with
 * room for one more plan, under the size limit and the byte caps, as far as the declared length
 * tells. Answers the most bytes the file may have, for the reader to stop at, or the refusal;
 * the caller answers a refusal without reading the body.
 */
export async function findSitePlanRoom(
  deps: PropertyDeps,
  row: PropertyProfileRow,
  declaredBytes: number | undefined,
): Promise<{ ok: true; maxBytes: number; refusalPastMax: SitePlanRefusal } | SitePlanRefusal> {
  if (row.kind !== 'business') return refuse(SITE_PLAN_MESSAGES.notBusiness);
  if ((await countSitePlans(deps.db, row.id)) >= MAX_SITE_PLANS) {
    return refuse(SITE_PLAN_MESSAGES.tooMany);
  }
  const fileBytesAtLeast = Math.max(0, (declaredBytes ?? 0) - MULTIPART_OVERHEAD_BYTES);
  if (fileBytesAtLeast > MAX_SITE_PLAN_BYTES) return refuse(SITE_PLAN_MESSAGES.tooLarge);
  const { room, refusal } = await measureUploadRoom(sitePlanCaps(deps.db, deps, row.id));
  if (refusal && (room === 0 || fileBytesAtLeast > room)) return refuseForRoom(refusal);
  return room < MAX_SITE_PLAN_BYTES && refusal
    ? { ok: true, maxBytes: room, refusalPastMax: refuseForRoom(refusal) }
    : {
        ok: true,
        maxBytes: MAX_SITE_PLAN_BYTES,
        refusalPastMax: refuse(SITE_PLAN_MESSAGES.tooLarge),
      };
}

/** Checks and seals the owner's upload; the message goes under the file field. */
export async function addSitePlan(
  deps: PropertyDeps,
  row: PropertyProfileRow,
  file: Buffer | undefined,
): Promise<SitePlanOutcome> {
  if (row.kind !== 'business') return refuse(SITE_PLAN_MESSAGES.notBusiness);
  if (file === undefined) return refuse(SITE_PLAN_MESSAGES.missing);
  const checked = await deps.checkSitePlan(file);
  if (!checked.ok) return refuse(checked.message);
  const id = randomUUID();
  const addedAt = deps.clock().toISOString();
  // Counted again in the transaction that adds it: two uploads at once cannot both squeeze in.
  const refused = await deps.db.transaction().execute(async (trx) => {
    if ((await countSitePlans(trx, row.id)) >= MAX_SITE_PLANS) {
      return refuse(SITE_PLAN_MESSAGES.tooMany);
    }
    const refusal = await findUploadRoomRefusal(sitePlanCaps(trx, deps, row.id), file.length);
    if (refusal) return refuseForRoom(refusal);
    await trx
      .insertInto('propertySitePlans')
      .values({
        id,
        profileId: row.id,
        sealedFile: deps.sealer.sealBytes(file, sitePlanContextOf(row.id, id)),
        bytes: file.length,
        addedAt,
      })
      .execute();
    return undefined;
  });
  if (refused) return refused;
  return { ok: true, value: { id, bytes: file.length, addedAt } };
}

/** The owner deletes one plan for real; false when the profile holds no such plan. */
export async function deleteSitePlan(
  deps: Pick<PropertyDeps, 'db'>,
  row: PropertyProfileRow,
  planId: string,
): Promise<boolean> {
  const deleted = await deps.db
    .deleteFrom('propertySitePlans')
    .where('id', '=', planId)
    .where('profileId', '=', row.id)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** A plan's PDF bytes, opened; undefined when the profile holds no such plan. */
export async function openSitePlan(
  deps: Pick<PropertyDeps, 'db' | 'sealer'>,
  profileId: string,
  planId: string,
): Promise<Buffer | undefined> {
  const plan = await deps.db
    .selectFrom('propertySitePlans')
    .select(['id', 'sealedFile'])
    .where('id', '=', planId)
    .where('profileId', '=', profileId)
    .executeTakeFirst();
  return plan
    ? deps.sealer.openBytes(plan.sealedFile, sitePlanContextOf(profileId, plan.id))
    : undefined;
}

/**
 * A responder opens one plan of a confirmed profile: the read is logged (channel "site-plan")
 * in the same transaction. Undefined, and nothing logged, for an unknown plan or profile.
 */
export async function readSitePlanFor(
  deps: PropertyDeps,
  profileId: string,
  planId: string,
  viewer: string,
  why: PropertyReadRequest,
): Promise<Buffer | undefined> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await findProfile(trx, { id: profileId });
    if (row?.status !== 'active') return undefined;
    const bytes = await openSitePlan({ db: trx, sealer: deps.sealer }, row.id, planId);
    if (!bytes) return undefined;
    await logRead(trx, deps.clock, row.id, { viewer, channel: 'site-plan' }, why);
    return bytes;
  });
}
