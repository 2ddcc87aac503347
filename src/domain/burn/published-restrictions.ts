import type { FireConditions } from '#domain/content/fire-conditions.schema.ts';
import { isAlertActive, type SiteAlert } from '#domain/content/site-alert.schema.ts';
import type { FireRestriction } from './burn-day.ts';

/**
 * The one source of truth for fire restrictions (decision 307): what staff publish with the site
 * alert and the fire conditions panel is what the burn-day status obeys.
 * - an alert marked "Prohibits open burning" forbids burning while it shows, named by its heading;
 * - fire conditions marked "Fire restrictions prohibit open burning" forbid it from their
 *   effective date, named by the first restriction listed (or the panel's heading).
 * The dated restrictions of the burn settings (scheduled ahead) still count beside these.
 */
export function restrictionsFromPublished(input: {
  alerts: readonly SiteAlert[];
  fireConditions: FireConditions | null;
  now: Date;
  /** Today's burn day: an alert showing now forbids today. */
  day: string;
}): FireRestriction[] {
  const restrictions: FireRestriction[] = [];
  for (const alert of input.alerts) {
    if (alert.prohibitsOpenBurning && isAlertActive(alert, input.now)) {
      restrictions.push({
        title: alert.heading,
        from: input.day,
        to: input.day,
        forbidsOpenBurning: true,
      });
    }
  }
  const conditions = input.fireConditions;
  if (conditions?.prohibitsOpenBurning === true) {
    restrictions.push({
      title: conditions.restrictions[0] ?? conditions.heading,
      from: conditions.effectiveDate <= input.day ? conditions.effectiveDate : input.day,
      to: null,
      forbidsOpenBurning: true,
    });
  }
  return restrictions;
}
