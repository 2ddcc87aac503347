import type { Selectable } from 'kysely';
import type { ClearanceStatus } from '#domain/inspections/clearance.ts';
import type { InspectionOutcome } from '#domain/inspections/inspection-result.ts';

/**
 * What one inspection result left on the permit (migration 240, decision 241): a clearance
 * certificate or a request for corrections. Its status changes only through `transition()`.
 */
export interface ClearancesTable {
  id: string;
  applicationId: string;
  /** Unique: one record per inspection result, however often the result arrives. */
  inspectionId: string;
  outcome: InspectionOutcome;
  status: ClearanceStatus;
  inspectorName: string;
  comments: string;
  /** JSON array of the corrections the inspector listed. */
  corrections: string;
  /** The result's calendar day 'YYYY-MM-DD' in America/Denver. */
  resultDay: string;
  /** The last day of a temporary clearance; null for a full one. */
  expiresOn: string | null;
  /** The day corrections must be done by, when the inspector set one. */
  correctionsDueOn: string | null;
  /** The certificate as issued (frozen); null when no certificate was issued. */
  pdf: Uint8Array | null;
  /** The re-inspection fee (shared fees feature) and its private pay link, when one is due. */
  feeId: string | null;
  payUrl: string | null;
  issuedAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
  revokeReason: string | null;
  updatedAt: string;
}

export interface ClearanceTables {
  clearances: ClearancesTable;
}

export type ClearanceRow = Selectable<ClearancesTable>;
