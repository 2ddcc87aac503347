import { z } from 'zod';
import { patternText } from '#domain/text-checks.ts';
import { addFieldIssue } from '#domain/zod-fields.ts';

/** The library's categories (issue 10), in the order the back office offers them. */
export const DOCUMENT_CATEGORIES = {
  agendas: 'Agendas',
  minutes: 'Minutes',
  elections: 'Elections',
  'records-request-forms': 'Records-request forms',
  policies: 'Policies',
  'financial-reports': 'Financial reports',
  'permit-forms': 'Permit forms',
  'news-attachments': 'News attachments',
  other: 'Other',
} as const;
export type DocumentCategory = keyof typeof DOCUMENT_CATEGORIES;
const CATEGORY_IDS = Object.keys(DOCUMENT_CATEGORIES) as [DocumentCategory, ...DocumentCategory[]];

/**
 * What a financial report is, for the Budget and finances page: Utah local districts post a
 * tentative budget before adoption, the adopted budget, audits, and the fee schedule as the
 * resolution that adopted it (with the date it takes effect). In the order the page lists them.
 */
export const FINANCIAL_KINDS = {
  'tentative-budget': 'Tentative budget',
  'adopted-budget': 'Adopted budget',
  audit: 'Audit',
  'fee-schedule': 'Fee schedule resolution',
  'other-report': 'Other financial report',
} as const;
export type FinancialKind = keyof typeof FINANCIAL_KINDS;
const FINANCIAL_KIND_IDS = Object.keys(FINANCIAL_KINDS) as [FinancialKind, ...FinancialKind[]];

/**
 * published: listed and served; unpublished: neither (404); archived: served and listed only on
 * the Document archive page, which says archived files may not be accessible (ADA Title II).
 */
export const DOCUMENT_STATES = ['published', 'unpublished', 'archived'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** Largest file the library takes; the upload form states it. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_DOCUMENT_SIZE_LABEL = '20 MB';

/**
 * Types an upload may have, detected from its bytes (never its name). Page images (the candidate
 * packet) are PNG or JPEG; SVG is not taken from uploads because it can carry script. The seeded
 * SVG pages stay as they are.
 */
export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

export const DOCUMENTS_PATH_PREFIX = '/documents/';

const DateSchema = patternText(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.', {
  max: 10,
}).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Enter a real date.');

/** A form's empty choice or date means "none". */
const emptyAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** A document's title, in English or (decision 329) in the Spanish staff write for it. */
export const DocumentTitleSchema = z
  .string()
  .trim()
  .min(1, 'Enter a title.')
  .max(200, 'Keep the title under 200 characters.');

/** What an editor types about a document; the file comes beside it. */
export const DocumentMetadataSchema = z
  .object({
    title: DocumentTitleSchema,
    date: DateSchema,
    description: z.string().trim().max(1000, 'Keep the description under 1,000 characters.'),
    category: z.enum(CATEGORY_IDS, { error: 'Choose a category.' }),
    /** Financial reports only: which kind, for the Budget and finances page. */
    financialKind: z.preprocess(
      emptyAsNull,
      z
        .enum(FINANCIAL_KIND_IDS, { error: 'Choose what kind of financial report this is.' })
        .nullable(),
    ),
    /** Fee schedule resolutions only: the day the fees take effect. */
    effectiveDate: z.preprocess(emptyAsNull, DateSchema.nullable()),
    /**
     * Financial reports: the fiscal year covered (named by the year it ends), when the date's
     * year is not it (a tentative budget posted in May for the year starting in July).
     */
    fiscalYear: z.preprocess(
      (value) => {
        const empty = emptyAsNull(value);
        return typeof empty === 'string' ? Number(empty.trim()) : empty;
      },
      z
        .number({ error: 'Enter the fiscal year as four digits, for example 2027.' })
        .int('Enter the fiscal year as four digits, for example 2027.')
        .min(1990, 'Enter the fiscal year as four digits, for example 2027.')
        .max(2200, 'Enter the fiscal year as four digits, for example 2027.')
        .nullable(),
    ),
  })
  .superRefine((value, context) => {
    if (value.category === 'financial-reports' && value.financialKind === null)
      addFieldIssue(context, ['financialKind'], 'Choose what kind of financial report this is.');
    if (value.financialKind === 'fee-schedule' && value.effectiveDate === null)
      addFieldIssue(context, ['effectiveDate'], 'Enter the date the fee schedule takes effect.');
  })
  .transform((value) => ({
    ...value,
    financialKind: value.category === 'financial-reports' ? value.financialKind : null,
    effectiveDate:
      value.category === 'financial-reports' && value.financialKind === 'fee-schedule'
        ? value.effectiveDate
        : null,
    fiscalYear: value.category === 'financial-reports' ? value.fiscalYear : null,
  }));
