import path from 'node:path';
import type { Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { Feature, FeatureContext } from '#server/feature.ts';
import { checkUpload } from './document-upload-check.ts';
import { DOCUMENTS_ATTENTION } from './documents.attention.ts';
import { documentsRoutes } from './documents.routes.ts';
import {
  indexMissingDocuments,
  listPublicDocuments,
  seedDocuments,
  type DocumentsDeps,
} from './documents.service.ts';

/** What the library needs from the site's content: the counter every page's cache follows. */
export interface DocumentsPorts {
  /** Tells every server that pages listing documents changed (in the change's transaction). */
  markSiteChanged: (trx: Transaction<Database>) => Promise<void>;
  /** After a committed change: this instance re-reads the content at once. */
  afterChange: () => void;
}

/** The document library (agendas, budgets, plans): uploads, the archive, the files it serves. */
export function createDocuments({ deps }: FeatureContext, ports: DocumentsPorts) {
  const documents: DocumentsDeps = { db: deps.db, clock: deps.clock, ...ports };
  return {
    name: 'documents',
    attention: DOCUMENTS_ATTENTION,
    seed: async () => {
      await seedDocuments(documents, path.resolve('public/documents'));
      await indexMissingDocuments(documents);
    },
    /** The public list pages render from; with keys, the documents a news post attaches. */
    listPublic: (keys?: readonly string[]) => listPublicDocuments(deps.db, keys),
    /** Checks an upload exactly like a library document (the property registry's site plans). */
    checkUpload: async (bytes: Buffer, expectedType: string, wrongTypeMessage: string) =>
      checkUpload(bytes, expectedType, wrongTypeMessage),
    routes: (app) => app.register(documentsRoutes, { documents }),
  } satisfies Feature & Record<string, unknown>;
}
