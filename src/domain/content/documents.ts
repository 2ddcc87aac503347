/**
 * The district's downloadable documents, read from public/documents/manifest.json. The server
 * serves /documents/* straight from that folder, so the district replaces a file (same name)
 * without a code change or a rebuild; see the README, "Documents".
 */
import manifestJson from '../../../public/documents/manifest.json' with { type: 'json' };

/** Every document the pages link to; the manifest must list each one. */
export const DOCUMENT_IDS = [
  'clearance-form',
  'burn-permit',
  'news-announcement',
  'declaration-of-election-participation',
  'uocava-election-notice',
  'commissioner-candidates',
  'grama-request-form',
  'grama-billing-information',
  'insurance-information-letter',
  'public-notice-la',
  'candidate-forms',
] as const;

export type DocumentId = (typeof DOCUMENT_IDS)[number];
export type PdfDocumentId = Exclude<DocumentId, 'candidate-forms'>;
export type ImageSetDocumentId = Extract<DocumentId, 'candidate-forms'>;

/** Where the server publishes public/documents/. */
export const DOCUMENTS_URL_PREFIX = '/documents/';

/** The candidate forms are a fixed 22-page packet (spec §9). */
export const CANDIDATE_FORMS_PAGE_COUNT = 22;

/** One entry of manifest.json, as the generator writes it (files are relative to the folder). */
export interface ManifestPdfEntry {
  id: string;
  type: 'pdf';
  title: string;
  file: string;
  description?: string;
  /** `YYYY-MM-DD` */
  date?: string;
}

export interface ManifestImageSetEntry {
  id: string;
  type: 'image';
  title: string;
  description?: string;
  date?: string;
  totalPages: number;
  pages: { file: string; alt: string }[];
}

export type ManifestEntry = ManifestPdfEntry | ManifestImageSetEntry;

export interface DocumentsManifest {
  documents: ManifestEntry[];
}

export interface PdfDocument {
  id: PdfDocumentId;
  title: string;
  /** `/documents/<file>` */
  href: string;
  description?: string;
  date?: string;
}

export interface ImageSetPage {
  href: string;
  /** The page's text content: the pages are images, so this is their text alternative. */
  alt: string;
}

export interface ImageSetDocument {
  id: ImageSetDocumentId;
  title: string;
  description?: string;
  date?: string;
  pages: ImageSetPage[];
}

export const DOCUMENTS_MANIFEST = manifestJson as DocumentsManifest;

function toHref(file: string): string {
  return DOCUMENTS_URL_PREFIX + file.split('/').map(encodeURIComponent).join('/');
}

function findEntry(id: DocumentId): ManifestEntry {
  const entry = DOCUMENTS_MANIFEST.documents.find((candidate) => candidate.id === id);
  if (!entry)
    throw new Error(
      `public/documents/manifest.json has no document "${id}"; run npm run documents`,
    );
  return entry;
}

/** A PDF's link data; throws if the manifest lacks it or lists it as another type (a build-time bug). */
export function getPdf(id: PdfDocumentId): PdfDocument {
  const entry = findEntry(id);
  if (entry.type !== 'pdf') throw new Error(`Document "${id}" is not a PDF in the manifest`);
  return {
    id,
    title: entry.title,
    href: toHref(entry.file),
    description: entry.description,
    date: entry.date,
  };
}

/** An image set's pages in order, each with its text alternative. */
export function getImageSet(id: ImageSetDocumentId): ImageSetDocument {
  const entry = findEntry(id);
  if (entry.type !== 'image')
    throw new Error(`Document "${id}" is not an image set in the manifest`);
  return {
    id,
    title: entry.title,
    description: entry.description,
    date: entry.date,
    pages: entry.pages.map((page) => ({ href: toHref(page.file), alt: page.alt })),
  };
}

/** Every PDF the site offers, in manifest order. */
export function listPdfs(): PdfDocument[] {
  return DOCUMENTS_MANIFEST.documents
    .filter((entry): entry is ManifestPdfEntry => entry.type === 'pdf')
    .map((entry) => getPdf(entry.id as PdfDocumentId));
}
