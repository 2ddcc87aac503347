/**
 * The documents library, one job: listing, adding, replacing, re-describing and publishing the
 * district's documents, their search entries and the seeds from public/documents. Checking an
 * upload's bytes is its own module (document-upload-check.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import { readPdfFacts } from '#server/adapters/pdf-facts.ts';
import type { Clock } from '#domain/clock.ts';
import type { DocumentsManifest } from '#domain/content/documents.ts';
import {
  DOCUMENT_CATEGORIES,
  documentHref,
  fileNameForTitle,
  type DocumentCategory,
  type DocumentMetadata,
  type DocumentState,
  type LibraryDocument,
  type PublicDocument,
} from '#domain/documents/document-library.schema.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import type { Database } from '#server/db/database.ts';
import { removeSearchEntry, upsertSearchEntry } from '#server/search/search-index.ts';
import {
  NOT_TAGGED_WARNING,
  findAccessibilityWarnings,
  type CheckedUpload,
} from './document-upload-check.ts';
import type { DocumentRow } from './documents.tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface DocumentsDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Tells every server that pages listing documents changed (the content counter). */
  markSiteChanged: (trx: Transaction<Database>) => Promise<void>;
  /** Called once a change is committed: this instance re-reads the content at once. */
  afterChange: () => void;
}

/** Runs one library change in a transaction, then lets this instance's pages follow it. */
async function changeLibrary<T>(
  deps: DocumentsDeps,
  change: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const result = await deps.db.transaction().execute(change);
  deps.afterChange();
  return result;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** What the staff's and the public's lists both say of a document's file, in their order. */
function describeDocumentFile(
  row: Pick<
    DocumentRow,
    | 'title'
    | 'fileName'
    | 'description'
    | 'date'
    | 'category'
    | 'financialKind'
    | 'effectiveDate'
    | 'fiscalYear'
    | 'contentType'
  >,
) {
  return {
    title: row.title,
    href: documentHref(row.fileName),
    description: row.description,
    date: row.date,
    category: row.category,
    financialKind: row.financialKind ?? null,
    effectiveDate: row.effectiveDate ?? null,
    fiscalYear: row.fiscalYear === null ? null : Number(row.fiscalYear),
    contentType: row.contentType,
  };
}

export function toLibraryDocument(row: DocumentRow): LibraryDocument {
  return {
    id: row.id,
    key: row.key,
    fileName: row.fileName,
    ...describeDocumentFile(row),
    state: row.state,
    sizeBytes: Number(row.sizeBytes),
    version: Number(row.version),
    accessibilityWarnings: JSON.parse(row.accessibilityWarnings) as string[],
    updatedAt: row.updatedAt,
  };
}

function summary(
  row: Pick<
    DocumentRow,
    | 'title'
    | 'fileName'
    | 'state'
    | 'category'
    | 'date'
    | 'description'
    | 'financialKind'
    | 'effectiveDate'
    | 'fiscalYear'
  > & {
    version?: number;
    sha256?: string;
  },
) {
  return {
    title: row.title,
    file: row.fileName,
    state: row.state,
    category: row.category,
    date: row.date,
    description: row.description,
    ...(row.financialKind ? { financialKind: row.financialKind } : {}),
    ...(row.effectiveDate ? { effectiveDate: row.effectiveDate } : {}),
    ...(row.fiscalYear ? { fiscalYear: row.fiscalYear } : {}),
    ...(row.version === undefined ? {} : { version: row.version }),
  };
}

/** A document's key in the site search index. */
export function documentSearchKey(key: string): string {
  return `document:${key}`;
}

type IndexedFields = Pick<
  DocumentRow,
  'key' | 'fileName' | 'title' | 'description' | 'category' | 'state'
>;

/**
 * Keeps a document's search entry in step with it: published and archived documents are found by
 * their title and description (archived ones as kind 'archived-document', so results say so);
 * unpublished ones are not found at all.
 */
export async function indexDocument(db: Db, row: IndexedFields, at: Date): Promise<void> {
  const key = documentSearchKey(row.key);
  if (row.state === 'unpublished') {
    await removeSearchEntry(db, key);
    return;
  }
  await upsertSearchEntry(
    db,
    {
      key,
      kind: row.state === 'archived' ? 'archived-document' : 'document',
      title: row.title,
      body: `${row.description} ${DOCUMENT_CATEGORIES[row.category] ?? ''}`.trim(),
      url: documentHref(row.fileName),
    },
    at,
  );
}

/**
 * Brings the search index in step with the library at start-up: indexes documents that have no
 * entry yet (a library seeded or filled before documents were searchable) and drops entries of
 * documents that are gone or unpublished. Returns how many entries it wrote or removed.
 */
export async function indexMissingDocuments(deps: Pick<DocumentsDeps, 'db' | 'clock'>) {
  const rows = await deps.db
    .selectFrom('documents')
    .select(['key', 'fileName', 'title', 'description', 'category', 'state'])
    .execute();
  const entries = await deps.db
    .selectFrom('searchEntries')
    .select('key')
    .where('kind', 'in', ['document', 'archived-document'])
    .execute();
  const indexed = new Set(entries.map((entry) => entry.key));
  const wanted = new Set(
    rows.filter((row) => row.state !== 'unpublished').map((row) => documentSearchKey(row.key)),
  );
  const missing = rows.filter(
    (row) => row.state !== 'unpublished' && !indexed.has(documentSearchKey(row.key)),
  );
  const stale = [...indexed].filter((key) => !wanted.has(key));
  if (missing.length === 0 && stale.length === 0) return 0;
  const at = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    for (const row of missing) await indexDocument(trx, row, at);
    for (const key of stale) await removeSearchEntry(trx, key);
  });
  return missing.length + stale.length;
}

