import { FEES_EN } from '#domain/i18n/messages/fees.en.ts';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';
import { translateText } from '#domain/i18n/translate-english.ts';
import { pathForLocale } from '#server/i18n/request-locale.ts';
import type { FeeRequests } from '#server/ports/fees.port.ts';
import { randomUUID } from 'node:crypto';
import { formatCsv } from '#domain/csv.ts';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely, Transaction } from 'kysely';
import { addDaysToDay } from '#domain/calendar/availability.ts';
import type { Clock } from '#domain/clock.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import {
  INSPECTION_OUTCOME_LABELS,
  INSPECTION_PHOTO_TYPES,
  MAX_INSPECTION_PHOTOS,
  MAX_INSPECTION_PHOTO_BYTES,
  REINSPECTION_OUTCOMES,
  RecordResultBodySchema,
  inspectionPhotoPath,
  type InspectionPhoto,
  type InspectionResult,
  type RecordedResult,
  type ResultForm,
} from '#domain/inspections/inspection-result.ts';
import {
  computeInspectionReport,
  type InspectionReport,
} from '#domain/inspections/inspection-report.ts';
import { inspectionPagePath } from '#domain/inspections/inspections-api.ts';
import { toDistrictWallClock } from '#domain/inspections/inspection-slots.ts';
import type { Database } from '#server/db/database.ts';
import {
  isTransactionConflictError,
  retryTransactionConflicts,
} from '#server/db/database-errors.ts';
import { recordTimelineEvent } from '#server/status/status-transition.ts';
import * as clearanceRepo from './clearance.repo.ts';
import { readApplicantEntries } from './applicant-entries.ts';
import * as repo from './inspections.repo.ts';
import type { InspectionResultRow } from './inspections.tables.ts';

export interface ResultDeps {
  db: Kysely<Database>;
  clock: Clock;
}

type RecordInput = ReturnType<typeof RecordResultBodySchema.parse>;

/** The name the result form offers for the inspector when the application names none. */
export const DEFAULT_INSPECTOR_NAME = 'Fire Marshal';

function dayOf(iso: string): string {
  return toDistrictWallClock(Date.parse(iso)).day;
}

async function listPhotos(db: Kysely<Database>, inspectionId: string): Promise<InspectionPhoto[]> {
  const rows = await db
    .selectFrom('inspectionPhotos')
    .select(['id', 'contentType', 'sizeBytes'])
    .where('inspectionId', '=', inspectionId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    contentType: row.contentType,
    sizeBytes: Number(row.sizeBytes),
    url: inspectionPhotoPath(row.id),
  }));
}

function nullableNumber(value: number | null): number | null {
  return value === null ? null : Number(value);
}

/** The shape other features receive (see InspectionResult). */
export function toInspectionResult(row: InspectionResultRow): InspectionResult {
  return {
    inspectionId: row.inspectionId,
    applicationId: row.applicationId,
    outcome: row.outcome,
    corrections: JSON.parse(row.corrections) as string[],
    correctionsDueDays: nullableNumber(row.correctionsDueDays),
    temporaryClearanceDays: nullableNumber(row.temporaryClearanceDays),
    inspectorName: row.inspectorName,
    comments: row.comments,
    recordedAt: row.recordedAt,
  };
}

async function toRecordedResult(
  db: Kysely<Database>,
  row: InspectionResultRow,
): Promise<RecordedResult> {
  const result = toInspectionResult(row);
  const recordedDay = dayOf(row.recordedAt);
  return {
    ...result,
    outcomeLabel: INSPECTION_OUTCOME_LABELS[row.outcome],
    correctionsDueDay:
      result.correctionsDueDays === null
        ? null
        : addDaysToDay(recordedDay, result.correctionsDueDays),
    temporaryClearanceExpiresDay:
      result.temporaryClearanceDays === null
        ? null
        : addDaysToDay(recordedDay, result.temporaryClearanceDays),
    reasonForInspection: row.reasonForInspection,
    stage: row.stage,
    inspectionType: row.inspectionType,
    typeOfClearance: row.typeOfClearance,
    photos: await listPhotos(db, row.inspectionId),
  };
}

