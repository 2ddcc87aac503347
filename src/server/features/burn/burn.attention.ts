import { rowCount, type AttentionCount } from '#server/attention/attention-registry.ts';

/** The burn feature's "needs attention" counts (decision 307). */
export const BURN_ATTENTION: readonly AttentionCount[] = [
  rowCount('burn.pending-review', 'Burn permits waiting for review', {
    permission: 'burn:manage',
    href: '/admin/burns',
    rows: (db) => db.selectFrom('burnPermits').where('status', '=', 'pending_review'),
  }),
];
