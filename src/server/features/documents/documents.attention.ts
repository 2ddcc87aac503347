import { rowCount, type AttentionCount } from '#server/attention/attention-registry.ts';

/**
 * Published or archived documents whose upload check warned (an untagged PDF, no language):
 * accessibilityWarnings is a JSON array, '[]' when the file passed.
 */
export const DOCUMENTS_ATTENTION: readonly AttentionCount[] = [
  rowCount('documents.without-tags-or-language', 'Documents without tags or language', {
    permission: 'content:edit',
    href: '/admin/documents',
    rows: (db) =>
      db
        .selectFrom('documents')
        .where('accessibilityWarnings', '<>', '[]')
        .where('state', '<>', 'unpublished'),
  }),
];
