import { createChipperRouteDrawer } from '#server/adapters/chipper-route-pdf.ts';
import type { Feature, FeatureContext } from '#server/feature.ts';
import { registerChipperTemplates } from './chipper-mail.ts';
import type { ChipperDeps } from './chipper.repo.ts';
import { chipperRoutes } from './chipper.routes.ts';
import {
  CHIPPER_REMINDER_INTERVAL_MS,
  CHIPPER_REMINDER_JOB,
  sendDueReminders,
} from './chipper-season.service.ts';
import { registerChipperStaffRoutes } from './chipper-staff.routes.ts';

/**
 * The chipper program (issue 38, decision 348): a season staff set up, residents' sign-ups
 * without an account or script, the crew's route page, reminders and the season's figures.
 */
export function createChipper({ deps, readDistrict }: FeatureContext): Feature {
  const chipper: ChipperDeps = {
    db: deps.db,
    clock: deps.clock,
    outbox: deps.outbox,
    env: deps.env,
    readDistrictName: async () => (await readDistrict()).name,
  };
  registerChipperTemplates(chipper);
  deps.jobs.register({
    name: CHIPPER_REMINDER_JOB,
    intervalMs: CHIPPER_REMINDER_INTERVAL_MS,
    run: () => sendDueReminders(chipper),
  });
  return {
    name: 'chipper',
    routes: async (app, { pages }) => {
      await app.register(
        async (scope) => {
          registerChipperStaffRoutes(
            scope,
            chipper,
            createChipperRouteDrawer({
              pdf: deps.pdfDrawer,
              readDistrict,
              logoPath: deps.env.PERMIT_LOGO_PATH,
            }),
          );
        },
        { prefix: '' },
      );
      await app.register(chipperRoutes, { chipper, pages });
    },
  };
}
