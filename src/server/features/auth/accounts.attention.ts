import { countRows, type AttentionCount } from '#server/attention/attention-registry.ts';

/** Active accounts that sign in with a password alone. */
export const ACCOUNTS_ATTENTION: readonly AttentionCount[] = [
  {
    id: 'accounts.without-two-step',
    label: 'Accounts without two-step sign-in',
    permission: 'accounts:manage',
    href: '/admin/accounts',
    count: async (db) =>
      countRows(
        db.selectFrom('users').where('totpSecret', 'is', null).where('disabledAt', 'is', null),
      ),
  },
];
