/**
 * The applicant's status page (/permits/status): what it shows for one application, and the
 * lookup form's state. The page is a site page (header, footer, stylesheet) rendered on the
 * server without JavaScript; its words are page content staff can edit.
 */

/** What the status page shows for one application. */
export interface PermitStatusView {
  title: string;
  permitNumber: string;
  statusText: string;
  isVoid: boolean;
  isRefunded: boolean;
  appliedAt: string;
  paidAt: string | null;
  issuedAt: string | null;
  emailedAt: string | null;
  voidedAt: string | null;
  costCents: number;
  feeCents: number;
  totalCents: number;
  refundedCents: number;
  paymentReference: string;
  emailedTo: string;
  /** Present while the permit is valid. */
  pdfUrl: string | null;
  /** The private link, for the lookup form to send the visitor on to. */
  statusToken: string;
  /** The inspection this permit needs (issue 17), with the link to book or change it. */
  inspection: PermitInspectionLink | null;
  /** On a page in another language: the texts shown in English (staff's words), marked `lang="en"`. */
  englishTexts?: string[];
}

export interface PermitInspectionLink {
  text: string;
  linkText: string;
  url: string;
  /**
   * The permit's life after payment, oldest first: booked, moved, inspected, the outcome, the
   * clearance (issue 17). `at` is an instant; `text` says what happened.
   */
  events?: PermitTimelineEntry[];
}

export interface PermitTimelineEntry {
  label: string;
  at: string;
  text: string;
}

/** Why a lookup failed; each names a message of the page's content. */
export type PermitLookupMessage = 'notFound' | 'tooMany' | 'missing';

/** The status page's state: the lookup form (perhaps after a failed lookup) or one application. */
export type PermitStatusPageView =
  | {
      kind: 'lookup';
      message: PermitLookupMessage | null;
      permitNumber: string;
      email: string;
    }
  | { kind: 'status'; view: PermitStatusView };

export const PERMIT_STATUS_PATH = '/permits/status';

/** The public verification page of a permit number (decision 101); the QR code leads there. */
export const PERMIT_VERIFY_PATH = '/permits/verify';

/** What the public verification page says about a genuine permit number, and nothing more. */
export interface PermitVerification {
  permitNumber: string;
  title: string;
  /** 'Valid', 'Expired', 'Void' or 'Refunded, no longer valid'. */
  statusText: string;
  isValid: boolean;
  /** MM/DD/YYYY in the district's zone. */
  issuedOn: string;
  validThrough: string;
}

/** The verification page's answer: a genuine permit, or a number the district never issued. */
export type PermitVerifyPageView =
  { kind: 'genuine'; verification: PermitVerification } | { kind: 'unknown' };
