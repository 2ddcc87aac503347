import { rowCount, type AttentionCount } from '#server/attention/attention-registry.ts';

/**
 * Addresses suspended after hard refusals (issue 18): staff check the address with its owner,
 * or remove it.
 */
export const SUBSCRIPTIONS_ATTENTION: readonly AttentionCount[] = [
  rowCount('subscriptions.suspended', 'Subscriber addresses suspended after refused mail', {
    permission: 'subscribers:manage',
    href: '/admin/subscriptions?status=suspended#subscribers',
    rows: (db) => db.selectFrom('subscribers').where('status', '=', 'suspended'),
  }),
];
