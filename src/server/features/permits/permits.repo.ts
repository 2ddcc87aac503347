import {
  DEFAULT_INSPECTION_SETTINGS,
  InspectionSettingsSchema,
  findFirstInspectionType,
} from '#domain/inspections/inspection-settings.ts';
import { randomUUID } from 'node:crypto';
import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import {
  APPLICATION_STATUS_MACHINE,
  type ApplicationStatus,
} from '#domain/permits/payment-status.ts';
import type { PermitFormType } from '#domain/permits/permit-application.schema.ts';
import type { Database } from '#server/db/database.ts';
import {
  defineStatusStore,
  transition as transitionStatus,
  type TransitionEvent as GenericTransitionEvent,
  type TransitionOutcome as GenericTransitionOutcome,
} from '#server/status/status-transition.ts';
import type {
  ApplicationEventRow,
  PermitApplicationRow,
  PermitApplicationsTable,
  PermitRefundRow,
} from './permits.tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertApplication(db: Db, row: PermitApplicationsTable): Promise<void> {
  await db.insertInto('permitApplications').values(row).execute();
}

export async function insertPlotPlan(
  db: Db,
  applicationId: string,
  bytes: Uint8Array,
  uploadedFrom: string | null,
): Promise<void> {
  await db
    .insertInto('permitPlotPlans')
    .values({ applicationId, bytes, byteCount: bytes.length, uploadedFrom })
    .execute();
}

/**
 * Bytes of plot plans whose application is not paid yet (pending), in total or from one address.
 * Paid applications keep theirs; closed ones have none (see `transition`).
 */
