import { countRows, type AttentionCount } from '#server/attention/attention-registry.ts';

/** E-mails the outbox has tried and failed to send, still queued for another attempt. */
export const OPERATIONS_ATTENTION: readonly AttentionCount[] = [
  {
    id: 'operations.emails-failing',
    label: 'E-mails failing',
    permission: 'operations:read',
    href: '/admin/operations',
    count: async (db) =>
      countRows(
        db
          .selectFrom('outboxMessages')
          .where('status', '=', 'queued')
          .where('lastError', 'is not', null),
      ),
  },
];