/** Every document, newest date first, for the back office. */
export async function listLibrary(db: Db): Promise<LibraryDocument[]> {
  const rows = await db
    .selectFrom('documents')
    .selectAll()
    .orderBy('date', 'desc')
    .orderBy('sortOrder')
    .execute();
  return rows.map(toLibraryDocument);
}

/** Published and archived documents, as pages link to them (`isArchived` for the archive page). */
export async function listPublicDocuments(
  db: Db,
  keys?: readonly string[],
): Promise<(PublicDocument & { isArchived: boolean })[]> {
  if (keys?.length === 0) return [];
  let query = db
    .selectFrom('documents')
    .select([
      'key',
      'title',
      'fileName',
      'description',
      'date',
      'category',
      'financialKind',
      'effectiveDate',
      'fiscalYear',
      'contentType',
      'sizeBytes',
      'state',
    ])
    .where('state', '!=', 'unpublished')
    .orderBy('sortOrder');
  if (keys) query = query.where('key', 'in', [...keys]);
  const rows = await query.execute();
  return rows.map((row) => ({
    key: row.key,
    ...describeDocumentFile(row),
    sizeBytes: Number(row.sizeBytes),
    isArchived: row.state === 'archived',
  }));
}

/** A public file: its row and bytes, unless it is unpublished or unknown. */
export async function readPublicFile(db: Db, fileName: string) {
  const row = await db
    .selectFrom('documents')
    .innerJoin('documentFiles', 'documentFiles.documentId', 'documents.id')
    .select([
      'documents.contentType',
      'documents.sha256',
      'documents.fileName',
      'documents.state',
      'documents.updatedAt',
      'documentFiles.bytes',
    ])
    .where('documents.fileName', '=', fileName)
    .executeTakeFirst();
  if (!row || row.state === 'unpublished') return undefined;
  return row;
}

async function findRow(db: Db, id: string) {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}

async function uniqueFileName(db: Db, wanted: string): Promise<string> {
  const dot = wanted.lastIndexOf('.');
  const [stem, extension] = [wanted.slice(0, dot), wanted.slice(dot)];
  for (let attempt = 1; ; attempt += 1) {
    const candidate = attempt === 1 ? wanted : `${stem}-${attempt}${extension}`;
    const taken = await db
      .selectFrom('documents')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('fileName', '=', candidate),
          eb('key', '=', candidate.slice(0, candidate.lastIndexOf('.'))),
        ]),
      )
      .executeTakeFirst();
    if (!taken) return candidate;
  }
}

