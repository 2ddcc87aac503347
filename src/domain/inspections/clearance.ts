import { z } from 'zod';
import { addDaysToDay } from '#domain/calendar/availability.ts';
import { formatCalendarDayUs } from '#domain/permits/permit-wording.ts';
import { defineStatusMachine } from '#domain/status-machine.ts';
import type { InspectionOutcome } from './inspection-result.ts';

/**
 * What an inspection's outcome left on the permit (issue 17, item 5; decision 241), on the shared
 * status machine:
 * - issued: a clearance certificate (full or temporary) was issued; staff may revoke it;
 * - corrections-required: the inspector found work to do (Corrections required or Failed); the
 *   applicant books a re-inspection, whose outcome becomes a new record;
 * - reinspection-paid: the re-inspection fee was paid (only when the district charges one);
 * - revoked: staff withdrew the certificate, with a reason (final).
 */
export const CLEARANCE_MACHINE = defineStatusMachine({
  subjectKind: 'clearance',
  statuses: ['issued', 'corrections-required', 'reinspection-paid', 'revoked'],
  moves: {
    issued: ['revoked'],
    'corrections-required': ['reinspection-paid'],
    'reinspection-paid': [],
    revoked: [],
  },
  labels: {
    issued: 'Clearance issued',
    'corrections-required': 'Corrections required',
    'reinspection-paid': 'Corrections required, re-inspection fee paid',
    revoked: 'Clearance revoked',
  },
});
export type ClearanceStatus = (typeof CLEARANCE_MACHINE.statuses)[number];

/** Days before a temporary clearance ends that its reminder goes out, unless the district sets another. */
export const DEFAULT_CLEARANCE_REMINDER_DAYS = 3;
/** Local hour (America/Denver) from which clearance reminders go out. */
export const CLEARANCE_REMINDER_HOUR = 9;
export const MAX_REVOKE_REASON_LENGTH = 500;

/** What an outcome does: issue a certificate, ask for corrections, or nothing (No access). */
export type OutcomeEffect = 'certificate' | 'corrections' | 'none';

/**
 * Passed and Passed with conditions issue a certificate; so does Corrections required when the
 * inspector grants a temporary clearance meanwhile. Corrections required and Failed otherwise ask
 * for corrections. No access changes nothing: the applicant books again.
 */
export function effectOfOutcome(
  outcome: InspectionOutcome,
  temporaryClearanceDays: number | null,
): OutcomeEffect {
  if (outcome === 'passed' || outcome === 'passed-with-conditions') return 'certificate';
  if (outcome === 'corrections-required')
    return temporaryClearanceDays && temporaryClearanceDays > 0 ? 'certificate' : 'corrections';
  if (outcome === 'failed') return 'corrections';
  return 'none';
}

/** The last day 'YYYY-MM-DD' of something lasting `days` from `resultDay`, or null for none. */
export function lastDayAfter(resultDay: string, days: number | null): string | null {
  return days && days > 0 ? addDaysToDay(resultDay, days) : null;
}

/** The answers the public verification page gives about a clearance, word for word. */
export type ClearanceState =
  | { kind: 'valid' }
  | { kind: 'temporary'; until: string }
  | { kind: 'expired' }
  | { kind: 'corrections-required' }
  | { kind: 'revoked' };

/**
 * The state of the latest clearance record on `today` (the district's calendar day): a temporary
 * clearance is valid through its last day and expired after it.
 */
export function clearanceStateOf(
  record: { status: ClearanceStatus; expiresOn: string | null },
  today: string,
): ClearanceState {
  if (record.status === 'revoked') return { kind: 'revoked' };
  if (record.status === 'corrections-required' || record.status === 'reinspection-paid')
    return { kind: 'corrections-required' };
  if (record.expiresOn === null) return { kind: 'valid' };
  return today > record.expiresOn
    ? { kind: 'expired' }
    : { kind: 'temporary', until: record.expiresOn };
}

/** 'Valid', 'Temporary until 12/04/2026', 'Expired', 'Corrections required' or 'Revoked'. */
export function describeClearanceState(state: ClearanceState): string {
  switch (state.kind) {
    case 'valid':
      return 'Valid';
    case 'temporary':
      return `Temporary until ${formatCalendarDayUs(state.until)}`;
    case 'expired':
      return 'Expired';
    case 'corrections-required':
      return 'Corrections required';
    case 'revoked':
      return 'Revoked';
  }
}

export function isClearanceStateValid(state: ClearanceState): boolean {
  return state.kind === 'valid' || state.kind === 'temporary';
}

/** Staff API of clearances: read (inspections:read) and revoke (inspections:manage). */
export const CLEARANCE_API = {
  byPermit: '/api/admin/inspections/clearances/:permitNumber',
  revoke: '/api/admin/inspections/clearances/:permitNumber/revoke',
} as const;
export function clearanceRevokePath(permitNumber: string): string {
  return `/api/admin/inspections/clearances/${encodeURIComponent(permitNumber)}/revoke`;
}
export function clearanceOfPermitPath(permitNumber: string): string {
  return `/api/admin/inspections/clearances/${encodeURIComponent(permitNumber)}`;
}

export const RevokeClearanceBodySchema = z.object({
  reason: z
    .string({ error: 'Enter why the clearance is revoked' })
    .trim()
    .min(1, 'Enter why the clearance is revoked')
    .max(
      MAX_REVOKE_REASON_LENGTH,
      `Keep the reason to ${MAX_REVOKE_REASON_LENGTH} characters or fewer`,
    ),
});
export type RevokeClearanceBody = z.infer<typeof RevokeClearanceBodySchema>;

/** What staff see of a permit's latest clearance record. */
export const ClearanceSummarySchema = z.object({
  id: z.string(),
  permitNumber: z.string(),
  status: z.enum(CLEARANCE_MACHINE.statuses),
  statusText: z.string(),
  /** The verification page's answer today. */
  verification: z.string(),
  outcome: z.string(),
  expiresOn: z.string().nullable(),
  correctionsDueOn: z.string().nullable(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  canRevoke: z.boolean(),
});
export type ClearanceSummary = z.infer<typeof ClearanceSummarySchema>;
export const ClearanceSummaryResponseSchema = z.object({
  clearance: ClearanceSummarySchema.nullable(),
});