function findResult(db: Kysely<Database>, inspectionId: string) {
  return db
    .selectFrom('inspectionResults')
    .selectAll()
    .where('inspectionId', '=', inspectionId)
    .executeTakeFirst();
}

/** What the result form starts from: the application's own entries pre-fill the fields. */
export async function loadResultForm(
  deps: ResultDeps,
  inspectionId: string,
): Promise<Result<ResultForm>> {
  const inspection = await repo.findInspection(deps.db, inspectionId);
  if (!inspection) return fail('INSPECTION_NOT_FOUND');
  const application = await repo.findApplication(deps.db, { id: inspection.applicationId });
  if (!application) return fail('INSPECTION_NOT_FOUND');
  const data = JSON.parse(application.formData) as Record<string, unknown>;
  const entry = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  const start = toDistrictWallClock(Date.parse(inspection.startsAt));
  const result = await findResult(deps.db, inspectionId);
  return ok({
    inspectionId,
    status: inspection.status,
    permitNumber: application.permitNumber ?? '',
    address: readApplicantEntries(application.formType, application.formData).address,
    day: start.day,
    time: start.time,
    reinspectionOf: inspection.reinspectionOf,
    prefill: {
      reasonForInspection: entry('reasonForInspection'),
      stage: entry('stage'),
      inspectionType: inspection.inspectionTypeName || entry('inspectionType'),
      typeOfClearance: entry('typeOfClearance'),
      inspectorName: entry('inspector') || DEFAULT_INSPECTOR_NAME,
      comments: entry('comments'),
    },
    result: result ? await toRecordedResult(deps.db, result) : null,
    photos: await listPhotos(deps.db, inspectionId),
  });
}

export interface RecordOutcome {
  result: RecordedResult;
  /** False when the same idempotency key was already recorded: nothing changed. */
  isNew: boolean;
  event: InspectionResult;
}

/**
 * Records the inspector's result and moves the inspection scheduled → completed through the
 * shared `transition()`, in one transaction with the row locked first, together with the
 * re-inspection fee the outcome asks for (given `feeRequests`). The same idempotency key answers the recorded result
 * again; a result for a cancelled or already completed inspection is refused.
 */
export async function recordInspectionResult(
  deps: ResultDeps,
  inspectionId: string,
  input: RecordInput,
  actor: string,
  feeRequests?: FeeRequestsPort,
): Promise<Result<RecordOutcome>> {
  const replay = async (): Promise<Result<RecordOutcome> | null> => {
    const earlier = await deps.db
      .selectFrom('inspectionResults')
      .selectAll()
      .where('idempotencyKey', '=', input.idempotencyKey)
      .executeTakeFirst();
    if (!earlier) return null;
    if (earlier.inspectionId !== inspectionId) return fail('INSPECTION_RESULT_KEY_REUSED');
    return ok({
      result: await toRecordedResult(deps.db, earlier),
      isNew: false,
      event: toInspectionResult(earlier),
    });
  };
  const earlier = await replay();
  if (earlier) return earlier;
  const inspection = await repo.findInspection(deps.db, inspectionId);
  if (!inspection) return fail('INSPECTION_NOT_FOUND');
  if (inspection.status !== 'scheduled') return fail('INSPECTION_NOT_SCHEDULED');
  const at = deps.clock().toISOString();
  const row: InspectionResultRow = {
    inspectionId,
    idempotencyKey: input.idempotencyKey,
    applicationId: inspection.applicationId,
    outcome: input.outcome,
    corrections: JSON.stringify(input.corrections.filter((line) => line !== '')),
    correctionsDueDays: input.outcome === 'corrections-required' ? input.correctionsDueDays : null,
    temporaryClearanceDays: input.temporaryClearanceDays,
    reasonForInspection: input.reasonForInspection,
    stage: input.stage,
    inspectionType: input.inspectionType,
    typeOfClearance: input.typeOfClearance,
    inspectorName: input.inspectorName,
    comments: input.comments,
    recordedAt: at,
    recordedBy: actor,
  };
  try {
    const moved = await retryTransactionConflicts(() =>
      deps.db.transaction().execute(async (trx) => {
        // The row first, as every change of an inspection (decision 296): a cancel or a move at
        // the same moment waits, or this result waits for it and then finds it cancelled.
        const locked = await repo.lockInspection(trx, inspectionId);
        if (locked?.status !== 'scheduled') return false;
        const outcome = await repo.moveInspection(trx, inspectionId, 'completed', {
          actor,
          at,
          reason: `Result: ${INSPECTION_OUTCOME_LABELS[input.outcome]}`,
        });
        if (!outcome.moved) return false;
        await trx.insertInto('inspectionResults').values(row).execute();
        // Free slots count scheduled inspections only; the claims follow, as on cancel.
        await repo.releaseCells(trx, inspectionId);
        // The re-inspection fee is asked in the same transaction: a result is never recorded
        // without the fee that must be paid before the re-inspection is booked.
        if (feeRequests)
          await requestReinspectionFee(deps, feeRequests, toInspectionResult(row), trx);
        return true;
      }),
    );
    if (!moved) return (await replay()) ?? fail('INSPECTION_NOT_SCHEDULED');
  } catch (error) {
    // Two sends of one result at the same moment: the key's unique constraint keeps one.
    if (repo.isUniqueViolation(error)) return (await replay()) ?? fail('INSPECTION_NOT_SCHEDULED');
    if (isTransactionConflictError(error)) return fail('CHANGED_MEANWHILE');
    throw error;
  }
  return ok({
    result: await toRecordedResult(deps.db, row),
    isNew: true,
    event: toInspectionResult(row),
  });
}