export type DocumentMetadata = z.infer<typeof DocumentMetadataSchema>;

export const DocumentStateBodySchema = z.object({
  state: z.enum(DOCUMENT_STATES, { error: 'Choose published, unpublished or archived.' }),
});

/** A document as pages link to it. */
export const PublicDocumentSchema = z.object({
  /** Stable name pages refer to (the manifest id for seeded documents). */
  key: z.string(),
  title: z.string(),
  /** `/documents/<file>`: the address stays when the file is replaced. */
  href: z.string(),
  description: z.string(),
  date: z.string(),
  category: z.enum(CATEGORY_IDS),
  contentType: z.string(),
  /** Financial reports: which kind (null for other categories and unsorted reports). */
  financialKind: z.enum(FINANCIAL_KIND_IDS).nullable(),
  /** Fee schedule resolutions: when the fees take effect. */
  effectiveDate: z.string().nullable(),
  /** Financial reports: the fiscal year covered, when the editor named it. */
  fiscalYear: z.number().nullable(),
  sizeBytes: z.number(),
});
export type PublicDocument = z.infer<typeof PublicDocumentSchema>;

/** A document a page may list: published ones, and archived ones for the Document archive page. */
export type SiteDocument = PublicDocument & { isArchived: boolean };

export { findSiteDocument, imageSetPagesOf } from './site-documents.ts';

export const LibraryDocumentSchema = PublicDocumentSchema.extend({
  id: z.string(),
  fileName: z.string(),
  state: z.enum(DOCUMENT_STATES),
  version: z.number(),
  /** Why the file may fail WCAG 2.1 AA (untagged PDF, no language); a warning, never a refusal. */
  accessibilityWarnings: z.array(z.string()),
  updatedAt: z.string(),
});
export type LibraryDocument = z.infer<typeof LibraryDocumentSchema>;

export const LibraryListSchema = z.object({ documents: z.array(LibraryDocumentSchema) });

export const DOCUMENTS_API = {
  list: '/api/documents',
  item: (id: string) => `/api/documents/${encodeURIComponent(id)}`,
  file: (id: string) => `/api/documents/${encodeURIComponent(id)}/file`,
  state: (id: string) => `/api/documents/${encodeURIComponent(id)}/state`,
} as const;

/** The address a stored file is served at. */
export function documentHref(fileName: string): string {
  return DOCUMENTS_PATH_PREFIX + fileName.split('/').map(encodeURIComponent).join('/');
}

/** A file name for a new upload: the title in lowercase words, then the type's extension. */
export function fileNameForTitle(title: string, extension: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    // The line above leaves single hyphens, so one at each end is all there is to trim.
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${base || 'document'}.${extension}`;
}

/**
 * When the district's fiscal year starts. Utah lets a local district run its fiscal year with
 * the calendar (January) or from July to June; the Budget and finances page's content says which.
 */
export const FISCAL_YEAR_STARTS = ['July', 'January'] as const;
export type FiscalYearStart = (typeof FISCAL_YEAR_STARTS)[number];

/**
 * The fiscal year a dated document belongs to, named by the calendar year it ends in: with a
 * July start 2025-07-01 → 2026 (shown "2025–26"); with a January start 2025-07-01 → 2025.
 */
export function fiscalYearOf(date: string, start: FiscalYearStart = 'July'): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return start === 'July' && month >= 7 ? year + 1 : year;
}

/** The fiscal year a financial report is listed under: the one named, else its date's. */
export function fiscalYearOfDocument(
  document: Pick<PublicDocument, 'date' | 'fiscalYear'>,
  start: FiscalYearStart = 'July',
): number {
  return document.fiscalYear ?? fiscalYearOf(document.date, start);
}

/**
 * The order the Budget and finances page shows fiscal years in: the current one first, then the
 * coming ones (a tentative budget before adoption), then the past ones newest first.
 */
export function orderFiscalYears(years: Iterable<number>, current: number): number[] {
  const unique = [...new Set(years)];
  const future = unique.filter((year) => year > current).sort((a, b) => a - b);
  const past = unique.filter((year) => year < current).sort((a, b) => b - a);
  return [...(unique.includes(current) ? [current] : []), ...future, ...past];
}

/** A fiscal year's name: "2025–26" for July–June years, "2025" for calendar years. */
export function formatFiscalYear(endYear: number, start: FiscalYearStart = 'July'): string {
  return start === 'July' ? `${endYear - 1}–${String(endYear).slice(-2)}` : String(endYear);
}
