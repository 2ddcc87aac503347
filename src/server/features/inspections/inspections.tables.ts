import type { ColumnType, Selectable } from 'kysely';
import type { Locale } from '#domain/i18n/locale.ts';
import type { InspectionOutcome } from '#domain/inspections/inspection-result.ts';
import type { InspectionStatus } from '#domain/inspections/inspection-status.ts';

/** The district's inspection settings as one JSON row ('district'); see InspectionSettingsSchema. */
export interface InspectionSettingsTable {
  id: string;
  settings: string;
  updatedAt: string;
  updatedBy: string;
}

/** One booked inspection; its status changes only through the shared `transition()`. */
export interface InspectionsTable {
  id: string;
  applicationId: string;
  inspectionTypeId: string;
  /** The name when booked, so a later rename does not rewrite history. */
  inspectionTypeName: string;
  inspectorId: string;
  status: InspectionStatus;
  /** ISO-8601 UTC instants; `endsAt` is exclusive. */
  startsAt: string;
  endsAt: string;
  /** iCalendar SEQUENCE: 0 when booked, +1 on every reschedule and on cancel. */
  sequence: number;
  /** The inspection this one re-inspects, if any. */
  reinspectionOf: string | null;
  /** The language of the page it was booked on: its e-mails and links (decision 326); 'en' before. */
  language: ColumnType<Locale, Locale | undefined, Locale>;
  createdAt: string;
  updatedAt: string;
}
export type InspectionRow = Selectable<InspectionsTable>;

/** A 15-minute cell an inspection holds (its time and the buffer after it); see migration 210. */
export interface InspectionSlotClaimsTable {
  inspectorId: string;
  /** ISO-8601 UTC instant of the cell's start. */
  cellStart: string;
  inspectionId: string;
}

/** A private feed token's SHA-256; deleting the row revokes the feed. */
export interface InspectionFeedTokensTable {
  tokenHash: string;
  inspectorId: string;
  createdAt: string;
  createdBy: string;
}

/** The inspector's result of one inspection (migration 230); one per inspection and key. */
export interface InspectionResultsTable {
  inspectionId: string;
  idempotencyKey: string;
  applicationId: string;
  outcome: InspectionOutcome;
  /** JSON array of strings. */
  corrections: string;
  correctionsDueDays: number | null;
  temporaryClearanceDays: number | null;
  reasonForInspection: string;
  stage: string;
  inspectionType: string;
  typeOfClearance: string;
  inspectorName: string;
  comments: string;
  recordedAt: string;
  recordedBy: string;
}
export type InspectionResultRow = Selectable<InspectionResultsTable>;

/** A photo taken at the property; the bytes' type was checked from the bytes. */
export interface InspectionPhotosTable {
  id: string;
  inspectionId: string;
  contentType: string;
  sizeBytes: number;
  bytes: Uint8Array;
  createdAt: string;
  createdBy: string;
}

/** The re-inspection fee asked after the inspection `inspectionId` (migration 230). */
export interface InspectionFeesTable {
  inspectionId: string;
  feeId: string;
  payUrl: string;
  amountCents: number;
  requestedAt: string;
  paidAt: string | null;
}

export interface InspectionTables {
  inspectionFees: InspectionFeesTable;
  inspectionFeedTokens: InspectionFeedTokensTable;
  inspectionPhotos: InspectionPhotosTable;
  inspectionResults: InspectionResultsTable;
  inspectionSettings: InspectionSettingsTable;
  inspections: InspectionsTable;
  inspectionSlotClaims: InspectionSlotClaimsTable;
}
