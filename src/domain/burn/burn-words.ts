import { formatLongDayIn } from '#domain/calendar-date.ts';
import { contentForLocale } from '#domain/i18n/spanish-version.ts';
import type { MessageId } from '#domain/i18n/catalogues.ts';
import type { Locale } from '#domain/i18n/locale.ts';
import { BURN_EN } from '#domain/i18n/messages/burn.en.ts';
import type { SiteIntl } from '#domain/i18n/site-intl.ts';
import { createEnglishTranslator } from '#domain/i18n/translate-english.ts';
import type { BurnDayStatus, BurnSettings, BurnWindow } from './burn-day.ts';
import type { BurnPermitStatus } from './burn-permit.ts';

/**
 * Open burning in the reader's language (issue 29, decision 324): the words the domain writes in
 * English (the status's reason, validation and refusal messages) said again from the catalogue.
 * English stays exactly as the domain wrote it.
 */

const BURN_TRANSLATOR = createEnglishTranslator(
  BURN_EN,
  (id) => id.startsWith('burn.domain.') || id.startsWith('burn.permitStatus.'),
);

/**
 * A message the burn domain wrote in English, in the intl's language: the catalogue's
 * translation of the whole text, or of the burn message it fills in (`A permit covers at most
 * 31 days.`), else the text as it is.
 */
export const translateBurnText = BURN_TRANSLATOR.translateText;

/** Every message of a field-message map in the intl's language (`translateBurnText`). */
export const translateBurnMessages = BURN_TRANSLATOR.translateMessages;

/** A month-day (MM-DD) in words: "March 30", "30 de marzo". */
function formatMonthDay({ intl }: SiteIntl, monthDay: string): string {
  const [month, day] = monthDay.split('-').map(Number) as [number, number];
  return intl.formatDate(new Date(Date.UTC(2000, month - 1, day)), {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "March 30 to May 30 and September 15 to October 30", "30 de marzo al 30 de mayo y del …". */
export function describeBurnWindowsIn(windows: readonly BurnWindow[], intl: SiteIntl): string {
  return windows
    .map((window) =>
      intl.t('burn.windows.window', {
        from: formatMonthDay(intl, window.from),
        to: formatMonthDay(intl, window.to),
      }),
    )
    .join(intl.t('burn.windows.and'));
}

/** A burn day with its weekday: "Monday, June 1, 2026", "lunes, 1 de junio de 2026". */
export function formatBurnDay({ intl }: SiteIntl, day: string): string {
  return formatLongDayIn(intl, day);
}

/** When a status stops holding, in the district's zone: "June 2 at 8:00 AM". */
export function formatBurnInstant({ intl }: SiteIntl, iso: string): string {
  return intl.formatDate(new Date(iso), {
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** Staff text inside a burn message, and whether it is shown in English on a translated page. */
export interface BurnStaffText {
  text: string;
  isEnglish: boolean;
}

/**
 * The parts of why a day has no burning, in the intl's language: the message id and its values,
 * staff's words (a restriction's title, a note) kept apart so a page can mark them English.
 */
export function burnDayReasonParts(
  status: BurnDayStatus,
  intl: SiteIntl,
): { id: MessageId; values: Record<string, string>; staff?: BurnStaffText } | undefined {
  const { why } = status;
  if (status.isBurningAllowed || !why) return undefined;
  const isTranslated = intl.locale !== 'en';
  switch (why.kind) {
    case 'restriction': {
      const { value, isEnglish } = contentForLocale(why.title, why.titleSpanish, intl.locale);
      return {
        id: 'burn.why.restriction',
        values: {},
        staff: { text: value, isEnglish: isTranslated && isEnglish },
      };
    }
    case 'season':
      return {
        id: 'burn.why.season',
        values: { windows: describeBurnWindowsIn(why.windows, intl) },
      };
    case 'not-posted':
      return { id: 'burn.why.notPosted', values: {} };
    case 'index-below':
      return {
        id: 'burn.why.indexBelow',
        values: { index: String(why.clearingIndex), threshold: String(why.threshold) },
      };
    case 'staff': {
      const label = intl.t(why.reason ? `burn.reason.${why.reason}` : 'burn.why.noBurning');
      return why.note
        ? {
            id: 'burn.why.staffNote',
            values: { label },
            staff: { text: why.note, isEnglish: isTranslated },
          }
        : { id: 'burn.why.staff', values: { label } };
    }
  }
}

/** The placeholder each message with staff words puts them in. */
export const BURN_STAFF_PLACEHOLDER: Partial<Record<MessageId, string>> = {
  'burn.why.restriction': 'title',
  'burn.why.staffNote': 'note',
};

/** Why a day has no burning, as plain text in the intl's language (an e-mail, a notice). */
export function describeBurnDayReason(status: BurnDayStatus, intl: SiteIntl): string {
  if (intl.locale === 'en' || !status.why) return status.reason;
  const parts = burnDayReasonParts(status, intl);
  if (!parts) return '';
  const placeholder = BURN_STAFF_PLACEHOLDER[parts.id];
  return intl.t(parts.id, {
    ...parts.values,
    ...(placeholder && parts.staff ? { [placeholder]: parts.staff.text } : {}),
  });
}

/** The day's headline: "Burning allowed" or "No burning today", in the intl's language. */
export function burnHeadline(status: BurnDayStatus, intl: SiteIntl): string {
  if (intl.locale === 'en') return status.headline;
  return intl.t(status.isBurningAllowed ? 'burn.status.allowed' : 'burn.status.forbidden');
}

/** A permit's status label in the intl's language ("Permit issued", "Permiso emitido"). */
export function burnPermitStatusLabel(status: BurnPermitStatus, intl: SiteIntl): string {
  return intl.t(`burn.permitStatus.${status}`);
}

/**
 * The conditions an applicant reads and agrees to in `locale`: staff's Spanish while it is
 * current, else the English, flagged so the page marks it `lang="en"` (the permit keeps what
 * was shown).
 */
export function burnConditionsFor(
  settings: Pick<BurnSettings, 'conditions' | 'conditionsSpanish'>,
  locale: Locale,
): { value: string[]; isEnglish: boolean } {
  return contentForLocale(settings.conditions, settings.conditionsSpanish, locale);
}
