import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type {
  PermitApplicationRow,
  PermitApplicationsTable,
  PermitEmailRow,
} from './permits.tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertApplication(db: Db, row: PermitApplicationsTable): Promise<void> {
  await db.insertInto('permitApplications').values(row).execute();
}

export async function insertPlotPlan(
  db: Db,
  applicationId: string,
  bytes: Uint8Array,
): Promise<void> {
  await db.insertInto('permitPlotPlans').values({ applicationId, bytes }).execute();
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

export async function findApplicationById(
  db: Db,
  id: string,
): Promise<PermitApplicationRow | undefined> {
  return db.selectFrom('permitApplications').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findApplicationByPaymentIntent(
  db: Db,
  paymentIntentId: string,
): Promise<PermitApplicationRow | undefined> {
  return db
    .selectFrom('permitApplications')
    .selectAll()
    .where('paymentIntentId', '=', paymentIntentId)
    .executeTakeFirst();
}

export async function findApplicationByPdfToken(
  db: Db,
  pdfToken: string,
): Promise<PermitApplicationRow | undefined> {
  return db
    .selectFrom('permitApplications')
    .selectAll()
    .where('pdfToken', '=', pdfToken)
    .executeTakeFirst();
}

export async function setPaymentIntent(
  db: Db,
  id: string,
  paymentIntentId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('permitApplications')
    .set({ paymentIntentId, updatedAt: now })
    .where('id', '=', id)
    .where('paymentIntentId', 'is', null)
    .execute();
}

/** Moves an application between statuses only when it is in one of `from`; true if it moved. */
export async function moveApplicationStatus(
  db: Db,
  id: string,
  from: readonly string[],
  changes: Partial<Pick<PermitApplicationsTable, 'status' | 'paidAt' | 'emailedAt'>> & {
    status: string;
  },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('permitApplications')
    .set({ ...changes, updatedAt: now })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The next number of a permit series, portable and race-free: the counter row is created if
 * missing, then incremented with UPDATE … RETURNING, which locks the row until the transaction ends.
 */
export async function takeNextPermitSequence(
  trx: Transaction<Database>,
  prefix: string,
  year: number,
): Promise<number> {
  await trx
    .insertInto('permitNumberCounters')
    .values({ prefix, year, lastValue: 0 })
    .onConflict((conflict) => conflict.columns(['prefix', 'year']).doNothing())
    .execute();
  const row = await trx
    .updateTable('permitNumberCounters')
    .set((eb) => ({ lastValue: eb('lastValue', '+', 1) }))
    .where('prefix', '=', prefix)
    .where('year', '=', year)
    .returning('lastValue')
    .executeTakeFirstOrThrow();
  return Number(row.lastValue);
}

/** Marks a paid application issued with its number, only if nobody else issued it first. */
export async function markIssued(
  trx: Transaction<Database>,
  id: string,
  values: { permitNumber: string; pdfToken: string; issuedAt: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('permitApplications')
    .set({ status: 'issued', ...values, updatedAt: values.issuedAt })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .where('permitNumber', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listApplications(
  db: Db,
  filters: { formType?: string | undefined; status?: string | undefined; limit: number },
): Promise<PermitApplicationRow[]> {
  let query = db.selectFrom('permitApplications').selectAll();
  if (filters.formType) query = query.where('formType', '=', filters.formType);
  if (filters.status) query = query.where('status', '=', filters.status);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(filters.limit).execute();
}

export async function listApplicationsInStatus(
  db: Db,
  statuses: readonly string[],
  createdBefore: string,
  limit: number,
): Promise<PermitApplicationRow[]> {
  return db
    .selectFrom('permitApplications')
    .selectAll()
    .where('status', 'in', statuses)
    .where('createdAt', '<', createdBefore)
    .orderBy('createdAt', 'asc')
    .limit(limit)
    .execute();
}

export async function queueEmail(db: Db, row: PermitEmailRow): Promise<void> {
  await db
    .insertInto('permitEmails')
    .values(row)
    .onConflict((conflict) => conflict.column('dedupeKey').doNothing())
    .execute();
}

export async function findEmailByDedupeKey(
  db: Db,
  dedupeKey: string,
): Promise<PermitEmailRow | undefined> {
  return db
    .selectFrom('permitEmails')
    .selectAll()
    .where('dedupeKey', '=', dedupeKey)
    .executeTakeFirst();
}

export async function listDueEmails(db: Db, now: string, limit: number): Promise<PermitEmailRow[]> {
  return db
    .selectFrom('permitEmails')
    .selectAll()
    .where('status', '=', 'queued')
    .where('nextAttemptAt', '<=', now)
    .orderBy('nextAttemptAt', 'asc')
    .limit(limit)
    .execute();
}

/**
 * Claims a queued e-mail for one sending attempt: counts the attempt and pushes the next attempt
 * past a lease, only if nobody else claimed it since it was read. True if this caller owns it.
 */
export async function claimEmail(
  db: Db,
  email: PermitEmailRow,
  now: string,
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('permitEmails')
    .set({ attempts: Number(email.attempts) + 1, nextAttemptAt: leaseUntil })
    .where('id', '=', email.id)
    .where('status', '=', 'queued')
    .where('attempts', '=', Number(email.attempts))
    .where('nextAttemptAt', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markEmailSent(db: Db, id: string, now: string): Promise<void> {
  await db
    .updateTable('permitEmails')
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where('id', '=', id)
    .execute();
}

export async function markEmailFailed(
  db: Db,
  id: string,
  nextAttemptAt: string,
  lastError: string,
): Promise<void> {
  await db
    .updateTable('permitEmails')
    .set({ nextAttemptAt, lastError })
    .where('id', '=', id)
    .execute();
}
