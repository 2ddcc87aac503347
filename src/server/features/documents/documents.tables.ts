import type { Selectable } from 'kysely';
import type {
  DocumentCategory,
  DocumentState,
  FinancialKind,
} from '#domain/documents/document-library.schema.ts';

export interface DocumentsTable {
  id: string;
  key: string;
  fileName: string;
  title: string;
  description: string;
  /** `YYYY-MM-DD` */
  date: string;
  category: DocumentCategory;
  /** Financial reports: tentative/adopted budget, audit, fee schedule resolution, other (migration 120). */
  financialKind: FinancialKind | null;
  /** Fee schedule resolutions: `YYYY-MM-DD` the fees take effect. */
  effectiveDate: string | null;
  /** Financial reports: the fiscal year covered (the year it ends), if not the date's. */
  fiscalYear: number | null;
  state: DocumentState;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  version: number;
  /** JSON array of strings. */
  accessibilityWarnings: string;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

export interface DocumentFilesTable {
  documentId: string;
  bytes: Uint8Array;
}

export interface DocumentTables {
  documents: DocumentsTable;
  documentFiles: DocumentFilesTable;
}

export type DocumentRow = Selectable<DocumentsTable>;
