import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '#domain/clock.ts';
import { fail, ok, type Result } from '#domain/errors.ts';
import {
  CLEARANCE_MACHINE,
  clearanceStateOf,
  describeClearanceState,
  effectOfOutcome,
  isClearanceStateValid,
  lastDayAfter,
  type ClearanceSummary,
  type OutcomeEffect,
} from '#domain/inspections/clearance.ts';
import type { InspectionResult } from '#domain/inspections/inspection-result.ts';
import { toDistrictWallClock } from '#domain/inspections/inspection-slots.ts';
import { PERMIT_FORM_TITLES } from '#domain/permits/permit-fields.ts';
import type { PermitDistrict } from '#domain/permits/permit-documents.ts';
import {
  PERMIT_VERIFY_PATH,
  type PermitInspectionLink,
  type PermitTimelineEntry,
} from '#domain/permits/permit-status.ts';
import { INSPECTION_MACHINE } from '#domain/inspections/inspection-status.ts';
import { formatCalendarDayUs } from '#domain/permits/permit-wording.ts';
import type { MessageId } from '#domain/i18n/catalogues.ts';
import { LOCALE_TAGS, type Locale } from '#domain/i18n/locale.ts';
import { createSiteIntl, formatCalendarDay, type SiteIntl } from '#domain/i18n/site-intl.ts';
import { translateEnglish } from '#domain/i18n/translate-english.ts';
import type { PdfDrawer } from '#server/adapters/pdf-drawer.ts';
import { loadPermitLogo } from '#server/adapters/permit-pdf-settings.ts';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import type { Outbox } from '#server/outbox/outbox.ts';
import { listStatusEvents, recordTimelineEvent } from '#server/status/status-transition.ts';
import * as repo from './clearance.repo.ts';
import type { ClearanceRow } from './clearance.tables.ts';
import { readApplicantEntries } from './applicant-entries.ts';
import * as inspectionsRepo from './inspections.repo.ts';
import { describeInspectionForStatus } from './inspection-booking.service.ts';

/**
 * The shared fees feature's port (/work/briefs/fees-port.md): asks someone to pay a fee by card
 * and answers its private pay link. Start-up hands it in; the inspections feature never builds it.
 */
export interface ClearanceDeps {
  db: Kysely<Database>;
  clock: Clock;
  outbox: Outbox;
  env: Env;
  readDistrict: () => Promise<PermitDistrict>;
  /** Draws the certificate off the request thread, before its transaction (decision 298). */
  pdf: PdfDrawer;
}

export const CLEARANCE_TEMPLATES = {
  issued: 'clearance.issued',
  corrections: 'clearance.corrections',
  expiring: 'clearance.expiring',
} as const;

export function publicBaseOf(env: Env): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

export function clearanceVerifyUrl(env: Env, permitNumber: string): string {
  return new URL(
    `${PERMIT_VERIFY_PATH}/${encodeURIComponent(permitNumber)}`,
    publicBaseOf(env),
  ).toString();
}

function districtDay(at: Date | number): string {
  return toDistrictWallClock(typeof at === 'number' ? at : at.getTime()).day;
}

export function certificateTitleOf(row: Pick<ClearanceRow, 'expiresOn'>): string {
  return row.expiresOn ? 'Temporary Fire Clearance Certificate' : 'Fire Clearance Certificate';
}

/** The certificate's title in the intl's language (decision 332). */
export function certificateTitleIn(row: Pick<ClearanceRow, 'expiresOn'>, { t }: SiteIntl): string {
  return t(row.expiresOn ? 'clearance.titleTemporary' : 'clearance.title');
}

const OUTCOME_TEXT: Record<InspectionResult['outcome'], string> = {
  passed: 'Passed',
  'passed-with-conditions': 'Passed with conditions',
  'corrections-required': 'Corrections required',
  failed: 'Failed',
  'no-access': 'No access',
};

const OUTCOME_IDS: Record<InspectionResult['outcome'], MessageId> = {
  passed: 'clearance.outcome.passed',
  'passed-with-conditions': 'clearance.outcome.passedWithConditions',
  'corrections-required': 'clearance.outcome.correctionsRequired',
  failed: 'clearance.outcome.failed',
  'no-access': 'clearance.outcome.noAccess',
};

/** An inspection result's outcome in the intl's language ('Corrections required'). */
export function outcomeTextIn(outcome: InspectionResult['outcome'], { t }: SiteIntl): string {
  return t(OUTCOME_IDS[outcome]);
}

/**
 * The language of a clearance's mail and certificate: the booking's, the page the resident
 * booked the inspection on (decisions 326 and 332); English when the booking is gone.
 */