export interface PhotoUpload {
  bytes: Buffer;
}

/**
 * Keeps photos of a scheduled (or just completed) inspection. The type is read from the bytes
 * (file-type), never from the name or the browser's word.
 */
export async function addInspectionPhotos(
  deps: ResultDeps,
  inspectionId: string,
  uploads: PhotoUpload[],
  actor: string,
): Promise<Result<InspectionPhoto[]>> {
  const inspection = await repo.findInspection(deps.db, inspectionId);
  if (!inspection) return fail('INSPECTION_NOT_FOUND');
  if (inspection.status === 'cancelled') return fail('INSPECTION_NOT_SCHEDULED');
  const rows = [];
  for (const upload of uploads) {
    if (upload.bytes.length > MAX_INSPECTION_PHOTO_BYTES) return fail('INSPECTION_PHOTO_TOO_LARGE');
    const detected = await fileTypeFromBuffer(upload.bytes);
    const contentType = detected?.mime === 'image/heif' ? 'image/heic' : detected?.mime;
    if (!contentType || !INSPECTION_PHOTO_TYPES.includes(contentType))
      return fail('INSPECTION_PHOTO_NOT_IMAGE');
    rows.push({
      id: randomUUID(),
      inspectionId,
      contentType,
      sizeBytes: upload.bytes.length,
      bytes: upload.bytes,
      createdAt: deps.clock().toISOString(),
      createdBy: actor,
    });
  }
  const kept = await listPhotos(deps.db, inspectionId);
  if (kept.length + rows.length > MAX_INSPECTION_PHOTOS) return fail('INSPECTION_TOO_MANY_PHOTOS');
  if (rows.length > 0) await deps.db.insertInto('inspectionPhotos').values(rows).execute();
  return ok(await listPhotos(deps.db, inspectionId));
}

export function readInspectionPhoto(db: Kysely<Database>, photoId: string) {
  return db
    .selectFrom('inspectionPhotos')
    .select(['contentType', 'bytes'])
    .where('id', '=', photoId)
    .executeTakeFirst();
}

/** Every recorded result with its inspection's day and the application's payment time. */
export async function readInspectionReport(db: Kysely<Database>): Promise<InspectionReport> {
  const rows = await db
    .selectFrom('inspectionResults')
    .innerJoin('inspections', 'inspections.id', 'inspectionResults.inspectionId')
    .innerJoin('permitApplications', 'permitApplications.id', 'inspectionResults.applicationId')
    .select([
      'inspectionResults.applicationId',
      'inspectionResults.outcome',
      'inspectionResults.recordedAt',
      'inspections.startsAt',
      'inspections.reinspectionOf',
      'permitApplications.paidAt',
    ])
    .execute();
  return computeInspectionReport(
    rows.map((row) => ({
      applicationId: row.applicationId,
      inspectionDay: dayOf(row.startsAt),
      outcome: row.outcome,
      isReinspection: row.reinspectionOf !== null,
      recordedAt: row.recordedAt,
      paidAt: row.paidAt ?? null,
    })),
  );
}

