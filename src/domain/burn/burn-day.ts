import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { isCalendarDate } from '#domain/calendar-date.ts';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import { spanishVersionSchema, type SpanishVersion } from '#domain/i18n/spanish-version.ts';
import { addFieldIssue } from '#domain/zod-fields.ts';

/**
 * Open burning rules of issue 19, after Utah Admin. Code R307-202: a permit may be used only on a
 * day the fire authority calls a burn day (clearing index 500 or more), inside the seasonal
 * windows, and never while a fire restriction forbids open burning.
 */

/**
 * Utah Admin. Code R307-202 (as amended December 2024): open burning only at a clearing index of
 * 500 or more. The district's own threshold is a setting (`minClearingIndex`) that starts here and
 * may be raised, never lowered below the state's floor (decision 307).
 */
export const MIN_CLEARING_INDEX = 500;
export const MAX_CLEARING_INDEX = 9_999;

const MonthDaySchema = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Enter a month and day as MM-DD.');

/** A seasonal window, month-day to month-day, both days inclusive (March 30 – May 30). */
export const BurnWindowSchema = z
  .object({ from: MonthDaySchema, to: MonthDaySchema })
  .refine((window) => window.to >= window.from, {
    message: 'Choose a window end on or after its start.',
    path: ['to'],
  });
export type BurnWindow = z.infer<typeof BurnWindowSchema>;

const CalendarDaySchema = z.string().refine(isCalendarDate, 'Enter a date as YYYY-MM-DD.');

const RestrictionTitleSchema = z.string().trim().min(1, 'Enter the restriction’s name.').max(200);

/** A fire restriction; one that forbids open burning overrides every other rule. */
export const FireRestrictionSchema = z.object({
  title: RestrictionTitleSchema,
  /** Its name in Spanish, written by staff from the English title (issue 29, decision 324). */
  titleSpanish: spanishVersionSchema(RestrictionTitleSchema).nullable().optional(),
  from: CalendarDaySchema,
  /** Last day in force; null while it has no end. */
  to: CalendarDaySchema.nullable(),
  forbidsOpenBurning: z.boolean(),
});
export type FireRestriction = z.infer<typeof FireRestrictionSchema>;

export const BURN_REVIEW_MODES = ['auto', 'staff'] as const;
export type BurnReviewMode = (typeof BURN_REVIEW_MODES)[number];

/** What staff read for each review mode in the burn settings form. */
export const BURN_REVIEW_MODE_LABELS: Record<BurnReviewMode, string> = {
  auto: 'Issue each permit at once',
  staff: 'Staff approve each permit',
};

export const MAX_BURN_WINDOWS = 6;

/**
 * Summit County's open burn windows: March 30 – May 30 and September 15 – October 30 (Park City
 * Fire District, "Open burn permits", pcfd.org: "Summit County only allows open burn permits to be
 * issued between March 30 and May 30 and between September 15 and October 30"). The state rule,
 * Utah Admin. Code R307-202 as amended by Bulletin 2024-24 (effective December 2, 2024), allows
 * April 1 – May 31 and September 15 – October 31 at a clearing index of 500 or more. The district
 * edits them in the burn settings; an install that saved its windows keeps them (decision 307).
 */
export const SUMMIT_COUNTY_BURN_WINDOWS: readonly BurnWindow[] = [
  { from: '03-30', to: '05-30' },
  { from: '09-15', to: '10-30' },
];
export const BURN_WINDOWS_SOURCE =
  'Summit County’s burn windows, inside Utah Admin. Code R307-202 (as amended December 2024: April 1 – May 31 and September 15 – October 31 at a clearing index of 500 or more).';

/** The state's open burn registration page; the district may point elsewhere in the settings. */
export const STATE_BURN_REGISTRATION_URL = 'https://air.utah.gov/OpenBurning/form/index.php';
export const MAX_FIRE_RESTRICTIONS = 50;