export async function createDocument(
  deps: DocumentsDeps,
  actor: ActivityActor,
  metadata: DocumentMetadata,
  upload: CheckedUpload,
): Promise<LibraryDocument> {
  return changeLibrary(deps, async (trx) => {
    const fileName = await uniqueFileName(trx, fileNameForTitle(metadata.title, upload.extension));
    const now = deps.clock().toISOString();
    const maxOrder = await trx
      .selectFrom('documents')
      .select((eb) => eb.fn.max('sortOrder').as('max'))
      .executeTakeFirst();
    const row: DocumentRow = {
      id: randomUUID(),
      key: fileName.slice(0, fileName.lastIndexOf('.')),
      fileName,
      ...metadata,
      state: 'published',
      contentType: upload.contentType,
      sizeBytes: upload.bytes.length,
      sha256: sha256(upload.bytes),
      version: 1,
      accessibilityWarnings: JSON.stringify(upload.warnings),
      sortOrder: Number(maxOrder?.max ?? 0) + 1,
      createdAt: now,
      updatedAt: now,
    };
    await trx.insertInto('documents').values(row).execute();
    await trx
      .insertInto('documentFiles')
      .values({ documentId: row.id, bytes: upload.bytes })
      .execute();
    await indexDocument(trx, row, deps.clock());
    await recordActivity(trx, {
      at: deps.clock(),
      actor,
      action: 'document.upload',
      subject: `document:${fileName}`,
      after: { ...summary(row), sizeBytes: row.sizeBytes },
    });
    await deps.markSiteChanged(trx);
    return toLibraryDocument(row);
  });
}

/** One change to one document: the columns to set, and what the activity log records. */
interface DocumentChange {
  changes: Partial<DocumentRow> & { updatedAt: string };
  action: string;
  logged: { before: object; after: object };
  /** More writes in the same transaction (the new file's bytes). */
  alsoWrite?: (trx: Transaction<Database>) => Promise<void>;
}

/**
 * Every edit of an existing document takes the same steps in one transaction: read it, write
 * the change, re-index it for search, log it and mark the site changed. Undefined when no
 * document has the id.
 */
async function changeDocument(
  deps: DocumentsDeps,
  actor: ActivityActor,
  id: string,
  plan: (before: DocumentRow, now: string) => DocumentChange,
): Promise<LibraryDocument | undefined> {
  return changeLibrary(deps, async (trx) => {
    const before = await findRow(trx, id);
    if (!before) return undefined;
    const change = plan(before, deps.clock().toISOString());
    const after = { ...before, ...change.changes };
    await trx.updateTable('documents').set(change.changes).where('id', '=', id).execute();
    await change.alsoWrite?.(trx);
    await indexDocument(trx, after, deps.clock());
    await recordActivity(trx, {
      at: deps.clock(),
      actor,
      action: change.action,
      subject: `document:${before.fileName}`,
      ...change.logged,
    });
    await deps.markSiteChanged(trx);
    return toLibraryDocument(after);
  });
}

export async function replaceDocumentFile(
  deps: DocumentsDeps,
  actor: ActivityActor,
  id: string,
  upload: CheckedUpload,
): Promise<LibraryDocument | undefined> {
  return changeDocument(deps, actor, id, (before, now) => {
    const changes = {
      contentType: upload.contentType,
      sizeBytes: upload.bytes.length,
      sha256: sha256(upload.bytes),
      version: Number(before.version) + 1,
      accessibilityWarnings: JSON.stringify(upload.warnings),
      updatedAt: now,
    };
    return {
      changes,
      action: 'document.replace',
      logged: {
        before: { version: before.version, sizeBytes: before.sizeBytes, sha256: before.sha256 },
        after: { version: changes.version, sizeBytes: changes.sizeBytes, sha256: changes.sha256 },
      },
      alsoWrite: async (trx) => {
        await trx
          .updateTable('documentFiles')
          .set({ bytes: upload.bytes })
          .where('documentId', '=', id)
          .execute();
      },
    };
  });
}

export async function updateDocumentMetadata(
  deps: DocumentsDeps,
  actor: ActivityActor,
  id: string,
  metadata: DocumentMetadata,
): Promise<LibraryDocument | undefined> {
  return changeDocument(deps, actor, id, (before, now) => ({
    changes: { ...metadata, updatedAt: now },
    action: 'document.edit',
    logged: { before: summary(before), after: summary({ ...before, ...metadata }) },
  }));
}

