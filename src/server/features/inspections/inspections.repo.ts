import { sql, type Kysely, type Transaction } from 'kysely';
import type { PermitFormType } from '#domain/permits/permit-fields.ts';
import {
  DEFAULT_INSPECTION_SETTINGS,
  InspectionSettingsSchema,
  SLOT_GRID_MINUTES,
  type InspectionSettings,
} from '#domain/inspections/inspection-settings.ts';
import {
  INSPECTION_MACHINE,
  type InspectionStatus,
} from '#domain/inspections/inspection-status.ts';
import type { AvailabilityBlock, BookedInterval } from '#domain/inspections/inspection-slots.ts';
import type { Database } from '#server/db/database.ts';
import { defineStatusStore, forUpdate, moverFor } from '#server/status/status-transition.ts';
import type { InspectionRow, InspectionsTable } from './inspections.tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

const SETTINGS_ID = 'district';
const CELL_MS = SLOT_GRID_MINUTES * 60_000;

/** Inspections on the shared status machine; their timeline is the shared status_events. */
export const INSPECTION_STORE = defineStatusStore<
  InspectionStatus,
  Pick<InspectionsTable, 'sequence'>
>({
  machine: INSPECTION_MACHINE,
  table: 'inspections',
  touchColumn: 'updatedAt',
  timeline: 'status-events',
});

export const moveInspection = moverFor(INSPECTION_STORE);

/** The district's settings, or the defaults while none were saved. */
export async function readInspectionSettings(db: Db): Promise<InspectionSettings> {
  const row = await db
    .selectFrom('inspectionSettings')
    .selectAll()
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  if (!row) return DEFAULT_INSPECTION_SETTINGS;
  return InspectionSettingsSchema.parse(JSON.parse(row.settings));
}

