import { countRows, type AttentionCount } from '#server/attention/attention-registry.ts';

/** The burn feature's "needs attention" counts (decision 307). */
export const BURN_ATTENTION: readonly AttentionCount[] = [
  {
    id: 'burn.pending-review',
    label: 'Burn permits waiting for review',
    permission: 'burn:manage',
    href: '/admin/burns',
    count: async (db) =>
      countRows(db.selectFrom('burnPermits').where('status', '=', 'pending_review')),
  },
];
