import { createSiteIntl, formatCalendarDay, formatDistrictTime } from '#domain/i18n/site-intl.ts';
import { translateText } from '#domain/i18n/translate-english.ts';
import { LOCALE_TAGS, type Locale } from '#domain/i18n/locale.ts';
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
  districtDayOf,
  validThroughDay,
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
  /** The language of the page the application was made on: its PDF and e-mails are in it. */
  language?: Locale;
}

/** A document's words in the applicant's language (decision 316): English text to the language. */
function wordsFor(language: Locale = 'en') {
  const intl = createSiteIntl(language);
  const tr = (english: string, values?: Readonly<Record<string, string | number>>) =>
    translateText(intl, english, values);
  /** A calendar day 'YYYY-MM-DD': MM/DD/YYYY in English, in words in another language. */
  const day = (value: string) =>
    language === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(value)
      ? formatCalendarDayUs(value)
      : formatCalendarDay(intl, value);
  /** An instant's day in the district's zone, as `day` writes it. */
  const dayOf = (instant: Date) =>
    language === 'en' ? formatUsDate(instant) : formatCalendarDay(intl, districtDayOf(instant));
  return { intl, tr, day, dayOf, lang: LOCALE_TAGS[language] };
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
  return Number(DISTRICT_YEAR.format(instant));
}

/** Made once: building a time-zone formatter costs more than using it (issue 26). */
const DISTRICT_YEAR = new Intl.DateTimeFormat('en-US', {
  timeZone: DISTRICT_TIME_ZONE,
  year: 'numeric',
});

function formatFieldValue(value: unknown, tr: (english: string) => string): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'boolean') return tr(value ? 'Yes' : 'No');
  return String(value);
}