const STATE_ACTIONS: Record<DocumentState, string> = {
  published: 'document.publish',
  unpublished: 'document.unpublish',
  archived: 'document.archive',
};

export async function setDocumentState(
  deps: DocumentsDeps,
  actor: ActivityActor,
  id: string,
  state: DocumentState,
): Promise<LibraryDocument | undefined> {
  return changeDocument(deps, actor, id, (before, now) => ({
    changes: { state, updatedAt: now },
    action: STATE_ACTIONS[state],
    logged: { before: { state: before.state }, after: { state } },
  }));
}

/** The category a manifest document is filed under in the library. */
const SEED_CATEGORIES: Readonly<Record<string, DocumentCategory>> = {
  'clearance-form': 'permit-forms',
  'burn-permit': 'permit-forms',
  'news-announcement': 'news-attachments',
  'declaration-of-election-participation': 'elections',
  'uocava-election-notice': 'elections',
  'commissioner-candidates': 'elections',
  'candidate-forms': 'elections',
  'grama-request-form': 'records-request-forms',
  'grama-billing-information': 'records-request-forms',
  'insurance-information-letter': 'other',
  'public-notice-la': 'other',
};

const SEED_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/**
 * A fresh library gets public/documents (manifest.json) on first start, so every page shows what
 * the specification lists. Each page of an image set becomes its own document, keyed
 * `<set>/page-NN`, so the candidate-forms viewer keeps its addresses. Returns how many it added.
 */
export async function seedDocuments(deps: DocumentsDeps, documentsDir: string): Promise<number> {
  const manifestPath = path.join(documentsDir, 'manifest.json');
  if (!fs.existsSync(manifestPath)) return 0;
  const existing = await deps.db.selectFrom('documents').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as DocumentsManifest;
  const now = deps.clock().toISOString();
  const entries = manifest.documents.flatMap((entry) => {
    const common = {
      category: SEED_CATEGORIES[entry.id] ?? 'other',
      date: entry.date ?? now.slice(0, 10),
    };
    if (entry.type === 'pdf')
      return [
        {
          ...common,
          key: entry.id,
          file: entry.file,
          title: entry.title,
          description: entry.description ?? '',
        },
      ];
    return entry.pages.map((page, index) => ({
      ...common,
      key: page.file.replace(/\.[a-z]+$/, ''),
      file: page.file,
      title: `${entry.title}, page ${index + 1} of ${entry.pages.length}`,
      description: page.alt,
    }));
  });
  const seed = deps.db.transaction().execute(async (trx) => {
    let order = 0;
    for (const entry of entries) {
      order += 1;
      const bytes = fs.readFileSync(path.join(documentsDir, entry.file));
      const extension = entry.file.slice(entry.file.lastIndexOf('.') + 1);
      const warnings =
        extension === 'pdf'
          ? // The district's own files from the repository: read on this thread, no worker.
            await readPdfFacts(bytes).then((facts) =>
              'unreadable' in facts ? [NOT_TAGGED_WARNING] : findAccessibilityWarnings(facts),
            )
          : [];
      const id = randomUUID();
      await trx
        .insertInto('documents')
        .values({
          id,
          key: entry.key,
          fileName: entry.file,
          title: entry.title,
          description: entry.description,
          date: entry.date,
          category: entry.category,
          financialKind: null,
          effectiveDate: null,
          fiscalYear: null,
          state: 'published',
          contentType: SEED_TYPES[extension] ?? 'application/octet-stream',
          sizeBytes: bytes.length,
          sha256: sha256(bytes),
          version: 1,
          accessibilityWarnings: JSON.stringify(warnings),
          sortOrder: order,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      await trx.insertInto('documentFiles').values({ documentId: id, bytes }).execute();
      await indexDocument(
        trx,
        { ...entry, fileName: entry.file, state: 'published' },
        deps.clock(),
      );
    }
    await deps.markSiteChanged(trx);
  });
  try {
    await seed;
  } catch (error) {
    // Another instance starting at the same moment seeded the library first.
    const seeded = await deps.db.selectFrom('documents').select('id').limit(1).executeTakeFirst();
    if (seeded) return 0;
    throw error;
  }
  return entries.length;
}
