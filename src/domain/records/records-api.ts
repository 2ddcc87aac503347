import type { Locale } from '#domain/i18n/locale.ts';
import type { PageInfo } from '#domain/pagination.ts';
import type {
  ExpediteGround,
  RecordsAppealKind,
  RecordsFormat,
  RecordsRequestStatus,
} from './records-request.ts';

/** The records officer's API (issue 20): paths the server serves and the browser calls. */
export const RECORDS_API = {
  requests: '/api/admin/records/requests',
  report: '/api/admin/records/report.csv',
  /** The monthly report as JSON, for the report page (decision 302). */
  reportJson: '/api/admin/records/report',
} as const;

export type RecordsAction =
  | 'acknowledge'
  | 'expedite'
  | 'extend'
  | 'deny'
  | 'appeal-decision'
  | 'clarify'
  | 'estimate-fees'
  | 'fee-waiver'
  | 'files'
  | 'fulfil';

export function recordsRequestPath(id: string): string {
  return `${RECORDS_API.requests}/${encodeURIComponent(id)}`;
}

/** PUT: the request's public log entry (PublicLogEntryBodySchema), answered as sent. */
export function recordsPublicLogPath(id: string): string {
  return `${recordsRequestPath(id)}/public-log`;
}

export function recordsActionPath(id: string, action: RecordsAction): string {
  return `${recordsRequestPath(id)}/${action}`;
}

/** One row of the officer's queue. */
export interface RecordsQueueItem {
  id: string;
  requestNumber: string;
  status: RecordsRequestStatus;
  statusLabel: string;
  requesterName: string;
  description: string;
  receivedAt: string;
  dueDay: string;
  /** While appealed: the day the chief administrative officer's decision is due (decision 302). */
  appealDueDay: string | null;
  hasAppeal: boolean;
  /**
   * Business days to the deadline that counts (the appeal decision's while appealed): 0 on the
   * due day, negative once overdue, null once answered.
   */
  businessDaysLeft: number | null;
  isOverdue: boolean;
}

/** One page of the queue, with the total matching (issue 25: no silent cut-off). */
export interface RecordsQueueResponse extends PageInfo {
  requests: RecordsQueueItem[];
}

/** One request as staff see it (never the private link's token). */
export interface RecordsRequestDetails {
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
  feeWaiverRequested: number;
  feeWaiverReason: string;
  expediteRequested: number;
  expediteGround: ExpediteGround | null;
  expediteReason: string;
  isExpedited: number;
  receivedAt: string;
  receivedDay: string;
  dueDay: string;
  pausedBusinessDays: number;
  isInPublicLog: number;
  logSubject: string | null;
  respondedAt: string | null;
  feeCents: number | null;
  feeDescription: string;
  feePayUrl: string | null;
  feeWaiverDecision: 'granted' | 'denied' | null;
  withheld: string;
  appealedAt: string | null;
  appealKind: RecordsAppealKind | null;
  /** The day the chief administrative officer's decision is due (Utah Code 63G-2-401(5)). */
  appealDueDay: string | null;
  /** The language of the page it was filed on, its e-mails' language (decision 326). */
  language: Locale;
}

export interface RecordsTimelineEntry {
  id: string;
  at: string;
  actor: string;
  kind: string;
  fromStatus: string | null;
  toStatus: string | null;
  reason: string | null;
}

export interface RecordsEmailEntry {
  template: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
  /** The subject and text as sent (decision 302); null while queued and for older e-mails. */
  subject: string | null;
  bodyText: string | null;
}

/** A responsive record uploaded to fulfil the request. */
export interface RecordsFileEntry {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
  expiresAt: string;
  isAvailable: boolean;
}

export interface RecordsRequestDetailResponse {
  request: RecordsRequestDetails;
  timeline: RecordsTimelineEntry[];
  emails: RecordsEmailEntry[];
  files: RecordsFileEntry[];
}

/** What each e-mail template of a request is, for the officer's list of what was sent. */
export const RECORDS_EMAIL_LABELS: Readonly<Record<string, string>> = {
  'records-request-received': 'Request received, with the deadline and private link',
  'records-request-extended': 'Extension notice: new response date and reason',
  'records-request-denied': 'Denial notice with the appeal rights',
  'records-request-reminder': 'Deadline reminder to the records officer',
  'records-request-appeal-decided': 'Decision on the appeal',
  'records-request-clarification': 'Request for clarification',
  'records-request-fee-estimate': 'Fee estimate with the payment link',
  'records-request-fee-waiver': 'Decision on the fee waiver',
  'records-request-fulfilled': 'Records ready, with the download link',
  'records-request-withdrawn': 'Withdrawal confirmed to the requester',
  'records-request-appeal-reminder': 'Appeal decision reminder to the records officer',
  'records-request-appeal-deemed-denied': 'Appeal not decided in time: counts as denied, next step',
};

export interface PublicLogEntryResponse {
  isInPublicLog: boolean;
  logSubject: string | null;
}

/** One month of the records report page (decision 302): GET `RECORDS_API.reportJson`. */
export interface RecordsReportMonth {
  /** YYYY-MM of the received day. */
  month: string;
  received: number;
  answered: number;
  /** Answered by the deadline. */
  onTime: number;
  medianBusinessDaysToRespond: number | null;
  onTimeRate: number | null;
}

export interface RecordsReportResponse {
  months: RecordsReportMonth[];
}
