import type { Kysely, Transaction } from 'kysely';
import { CLEARANCE_MACHINE, type ClearanceStatus } from '#domain/inspections/clearance.ts';
import type { Database } from '#server/db/database.ts';
import { defineStatusStore, moverFor } from '#server/status/status-transition.ts';
import type { ClearanceRow, ClearancesTable } from './clearance.tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Clearances on the shared status machine; their timeline is the shared status_events. */
export const CLEARANCE_STORE = defineStatusStore<
  ClearanceStatus,
  Pick<ClearancesTable, 'revokedAt' | 'revokedBy' | 'revokeReason'>
>({
  machine: CLEARANCE_MACHINE,
  table: 'clearances',
  touchColumn: 'updatedAt',
  timeline: 'status-events',
});

export const moveClearance = moverFor(CLEARANCE_STORE);

export async function insertClearance(db: Db, row: ClearanceRow): Promise<void> {
  await db.insertInto('clearances').values(row).execute();
}

export function findClearance(db: Db, id: string): Promise<ClearanceRow | undefined> {
  return db.selectFrom('clearances').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findClearanceByInspection(
  db: Db,
  inspectionId: string,
): Promise<ClearanceRow | undefined> {
  return db
    .selectFrom('clearances')
    .selectAll()
    .where('inspectionId', '=', inspectionId)
    .executeTakeFirst();
}

/** The application's latest clearance record: the one that answers for the permit today. */
export function findLatestClearance(
  db: Db,
  applicationId: string,
): Promise<ClearanceRow | undefined> {
  return db
    .selectFrom('clearances')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .orderBy('issuedAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function listClearances(db: Db, applicationId: string): Promise<ClearanceRow[]> {
  return db
    .selectFrom('clearances')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .orderBy('issuedAt', 'asc')
    .execute();
}

export async function setFee(
  db: Db,
  id: string,
  fee: { feeId: string; payUrl: string },
): Promise<void> {
  await db.updateTable('clearances').set(fee).where('id', '=', id).execute();
}

/** Issued temporary clearances whose last day falls from `firstDay` to `lastDay`. */
export function listTemporaryEnding(
  db: Db,
  firstDay: string,
  lastDay: string,
): Promise<ClearanceRow[]> {
  return db
    .selectFrom('clearances')
    .selectAll()
    .where('status', '=', 'issued')
    .where('expiresOn', '>=', firstDay)
    .where('expiresOn', '<=', lastDay)
    .execute();
}