/** What the district sets for open burning; every default here is for the district to confirm. */
export const BurnSettingsSchema = z.object({
  windows: z
    .array(BurnWindowSchema)
    .min(1, 'Keep at least one seasonal window.')
    .max(MAX_BURN_WINDOWS, `Use at most ${MAX_BURN_WINDOWS} windows.`),
  restrictions: z
    .array(FireRestrictionSchema)
    .max(MAX_FIRE_RESTRICTIONS, `Keep at most ${MAX_FIRE_RESTRICTIONS} restrictions.`),
  /** Local hour (America/Denver) at which the day's status takes over from yesterday's. */
  statusHour: z.number().int().min(0, 'Choose an hour.').max(23, 'Choose an hour.'),
  /** 0 by default (no fee). A non-zero fee is paid by card through the shared fees (decision 270). */
  feeCents: z
    .number()
    .int('Enter the fee in dollars and cents.')
    .min(0, 'Enter a fee of $0.00 or more.')
    .max(100_000, 'Enter a fee of at most $1,000.00.'),
  reviewMode: z.enum(BURN_REVIEW_MODES),
  /** The district's clearing index threshold: a burn day needs at least this (state floor 500). */
  minClearingIndex: z
    .number({ error: 'Enter the clearing index as a whole number.' })
    .int('Enter the clearing index as a whole number.')
    .min(MIN_CLEARING_INDEX, `Enter ${MIN_CLEARING_INDEX} or more: the state rule’s minimum.`)
    .max(MAX_CLEARING_INDEX, `Enter at most ${MAX_CLEARING_INDEX}.`)
    .default(MIN_CLEARING_INDEX),
  /** Ask applicants for the state's burn registration number (with a link to register). */
  asksStateRegistration: z.boolean().default(false),
  stateRegistrationUrl: z
    .string()
    .trim()
    .max(500, 'Keep the address under 500 characters.')
    .regex(/^https:\/\/\S+$/, 'Enter a web address that starts with https://.')
    .default(STATE_BURN_REGISTRATION_URL),
  /** How long permits and check-ins are kept after their last planned day (≥ 1 year by rule). */
  retentionDays: z
    .number()
    .int('Enter a whole number of days.')
    .min(366, 'Keep records at least 366 days: the rule asks for one year.')
    .max(3_650, 'Keep records at most 3650 days.'),
  /** The towns a burn address must lie in. */
  towns: z
    .array(
      z.string().trim().min(1, 'Enter a town.').max(100, 'Keep each town under 100 characters.'),
    )
    .min(1, 'Enter at least one town.')
    .max(40, 'List at most 40 towns.'),
  /** The conditions the applicant agrees to; the district edits them. */
  conditions: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Enter a condition.')
        .max(500, 'Keep each condition under 500 characters.'),
    )
    .min(1, 'Enter at least one condition.')
    .max(20, 'List at most 20 conditions.'),
  /** The conditions in Spanish, one per line as in English, written by staff (decision 324). */
  conditionsSpanish: spanishVersionSchema(
    z
      .array(z.string().trim().min(1).max(500, 'Keep each condition under 500 characters.'))
      .max(20, 'List at most 20 conditions.'),
  )
    .nullable()
    .optional(),
});
export type BurnSettings = z.infer<typeof BurnSettingsSchema>;

export const DEFAULT_BURN_SETTINGS: BurnSettings = {
  windows: SUMMIT_COUNTY_BURN_WINDOWS.map((window) => ({ ...window })),
  restrictions: [],
  statusHour: 8,
  feeCents: 0,
  reviewMode: 'auto',
  minClearingIndex: MIN_CLEARING_INDEX,
  asksStateRegistration: false,
  stateRegistrationUrl: STATE_BURN_REGISTRATION_URL,
  retentionDays: 400,
  towns: ['Francis', 'Kamas', 'Marion', 'Oakley', 'Peoa', 'Samak', 'Woodland'],
  conditions: [
    'A responsible adult attends the fire at all times until it is out.',
    'Water, a shovel and a rake are on hand at the burn.',
    'No burning when the wind could carry the fire or smoke; put the fire out if wind rises.',
    'Burn only the material this permit names: no trash, tires, plastics or treated wood.',
    'Check in on the day before lighting, and stop when the district calls No burning.',
  ],
};

/**
 * The burn day in force at an instant: the district-zone date, but before the status hour it is
 * still yesterday's (the status changes at, say, 8 AM Mountain time, never at UTC midnight).
 */
