import type { PageExtraProviders } from '#server/page-extras.ts';
import * as repo from './burn.repo.ts';
import type { BurnDeps } from './burn.deps.ts';
import { readBurnDay } from './burn-day.service.ts';

/**
 * The home page's fire-conditions panel shows today's burn day status. The page stays cached
 * until the burn day, the posted entry or the settings change.
 */
export function burnPageExtras(deps: Pick<BurnDeps, 'db' | 'clock'>): PageExtraProviders {
  return {
    home: async () => {
      const { status, cacheKey } = await readBurnDay(deps);
      return { data: { burnDay: status }, cacheKey: `burn:${cacheKey}` };
    },
    // The Permit Forms page says the burn permit's fee as the settings have it.
    permits: async () => {
      const { settings, version } = await repo.readBurnSettings(deps.db);
      return { data: { burnFeeCents: settings.feeCents }, cacheKey: `burn-fee:${version}` };
    },
  };
}
