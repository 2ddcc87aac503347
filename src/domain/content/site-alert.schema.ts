import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import { ShortTextSchema, SitePathSchema, TextSchema, WebAddressSchema } from './content-fields.ts';
import { LocalDateTimeSchema } from '#domain/text-checks.ts';
import {
  contentForLocale,
  spanishVersionSchema,
  spanishVersionState,
  type SpanishVersion,
  type SpanishVersionState,
} from '#domain/i18n/spanish-version.ts';

export const ALERT_LEVELS = ['emergency', 'warning', 'information'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

export const ALERT_LEVEL_LABELS: Record<AlertLevel, string> = {
  emergency: 'Emergency',
  warning: 'Warning',
  information: 'Information',
};

/** The longest alert text: alerts are short, the link leads to the details. */
export const MAX_ALERT_TEXT = 600;

/**
 * The words of an alert staff translate: its heading and text (decision 325), and the label of
 * its link when it has one (issue 37). Alerts written before the link's label had no Spanish
 * have none: the heading and text alone decide whether the Spanish is current.
 */
export interface AlertWords {
  heading: string;
  text: string;
  linkLabel?: string | undefined;
}

const AlertWordsSchema = z.object({
  heading: ShortTextSchema,
  text: TextSchema.max(MAX_ALERT_TEXT, `Keep the text under ${MAX_ALERT_TEXT} characters.`),
  linkLabel: ShortTextSchema.optional(),
});

/**
 * Staff's Spanish of the heading and text, with the English it was written from (decision 316):
 * out of date once the English changes. Absent or null: none written.
 */
const AlertSpanishSchema = spanishVersionSchema(AlertWordsSchema).nullable().optional();

const AlertLinkSchema = z.object({
  label: ShortTextSchema,
  href: z.union([SitePathSchema, WebAddressSchema], {
    error: 'Enter a web address that starts with https:// or a path on this site such as /contact.',
  }),
});

/**
 * What an editor sends for an alert. Start and end are the district's wall clock
 * (America/Denver); the server stores them as UTC instants.
 */
export const SiteAlertInputSchema = z
  .object({
    level: z.enum(ALERT_LEVELS, { error: 'Choose a level.' }),
    heading: ShortTextSchema,
    text: TextSchema.max(MAX_ALERT_TEXT, `Keep the text under ${MAX_ALERT_TEXT} characters.`),
    link: AlertLinkSchema.nullable(),
    startsAtLocal: LocalDateTimeSchema.nullable(),
    endsAtLocal: LocalDateTimeSchema.nullable(),
    /**
     * Urgent: its e-mail notice goes before news and jobs, at MAIL_URGENT_PER_MINUTE (decision
     * 304). Absent means not urgent.
     */
    isUrgent: z.boolean().optional(),
    /** While the alert shows, the burn-day status is No burning, naming it (decision 307). */
    prohibitsOpenBurning: z.boolean().default(false),
    spanish: AlertSpanishSchema,
  })
  .refine(
    (alert) =>
      !alert.startsAtLocal ||
      !alert.endsAtLocal ||
      toDistrictInstant(alert.endsAtLocal) > toDistrictInstant(alert.startsAtLocal),
    { message: 'Choose an end after the start.', path: ['endsAtLocal'] },
  );
export type SiteAlertInput = z.infer<typeof SiteAlertInputSchema>;

/** An alert as stored in a content version: start and end are UTC instants. */
export const SiteAlertSchema = z.object({
  level: z.enum(ALERT_LEVELS),
  heading: z.string(),
  text: z.string(),
  link: z.object({ label: z.string(), href: z.string() }).nullable(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  /** Stored only when ticked; alerts saved before decision 304 have none. */
  isUrgent: z.boolean().optional(),
  prohibitsOpenBurning: z.boolean().default(false),
  /** Stored only when written; alerts saved before decision 325 have none. */
  spanish: z
    .object({
      text: z.object({ heading: z.string(), text: z.string(), linkLabel: z.string().optional() }),
      source: z.object({
        heading: z.string(),
        text: z.string(),
        linkLabel: z.string().optional(),
      }),
    })
    .nullable()
    .optional(),
});
export type SiteAlert = z.infer<typeof SiteAlertSchema>;

/** Whether an alert's Spanish is missing, out of date or current (decision 316). */
export function alertSpanishState(
  alert: AlertWords & { spanish?: SpanishVersion<AlertWords> | null },
): SpanishVersionState {
  return spanishVersionState(
    { heading: alert.heading, text: alert.text },
    headingAndText(alert.spanish),
  );
}

function headingAndText(
  spanish: SpanishVersion<AlertWords> | null | undefined,
): SpanishVersion<AlertWords> | null | undefined {
  if (!spanish) return spanish;
  return {
    text: { heading: spanish.text.heading, text: spanish.text.text },
    source: { heading: spanish.source.heading, text: spanish.source.text },
  };
}

/**
 * The label of an alert's link as a page in `locale` shows it: staff's Spanish while it
 * translates the label as it is now, else the English, flagged for `lang="en"`.
 */
export function alertLinkLabelForLocale(
  alert: { link: { label: string } | null; spanish?: SpanishVersion<AlertWords> | null },
  locale: string,
): { label: string; isEnglish: boolean } | null {
  if (!alert.link) return null;
  const spanish = alert.spanish;
  const isCurrent =
    locale !== 'en' &&
    spanish?.text.linkLabel !== undefined &&
    spanish.source.linkLabel === alert.link.label;
  return isCurrent && spanish.text.linkLabel !== undefined
    ? { label: spanish.text.linkLabel, isEnglish: false }
    : { label: alert.link.label, isEnglish: locale !== 'en' };
}

/**
 * The heading and text a page in `locale` shows: the Spanish while current, else the English,
 * flagged for `lang="en"`.
 */
export function alertWordsForLocale(
  alert: AlertWords & { spanish?: SpanishVersion<AlertWords> | null },
  locale: string,
): { value: AlertWords; isEnglish: boolean } {
  return contentForLocale(
    { heading: alert.heading, text: alert.text },
    headingAndText(alert.spanish),
    locale,
  );
}

/** A published alert with its identity, so a visitor's dismissal holds for that alert only. */
export interface PublishedAlert extends SiteAlert {
  id: string;
  /** Changes with every published version, so an edited alert shows again. */
  versionId: string;
}

/**
 * The UTC instant of a district wall-clock time (YYYY-MM-DDTHH:mm[:ss], America/Denver). On the night
 * clocks fall back, an hour repeats (01:00–01:59 on the first Sunday of November); the earlier
 * one, still daylight time, is meant.
 */
export function toDistrictInstant(local: string): string {
  const [date = '', time = ''] = local.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second = 0] = time.split(':').map(Number);
  const zoned = new TZDate(year!, month! - 1, day!, hour!, minute!, second, DISTRICT_TIME_ZONE);
  // TZDate prints its own offset; stored instants are UTC.
  return new Date(zoned.getTime()).toISOString();
}

/** The district wall-clock time (YYYY-MM-DDTHH:mm, with :ss when not 0) of a UTC instant. */
export function toDistrictLocal(instant: string): string {
  const zoned = new TZDate(new Date(instant).getTime(), DISTRICT_TIME_ZONE);
  const pad = (value: number) => String(value).padStart(2, '0');
  const seconds = zoned.getSeconds() === 0 ? '' : `:${pad(zoned.getSeconds())}`;
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}T${pad(zoned.getHours())}:${pad(zoned.getMinutes())}${seconds}`;
}

export function toStoredAlert(input: SiteAlertInput): SiteAlert {
  return {
    level: input.level,
    heading: input.heading,
    text: input.text,
    link: input.link,
    startsAt: input.startsAtLocal ? toDistrictInstant(input.startsAtLocal) : null,
    endsAt: input.endsAtLocal ? toDistrictInstant(input.endsAtLocal) : null,
    ...(input.isUrgent === true ? { isUrgent: true } : {}),
    prohibitsOpenBurning: input.prohibitsOpenBurning,
    ...(input.spanish ? { spanish: input.spanish } : {}),
  };
}

export function isAlertActive(alert: SiteAlert, now: Date): boolean {
  const time = now.getTime();
  if (alert.startsAt && time < new Date(alert.startsAt).getTime()) return false;
  if (alert.endsAt && time >= new Date(alert.endsAt).getTime()) return false;
  return true;
}

/**
 * The alerts to show at `now`: at most one per level, most severe first. When several of a level
 * are active, the one that started last wins (an alert without a start counts as the oldest).
 */
export function selectActiveAlerts<T extends SiteAlert>(alerts: readonly T[], now: Date): T[] {
  const startOf = (alert: SiteAlert) =>
    alert.startsAt ? new Date(alert.startsAt).getTime() : Number.NEGATIVE_INFINITY;
  return ALERT_LEVELS.flatMap((level) => {
    const active = alerts
      .filter((alert) => alert.level === level && isAlertActive(alert, now))
      .sort((a, b) => startOf(b) - startOf(a));
    return active[0] ? [active[0]] : [];
  });
}

/** Whether visitors may hide the alert; emergencies stay. */
export function isAlertDismissible(alert: Pick<SiteAlert, 'level'>): boolean {
  return alert.level !== 'emergency';
}