export function burnDayAt(instant: Date, statusHour: number): string {
  const local = new TZDate(instant.getTime(), DISTRICT_TIME_ZONE);
  const day = new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()));
  if (local.getHours() < statusHour) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** The instant a burn day starts: its date at the status hour in the district's zone. */
export function burnDayStartsAt(day: string, statusHour: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(
    new TZDate(year, month - 1, date, statusHour, 0, 0, DISTRICT_TIME_ZONE).getTime(),
  );
}

/** True when a day (YYYY-MM-DD) lies in one of the windows, both ends inclusive. */
export function isInBurnWindow(windows: readonly BurnWindow[], day: string): boolean {
  const monthDay = day.slice(5);
  return windows.some((window) => monthDay >= window.from && monthDay <= window.to);
}

/** Whether a restriction forbids open burning on a day (YYYY-MM-DD), both ends inclusive. */
export function isRestrictionInForce(restriction: FireRestriction, day: string): boolean {
  return (
    restriction.forbidsOpenBurning &&
    restriction.from <= day &&
    (restriction.to === null || day <= restriction.to)
  );
}

/** The restriction forbidding open burning on a day, if any. */
export function findForbiddingRestriction(
  restrictions: readonly FireRestriction[],
  day: string,
): FireRestriction | undefined {
  return restrictions.find((restriction) => isRestrictionInForce(restriction, day));
}

export const BURN_DAY_REASONS = [
  'clearing-index',
  'wind',
  'fire-restrictions',
  'air-quality',
  'other',
] as const;
export type BurnDayReason = (typeof BURN_DAY_REASONS)[number];

export const BURN_DAY_REASON_LABELS: Record<BurnDayReason, string> = {
  'clearing-index': 'Clearing index too low',
  wind: 'Wind',
  'fire-restrictions': 'Fire restrictions',
  'air-quality': 'Air quality',
  other: 'Other',
};

/**
 * Said when staff post Burning allowed while restrictions forbid it (decision 337): it names
 * them, and says the post does not lift them.
 */
export function describeRestrictedPost(titles: readonly string[]): string {
  return `Fire restrictions are in force: ${titles.join('; ')}. Open burning stays prohibited until they end, whatever you post. Confirm to post Burning allowed anyway.`;
}

/** Said when staff allow burning at a clearing index under the district's threshold. */
export function clearingIndexTooLow(threshold: number): string {
  return `Burning cannot be allowed with a clearing index below ${threshold}.`;
}

/** What staff post for a burn day: Burning allowed, or No burning today with a reason. */
export const BurnDayEntrySchema = z
  .object({
    day: CalendarDaySchema,
    isBurningAllowed: z.boolean(),
    reason: z.enum(BURN_DAY_REASONS).nullable().default(null),
    note: z.string().trim().max(500).default(''),
    clearingIndex: z
      .number()
      .int('Enter the clearing index as a whole number.')
      .min(0)
      .max(MAX_CLEARING_INDEX)
      .nullable()
      .default(null),
  })
  .superRefine((entry, context) => {
    if (!entry.isBurningAllowed && !entry.reason) {
      addFieldIssue(context, ['reason'], 'Choose why there is no burning.');
    }
    if (
      entry.isBurningAllowed &&
      entry.clearingIndex !== null &&
      entry.clearingIndex < MIN_CLEARING_INDEX
    ) {
      addFieldIssue(context, ['clearingIndex'], clearingIndexTooLow(MIN_CLEARING_INDEX));
    }
  });
export type BurnDayEntryInput = z.input<typeof BurnDayEntrySchema>;
export type BurnDayEntry = z.infer<typeof BurnDayEntrySchema>;

/**
 * Why a day has no burning, in parts a page or an e-mail writes in its own language (decision
 * 324); `reason` is the same in English words.
 */
export type BurnDayWhy =
  | {
      kind: 'restriction';
      title: string;
      /** The title's Spanish, when staff wrote one (scheduled restrictions only). */
      titleSpanish?: SpanishVersion<string> | null | undefined;
    }
  | { kind: 'season'; windows: BurnWindow[] }
  | { kind: 'not-posted' }
  | { kind: 'index-below'; clearingIndex: number; threshold: number }
  | { kind: 'staff'; reason: BurnDayReason | null; note: string };

