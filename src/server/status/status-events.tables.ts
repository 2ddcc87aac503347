import type { Selectable } from 'kysely';

/**
 * The shared timeline of every subject that has no timeline table of its own (burn permits,
 * inspections, records requests, …): status moves and other things that happened, keyed by the
 * subject's kind and id. Permit applications keep their own `application_events` table.
 */
export interface StatusEventsTable {
  id: string;
  /** The machine's `subjectKind` ('burn-permit', …). */
  subjectKind: string;
  subjectId: string;
  at: string;
  /** 'applicant', 'system', 'job', 'staff:<username>', … */
  actor: string;
  /** 'status' for a move; otherwise what happened ('check_in', 'email_queued', …). */
  kind: string;
  fromStatus: string | null;
  toStatus: string | null;
  reason: string | null;
}

export interface StatusEventTables {
  statusEvents: StatusEventsTable;
}

export type StatusEventRow = Selectable<StatusEventsTable>;
