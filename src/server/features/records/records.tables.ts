import type { Selectable } from 'kysely';
import type { Locale } from '#domain/i18n/locale.ts';
import type {
  ExpediteGround,
  RecordsAppealKind,
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
  /** The subject the public log shows, written by staff (never the requester's description). */
  logSubject: string | null;
  respondedAt: string | null;
  /** The officer's fee estimate in cents (actual cost, Utah Code 63G-2-203); null before one. */
  feeCents: number | null;
  /** The actual-cost items the estimate is made of, shown to the requester. */
  feeDescription: string;
  /** The shared fees feature's id and private pay link for the estimate. */
  feeId: string | null;
  feePayUrl: string | null;
  feeWaiverDecision: 'granted' | 'denied' | null;
  /** For a partial fulfilment: what is withheld and why. */
  withheld: string;
  /** When the requester appealed to the chief administrative officer; null before an appeal. */
  appealedAt: string | null;
  /** What the appeal is about: an access denial or a fee-waiver denial (decision 302). */
  appealKind: RecordsAppealKind | null;
  /** The day the chief administrative officer's decision is due (Utah Code 63G-2-401(5)). */
  appealDueDay: string | null;
  /** The language of the page the request was filed on: its e-mails and links (decision 326). */
  language: Locale;
  createdAt: string;
  updatedAt: string;
}

/** A responsive record uploaded to fulfil a request; its bytes are purged after `expiresAt`. */
export interface RecordsFilesTable {
  id: string;
  requestId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
  expiresAt: string;
  purgedAt: string | null;
}

export interface RecordsFileBytesTable {
  fileId: string;
  bytes: Uint8Array;
}

export interface RecordsTables {
  recordsRequests: RecordsRequestsTable;
  recordsFiles: RecordsFilesTable;
  recordsFileBytes: RecordsFileBytesTable;
}

export type RecordsRequestRow = Selectable<RecordsRequestsTable>;