/** Every submitted field with its label, in the form's order, as the PDF and the e-mail show it. */
export function describeFields(
  application: Pick<
    PermitDocumentSource,
    'formType' | 'formData' | 'plotPlanOriginalName' | 'language'
  >,
): { label: string; value: string }[] {
  const { tr } = wordsFor(application.language);
  const data = JSON.parse(application.formData) as Record<string, unknown>;
  return PERMIT_FIELDS[application.formType].map((field) => {
    if (field.kind === 'file') {
      return {
        label: tr('Plot Plan'),
        value: application.plotPlanOriginalName ?? tr('Attached to the application'),
      };
    }
    if (field.name === 'mailingAddress' && data.isMailingSame === true) {
      return { label: tr(field.label), value: tr('Same as the service address') };
    }
    return { label: tr(field.label), value: formatFieldValue(data[field.name], tr) };
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
  /** The document's language (BCP 47, the PDF's Lang): the applicant's; English when absent. */
  lang?: string;
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
  { tr, day }: ReturnType<typeof wordsFor>,
): LabelledValue {
  if (field.kind === 'file') {
    return {
      label: tr('Plot Plan'),
      value: plotPlanOriginalName ?? tr('Attached to the application'),
    };
  }
  if (field.name === 'mailingAddress' && data.isMailingSame === true) {
    return { label: tr(field.label), value: tr('Same as the service address') };
  }
  const value = formatFieldValue(data[field.name], tr);
  const label = tr(field.name === 'permitNumber' ? COUNTY_PERMIT_NUMBER_LABEL : field.label);
  if (field.kind === 'date') return { label, value: day(value) };
  if (field.kind === 'time') return { label, value: formatClockTimeUs(value) };
  return { label, value };
}

/** The property a permit is for, whatever the form calls it. */
function readProperty(
  data: Record<string, unknown>,
  tr: (english: string) => string,
): LabelledValue | undefined {
  if (typeof data.address === 'string') return { label: tr('Property'), value: data.address };
  if (typeof data.serviceAddress === 'string')
    return { label: tr('Service address'), value: data.serviceAddress };
  return undefined;
}

export function buildPermitPdfContent(
  application: PermitDocumentSource,
  district: PermitDistrict,
  settings: PermitDocumentSettings,
): PermitPdfContent {
  const { address } = district;
  const words = wordsFor(application.language);
  const { tr } = words;
  const data = JSON.parse(application.formData) as Record<string, unknown>;
  const wording = resolvePermitWording(application.formType, settings.wording);
  const issuedAt = application.issuedAt ? new Date(application.issuedAt) : undefined;
  const issueDate = issuedAt ? words.dayOf(issuedAt) : '';
  const permitNumber = application.permitNumber ?? '';
  const validityDays = PERMIT_VALIDITY_DAYS[application.formType];
  const validThrough = issuedAt ? words.day(validThroughDay(application.formType, issuedAt)) : '';
  const fields = PERMIT_FIELDS[application.formType].filter(
    (field) => !FIELDS_LEFT_OUT_OF_PDF.has(field.name),
  );
  const describe = (field: PermitField) =>
    describePdfField(field, data, application.plotPlanOriginalName, words);
  const property = readProperty(data, tr);
  const testNotice = tr(TEST_PERMIT_NOTICE);
  const testPrefix = isTestPermit(application)
    ? `${tr('{notice}: paid in the offline sandbox with a test card.', { notice: testNotice })} `
    : '';
  return {
    districtName: district.name,
    districtAddress: `${address.street}, ${address.city}, ${address.state} ${address.zip}`,
    districtContact: `${district.mainOffice.phone} · ${district.mainOffice.hours}`,
    title: isTestPermit(application) ? `${testNotice}: ${tr(wording.title)}` : tr(wording.title),
    permitNumber,
    issuedStatement: `${testPrefix}${
      issuedAt
        ? tr('Issued to {name} on {date} at {time} by the {district}.', {
            name: application.applicantName,
            date: issueDate,
            time:
              application.language === 'es'
                ? formatDistrictTime(words.intl, issuedAt)
                : formatUsTime(issuedAt),
            district: district.name,
          })
        : tr('Issued to {name} by the {district}.', {
            name: application.applicantName,
            district: district.name,
          })
    }`,
    keyFacts: [
      { label: tr('Permit number'), value: permitNumber },
      { label: tr('Date of issue'), value: issueDate },
      {
        label: tr('Valid through'),
        value: validThrough
          ? tr('{date} ({days} days from issue)', { date: validThrough, days: validityDays })
          : '',
      },
      { label: tr('Issued to'), value: application.applicantName },
      ...(property ? [property] : []),
    ],
    allows: tr(wording.allows),
    conditions: wording.conditions.map((condition) => tr(condition)),
    details: fields
      .filter((field) => !APPLICANT_ENTERED_OUTCOME_FIELDS.has(field.name))
      .map(describe),
    enteredByApplicant: fields
      .filter((field) => APPLICANT_ENTERED_OUTCOME_FIELDS.has(field.name))
      .map(describe),
    payment: [
      { label: tr('Permit cost'), value: formatCents(application.costCents) },
      {
        label: tr('Processing fee'),
        value: tr('{amount} ({percent}% processing fee)', {
          amount: formatCents(application.feeCents),
          percent: settings.processingFeePercent,
        }),
      },
      { label: tr('Total paid'), value: formatCents(application.totalCents) },
      { label: tr('Payment reference'), value: application.paymentIntentId ?? '' },
    ],
    ...(settings.officerName
      ? { officer: { name: settings.officerName, title: settings.officerTitle } }
      : {}),
    verificationUrl: settings.verificationUrl,
    lang: words.lang,
  };
}

/** Subject and text of the e-mail that carries the issued permit. */
export function buildPermitEmailContent(
  application: PermitDocumentSource,
  district: PermitDistrict,
  statusUrl?: string,
): { subject: string; text: string; attachmentName: string } {
  const { tr } = wordsFor(application.language);
  const title = tr(PERMIT_FORM_TITLES[application.formType]);
  const permitNumber = application.permitNumber ?? '';
  const isTest = isTestPermit(application);
  return {
    subject: tr('Your {title} {permitNumber}', { title, permitNumber }),
    text: [
      ...(isTest
        ? [
            tr('{notice}. It was paid in the offline sandbox with a test card.', {
              notice: tr(TEST_PERMIT_NOTICE),
            }),
            '',
          ]
        : []),
      tr('Dear {name},', { name: application.applicantName }),
      '',
      tr('Thank you for your payment. Your {title} is attached as a PDF.', { title }),
      '',
      tr('Permit number: {permitNumber}', { permitNumber }),
      tr('Amount paid: {total} (permit {cost}, processing fee {fee})', {
        total: formatCents(application.totalCents),
        cost: formatCents(application.costCents),
        fee: formatCents(application.feeCents),
      }),
      tr('Payment reference: {reference}', { reference: application.paymentIntentId ?? '' }),
      ...(statusUrl
        ? ['', tr('See your application and download the permit again: {url}', { url: statusUrl })]
        : []),
      ...signOffLines(tr, district),
    ].join('\n'),
    attachmentName: `${permitNumber}.pdf`,
  };
}

/** The lines that end an e-mail to the applicant: whom to call, then the district's name. */
function signOffLines(tr: ReturnType<typeof wordsFor>['tr'], district: PermitDistrict): string[] {
  return [
    '',
    tr('Questions? Call {phone}, {hours}.', {
      phone: district.mainOffice.phone,
      hours: district.mainOffice.hours,
    }),
    '',
    district.name,
  ];
}

/** Subject and text of the e-mail that tells the applicant about a refund. */
export function buildRefundEmailContent(
  application: PermitDocumentSource,
  refund: { amountCents: number; reason: string; totalRefundedCents: number },
  district: PermitDistrict,
  statusUrl: string | undefined,
): { subject: string; text: string } {
  const { tr } = wordsFor(application.language);
  const title = tr(PERMIT_FORM_TITLES[application.formType]);
  const permitNumber = application.permitNumber ?? '';
  const isFull = refund.totalRefundedCents >= application.totalCents;
  return {
    subject: tr('Refund for your {title} {permitNumber}', { title, permitNumber }),
    text: [
      tr('Dear {name},', { name: application.applicantName }),
      '',
      tr('We have refunded {amount} of your payment for {title} {permitNumber}.', {
        amount: formatCents(refund.amountCents),
        title,
        permitNumber,
      }),
      tr('Reason: {reason}', { reason: refund.reason }),
      '',
      tr('Paid: {total}', { total: formatCents(application.totalCents) }),
      isFull
        ? tr('Refunded in total: {total} (the whole payment)', {
            total: formatCents(refund.totalRefundedCents),
          })
        : tr('Refunded in total: {total}', { total: formatCents(refund.totalRefundedCents) }),
      tr('Payment reference: {reference}', { reference: application.paymentIntentId ?? '' }),
      '',
      tr(
        'The money goes back to the card you paid with. Your bank may take 5 to 10 business days to show it.',
      ),
      ...(statusUrl ? ['', tr('See your application: {url}', { url: statusUrl })] : []),
      ...signOffLines(tr, district),
    ].join('\n'),
  };
}

/** The district's own facts as the documents use them today. */
export const PERMIT_DOCUMENT_DISTRICT: PermitDistrict = DISTRICT;
