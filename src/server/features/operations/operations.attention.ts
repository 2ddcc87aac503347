import { rowCount, type AttentionCount } from '#server/attention/attention-registry.ts';

/** E-mails the outbox has tried and failed to send, still queued for another attempt. */
export const OPERATIONS_ATTENTION: readonly AttentionCount[] = [
  rowCount('operations.emails-failing', 'E-mails failing', {
    permission: 'operations:read',
    href: '/admin/operations',
    rows: (db) =>
      db
        .selectFrom('outboxMessages')
        .where('status', '=', 'queued')
        .where('lastError', 'is not', null),
  }),
];