export async function sumUnpaidPlotPlanBytes(
  db: Db,
  options: { uploadedFrom?: string } = {},
): Promise<number> {
  let query = db
    .selectFrom('permitPlotPlans')
    .innerJoin('permitApplications', 'permitApplications.id', 'permitPlotPlans.applicationId')
    .select((eb) => eb.fn.sum<string | number | null>('permitPlotPlans.byteCount').as('total'))
    .where('permitApplications.status', '=', 'pending');
  if (options.uploadedFrom !== undefined)
    query = query.where('permitPlotPlans.uploadedFrom', '=', options.uploadedFrom);
  const row = await query.executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function findPlotPlanBytes(
  db: Db,
  applicationId: string,
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('permitPlotPlans')
    .select('bytes')
    .where('applicationId', '=', applicationId)
    .executeTakeFirst();
  // node:sqlite answers a Uint8Array, pg a Buffer.
  return row ? Buffer.from(row.bytes) : undefined;
}

/** Finds the application whose `column` holds a value: each of these columns is unique. */
function findApplicationBy(
  column: 'id' | 'paymentIntentId' | 'pdfToken' | 'statusToken' | 'permitNumber',
): (db: Db, value: string) => Promise<PermitApplicationRow | undefined> {
  return (db, value) =>
    db.selectFrom('permitApplications').selectAll().where(column, '=', value).executeTakeFirst();
}

export const findApplicationById = findApplicationBy('id');

export const findApplicationByPaymentIntent = findApplicationBy('paymentIntentId');

export const findApplicationByPdfToken = findApplicationBy('pdfToken');

/** Columns a status move may set together with the status. */
export type TransitionChanges = Partial<
  Pick<
    PermitApplicationsTable,
    | 'paidAt'
    | 'issuedAt'
    | 'emailedAt'
    | 'permitNumber'
    | 'pdfToken'
    | 'statusToken'
    | 'voidedAt'
    | 'voidReason'
  >
>;

/**
 * Permit applications on the generic status machine: the status column of permit_applications
 * is the source of truth and the timeline stays application_events.
 */
export const APPLICATION_STATUS_STORE = defineStatusStore<ApplicationStatus, TransitionChanges>({
  machine: APPLICATION_STATUS_MACHINE,
  table: 'permitApplications',
  touchColumn: 'updatedAt',
  timeline: { table: 'applicationEvents', subjectColumn: 'applicationId' },
});

/** Who or what made a move, when, and why; written to the application's timeline. */
export type TransitionEvent = GenericTransitionEvent<TransitionChanges>;

export type TransitionOutcome = GenericTransitionOutcome<ApplicationStatus>;

/** Where an application ends without payment. */
const CLOSED_UNPAID_STATUSES: ReadonlySet<ApplicationStatus> = new Set([
  'expired',
  'canceled',
  'failed',
]);

/**
 * The only way an application's status changes: the shared `transition()` bound to permit
 * applications (checks the move against APPLICATION_STATUS_MACHINE in the same transaction as
 * the update and writes the timeline event).
 */
export async function transition(
  db: Db,
  id: string,
  to: ApplicationStatus,
  event: TransitionEvent,
): Promise<TransitionOutcome> {
  if (!db.isTransaction) {
    return db.transaction().execute((trx) => transition(trx, id, to, event));
  }
  const outcome = await transitionStatus(db, APPLICATION_STATUS_STORE, id, to, event);
  // An application that ends unpaid keeps no upload: abandoned plot plans would fill the disk
  // (issue 16, finding 4). A payment that still succeeds later issues the permit without it.
  if (outcome.moved && CLOSED_UNPAID_STATUSES.has(to)) {
    await db.deleteFrom('permitPlotPlans').where('applicationId', '=', id).execute();
  }
  return outcome;
}

/** Adds a timeline entry that is not a status move (an e-mail attempt, a webhook received). */
export async function recordEvent(
  db: Db,
  event: Omit<ApplicationEventRow, 'id' | 'fromStatus' | 'toStatus'> &
    Partial<Pick<ApplicationEventRow, 'fromStatus' | 'toStatus'>>,
): Promise<void> {
  await db
    .insertInto('applicationEvents')
    .values({ fromStatus: null, toStatus: null, ...event, id: randomUUID() })
    .execute();
}

export async function listEvents(db: Db, applicationId: string): Promise<ApplicationEventRow[]> {
  return db
    .selectFrom('applicationEvents')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .orderBy('at', 'asc')
    .execute();
}

/** Sets when the latest e-mail went out, for an application already past its first one. */
export async function setEmailedAt(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('permitApplications').set({ emailedAt: at }).where('id', '=', id).execute();
}

export async function listApplications(
  db: Db,
  filters: {
    formType?: PermitFormType | undefined;
    status?: ApplicationStatus | undefined;
    limit: number;
  },
): Promise<PermitApplicationRow[]> {
  let query = db.selectFrom('permitApplications').selectAll();
  if (filters.formType) query = query.where('formType', '=', filters.formType);
  if (filters.status) query = query.where('status', '=', filters.status);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(filters.limit).execute();
}

/**
 * Claims an application for one sweep until `leaseUntil`, only if no other sweep holds it now.
 * True if this caller owns it.
 */
export async function claimForSweep(
  db: Db,
  id: string,
  now: string,
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('permitApplications')
    .set({ sweepLeaseUntil: leaseUntil })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('sweepLeaseUntil', 'is', null), eb('sweepLeaseUntil', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Pending applications of these payments (the sweep's paid-first pass). */
export async function listPendingByPaymentIntents(
  db: Db,
  paymentIntentIds: readonly string[],
  createdBefore: string,
): Promise<PermitApplicationRow[]> {
  const rows: PermitApplicationRow[] = [];
  const CHUNK = 500;
  for (let start = 0; start < paymentIntentIds.length; start += CHUNK) {
    rows.push(
      ...(await db
        .selectFrom('permitApplications')
        .selectAll()
        .where('status', '=', 'pending')
        .where('paymentIntentId', 'in', paymentIntentIds.slice(start, start + CHUNK))
        .where('createdAt', '<', createdBefore)
        .execute()),
    );
  }
  return rows;
}

/** When the oldest pending application was created, or undefined when none is pending. */
export async function findOldestPendingCreatedAt(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('permitApplications')
    .select((eb) => eb.fn.min('createdAt').as('oldest'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.oldest ?? undefined;
}

/** Applications in these statuses created before a time, oldest first, not leased by a sweep. */
export async function listSweepable(
  db: Db,
  filters: {
    statuses: readonly ApplicationStatus[];
    createdBefore: string;
    now: string;
    hasPayment?: boolean;
    limit: number;
  },
): Promise<PermitApplicationRow[]> {
  let query = db
    .selectFrom('permitApplications')
    .selectAll()
    .where('status', 'in', filters.statuses)
    .where('createdAt', '<', filters.createdBefore)
    .where((eb) =>
      eb.or([eb('sweepLeaseUntil', 'is', null), eb('sweepLeaseUntil', '<=', filters.now)]),
    );
  if (filters.hasPayment === true) query = query.where('paymentIntentId', 'is not', null);
  if (filters.hasPayment === false) query = query.where('paymentIntentId', 'is', null);
  return query.orderBy('createdAt', 'asc').limit(filters.limit).execute();
}

/** Keeps the permit PDF as issued; the first one kept stays (both drawings hold the same bytes). */
export async function insertPermitDocument(
  db: Db,
  row: { applicationId: string; pdf: Uint8Array; createdAt: string },
): Promise<void> {
  await db
    .insertInto('permitDocuments')
    .values(row)
    .onConflict((conflict) => conflict.column('applicationId').doNothing())
    .execute();
}

/** The permit PDF as issued, or undefined for a permit issued before PDFs were kept. */
export async function findPermitDocument(
  db: Db,
  applicationId: string,
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('permitDocuments')
    .select('pdf')
    .where('applicationId', '=', applicationId)
    .executeTakeFirst();
  return row ? new Uint8Array(row.pdf) : undefined;
}

export const findApplicationByStatusToken = findApplicationBy('statusToken');

export const findApplicationByPermitNumber = findApplicationBy('permitNumber');

export async function listRefunds(db: Db, applicationId: string): Promise<PermitRefundRow[]> {
  return db
    .selectFrom('permitRefunds')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .orderBy('requestedAt', 'asc')
    .execute();
}

/**
 * Reads an application inside a transaction and keeps others from changing it until the
 * transaction ends: SELECT … FOR UPDATE on PostgreSQL; SQLite runs one transaction at a time.
 */
export async function findApplicationForUpdate(
  trx: Transaction<Database>,
  find: { id: string } | { paymentIntentId: string },
): Promise<PermitApplicationRow | undefined> {
  let query = trx.selectFrom('permitApplications').selectAll();
  query =
    'id' in find
      ? query.where('id', '=', find.id)
      : query.where('paymentIntentId', '=', find.paymentIntentId);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Whether a paid permit of `formType` needs an inspection, by the district's inspection settings
 * (issue 17; the defaults while none were saved). Read from the settings row directly: features
 * do not import each other.
 */
export async function isInspectionNeeded(db: Db, formType: PermitFormType): Promise<boolean> {
  const row = await db
    .selectFrom('inspectionSettings')
    .select('settings')
    .where('id', '=', 'district')
    .executeTakeFirst();
  const settings = row
    ? InspectionSettingsSchema.parse(JSON.parse(row.settings))
    : DEFAULT_INSPECTION_SETTINGS;
  return findFirstInspectionType(settings, formType) !== null;
}