export async function saveInspectionSettings(
  db: Db,
  settings: InspectionSettings,
  at: string,
  by: string,
): Promise<void> {
  const values = { settings: JSON.stringify(settings), updatedAt: at, updatedBy: by };
  await db
    .insertInto('inspectionSettings')
    .values({ id: SETTINGS_ID, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

/**
 * The availability blocks (the spec's calendar events) touching `firstDay`..`lastDay`. Read from
 * the calendar's table directly: features do not import each other.
 */
export async function listAvailabilityBlocks(
  db: Db,
  firstDay: string,
  lastDay: string,
): Promise<AvailabilityBlock[]> {
  const rows = await db
    .selectFrom('calendarEvents')
    .select(['startDate', 'endDate', 'startTime', 'endTime', 'isMultiDay'])
    .where('startDate', '<=', lastDay)
    .where('endDate', '>=', firstDay)
    .execute();
  return rows.map((row) => ({ ...row, isMultiDay: Number(row.isMultiDay) === 1 }));
}

/** An inspector's scheduled inspections overlapping `fromIso`..`toIso`. */
export async function listBookedIntervals(
  db: Db,
  inspectorId: string,
  fromIso: string,
  toIso: string,
  excludeId?: string,
): Promise<BookedInterval[]> {
  let query = db
    .selectFrom('inspections')
    .select(['startsAt', 'endsAt'])
    .where('inspectorId', '=', inspectorId)
    .where('status', '=', 'scheduled')
    .where('startsAt', '<', toIso)
    .where('endsAt', '>', fromIso);
  if (excludeId) query = query.where('id', '!=', excludeId);
  const rows = await query.execute();
  return rows.map((row) => ({ startMs: Date.parse(row.startsAt), endMs: Date.parse(row.endsAt) }));
}

export async function insertInspection(db: Db, row: InspectionRow): Promise<void> {
  await db.insertInto('inspections').values(row).execute();
}

export function findInspection(db: Db, id: string): Promise<InspectionRow | undefined> {
  return db.selectFrom('inspections').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Reads an inspection and locks its row until `trx` ends (decision 296): every change of an
 * inspection starts here, before it touches a slot claim, so two changes never wait on each other
 * in opposite orders.
 */
export function lockInspection(
  trx: Transaction<Database>,
  id: string,
): Promise<InspectionRow | undefined> {
  return forUpdate(
    trx,
    trx.selectFrom('inspections').selectAll().where('id', '=', id),
  ).executeTakeFirst();
}

/** The application's inspections, as a query to narrow. */
function selectInspectionsOf(db: Db, applicationId: string) {
  return db.selectFrom('inspections').selectAll().where('applicationId', '=', applicationId);
}

/** The application's inspection still scheduled, if any. */
export function findScheduledInspection(
  db: Db,
  applicationId: string,
): Promise<InspectionRow | undefined> {
  return selectInspectionsOf(db, applicationId)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
}

/** The application's latest inspection, whatever its status. */
export function findLatestInspection(
  db: Db,
  applicationId: string,
): Promise<InspectionRow | undefined> {
  return selectInspectionsOf(db, applicationId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Claims the 15-minute cells from `startMs` to `endMs` plus the buffer. A cell another inspection
 * holds makes the insert fail on the primary key, whichever server got there first.
 */
export async function claimCells(
  db: Db,
  inspection: { id: string; inspectorId: string },
  startMs: number,
  endMs: number,
  bufferMs: number,
): Promise<void> {
  const cells = [];
  for (let cell = startMs; cell < endMs + bufferMs; cell += CELL_MS) {
    cells.push({
      inspectorId: inspection.inspectorId,
      cellStart: new Date(cell).toISOString(),
      inspectionId: inspection.id,
    });
  }
  await db.insertInto('inspectionSlotClaims').values(cells).execute();
}

export async function releaseCells(db: Db, inspectionId: string): Promise<void> {
  await db.deleteFrom('inspectionSlotClaims').where('inspectionId', '=', inspectionId).execute();
}

/**
 * Moves a scheduled inspection's time: the time columns only, and only while it is still
 * scheduled, so a move never writes back a status (a cancel stays cancelled). False when it was
 * no longer scheduled.
 */
export async function moveInspectionTime(
  trx: Transaction<Database>,
  id: string,
  values: Pick<InspectionsTable, 'startsAt' | 'endsAt' | 'sequence' | 'updatedAt'>,
): Promise<boolean> {
  const result = await trx
    .updateTable('inspections')
    .set({
      startsAt: values.startsAt,
      endsAt: values.endsAt,
      sequence: values.sequence,
      updatedAt: values.updatedAt,
    })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The partial unique index of migration 296: one scheduled inspection per application. */
export const ONE_SCHEDULED_INDEX = 'inspections_one_scheduled_per_application';

/** True when an insert broke the one-scheduled-inspection-per-application rule. */
export function isSecondScheduledInspection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { constraint, message } = error as { constraint?: unknown; message?: unknown };
  if (constraint === ONE_SCHEDULED_INDEX) return true;
  return (
    typeof message === 'string' &&
    message.includes('UNIQUE constraint failed: inspections.application_id')
  );
}

/** True for a unique or primary-key violation on PostgreSQL (23505) or SQLite. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === '23505') return true;
  return typeof message === 'string' && /UNIQUE constraint failed|PRIMARY KEY/i.test(message);
}

/** What inspections and clearances read of a permit application (booking, e-mails, certificate). */
const APPLICATION_COLUMNS = [
  'id',
  'formType',
  'status',
  'formData',
  'applicantName',
  'applicantEmail',
  'permitNumber',
  'statusToken',
  'paidAt',
] as const;

/**
 * The application an inspection or a clearance belongs to, found by its id, its permit number or
 * its private status link (booking goes on to check that it is paid).
 */
export function findApplication(
  db: Db,
  where: { id: string } | { permitNumber: string } | { statusToken: string },
) {
  const query = db.selectFrom('permitApplications').select(APPLICATION_COLUMNS);
  if ('id' in where) return query.where('id', '=', where.id).executeTakeFirst();
  if ('permitNumber' in where)
    return query.where('permitNumber', '=', where.permitNumber).executeTakeFirst();
  return query.where('statusToken', '=', where.statusToken).executeTakeFirst();
}

/** The private status token of the application with `permitNumber`, for staff booking for callers. */
export async function findStatusTokenByPermitNumber(
  db: Db,
  permitNumber: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('permitApplications')
    .select('statusToken')
    .where('permitNumber', '=', permitNumber)
    .executeTakeFirst();
  return row?.statusToken ?? undefined;
}

/**
 * Paid applications of the permit types that need inspections whose permit number, applicant name
 * or form (the address) contains `text`, case-insensitive on both stores; newest first.
 */
export function searchApplicationsForBooking(
  db: Db,
  text: string,
  formTypes: readonly string[],
  limit: number,
) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const like = (column: 'permitNumber' | 'applicantName' | 'formData') =>
    sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  return db
    .selectFrom('permitApplications')
    .select(['permitNumber', 'formType', 'formData', 'applicantName'])
    .where('permitNumber', 'is not', null)
    .where('paidAt', 'is not', null)
    .where('formType', 'in', formTypes as PermitFormType[])
    .where((eb) => eb.or([like('permitNumber'), like('applicantName'), like('formData')]))
    .orderBy('paidAt', 'desc')
    .limit(limit)
    .execute();
}

/** Every scheduled inspection starting from `fromIso` to before `toIso`, earliest first. */
export function listScheduledBetween(
  db: Db,
  fromIso: string,
  toIso: string,
): Promise<InspectionRow[]> {
  return db
    .selectFrom('inspections')
    .selectAll()
    .where('status', '=', 'scheduled')
    .where('startsAt', '>=', fromIso)
    .where('startsAt', '<', toIso)
    .orderBy('startsAt')
    .execute();
}

/** Availability blocks with their ids, touching `firstDay`..`lastDay`. */
export async function listAvailabilityBlocksWithIds(
  db: Db,
  firstDay: string,
  lastDay: string,
): Promise<Array<AvailabilityBlock & { id: string }>> {
  const rows = await db
    .selectFrom('calendarEvents')
    .select(['id', 'startDate', 'endDate', 'startTime', 'endTime', 'isMultiDay'])
    .where('startDate', '<=', lastDay)
    .where('endDate', '>=', firstDay)
    .execute();
  return rows.map((row) => ({ ...row, isMultiDay: Number(row.isMultiDay) === 1 }));
}

/** The application's latest completed inspection with its recorded outcome, if any. */
export function findLatestResult(db: Db, applicationId: string) {
  return db
    .selectFrom('inspections')
    .innerJoin('inspectionResults', 'inspectionResults.inspectionId', 'inspections.id')
    .select([
      'inspections.id',
      'inspectionResults.outcome',
      'inspectionResults.temporaryClearanceDays',
    ])
    .where('inspections.applicationId', '=', applicationId)
    .orderBy('inspectionResults.recordedAt', 'desc')
    .orderBy('inspections.createdAt', 'desc')
    .executeTakeFirst();
}

/** The unpaid re-inspection fee that blocks booking after `inspectionId`, if any. */
export function findUnpaidReinspectionFee(db: Kysely<Database>, inspectionId: string) {
  return db
    .selectFrom('inspectionFees')
    .select(['payUrl', 'amountCents'])
    .where('inspectionId', '=', inspectionId)
    .where('paidAt', 'is', null)
    .executeTakeFirst();
}
