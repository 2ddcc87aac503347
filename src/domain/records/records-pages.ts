import type { PageInfo } from '#domain/pagination.ts';
import type { RecordsRequestField, RecordsRequestStatus } from './records-request.ts';

// The records pages and mail write days as every other page does: one formatter for the site.
export { formatLongDay } from '#domain/calendar-date.ts';

/** The records-request pages' addresses (issue 20). */
export const RECORDS_PATHS = {
  form: '/public-records/request/online',
  status: '/public-records/request/status',
  log: '/public-records/request/log',
} as const;

export type RecordsFormValues = Partial<Record<RecordsRequestField, string>>;

/** What the requester's private page shows of the request. */
export interface RecordsRequestView {
  requestNumber: string;
  status: RecordsRequestStatus;
  email: string;
  description: string;
  receivedDay: string;
  dueDay: string;
  /** While appealed: the day the chief administrative officer's decision is due (decision 302). */
  appealDueDay: string | null;
  accessToken: string;
  respondedAt: string | null;
  withheld: string;
  feeCents: number | null;
  feeDescription: string;
  feePayUrl: string | null;
}

export interface RecordsTimelineEntry {
  at: string;
  kind: string;
  toStatus: string | null;
  reason: string | null;
}

export interface RecordsFileView {
  href: string;
  fileName: string;
  sizeBytes: number;
  expiresAt: string;
  isAvailable: boolean;
}

export interface RecordsStatusPageView {
  kind: 'records-status';
  request: RecordsRequestView;
  businessDaysLeft: number;
  timeline: RecordsTimelineEntry[];
  isJustFiled: boolean;
  /** Filed past the address's daily mail allowance: the notice says nothing was e-mailed. */
  isUnmailed?: boolean;
  /** The deadline sentence the confirmation e-mail also carries. */
  deadline: string;
  canAppeal: boolean;
  appealsOfficer: string;
  notice?: string;
  appealErrors: Record<string, string>;
  /** The officer's question while the request waits for the requester's clarification. */
  clarificationQuestion?: string | null;
  clarificationErrors?: Record<string, string>;
  /** True while the machine lets the request go to withdrawn. */
  canWithdraw?: boolean;
  withdrawErrors?: Record<string, string>;
  /** The records officer's address, for fees already paid. */
  officerEmail?: string;
  /** The responsive records, downloadable through this private page until they expire. */
  files?: RecordsFileView[];
}

export interface RecordsLogRow {
  requestNumber: string;
  receivedDay: string;
  dueDay: string;
  logSubject: string | null;
  status: RecordsRequestStatus;
}

/** The records-request pages, each drawn by src/web/features/records from this data alone. */
export type RecordsPageView =
  | { kind: 'records-form'; values: RecordsFormValues; errors: Record<string, string> }
  | RecordsStatusPageView
  | { kind: 'records-file-gone'; statusHref: string }
  | { kind: 'records-not-found' }
  | ({ kind: 'records-log'; rows: RecordsLogRow[] } & PageInfo);
