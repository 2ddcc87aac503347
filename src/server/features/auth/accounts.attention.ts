import { rowCount, type AttentionCount } from '#server/attention/attention-registry.ts';

/** Active accounts that sign in with a password alone. */
export const ACCOUNTS_ATTENTION: readonly AttentionCount[] = [
  rowCount('accounts.without-two-step', 'Accounts without two-step sign-in', {
    permission: 'accounts:manage',
    href: '/admin/accounts',
    rows: (db) =>
      db.selectFrom('users').where('totpSecret', 'is', null).where('disabledAt', 'is', null),
  }),
];
