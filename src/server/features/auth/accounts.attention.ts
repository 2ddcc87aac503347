import { toCount, type AttentionCount } from '#server/attention/attention-registry.ts';

/** Active accounts that sign in with a password alone. */
export const ACCOUNTS_ATTENTION: readonly AttentionCount[] = [
  {
    id: 'accounts.without-two-step',
    label: 'Accounts without two-step sign-in',
    permission: 'accounts:manage',
    href: '/admin/accounts',
    count: async (db) =>
      toCount(
        await db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('totpSecret', 'is', null)
          .where('disabledAt', 'is', null)
          .executeTakeFirst(),
      ),
  },
];