/** The day's status as everyone sees it. */
export interface BurnDayStatus {
  day: string;
  isBurningAllowed: boolean;
  /** 'Burning allowed' or 'No burning today'. */
  headline: string;
  /** Why, in plain words; empty when burning is allowed. */
  reason: string;
  clearingIndex: number | null;
  /** Where the answer came from, for staff and tests. */
  source: 'restriction' | 'season' | 'not-posted' | 'staff';
  /** The restriction that forbids burning today, by name, when one does. */
  restriction?: string;
  /** When the next day's status takes over (UTC instant). */
  validUntil: string;
  /** Why there is no burning, in parts; absent when burning is allowed. */
  why?: BurnDayWhy;
}

function formatMonthDay(monthDay: string): string {
  const [month, day] = monthDay.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(2000, month - 1, day)).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'March 30 to May 30 and September 15 to November 15'. */
export function describeBurnWindows(windows: readonly BurnWindow[]): string {
  return windows
    .map((window) => `${formatMonthDay(window.from)} to ${formatMonthDay(window.to)}`)
    .join(' and ');
}

export const BURN_HEADLINES = {
  allowed: 'Burning allowed',
  forbidden: 'No burning today',
} as const;

/**
 * The one rule for a day's status, in order: a restriction forbidding open burning overrides
 * everything (the published alert or fire conditions that prohibit open burning, and the dated
 * restrictions of the burn settings: `published` and `settings.restrictions`); outside the seasonal windows there is no burning; a day staff have not posted is
 * no burning; then the staff's word (a posted clearing index below 500 always means no burning).
 */
export function decideBurnDayStatus(input: {
  day: string;
  settings: BurnSettings;
  entry: BurnDayEntry | undefined;
  /** Restrictions published with the site alert and fire conditions (decision 307). */
  published?: readonly FireRestriction[];
}): BurnDayStatus {
  const { day, settings, entry } = input;
  const threshold = settings.minClearingIndex;
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const validUntil = burnDayStartsAt(
    next.toISOString().slice(0, 10),
    settings.statusHour,
  ).toISOString();
  const forbidden = (
    source: BurnDayStatus['source'],
    reason: string,
    why: BurnDayWhy,
  ): BurnDayStatus => ({
    day,
    isBurningAllowed: false,
    headline: BURN_HEADLINES.forbidden,
    reason,
    clearingIndex: entry?.clearingIndex ?? null,
    source,
    validUntil,
    why,
  });
  const restriction = findForbiddingRestriction(
    [...(input.published ?? []), ...settings.restrictions],
    day,
  );
  if (restriction) {
    return {
      ...forbidden('restriction', `Fire restrictions: ${restriction.title}.`, {
        kind: 'restriction',
        title: restriction.title,
        titleSpanish: restriction.titleSpanish ?? null,
      }),
      restriction: restriction.title,
    };
  }
  if (!isInBurnWindow(settings.windows, day)) {
    return forbidden(
      'season',
      `Open burning is allowed only from ${describeBurnWindows(settings.windows)}.`,
      { kind: 'season', windows: settings.windows },
    );
  }
  if (!entry) {
    return forbidden('not-posted', 'The district has not posted today’s status yet.', {
      kind: 'not-posted',
    });
  }
  if (entry.clearingIndex !== null && entry.clearingIndex < threshold) {
    return forbidden('staff', `Clearing index ${entry.clearingIndex} is below ${threshold}.`, {
      kind: 'index-below',
      clearingIndex: entry.clearingIndex,
      threshold,
    });
  }
  if (!entry.isBurningAllowed) {
    const label = entry.reason ? BURN_DAY_REASON_LABELS[entry.reason] : 'No burning';
    return forbidden('staff', entry.note ? `${label}: ${entry.note}` : `${label}.`, {
      kind: 'staff',
      reason: entry.reason,
      note: entry.note,
    });
  }
  return {
    day,
    isBurningAllowed: true,
    headline: BURN_HEADLINES.allowed,
    reason: '',
    clearingIndex: entry.clearingIndex,
    source: 'staff',
    validUntil,
  };
}
