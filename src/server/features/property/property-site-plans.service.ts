import { randomUUID } from 'node:crypto';
import type { PropertyReadRequest } from '#domain/property/property-api.ts';
import {
  MAX_SITE_PLANS,
  SITE_PLAN_MESSAGES,
  type SitePlanEntry,
} from '#domain/property/property-profile.ts';
import { findProfile, logRead, sitePlanContextOf, type PropertyDeps } from './property.repo.ts';
import type { PropertyProfileRow } from './property.tables.ts';

/**
 * A business's site plans (issue 30, item 1): the owner adds and deletes them with the manage
 * link, a responder opens one with a reason and the read is logged. Every file is checked like a
 * library document and sealed at rest; none is ever at a public address.
 */

export type SitePlanOutcome = { ok: true; value: SitePlanEntry } | { ok: false; message: string };

/** Checks and seals the owner's upload; the message goes under the file field. */
export async function addSitePlan(
  deps: PropertyDeps,
  row: PropertyProfileRow,
  file: Buffer | undefined,
): Promise<SitePlanOutcome> {
  if (row.kind !== 'business') return { ok: false, message: SITE_PLAN_MESSAGES.notBusiness };
  if (file === undefined) return { ok: false, message: SITE_PLAN_MESSAGES.missing };
  const checked = await deps.checkSitePlan(file);
  if (!checked.ok) return checked;
  const id = randomUUID();
  const addedAt = deps.clock().toISOString();
  const isAdded = await deps.db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom('propertySitePlans')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('profileId', '=', row.id)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_SITE_PLANS) return false;
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
    return true;
  });
  if (!isAdded) return { ok: false, message: SITE_PLAN_MESSAGES.tooMany };
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
