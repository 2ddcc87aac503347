import type { Selectable } from 'kysely';
import type {
  ExpediteGround,
  RecordsFormat,
  RecordsRequestStatus,
} from '#domain/records/records-request.ts';

/** One GRAMA request; its status changes only through the shared `transition()`. */
export interface RecordsRequestsTable {
  id: string;
  requestNumber: string;
  status: RecordsRequestStatus;
  requesterName: string;
  email: string;
  phone: string;
  mailingAddress: string;
  description: string;
  fromDay: string | null;
  toDay: string | null;
  format: RecordsFormat;
  /** 1 or 0 (portable between SQLite and PostgreSQL). */
  feeWaiverRequested: number;
  feeWaiverReason: string;
  expediteRequested: number;
  expediteGround: ExpediteGround | null;
  expediteReason: string;
  /** 1 once the officer grants an expedited response (5 business days). */
  isExpedited: number;
  receivedAt: string;
  /** The business day the request counts as received (after hours → next business day). */
  receivedDay: string;
  /** The day the response is due, recomputed by the clock on every change. */
  dueDay: string;
  pausedBusinessDays: number;
  /** Secret part of the requester's private status link. */
  accessToken: string;
  isInPublicLog: number;
  respondedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A day the district's office is closed besides weekends and state holidays. */
export interface RecordsClosuresTable {
  day: string;
  note: string;
}

export interface RecordsTables {
  recordsRequests: RecordsRequestsTable;
  recordsClosures: RecordsClosuresTable;
}

export type RecordsRequestRow = Selectable<RecordsRequestsTable>;