export async function clearanceLanguageOf(
  db: Kysely<Database>,
  inspectionId: string,
): Promise<Locale> {
  return (await inspectionsRepo.findInspection(db, inspectionId))?.language ?? 'en';
}

/** The certificate's words in its language: English exactly as before, else the catalogue's. */
function clearanceWordsIn(language: Locale) {
  const intl = createSiteIntl(language);
  const { t } = intl;
  const isEnglish = language === 'en';
  const day = (value: string) =>
    isEnglish ? formatCalendarDayUs(value) : formatCalendarDay(intl, value);
  return {
    intl,
    day,
    pdf: isEnglish
      ? {}
      : {
          lang: LOCALE_TAGS[language],
          words: {
            subject: t('clearance.pdf.subject', {
              title: '{title}',
              permitNumber: '{permitNumber}',
              district: '{district}',
            }),
            comments: t('clearance.pdf.comments'),
            verify: t('clearance.pdf.verify'),
            verifyNote: t('clearance.pdf.verifyNote'),
            footer: t('clearance.pdf.footer', {
              label: '{label}',
              page: '{page}',
              count: '{count}',
            }),
          },
        },
  };
}

/** Draws the certificate of `row` at issue, before the transaction that keeps it as issued. */
async function renderCertificate(
  deps: ClearanceDeps,
  row: ClearanceRow,
  application: {
    permitNumber: string | null;
    formType: keyof typeof PERMIT_FORM_TITLES;
    formData: string;
  },
): Promise<Uint8Array> {
  const district = await deps.readDistrict();
  const permitNumber = application.permitNumber ?? '';
  const { address } = readApplicantEntries(application.formType, application.formData);
  const { intl, day, pdf } = clearanceWordsIn(await clearanceLanguageOf(deps.db, row.inspectionId));
  const { t } = intl;
  const corrections = JSON.parse(row.corrections) as string[];
  return deps.pdf.drawClearance({
    districtName: district.name,
    districtAddress: `${district.address.street}, ${district.address.city}, ${district.address.state} ${district.address.zip}`,
    districtContact: `${district.mainOffice.phone} · ${district.mainOffice.hours}`,
    logo: await loadPermitLogo(deps.env.PERMIT_LOGO_PATH),
    title: certificateTitleIn(row, intl),
    permitNumber,
    statement: row.expiresOn
      ? t('clearance.pdf.statementTemporary', { day: day(row.expiresOn) })
      : t('clearance.pdf.statement'),
    keyFacts: [
      { label: t('clearance.pdf.permitNumber'), value: permitNumber },
      {
        label: t('clearance.pdf.permit'),
        value: translateEnglish(PERMIT_FORM_TITLES[application.formType], intl),
      },
      { label: t('clearance.pdf.property'), value: address },
      { label: t('clearance.pdf.result'), value: outcomeTextIn(row.outcome, intl) },
      { label: t('clearance.pdf.dateOfInspection'), value: day(row.resultDay) },
      {
        label: t('clearance.pdf.validThrough'),
        value: row.expiresOn ? day(row.expiresOn) : t('clearance.pdf.noEndDate'),
      },
      { label: t('clearance.pdf.inspector'), value: row.inspectorName },
    ],
    conditionsHeading: t(
      row.outcome === 'corrections-required'
        ? 'clearance.pdf.corrections'
        : 'clearance.pdf.conditions',
    ),
    conditions: corrections,
    comments: row.comments,
    verificationUrl: clearanceVerifyUrl(deps.env, permitNumber),
    createdAt: new Date(row.issuedAt),
    ...pdf,
  });
}

export type IssueOutcome =
  | { effect: OutcomeEffect; clearanceId: string | null; isNew: boolean }
  | { effect: 'unknown-application'; clearanceId: null; isNew: false };

/**
 * Reacts to a recorded inspection result (the result form's `onResultRecorded`): a pass, a pass
 * with conditions or a temporary clearance issues a certificate, kept as issued and e-mailed to
 * the applicant and the district; Corrections required and Failed e-mail the corrections, their
 * deadline and the re-inspection booking link (with the fee's pay link when the district charges
 * one). No access does nothing. Idempotent per inspection: a second call answers the first record.
 */
