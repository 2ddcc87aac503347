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
const StatusSchema = z.enum(RECORDS_REQUEST_MACHINE.statuses);
const DaySchema = z.string();
const NullableText = z.string().nullable();

/** One row of the officer's queue. */
export const RecordsQueueItemSchema = z.object({
  id: z.string(),
  requestNumber: z.string(),
  status: StatusSchema,
  statusLabel: z.string(),
  requesterName: z.string(),
  description: z.string(),
  receivedAt: z.string(),
  dueDay: DaySchema,
  /** While appealed: the day the chief administrative officer's decision is due (decision 302). */
  appealDueDay: DaySchema.nullable(),
  hasAppeal: z.boolean(),
  /**
   * Business days to the deadline that counts (the appeal decision's while appealed): 0 on the
   * due day, negative once overdue, null once answered.
   */
  businessDaysLeft: z.number().int().nullable(),
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
  id: z.string(),
  requestNumber: z.string(),
  status: StatusSchema,
  requesterName: z.string(),
  email: z.string(),
  phone: z.string(),
  mailingAddress: z.string(),
  description: z.string(),
  fromDay: DaySchema.nullable(),
  toDay: DaySchema.nullable(),
  format: z.enum(RECORDS_FORMATS),
  feeWaiverRequested: z.number().int(),
  feeWaiverReason: z.string(),
  expediteRequested: z.number().int(),
  expediteGround: z.enum(EXPEDITE_GROUNDS).nullable(),
  expediteReason: z.string(),
  isExpedited: z.number().int(),
  receivedAt: z.string(),
  receivedDay: DaySchema,
  dueDay: DaySchema,
  pausedBusinessDays: z.number().int(),
  isInPublicLog: z.number().int(),
  logSubject: NullableText,
  respondedAt: NullableText,
  feeCents: z.number().int().nullable(),
  feeDescription: z.string(),
  feePayUrl: NullableText,
  feeWaiverDecision: z.enum(['granted', 'denied']).nullable(),
  withheld: z.string(),
  appealedAt: NullableText,
  appealKind: z.enum(APPEAL_KINDS).nullable(),
  /** The day the chief administrative officer's decision is due (Utah Code 63G-2-401(5)). */
  appealDueDay: DaySchema.nullable(),
  /** The language of the page it was filed on, its e-mails' language (decision 326). */
  language: z.enum(LOCALES),
});
export type RecordsRequestDetails = z.infer<typeof RecordsRequestDetailsSchema>;

export const RecordsTimelineEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  kind: z.string(),
  fromStatus: NullableText,
  toStatus: NullableText,
  reason: NullableText,
});
export type RecordsTimelineEntry = z.infer<typeof RecordsTimelineEntrySchema>;

export const RecordsEmailEntrySchema = z.object({
  template: z.string(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: NullableText,
  /** The subject and text as sent (decision 302); null while queued and for older e-mails. */
  subject: NullableText,
  bodyText: NullableText,
});
export type RecordsEmailEntry = z.infer<typeof RecordsEmailEntrySchema>;

/** A responsive record uploaded to fulfil the request. */
export const RecordsFileEntrySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  expiresAt: z.string(),
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
  logSubject: NullableText,
});
export type PublicLogEntryResponse = z.infer<typeof PublicLogEntryResponseSchema>;

/** One month of the records report page (decision 302): GET `RECORDS_API.reportJson`. */
export const RecordsReportMonthSchema = z.object({
  /** YYYY-MM of the received day. */
  month: z.string(),
  received: z.number().int(),
  answered: z.number().int(),
  /** Answered by the deadline. */
  onTime: z.number().int(),
  medianBusinessDaysToRespond: z.number().nullable(),
  onTimeRate: z.number().nullable(),
});
export type RecordsReportMonth = z.infer<typeof RecordsReportMonthSchema>;

export const RecordsReportResponseSchema = z.object({
  months: z.array(RecordsReportMonthSchema),
});
export type RecordsReportResponse = z.infer<typeof RecordsReportResponseSchema>;
