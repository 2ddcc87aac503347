import { formatCalendarDay, type SiteIntl } from '../i18n/site-intl.ts';
import type { MessageId } from '../i18n/catalogues.ts';
import { findCatalogueTranslation } from '../i18n/translate-english.ts';
import type {
  PermitInspectionLink,
  PermitStatusView,
  PermitTimelineEntry,
  PermitVerification,
} from './permit-status.ts';

/**
 * The status and verification pages in the page's language (decision 330). The permit and
 * inspection features write the specification's English (a status word, "Inspection booked for
 * 2026-06-03 at 09:00 (Mountain Time)."); a page in another language says it again from the
 * catalogue, reading values back out of the English by the message's own pattern, days and times
 * written in that language. A text the catalogue does not hold (staff's words: a revoke reason,
 * an inspection type's name) stays English, flagged so the page marks it `lang="en"`.
 */

type DayFormat = 'iso' | 'us';

interface SentencePattern {
  id: MessageId;
  pattern: RegExp;
  names: readonly string[];
  /** How each named day is written in the English. */
  days?: Readonly<Record<string, DayFormat>>;
}

const ISO_DAY = '(\\d{4}-\\d{2}-\\d{2})';
const US_DAY = '(\\d{2}/\\d{2}/\\d{4})';
const CLOCK = '(\\d{2}:\\d{2})';

const SENTENCES: readonly SentencePattern[] = [
  {
    id: 'permitStatus.inspection.needs',
    pattern: /^This permit needs a (.+) inspection by the Fire Marshal\.$/,
    names: ['inspectionType'],
  },
  {
    id: 'permitStatus.inspection.cancelled',
    pattern: new RegExp(
      `^Your inspection for ${ISO_DAY} at ${CLOCK} \\(Mountain Time\\) was cancelled\\. (.+)$`,
    ),
    names: ['day', 'time', 'needs'],
    days: { day: 'iso' },
  },
  {
    id: 'permitStatus.inspection.booked',
    pattern: new RegExp(`^Inspection booked for ${ISO_DAY} at ${CLOCK} \\(Mountain Time\\)\\.$`),
    names: ['day', 'time'],
    days: { day: 'iso' },
  },
  {
    id: 'permitStatus.inspection.temporary',
    pattern: new RegExp(
      `^Inspected on ${ISO_DAY}: a temporary clearance was granted until the follow-up inspection\\.$`,
    ),
    names: ['day'],
    days: { day: 'iso' },
  },
  {
    id: 'permitStatus.inspection.reinspection',
    pattern: new RegExp(`^Inspected on ${ISO_DAY}: the work needs a re-inspection\\.$`),
    names: ['day'],
    days: { day: 'iso' },
  },
  {
    id: 'permitStatus.inspection.inspected',
    pattern: new RegExp(`^Inspected on ${ISO_DAY}\\.$`),
    names: ['day'],
    days: { day: 'iso' },
  },
  {
    id: 'permitStatus.inspection.correctionsBy',
    pattern: new RegExp(`^Corrections required: complete the work by ${US_DAY}\\.$`),
    names: ['day'],
    days: { day: 'us' },
  },
  {
    id: 'permitStatus.event.temporary',
    pattern: new RegExp(`^Temporary clearance, valid through ${US_DAY}$`),
    names: ['day'],
    days: { day: 'us' },
  },
  {
    id: 'permitVerify.temporary',
    pattern: new RegExp(`^Temporary until ${US_DAY}$`),
    names: ['day'],
    days: { day: 'us' },
  },
  {
    id: 'permitStatus.event.bookedFor',
    pattern: new RegExp(`^(.+) inspection booked for ${ISO_DAY} ${CLOCK}$`),
    names: ['inspectionType', 'day', 'time'],
    days: { day: 'iso' },
  },
  {
    id: 'permitStatus.event.movedTo',
    pattern: new RegExp(`^Moved to ${ISO_DAY} ${CLOCK}$`),
    names: ['day', 'time'],
    days: { day: 'iso' },
  },
  {
    id: 'permitStatus.event.resultWas',
    pattern: /^Result: (.+)$/,
    names: ['outcome'],
  },
  {
    id: 'permitVerify.testClearance',
    pattern: /^(.+?)\. Clearance: (.+)$/,
    names: ['notice', 'clearance'],
  },
];

/** A text in the intl's language, and whether it is still the English (not in the catalogue). */
export interface LocalizedText {
  text: string;
  isEnglish: boolean;
}

function isoDayOf(value: string, format: DayFormat): string {
  if (format === 'iso') return value;
  const [month, day, year] = value.split('/');
  return `${year}-${month}-${day}`;
}

/** A `MM/DD/YYYY` day (as the verification page writes it) in the intl's language. */
export function localizeUsDay(value: string, intl: SiteIntl): string {
  if (intl.locale === 'en' || !/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return value;
  return formatCalendarDay(intl, isoDayOf(value, 'us'));
}

/** One English text of the permit pages in the intl's language. */
export function localizePermitText(text: string, intl: SiteIntl): LocalizedText {
  if (intl.locale === 'en') return { text, isEnglish: false };
  const whole = findCatalogueTranslation(text, intl);
  if (whole !== undefined) return { text: whole, isEnglish: false };
  for (const { id, pattern, names, days = {} } of SENTENCES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    let isEnglish = false;
    names.forEach((name, index) => {
      const value = match[index + 1] ?? '';
      const dayFormat = days[name];
      if (dayFormat) values[name] = formatCalendarDay(intl, isoDayOf(value, dayFormat));
      else if (name === 'time') {
        // A district wall-clock time: written as it is, with no zone to shift it.
        values[name] = intl.intl.formatTime(new Date(`2000-01-01T${value}:00Z`), {
          timeStyle: 'short',
          timeZone: 'UTC',
        });
      } else if (name === 'inspectionType') {
        // Staff name the inspection types; the name stays as written.
        values[name] = value;
      } else {
        const inner = localizePermitText(value, intl);
        isEnglish ||= inner.isEnglish;
        values[name] = inner.text;
      }
    });
    return { text: intl.t(id, values), isEnglish };
  }
  return { text, isEnglish: true };
}

/** A status page's view as the page in the intl's language shows it. */
export function localizePermitStatusView(view: PermitStatusView, intl: SiteIntl): PermitStatusView {
  if (intl.locale === 'en') return view;
  const englishTexts: string[] = [];
  const say = (text: string) => {
    const localized = localizePermitText(text, intl);
    if (localized.isEnglish && text !== '') englishTexts.push(localized.text);
    return localized.text;
  };
  const inspection: PermitInspectionLink | null = view.inspection
    ? {
        ...view.inspection,
        text: say(view.inspection.text),
        linkText: say(view.inspection.linkText),
        ...(view.inspection.events
          ? {
              events: view.inspection.events.map((event): PermitTimelineEntry => ({
                ...event,
                label: say(event.label),
                text: say(event.text),
              })),
            }
          : {}),
      }
    : null;
  return {
    ...view,
    title: say(view.title),
    statusText: say(view.statusText),
    inspection,
    englishTexts,
  };
}

/** The verification page's answer in the intl's language: its status, title and days. */
export function localizePermitVerification(
  verification: PermitVerification,
  intl: SiteIntl,
): PermitVerification {
  if (intl.locale === 'en') return verification;
  return {
    ...verification,
    title: localizePermitText(verification.title, intl).text,
    statusText: localizePermitText(verification.statusText, intl).text,
    issuedOn: localizeUsDay(verification.issuedOn, intl),
    validThrough: localizeUsDay(verification.validThrough, intl),
  };
}