export async function issueAfterResult(
  deps: ClearanceDeps,
  result: InspectionResult,
): Promise<IssueOutcome> {
  const effect = effectOfOutcome(result.outcome, result.temporaryClearanceDays);
  if (effect === 'none') return { effect, clearanceId: null, isNew: false };
  const existing = await repo.findClearanceByInspection(deps.db, result.inspectionId);
  if (existing) return { effect, clearanceId: existing.id, isNew: false };
  const application = await inspectionsRepo.findApplication(deps.db, {
    id: result.applicationId,
  });
  if (!application?.permitNumber)
    return { effect: 'unknown-application', clearanceId: null, isNew: false };

  const at = deps.clock().toISOString();
  const resultDay = districtDay(Date.parse(result.recordedAt));
  const isCertificate = effect === 'certificate';
  const row: ClearanceRow = {
    id: randomUUID(),
    applicationId: application.id,
    inspectionId: result.inspectionId,
    outcome: result.outcome,
    status: isCertificate ? 'issued' : 'corrections-required',
    inspectorName: result.inspectorName,
    comments: result.comments,
    corrections: JSON.stringify(result.corrections),
    resultDay,
    expiresOn: isCertificate ? lastDayAfter(resultDay, result.temporaryClearanceDays) : null,
    correctionsDueOn: lastDayAfter(resultDay, result.correctionsDueDays),
    pdf: null,
    feeId: null,
    payUrl: null,
    issuedAt: at,
    revokedAt: null,
    revokedBy: null,
    revokeReason: null,
    updatedAt: at,
  };
  if (isCertificate) row.pdf = await renderCertificate(deps, row, application);

  try {
    await deps.db.transaction().execute(async (trx) => {
      await repo.insertClearance(trx, row);
      await recordTimelineEvent(trx, repo.CLEARANCE_STORE, row.id, {
        at,
        actor: 'inspector',
        kind: 'created',
        toStatus: row.status,
        reason: isCertificate
          ? `${certificateTitleOf(row)} issued for permit ${application.permitNumber}`
          : `Corrections required on permit ${application.permitNumber}`,
      });
      if (isCertificate)
        await deps.outbox.enqueue(trx, {
          template: CLEARANCE_TEMPLATES.issued,
          payload: { clearanceId: row.id },
          dedupeKey: `${CLEARANCE_TEMPLATES.issued}:${row.id}`,
          reference: `clearance:${row.id}`,
        });
    });
  } catch (error) {
    if (!inspectionsRepo.isUniqueViolation(error)) throw error;
    // The same result arrived twice at the same moment: the other call issued it.
    const winner = await repo.findClearanceByInspection(deps.db, result.inspectionId);
    return { effect, clearanceId: winner?.id ?? null, isNew: false };
  }

  if (!isCertificate) {
    // The result service asked for the re-inspection fee (decision 270) before calling here:
    // the corrections e-mail carries its pay link.
    const fee = await deps.db
      .selectFrom('inspectionFees')
      .select(['feeId', 'payUrl'])
      .where('inspectionId', '=', result.inspectionId)
      .executeTakeFirst();
    if (fee) await repo.setFee(deps.db, row.id, fee);
    await deps.outbox.enqueue(deps.db, {
      template: CLEARANCE_TEMPLATES.corrections,
      payload: { clearanceId: row.id },
      dedupeKey: `${CLEARANCE_TEMPLATES.corrections}:${row.id}`,
      reference: `clearance:${row.id}`,
    });
  }
  return { effect, clearanceId: row.id, isNew: true };
}

/** The verification page's answer for a permit's clearance, or null when it has none yet. */
export async function verifyClearance(
  deps: Pick<ClearanceDeps, 'db' | 'clock'>,
  permitNumber: string,
): Promise<{ statusText: string; isValid: boolean; validThrough?: string } | null> {
  const application = await inspectionsRepo.findApplication(deps.db, { permitNumber });
  if (!application) return null;
  const latest = await repo.findLatestClearance(deps.db, application.id);
  if (!latest) return null;
  const state = clearanceStateOf(latest, districtDay(deps.clock()));
  return {
    statusText: describeClearanceState(state),
    isValid: isClearanceStateValid(state),
    ...(latest.expiresOn && latest.status === 'issued'
      ? { validThrough: formatCalendarDayUs(latest.expiresOn) }
      : {}),
  };
}

function toSummary(row: ClearanceRow, permitNumber: string, today: string): ClearanceSummary {
  return {
    id: row.id,
    permitNumber,
    status: row.status,
    statusText: CLEARANCE_MACHINE.labels[row.status],
    verification: describeClearanceState(clearanceStateOf(row, today)),
    outcome: OUTCOME_TEXT[row.outcome],
    expiresOn: row.expiresOn,
    correctionsDueOn: row.correctionsDueOn,
    issuedAt: row.issuedAt,
    revokedAt: row.revokedAt,
    revokeReason: row.revokeReason,
    canRevoke: row.status === 'issued',
  };
}

