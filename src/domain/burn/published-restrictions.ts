import type { FireConditions } from '#domain/content/fire-conditions.schema.ts';
import { isAlertActive, type SiteAlert } from '#domain/content/site-alert.schema.ts';
import { spanishVersionState, type SpanishVersion } from '#domain/i18n/spanish-version.ts';
import { isRestrictionInForce, type FireRestriction } from './burn-day.ts';

/**
 * The one source of truth for fire restrictions (decisions 307, 337): what staff publish with the
 * site alert and the fire conditions panel is what the burn-day status obeys.
 * - an alert marked "Prohibits open burning" forbids burning while it shows, named by its heading
 *   (and its Spanish heading while current);
 * - fire conditions marked "Fire restrictions prohibit open burning" forbid it from their
 *   effective date, named by the first restriction listed (or the panel's heading).
 * The dated restrictions of the burn settings (scheduled ahead) count beside these:
 * `listActiveRestrictions` joins the three inputs for the status and the banner alike.
 */
export function restrictionsFromPublished(input: {
  alerts: readonly SiteAlert[];
  fireConditions: FireConditions | null;
  /** The fire conditions' Spanish list of restrictions, which names theirs in Spanish. */
  fireConditionsSpanish?: SpanishVersion<unknown>;
  now: Date;
  /** Today's burn day: an alert showing now forbids today. */
  day: string;
}): FireRestriction[] {
  const restrictions: FireRestriction[] = [];
  for (const alert of input.alerts) {
    if (alert.prohibitsOpenBurning && isAlertActive(alert, input.now)) {
      restrictions.push({
        title: alert.heading,
        titleSpanish: alert.spanish
          ? { text: alert.spanish.text.heading, source: alert.spanish.source.heading }
          : null,
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
      titleSpanish: spanishOfFirstRestriction(conditions, input.fireConditionsSpanish),
      from: conditions.effectiveDate <= input.day ? conditions.effectiveDate : input.day,
      to: null,
      forbidsOpenBurning: true,
    });
  }
  return restrictions;
}

/** The Spanish of the conditions' first restriction while the list's Spanish is current. */
function spanishOfFirstRestriction(
  conditions: FireConditions,
  spanish: SpanishVersion<unknown> | undefined,
): SpanishVersion<string> | null {
  const first = conditions.restrictions[0];
  if (first === undefined || spanishVersionState(conditions.restrictions, spanish) !== 'current') {
    return null;
  }
  const text = (spanish?.text as unknown[] | undefined)?.[0];
  return typeof text === 'string' ? { text, source: first } : null;
}

/**
 * Every restriction forbidding open burning on `day`, whichever input set it: the published
 * alerts and fire conditions first, then the burn settings' dated list, one per title. The
 * burn-day status names the first (`decideBurnDayStatus`); the site banner names them all.
 */
export function listActiveRestrictions(input: {
  alerts: readonly SiteAlert[];
  fireConditions: FireConditions | null;
  fireConditionsSpanish?: SpanishVersion<unknown>;
  /** The burn settings' dated restrictions. */
  scheduled: readonly FireRestriction[];
  now: Date;
  day: string;
}): FireRestriction[] {
  const seen = new Set<string>();
  return [...restrictionsFromPublished(input), ...input.scheduled].filter((restriction) => {
    if (!isRestrictionInForce(restriction, input.day) || seen.has(restriction.title)) return false;
    seen.add(restriction.title);
    return true;
  });
}
