import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import { DISTRICT } from '#domain/content/district.ts';
import {
  PERMIT_FIELDS,
  PERMIT_FORM_TITLES,
  type PermitField,
  type PermitFormType,
} from './permit-application.schema.ts';
import { formatCents } from './permit-fee.ts';
import {
  PERMIT_VALIDITY_DAYS,
  type PermitWordingOverrides,
  formatCalendarDayUs,
  formatClockTimeUs,
  formatUsDate,
  formatUsTime,
  formatValidThrough,
  resolvePermitWording,
} from './permit-wording.ts';

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
/**
 * What every permit paid through the offline sandbox says on its PDF, in its e-mail and on the
 * verification page (issue 16, finding 6): a test card bought it.
 */
export const TEST_PERMIT_NOTICE = 'TEST — NOT A VALID PERMIT';

/** True for a permit paid through the offline sandbox rather than a real processor. */
export function isTestPermit(source: { gateway?: 'sandbox' | 'stripe' }): boolean {
  return source.gateway === 'sandbox';
}

export interface PermitDocumentSource {
  formType: PermitFormType;
  /** Which processor took the payment; 'sandbox' marks the permit as a test. */
  gateway?: 'sandbox' | 'stripe';
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

/** A label and its value, as the PDF's tables show them. */
export interface LabelledValue {
  label: string;
  value: string;
}

/** What the permit PDF says, ready for the renderer. Every date is MM/DD/YYYY in Denver time. */
export interface PermitPdfContent {
  districtName: string;
  districtAddress: string;
  /** The main office's phone and hours. */
  districtContact: string;
  title: string;
  permitNumber: string;
  /** 'Issued to Jordan Example on 07/01/2026 at 3:05 PM by South Summit Fire Protection District.' */
  issuedStatement: string;
  /** Permit number, date of issue, validity, holder and property. */
  keyFacts: readonly LabelledValue[];
  allows: string;
  conditions: readonly string[];
  /** The submitted fields the district relies on, in the form's order. */
  details: readonly LabelledValue[];
  /** Inspection-outcome fields the applicant typed; empty for forms that have none. */
  enteredByApplicant: readonly LabelledValue[];
  payment: readonly LabelledValue[];
  /** Present only while an officer's name is configured. */
  officer?: { name: string; title: string };
  /** The absolute verification URL the QR code encodes and the PDF prints. */
  verificationUrl: string;
}

/** What the deployment configures for its permits (env, see the README). */
export interface PermitDocumentSettings {
  processingFeePercent: number;
  officerName?: string | undefined;
  officerTitle: string;
  verificationUrl: string;
  wording?: PermitWordingOverrides;
}

/**
 * Fields of the clearance forms that name an inspection's outcome. The applicant types them when
 * applying, so the permit shows them apart, under 'As entered by the applicant' (issue 11).
 */
export const APPLICANT_ENTERED_OUTCOME_FIELDS: ReadonlySet<string> = new Set([
  'resultOfInspection',
  'typeOfClearance',
  'temporaryClearance',
  'workMustBeCompletedIn',
  'inspector',
]);

/** The applicant's own county building-permit number, labelled apart from the district's number. */
export const COUNTY_PERMIT_NUMBER_LABEL = 'Building permit no. (county)';

/**
 * Fields the PDF leaves out: the issuing officer replaces the form's read-only officer, and the
 * mailing address says itself when it is the service address.
 */
const FIELDS_LEFT_OUT_OF_PDF: ReadonlySet<string> = new Set([
  'fireProtectionOfficer',
  'isMailingSame',
]);

function describePdfField(
  field: PermitField,
  data: Record<string, unknown>,
  plotPlanOriginalName: string | null,
): LabelledValue {
  if (field.kind === 'file') {
    return { label: 'Plot Plan', value: plotPlanOriginalName ?? 'Attached to the application' };
  }
  if (field.name === 'mailingAddress' && data.isMailingSame === true) {
    return { label: field.label, value: 'Same as the service address' };
  }
  const value = formatFieldValue(data[field.name]);
  const label = field.name === 'permitNumber' ? COUNTY_PERMIT_NUMBER_LABEL : field.label;
  if (field.kind === 'date') return { label, value: formatCalendarDayUs(value) };
  if (field.kind === 'time') return { label, value: formatClockTimeUs(value) };
  return { label, value };
}

/** The property a permit is for, whatever the form calls it. */
function readProperty(data: Record<string, unknown>): LabelledValue | undefined {
  if (typeof data.address === 'string') return { label: 'Property', value: data.address };
  if (typeof data.serviceAddress === 'string')
    return { label: 'Service address', value: data.serviceAddress };
  return undefined;
}

export function buildPermitPdfContent(
  application: PermitDocumentSource,
  district: PermitDistrict,
  settings: PermitDocumentSettings,
): PermitPdfContent {
  const { address } = district;
  const data = JSON.parse(application.formData) as Record<string, unknown>;
  const wording = resolvePermitWording(application.formType, settings.wording);
  const issuedAt = application.issuedAt ? new Date(application.issuedAt) : undefined;
  const issueDate = issuedAt ? formatUsDate(issuedAt) : '';
  const permitNumber = application.permitNumber ?? '';
  const validityDays = PERMIT_VALIDITY_DAYS[application.formType];
  const validThrough = issuedAt ? formatValidThrough(application.formType, issuedAt) : '';
  const fields = PERMIT_FIELDS[application.formType].filter(
    (field) => !FIELDS_LEFT_OUT_OF_PDF.has(field.name),
  );
  const describe = (field: PermitField) =>
    describePdfField(field, data, application.plotPlanOriginalName);
  const property = readProperty(data);
  const testPrefix = isTestPermit(application)
    ? `${TEST_PERMIT_NOTICE}: paid in the offline sandbox with a test card. `
    : '';
  return {
    districtName: district.name,
    districtAddress: `${address.street}, ${address.city}, ${address.state} ${address.zip}`,
    districtContact: `${district.mainOffice.phone} · ${district.mainOffice.hours}`,
    title: isTestPermit(application) ? `${TEST_PERMIT_NOTICE}: ${wording.title}` : wording.title,
    permitNumber,
    issuedStatement: `${testPrefix}${
      issuedAt
        ? `Issued to ${application.applicantName} on ${issueDate} at ${formatUsTime(issuedAt)} by the ${district.name}.`
        : `Issued to ${application.applicantName} by the ${district.name}.`
    }`,
    keyFacts: [
      { label: 'Permit number', value: permitNumber },
      { label: 'Date of issue', value: issueDate },
      {
        label: 'Valid through',
        value: validThrough ? `${validThrough} (${validityDays} days from issue)` : '',
      },
      { label: 'Issued to', value: application.applicantName },
      ...(property ? [property] : []),
    ],
    allows: wording.allows,
    conditions: wording.conditions,
    details: fields
      .filter((field) => !APPLICANT_ENTERED_OUTCOME_FIELDS.has(field.name))
      .map(describe),
    enteredByApplicant: fields
      .filter((field) => APPLICANT_ENTERED_OUTCOME_FIELDS.has(field.name))
      .map(describe),
    payment: [
      { label: 'Permit cost', value: formatCents(application.costCents) },
      {
        label: 'Processing fee',
        value: `${formatCents(application.feeCents)} (${settings.processingFeePercent}% processing fee)`,
      },
      { label: 'Total paid', value: formatCents(application.totalCents) },
      { label: 'Payment reference', value: application.paymentIntentId ?? '' },
    ],
    ...(settings.officerName
      ? { officer: { name: settings.officerName, title: settings.officerTitle } }
      : {}),
    verificationUrl: settings.verificationUrl,
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
  const isTest = isTestPermit(application);
  return {
    subject: `Your ${title} ${permitNumber}`,
    text: [
      ...(isTest
        ? [`${TEST_PERMIT_NOTICE}. It was paid in the offline sandbox with a test card.`, '']
        : []),
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
