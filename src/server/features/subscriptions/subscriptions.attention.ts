import { countRows, type AttentionCount } from '#server/attention/attention-registry.ts';

/**
 * Addresses suspended after hard refusals (issue 18): staff check the address with its owner,
 * or remove it.
 */
export const SUBSCRIPTIONS_ATTENTION: readonly AttentionCount[] = [
  {
    id: 'subscriptions.suspended',
    label: 'Subscriber addresses suspended after refused mail',
    permission: 'subscribers:manage',
    href: '/admin/subscriptions?status=suspended#subscribers',
    count: async (db) => countRows(db.selectFrom('subscribers').where('status', '=', 'suspended')),
  },
];
