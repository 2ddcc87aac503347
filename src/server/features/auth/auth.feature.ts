import type { Feature, FeatureContext } from '#server/feature.ts';
import { ACCOUNTS_ATTENTION } from './accounts.attention.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { authRoutes } from './auth.routes.ts';

/** The one login (sessions, two-step, passwords) and the staff accounts. */
export function createAuth({ deps }: FeatureContext): Feature {
  return {
    name: 'auth',
    attention: ACCOUNTS_ATTENTION,
    routes: async (app) => {
      await app.register(authRoutes, { prefix: '/api', deps });
      await app.register(accountsRoutes, { prefix: '/api', deps });
    },
  };
}
