import { z } from 'zod';
import { LOCALES } from '#domain/i18n/locale.ts';
import { PageInfoSchema } from '#domain/pagination.ts';
import {
  EXPEDITE_GROUNDS,
  RECORDS_APPEAL_KINDS,
  RECORDS_FORMATS,
  RECORDS_REQUEST_MACHINE,
  type RecordsAppealKind,
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

const APPEAL_KINDS = Object.keys(RECORDS_APPEAL_KINDS) as [
  RecordsAppealKind,
  ...RecordsAppealKind[],
];
/** The shapes below are the rows' columns as sent: text, whole numbers, days (YYYY-MM-DD). */
const Text = z.string();
const Count = z.number().int();
const StatusSchema = z.enum(RECORDS_REQUEST_MACHINE.statuses);
const DaySchema = Text;

/** One row of the officer's queue. */
export const RecordsQueueItemSchema = z.object({
  id: Text,
  requestNumber: Text,
  status: StatusSchema,
  statusLabel: Text,
  requesterName: Text,
  description: Text,
  receivedAt: Text,
  dueDay: DaySchema,
  /** While appealed: the day the chief administrative officer's decision is due (decision 302). */
  appealDueDay: DaySchema.nullable(),
  hasAppeal: z.boolean(),
  /**
   * Business days to the deadline that counts (the appeal decision's while appealed): 0 on the
   * due day, negative once overdue, null once answered.
   */
  businessDaysLeft: Count.nullable(),
  isOverdue: z.boolean(),
});
export type RecordsQueueItem = z.infer<typeof RecordsQueueItemSchema>;

/** One page of the queue, with the total matching (issue 25: no silent cut-off). */
export const RecordsQueueResponseSchema = PageInfoSchema.extend({
  requests: z.array(RecordsQueueItemSchema),
});
export type RecordsQueueResponse = z.infer<typeof RecordsQueueResponseSchema>;

/** One request as staff see it: the response schema keeps the private link's token out. */
export const RecordsRequestDetailsSchema = z.object({
  id: Text,
  requestNumber: Text,
  status: StatusSchema,
  requesterName: Text,
  email: Text,
  phone: Text,
  mailingAddress: Text,
  description: Text,
  fromDay: DaySchema.nullable(),
  toDay: DaySchema.nullable(),
  format: z.enum(RECORDS_FORMATS),
  feeWaiverRequested: Count,
  feeWaiverReason: Text,
  expediteRequested: Count,
  expediteGround: z.enum(EXPEDITE_GROUNDS).nullable(),
  expediteReason: Text,
  isExpedited: Count,
  receivedAt: Text,
  receivedDay: DaySchema,
  dueDay: DaySchema,
  pausedBusinessDays: Count,
  isInPublicLog: Count,
  logSubject: Text.nullable(),
  respondedAt: Text.nullable(),
  feeCents: Count.nullable(),
  feeDescription: Text,
  feePayUrl: Text.nullable(),
  feeWaiverDecision: z.enum(['granted', 'denied']).nullable(),
  withheld: Text,
  appealedAt: Text.nullable(),
  appealKind: z.enum(APPEAL_KINDS).nullable(),
  /** The day the chief administrative officer's decision is due (Utah Code 63G-2-401(5)). */
  appealDueDay: DaySchema.nullable(),
  /** The language of the page it was filed on, its e-mails' language (decision 326). */
  language: z.enum(LOCALES),
});
export type RecordsRequestDetails = z.infer<typeof RecordsRequestDetailsSchema>;

export const RecordsTimelineEntrySchema = z.object({
  id: Text,
  at: Text,
  actor: Text,
  kind: Text,
  fromStatus: Text.nullable(),
  toStatus: Text.nullable(),
  reason: Text.nullable(),
});
export type RecordsTimelineEntry = z.infer<typeof RecordsTimelineEntrySchema>;

export const RecordsEmailEntrySchema = z.object({
  template: Text,
  status: Text,
  createdAt: Text,
  sentAt: Text.nullable(),
  /** The subject and text as sent (decision 302); null while queued and for older e-mails. */
  subject: Text.nullable(),
  bodyText: Text.nullable(),
});
export type RecordsEmailEntry = z.infer<typeof RecordsEmailEntrySchema>;

/** A responsive record uploaded to fulfil the request. */
export const RecordsFileEntrySchema = z.object({
  id: Text,
  fileName: Text,
  contentType: Text,
  sizeBytes: Count,
  uploadedAt: Text,
  expiresAt: Text,
  isAvailable: z.boolean(),
});
export type RecordsFileEntry = z.infer<typeof RecordsFileEntrySchema>;

export const RecordsRequestDetailResponseSchema = z.object({
  request: RecordsRequestDetailsSchema,
  timeline: z.array(RecordsTimelineEntrySchema),
  emails: z.array(RecordsEmailEntrySchema),
  files: z.array(RecordsFileEntrySchema),
});
export type RecordsRequestDetailResponse = z.infer<typeof RecordsRequestDetailResponseSchema>;

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

export const PublicLogEntryResponseSchema = z.object({
  isInPublicLog: z.boolean(),
  logSubject: Text.nullable(),
});
export type PublicLogEntryResponse = z.infer<typeof PublicLogEntryResponseSchema>;

/** One month of the records report page (decision 302): GET `RECORDS_API.reportJson`. */
export const RecordsReportMonthSchema = z.object({
  /** YYYY-MM of the received day. */
  month: Text,
  received: Count,
  answered: Count,
  /** Answered by the deadline. */
  onTime: Count,
  medianBusinessDaysToRespond: z.number().nullable(),
  onTimeRate: z.number().nullable(),
});
export type RecordsReportMonth = z.infer<typeof RecordsReportMonthSchema>;

export const RecordsReportResponseSchema = z.object({
  months: z.array(RecordsReportMonthSchema),
});
export type RecordsReportResponse = z.infer<typeof RecordsReportResponseSchema>;
