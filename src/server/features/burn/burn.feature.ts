import type { Feature, FeatureContext } from '#server/feature.ts';
import { CONTENT_CHECK_INTERVAL_MS } from '#server/page-extras.ts';
import type { FeesPort } from '#server/ports/fees.port.ts';
import { BURN_ATTENTION } from './burn.attention.ts';
import { burnPageExtras } from './burn.pages.ts';
import { burnRoutes } from './burn.routes.ts';
import { readBurnSettings } from './burn.repo.ts';
import { rememberScheduledRestrictions, stopBurnsUnderRestriction } from './burn-day.service.ts';

/**
 * Open burning (issue 19): the burn day, permits and check-ins. Today turning to No burning or
 * back is told as `burn.noBurning` / `burn.burningAllowed`; a published restriction that forbids
 * burning stops today's burns (decision 307).
 */
export function createBurn(
  { deps, events, readDistrict }: FeatureContext,
  ports: { fees: FeesPort },
) {
  // The burn settings' dated restrictions, as every page's banner reads them (issue 36, item 9).
  const scheduledRestrictions = rememberScheduledRestrictions(deps, CONTENT_CHECK_INTERVAL_MS);
  events.on('content.published', async () => {
    await stopBurnsUnderRestriction({ ...deps, readDistrict, pdf: deps.pdfDrawer });
  });
  return {
    name: 'burn',
    attention: BURN_ATTENTION,
    pageExtras: burnPageExtras({ db: deps.db, clock: deps.clock }),
    /** The banner names the burn settings' dated restrictions beside the published ones (337). */
    readScheduledRestrictions: scheduledRestrictions.read,
    /** The district's towns, as the burn settings list them. */
    readTowns: async () => (await readBurnSettings(deps.db)).settings.towns,
    routes: (app, { pages }) =>
      app.register(burnRoutes, {
        deps,
        pages,
        readDistrict,
        fees: ports.fees,
        onNoBurning: (status, actor) => events.emit('burn.noBurning', { status, actor }),
        onBurningAllowed: (status, actor) => events.emit('burn.burningAllowed', { status, actor }),
        onSettingsSaved: scheduledRestrictions.forget,
      }),
  } satisfies Feature & Record<string, unknown>;
}