/** Staff: the permit's latest clearance record. */
export async function findClearanceSummary(
  deps: Pick<ClearanceDeps, 'db' | 'clock'>,
  permitNumber: string,
): Promise<Result<ClearanceSummary | null>> {
  const application = await inspectionsRepo.findApplication(deps.db, { permitNumber });
  if (!application) return fail('NOT_FOUND');
  const latest = await repo.findLatestClearance(deps.db, application.id);
  return ok(latest ? toSummary(latest, permitNumber, districtDay(deps.clock())) : null);
}

/** Staff withdraw the permit's issued clearance, with a reason; the verification page says "Revoked". */
export async function revokeClearance(
  deps: Pick<ClearanceDeps, 'db' | 'clock'>,
  permitNumber: string,
  reason: string,
  actor: string,
): Promise<Result<ClearanceSummary>> {
  const application = await inspectionsRepo.findApplication(deps.db, { permitNumber });
  if (!application) return fail('CLEARANCE_NOT_FOUND');
  const latest = await repo.findLatestClearance(deps.db, application.id);
  if (!latest) return fail('CLEARANCE_NOT_FOUND');
  const at = deps.clock().toISOString();
  const moved = await repo.moveClearance(deps.db, latest.id, 'revoked', {
    actor,
    at,
    reason,
    changes: { revokedAt: at, revokedBy: actor, revokeReason: reason },
  });
  if (!moved.moved) return fail('CLEARANCE_NOT_REVOCABLE');
  const row = (await repo.findClearance(deps.db, latest.id))!;
  return ok(toSummary(row, permitNumber, districtDay(deps.clock())));
}

const INSPECTION_EVENT_LABELS: Record<string, string> = {
  created: 'Inspection booked',
  rescheduled: 'Inspection moved',
  completed: 'Inspected',
  cancelled: 'Inspection cancelled',
};

/**
 * The status page's inspection line and the permit's timeline after payment: every booking,
 * move, cancel and inspection (from the shared status events), each outcome and clearance, and a
 * revocation. After Corrections required the line offers the re-inspection booking.
 */
export async function describeInspectionWithClearance(
  deps: ClearanceDeps,
  statusToken: string,
): Promise<PermitInspectionLink | null> {
  const link = await describeInspectionForStatus(deps, statusToken);
  if (!link) return null;
  const application = await inspectionsRepo.findApplication(deps.db, { statusToken });
  if (!application) return link;
  const inspections = await deps.db
    .selectFrom('inspections')
    .select('id')
    .where('applicationId', '=', application.id)
    .execute();
  const clearances = await repo.listClearances(deps.db, application.id);
  const events: PermitTimelineEntry[] = [];
  for (const inspection of inspections) {
    for (const event of await listStatusEvents(
      deps.db,
      INSPECTION_MACHINE.subjectKind,
      inspection.id,
    )) {
      const key = event.kind === 'status' ? (event.toStatus ?? '') : event.kind;
      const label = INSPECTION_EVENT_LABELS[key];
      if (label) events.push({ label, at: event.at, text: event.reason ?? label });
    }
  }
  for (const row of clearances) {
    events.push({ label: 'Inspection result', at: row.issuedAt, text: OUTCOME_TEXT[row.outcome] });
    if (row.status !== 'corrections-required' && row.pdf)
      events.push({
        label: 'Clearance issued',
        at: row.issuedAt,
        text: row.expiresOn
          ? `Temporary clearance, valid through ${formatCalendarDayUs(row.expiresOn)}`
          : 'Fire clearance',
      });
    if (row.status === 'reinspection-paid')
      events.push({ label: 'Re-inspection fee paid', at: row.updatedAt, text: 'Paid' });
    if (row.revokedAt)
      events.push({ label: 'Clearance revoked', at: row.revokedAt, text: row.revokeReason ?? '' });
  }
  events.sort((a, b) => a.at.localeCompare(b.at));
  const latest = clearances.at(-1);
  const needsReinspection =
    latest &&
    (latest.status === 'corrections-required' || latest.status === 'reinspection-paid') &&
    !link.text.startsWith('Inspection booked');
  return {
    ...link,
    ...(needsReinspection
      ? {
          text: latest.correctionsDueOn
            ? `Corrections required: complete the work by ${formatCalendarDayUs(latest.correctionsDueOn)}.`
            : 'Corrections required.',
          linkText: 'Book your re-inspection',
        }
      : {}),
    events,
  };
}
