import { z } from 'zod';

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

const DateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Enter a real date.');

/** What an editor types about a document; the file comes beside it. */
export const DocumentMetadataSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Enter a title.')
    .max(200, 'Keep the title under 200 characters.'),
  date: DateSchema,
  description: z.string().trim().max(1000, 'Keep the description under 1,000 characters.'),
  category: z.enum(CATEGORY_IDS, { error: 'Choose a category.' }),
});
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
});
export type PublicDocument = z.infer<typeof PublicDocumentSchema>;

/** A document a page may list: published ones, and archived ones for the Document archive page. */
export type SiteDocument = PublicDocument & { isArchived: boolean };

/** The published (not archived) document pages refer to by `key`, if there is one. */
export function findSiteDocument(
  documents: readonly SiteDocument[],
  key: string,
): SiteDocument | undefined {
  return documents.find((document) => document.key === key && !document.isArchived);
}

export const LibraryDocumentSchema = PublicDocumentSchema.extend({
  id: z.string(),
  fileName: z.string(),
  state: z.enum(DOCUMENT_STATES),
  sizeBytes: z.number(),
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
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'document'}.${extension}`;
}

/**
 * The fiscal year (Utah local districts run July to June) a dated document belongs to, named by
 * the year it ends: 2025-07-01 → 2026.
 */
export function fiscalYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month >= 7 ? year + 1 : year;
}
