import { rowCount, type AttentionCount } from '#server/attention/attention-registry.ts';

/** The permits feature's "needs attention" counts (issue 21). */
export const PERMITS_ATTENTION: readonly AttentionCount[] = [
  rowCount('permits.paid-not-issued', 'Applications paid but not issued', {
    permission: 'permits:read',
    href: '/admin/permits?status=paid',
    rows: (db) => db.selectFrom('permitApplications').where('status', '=', 'paid'),
  }),
  rowCount('permits.refunds-waiting', 'Refunds waiting for the processor', {
    permission: 'permits:refund',
    href: '/admin/permits?refund=pending',
    rows: (db) => db.selectFrom('permitRefunds').where('status', '=', 'pending'),
  }),
];
