import type { SiteDocument } from './document-library.schema.ts';

// Helpers over the library's documents, kept apart from its zod schemas (which
// document-library.schema.ts re-exports them with) so the pages that only look documents up load
// no zod (issue 16, finding 13).

/** The published (not archived) document pages refer to by `key`, if there is one. */
export function findSiteDocument(
  documents: readonly SiteDocument[],
  key: string,
): SiteDocument | undefined {
  return documents.find((document) => document.key === key && !document.isArchived);
}

/**
 * The pages of an image set (the candidate forms) as the library holds them: one document per
 * page, keyed `<set>/page-NN`, in page order, each with its description as the text alternative
 * (editable in the back office). Unpublished and archived pages are left out.
 */
export function imageSetPagesOf(
  documents: readonly SiteDocument[],
  setKey: string,
): { href: string; alt: string }[] {
  const prefix = `${setKey}/page-`;
  return documents
    .filter((document) => document.key.startsWith(prefix) && !document.isArchived)
    .toSorted((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }))
    .map((document) => ({ href: document.href, alt: document.description }));
}

/**
 * The item id of a document's Spanish (decision 329): `document-<key>`. Here, with no zod, so the
 * permit forms' browser code reads it too.
 */
export function documentSpanishItemId(key: string): string {
  return `document-${key}`;
}
