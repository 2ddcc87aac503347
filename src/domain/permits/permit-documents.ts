import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import { DISTRICT } from '#domain/content/district.ts';
import {
  PERMIT_FIELDS,
  PERMIT_FORM_TITLES,
  type PermitFormType,
} from './permit-application.schema.ts';
import { formatCents } from './permit-fee.ts';

/**
 * Every word of the issued permit's PDF and of the e-mails that carry it, in one place. Pure:
 * callers pass the application, the district and the settings; nothing here reads the clock.
 */

/** Readable permit-number prefixes: RC-2026-000123. */
export const PERMIT_NUMBER_PREFIXES: Record<PermitFormType, string> = {
  residential: 'RC',
  commercial: 'CC',
  propane: 'PP',
  sprinkler: 'SP',
};

/** What the documents read from a stored application. */
export interface PermitDocumentSource {
  formType: PermitFormType;
  /** The submitted form as stored (JSON text). */
  formData: string;
  applicantName: string;
  applicantEmail: string;
  costCents: number;
  feeCents: number;
  totalCents: number;
  paymentIntentId: string | null;
  permitNumber: string | null;
  issuedAt: string | null;
  plotPlanOriginalName: string | null;
}

/** The district as the documents name it. */
export interface PermitDistrict {
  name: string;
  address: { street: string; city: string; state: string; zip: string };
  mainOffice: { phone: string; hours: string };
}

/** Permit number `RC-2026-000123` from its prefix, year and sequence. */
export function formatPermitNumber(formType: PermitFormType, year: number, sequence: number) {
  return `${PERMIT_NUMBER_PREFIXES[formType]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The calendar year of an instant in the district's zone (permit numbers count per year). */
export function districtYear(instant: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: DISTRICT_TIME_ZONE, year: 'numeric' }).format(
      instant,
    ),
  );
}

/** 'March 2, 2026' in the district's zone. */
export function formatDistrictDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: DISTRICT_TIME_ZONE,
    dateStyle: 'long',
  }).format(instant);
}

function formatFieldValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** Every submitted field with its label, in the form's order, as the PDF and the e-mail show it. */
export function describeFields(
  application: Pick<PermitDocumentSource, 'formType' | 'formData' | 'plotPlanOriginalName'>,
): { label: string; value: string }[] {
  const data = JSON.parse(application.formData) as Record<string, unknown>;
  return PERMIT_FIELDS[application.formType].map((field) => {
    if (field.kind === 'file') {
      return {
        label: 'Plot Plan',
        value: application.plotPlanOriginalName ?? 'Attached to the application',
      };
    }
    if (field.name === 'mailingAddress' && data.isMailingSame === true) {
      return { label: field.label, value: 'Same as the service address' };
    }
    return { label: field.label, value: formatFieldValue(data[field.name]) };
  });
}

/** What the permit PDF says, ready for the renderer. */
export interface PermitPdfContent {
  districtName: string;
  districtAddress: string;
  title: string;
  permitNumber: string;
  /** Already formatted in the district's time zone. */
  dateOfIssue: string;
  fields: readonly { label: string; value: string }[];
  costText: string;
  feeText: string;
  totalText: string;
  paymentReference: string;
}

export function buildPermitPdfContent(
  application: PermitDocumentSource,
  district: PermitDistrict,
  processingFeePercent: number,
): PermitPdfContent {
  const { address } = district;
  return {
    districtName: district.name,
    districtAddress: `${address.street}, ${address.city}, ${address.state} ${address.zip}`,
    title: PERMIT_FORM_TITLES[application.formType],
    permitNumber: application.permitNumber ?? '',
    dateOfIssue: application.issuedAt ? formatDistrictDate(new Date(application.issuedAt)) : '',
    fields: describeFields(application),
    costText: formatCents(application.costCents),
    feeText: `${formatCents(application.feeCents)} (${processingFeePercent}% processing fee)`,
    totalText: formatCents(application.totalCents),
    paymentReference: application.paymentIntentId ?? '',
  };
}

/** Subject and text of the e-mail that carries the issued permit. */
export function buildPermitEmailContent(
  application: PermitDocumentSource,
  district: PermitDistrict,
  statusUrl?: string,
): { subject: string; text: string; attachmentName: string } {
  const title = PERMIT_FORM_TITLES[application.formType];
  const permitNumber = application.permitNumber ?? '';
  return {
    subject: `Your ${title} ${permitNumber}`,
    text: [
      `Dear ${application.applicantName},`,
      '',
      `Thank you for your payment. Your ${title} is attached as a PDF.`,
      '',
      `Permit number: ${permitNumber}`,
      `Amount paid: ${formatCents(application.totalCents)} (permit ${formatCents(application.costCents)}, processing fee ${formatCents(application.feeCents)})`,
      `Payment reference: ${application.paymentIntentId ?? ''}`,
      ...(statusUrl
        ? ['', `See your application and download the permit again: ${statusUrl}`]
        : []),
      '',
      `Questions? Call ${district.mainOffice.phone}, ${district.mainOffice.hours}.`,
      '',
      district.name,
    ].join('\n'),
    attachmentName: `${permitNumber}.pdf`,
  };
}

/** Subject and text of the e-mail that tells the applicant about a refund. */
export function buildRefundEmailContent(
  application: PermitDocumentSource,
  refund: { amountCents: number; reason: string; totalRefundedCents: number },
  district: PermitDistrict,
  statusUrl: string | undefined,
): { subject: string; text: string } {
  const title = PERMIT_FORM_TITLES[application.formType];
  const permitNumber = application.permitNumber ?? '';
  const isFull = refund.totalRefundedCents >= application.totalCents;
  return {
    subject: `Refund for your ${title} ${permitNumber}`,
    text: [
      `Dear ${application.applicantName},`,
      '',
      `We have refunded ${formatCents(refund.amountCents)} of your payment for ${title} ${permitNumber}.`,
      `Reason: ${refund.reason}`,
      '',
      `Paid: ${formatCents(application.totalCents)}`,
      `Refunded in total: ${formatCents(refund.totalRefundedCents)}${isFull ? ' (the whole payment)' : ''}`,
      `Payment reference: ${application.paymentIntentId ?? ''}`,
      '',
      'The money goes back to the card you paid with. Your bank may take 5 to 10 business days to show it.',
      ...(statusUrl ? ['', `See your application: ${statusUrl}`] : []),
      '',
      `Questions? Call ${district.mainOffice.phone}, ${district.mainOffice.hours}.`,
      '',
      district.name,
    ].join('\n'),
  };
}

/** The district's own facts as the documents use them today. */
export const PERMIT_DOCUMENT_DISTRICT: PermitDistrict = DISTRICT;