/** The report as CSV: one row per week, then the totals. */
export function inspectionReportCsv(report: InspectionReport): string {
  const rate = (passed: number, total: number) => (total === 0 ? '' : (passed / total).toFixed(2));
  const records = [
    ...report.weeks.map((week) => [
      week.weekStart,
      week.inspections,
      week.firstInspections,
      week.passedOnFirst,
      rate(week.passedOnFirst, week.firstInspections),
      '',
    ]),
    [
      'total',
      report.weeks.reduce((sum, week) => sum + week.inspections, 0),
      report.firstInspections,
      report.passedOnFirst,
      rate(report.passedOnFirst, report.firstInspections),
      report.medianDaysPaymentToClearance,
    ],
  ];
  return formatCsv(
    [
      'week_start',
      'inspections',
      'first_inspections',
      'passed_on_first',
      'first_pass_rate',
      'median_days_payment_to_clearance',
    ],
    records,
  );
}

/** The shared fees' port (decision 270), given at start-up; inspections never build it. */
export type FeeRequestsPort = FeeRequests;

/**
 * After Corrections required or Failed, asks the applicant for the district's re-inspection fee
 * (when it is not zero) and keeps the pay link; the subject is the inspection just completed.
 * Runs in the result's transaction `trx`.
 */
export async function requestReinspectionFee(
  deps: ResultDeps,
  feeRequests: FeeRequestsPort,
  result: InspectionResult,
  trx: Transaction<Database>,
): Promise<{ payUrl: string } | null> {
  if (!REINSPECTION_OUTCOMES.includes(result.outcome)) return null;
  const settings = await repo.readInspectionSettings(trx);
  if (settings.reinspectionFeeCents === 0) return null;
  const application = await repo.findApplication(trx, { id: result.applicationId });
  if (!application) return null;
  const language = (await repo.findInspection(trx, result.inspectionId))?.language ?? 'en';
  const fee = await feeRequests.request(
    {
      kind: 're-inspection',
      subjectId: result.inspectionId,
      amountCents: settings.reinspectionFeeCents,
      // In the booking's language (decision 332): the pay page, receipt and refund say it.
      description: translateText(
        createSiteIntl(language),
        FEES_EN['fees.description.reinspection'],
        { permitNumber: application.permitNumber ?? '' },
      ),
      email: application.applicantEmail,
      ...(application.statusToken
        ? { returnPath: pathForLocale(inspectionPagePath(application.statusToken), language) }
        : {}),
      language,
    },
    trx,
  );
  await trx
    .insertInto('inspectionFees')
    .values({
      inspectionId: result.inspectionId,
      feeId: fee.feeId,
      payUrl: fee.payUrl,
      amountCents: settings.reinspectionFeeCents,
      requestedAt: deps.clock().toISOString(),
      paidAt: null,
    })
    .onConflict((conflict) => conflict.column('inspectionId').doNothing())
    .execute();
  return { payUrl: fee.payUrl };
}

/**
 * The fees feature's call back once the re-inspection fee of `subjectId` (the inspection that
 * asked for it) is paid: booking the re-inspection opens, and the inspection's timeline says so.
 * Answers false for an unknown or already paid fee.
 */
export async function reinspectionFeePaid(deps: ResultDeps, subjectId: string): Promise<boolean> {
  const at = deps.clock().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('inspectionFees')
      .set({ paidAt: at })
      .where('inspectionId', '=', subjectId)
      .where('paidAt', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await recordTimelineEvent(trx, repo.INSPECTION_STORE, subjectId, {
      at,
      actor: 'fees',
      kind: 'note',
      reason: 'Re-inspection fee paid',
    });
    // The outcome that asked for corrections moves on the clearance machine, so the applicant's
    // timeline and the verification page say the fee is paid.
    const clearance = await clearanceRepo.findClearanceByInspection(trx, subjectId);
    if (clearance?.status === 'corrections-required') {
      await clearanceRepo.moveClearance(trx, clearance.id, 'reinspection-paid', {
        actor: 'fees',
        at,
        reason: 'Re-inspection fee paid',
      });
    }
    return true;
  });
}
