import { countRows, type AttentionCount } from '#server/attention/attention-registry.ts';

/** The permits feature's "needs attention" counts (issue 21). */
export const PERMITS_ATTENTION: readonly AttentionCount[] = [
  {
    id: 'permits.paid-not-issued',
    label: 'Applications paid but not issued',
    permission: 'permits:read',
    href: '/admin/permits?status=paid',
    count: async (db) =>
      countRows(db.selectFrom('permitApplications').where('status', '=', 'paid')),
  },
  {
    id: 'permits.refunds-waiting',
    label: 'Refunds waiting for the processor',
    permission: 'permits:refund',
    href: '/admin/permits?refund=pending',
    count: async (db) => countRows(db.selectFrom('permitRefunds').where('status', '=', 'pending')),
  },
];
