import type { Kysely, Transaction } from 'kysely';
import {
  BurnSettingsSchema,
  DEFAULT_BURN_SETTINGS,
  type BurnDayEntry,
  type BurnSettings,
} from '#domain/burn/burn-day.ts';
import { BURN_PERMIT_MACHINE, type BurnPermitStatus } from '#domain/burn/burn-permit.ts';
import type { Database } from '#server/db/database.ts';
import { readPage } from '#server/db/read-page.ts';
import { defineStatusStore, moverFor } from '#server/status/status-transition.ts';
import type { BurnCheckInRow, BurnPermitRow, BurnPermitsTable } from './burn.tables.ts';
import { ALERT_ITEM_PREFIX, FIRE_CONDITIONS_ITEM_ID } from '#domain/content/content-api.ts';
import {
  FireConditionsSchema,
  type FireConditions,
} from '#domain/content/fire-conditions.schema.ts';
import { SiteAlertSchema, type SiteAlert } from '#domain/content/site-alert.schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const SETTINGS_ID = 'district';

/** Burn permits on the shared status machine; their timeline is the shared status_events. */
export const BURN_PERMIT_STORE = defineStatusStore<
  BurnPermitStatus,
  Pick<
    BurnPermitsTable,
    'issuedAt' | 'permitNumber' | 'pdf' | 'revokedAt' | 'revokeReason' | 'checkInCode'
  >
>({
  machine: BURN_PERMIT_MACHINE,
  table: 'burnPermits',
  touchColumn: 'updatedAt',
  timeline: 'status-events',
});

export const moveBurnPermit = moverFor(BURN_PERMIT_STORE);

/** The district's settings, or the defaults while none were saved. */
export async function readBurnSettings(
  db: Db,
): Promise<{ settings: BurnSettings; version: string }> {
  const row = await db
    .selectFrom('burnSettings')
    .selectAll()
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  if (!row) return { settings: DEFAULT_BURN_SETTINGS, version: 'default' };
  return { settings: BurnSettingsSchema.parse(JSON.parse(row.settings)), version: row.updatedAt };
}

export async function saveBurnSettings(
  db: Db,
  settings: BurnSettings,
  at: string,
  by: string,
): Promise<void> {
  const values = { settings: JSON.stringify(settings), updatedAt: at, updatedBy: by };
  await db
    .insertInto('burnSettings')
    .values({ id: SETTINGS_ID, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

/**
 * The published site alerts and fire conditions (decision 307: the restrictions staff publish
 * there are what the burn-day status obeys), with the content counter that changes with them.
 */
export async function readPublishedRestrictionContent(db: Db): Promise<{
  alerts: SiteAlert[];
  fireConditions: FireConditions | null;
  contentVersion: number;
}> {
  const rows = await db
    .selectFrom('contentItems')
    .innerJoin('contentVersions', 'contentVersions.id', 'contentItems.publishedVersionId')
    .select(['contentItems.id as itemId', 'contentVersions.data'])
    .where((where) =>
      where.or([
        where('contentItems.id', '=', FIRE_CONDITIONS_ITEM_ID),
        where('contentItems.id', 'like', `${ALERT_ITEM_PREFIX}%`),
      ]),
    )
    .execute();
  const state = await db
    .selectFrom('contentState')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  const alerts: SiteAlert[] = [];
  let fireConditions: FireConditions | null = null;
  for (const row of rows) {
    const data: unknown = JSON.parse(row.data);
    if (row.itemId === FIRE_CONDITIONS_ITEM_ID) {
      const parsed = FireConditionsSchema.safeParse(data);
      if (parsed.success) fireConditions = parsed.data;
    } else {
      const parsed = SiteAlertSchema.safeParse(data);
      if (parsed.success) alerts.push(parsed.data);
    }
  }
  return { alerts, fireConditions, contentVersion: Number(state?.version ?? 0) };
}

export async function findDayEntry(
  db: Db,
  day: string,
): Promise<(BurnDayEntry & { postedAt: string; postedBy: string }) | undefined> {
  const row = await db
    .selectFrom('burnDayEntries')
    .selectAll()
    .where('day', '=', day)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    day: row.day,
    isBurningAllowed: Number(row.isBurningAllowed) === 1,
    reason: row.reason,
    note: row.note,
    clearingIndex: row.clearingIndex === null ? null : Number(row.clearingIndex),
    postedAt: row.postedAt,
    postedBy: row.postedBy,
  };
}

export async function saveDayEntry(
  db: Db,
  entry: BurnDayEntry,
  at: string,
  by: string,
): Promise<void> {
  const values = {
    isBurningAllowed: entry.isBurningAllowed ? 1 : 0,
    reason: entry.reason,
    note: entry.note,
    clearingIndex: entry.clearingIndex,
    postedAt: at,
    postedBy: by,
  };
  await db
    .insertInto('burnDayEntries')
    .values({ day: entry.day, ...values })
    .onConflict((conflict) => conflict.column('day').doUpdateSet(values))
    .execute();
}

export async function insertBurnPermit(db: Db, row: BurnPermitsTable): Promise<void> {
  await db.insertInto('burnPermits').values(row).execute();
}

const PERMIT_COLUMNS = [
  'id',
  'permitNumber',
  'status',
  'applicantName',
  'phone',
  'email',
  'street',
  'town',
  'material',
  'materialDescription',
  'pileSize',
  'fromDay',
  'toDay',
  'feeCents',
  'stateRegistrationNumber',
  'conditions',
  'accessToken',
  'createdAt',
  'updatedAt',
  'issuedAt',
  'revokedAt',
  'revokeReason',
  'checkInCode',
  'language',
] as const;
export type BurnPermitSummary = Omit<BurnPermitRow, 'pdf'>;

export async function findBurnPermit(
  db: Db,
  find: { id: string } | { accessToken: string } | { permitNumber: string },
): Promise<BurnPermitSummary | undefined> {
  let query = db.selectFrom('burnPermits').select(PERMIT_COLUMNS);
  if ('id' in find) query = query.where('id', '=', find.id);
  else if ('accessToken' in find) query = query.where('accessToken', '=', find.accessToken);
  else query = query.where('permitNumber', '=', find.permitNumber);
  return query.executeTakeFirst();
}

export async function findBurnPermitPdf(db: Db, id: string): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('burnPermits')
    .select('pdf')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.pdf ? new Uint8Array(row.pdf) : undefined;
}

/** Keeps the permit's PDF as issued, unless one is kept already (both drawings hold the same bytes). */
export async function keepBurnPermitPdf(db: Db, id: string, pdf: Uint8Array): Promise<void> {
  await db
    .updateTable('burnPermits')
    .set({ pdf })
    .where('id', '=', id)
    .where('pdf', 'is', null)
    .execute();
}

/** One page of permits, newest first, and the total matching (issue 25: no silent cut-off). */
export function listBurnPermits(
  db: Db,
  filters: { status?: BurnPermitStatus | undefined; page: number },
) {
  const filtered = () => {
    const query = db.selectFrom('burnPermits');
    return filters.status ? query.where('status', '=', filters.status) : query;
  };
  return readPage({
    page: filters.page,
    count: async () =>
      (
        await filtered()
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow()
      ).total,
    rows: ({ limit, offset }) =>
      filtered()
        .select(PERMIT_COLUMNS)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
  });
}

/** Records a check-in once per permit and day; answers the stored one either way. */
export async function insertCheckInOnce(
  db: Db,
  row: BurnCheckInRow,
): Promise<{ checkIn: BurnCheckInRow; isNew: boolean }> {
  const result = await db
    .insertInto('burnCheckIns')
    .values(row)
    .onConflict((conflict) => conflict.columns(['permitId', 'day']).doNothing())
    .executeTakeFirst();
  const isNew = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  const stored = await db
    .selectFrom('burnCheckIns')
    .selectAll()
    .where('permitId', '=', row.permitId)
    .where('day', '=', row.day)
    .executeTakeFirstOrThrow();
  return { checkIn: stored, isNew };
}

export async function findCheckIn(
  db: Db,
  permitId: string,
  day: string,
): Promise<BurnCheckInRow | undefined> {
  return db
    .selectFrom('burnCheckIns')
    .selectAll()
    .where('permitId', '=', permitId)
    .where('day', '=', day)
    .executeTakeFirst();
}

/** Every check-in of a day with its permit, earliest start first. */
export async function listCheckInsOfDay(db: Db, day: string) {
  return db
    .selectFrom('burnCheckIns')
    .innerJoin('burnPermits', 'burnPermits.id', 'burnCheckIns.permitId')
    .select([
      'burnCheckIns.id as checkInId',
      'burnCheckIns.startTime',
      'burnCheckIns.endTime',
      'burnCheckIns.createdAt as checkedInAt',
      'burnPermits.id as permitId',
      'burnPermits.permitNumber',
      'burnPermits.status',
      'burnPermits.applicantName',
      'burnPermits.phone',
      'burnPermits.email',
      'burnPermits.street',
      'burnPermits.town',
      'burnPermits.material',
      'burnPermits.materialDescription',
      'burnPermits.pileSize',
      'burnPermits.stateRegistrationNumber',
    ])
    .where('burnCheckIns.day', '=', day)
    .orderBy('burnCheckIns.startTime', 'asc')
    .orderBy('burnPermits.permitNumber', 'asc')
    .execute();
}
export type DayCheckIn = Awaited<ReturnType<typeof listCheckInsOfDay>>[number];

/** Every permit with its check-ins, for the CSV export, oldest first. */
export async function listForExport(db: Db) {
  const permits = await db
    .selectFrom('burnPermits')
    .select(PERMIT_COLUMNS)
    .orderBy('createdAt', 'asc')
    .execute();
  const checkIns = await db.selectFrom('burnCheckIns').selectAll().orderBy('day', 'asc').execute();
  return { permits, checkIns };
}

/**
 * Deletes permits whose last planned day is before `keepFrom` (and their check-ins and timeline)
 * in one transaction; answers how many permits went.
 */
export async function purgeBurnPermitsBefore(
  trx: Transaction<Database>,
  keepFrom: string,
): Promise<number> {
  const old = await trx
    .selectFrom('burnPermits')
    .select('id')
    .where('toDay', '<', keepFrom)
    .execute();
  const ids = old.map((row) => row.id);
  if (ids.length === 0) return 0;
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    await trx.deleteFrom('burnCheckIns').where('permitId', 'in', chunk).execute();
    await trx
      .deleteFrom('statusEvents')
      .where('subjectKind', '=', BURN_PERMIT_MACHINE.subjectKind)
      .where('subjectId', 'in', chunk)
      .execute();
    await trx.deleteFrom('burnPermits').where('id', 'in', chunk).execute();
  }
  return ids.length;
}
