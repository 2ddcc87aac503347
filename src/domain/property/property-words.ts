import type { MessageId } from '#domain/i18n/catalogues.ts';
import { PROPERTY_EN } from '#domain/i18n/messages/property.en.ts';
import type { SiteIntl } from '#domain/i18n/site-intl.ts';
import { translateEnglish } from '#domain/i18n/translate-english.ts';

/**
 * The property profile's messages in the reader's language (issue 37 item 6), as the burn pages
 * do it (burn-words.ts): the domain writes its field messages in English (property-profile.ts,
 * property-trust.ts); a Spanish page says them again from the catalogue, values read back out.
 */

interface PropertyPattern {
  id: MessageId;
  pattern: RegExp;
  names: string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The domain's English messages that carry values (a limit, the towns, a size). */
const PROPERTY_PATTERNS: readonly PropertyPattern[] = Object.entries(PROPERTY_EN)
  .filter(([id, text]) => id.startsWith('property.domain.') && /\{\w+\}/.test(text))
  .map(([id, text]) => {
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
    const source = text
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('(.+?)');
    return { id: id as MessageId, pattern: new RegExp(`^${source}$`, 's'), names };
  });

/** A message the property domain wrote in English, in the intl's language. */
export function translatePropertyText(text: string, intl: SiteIntl): string {
  if (intl.locale === 'en') return text;
  const whole = translateEnglish(text, intl);
  if (whole !== text) return whole;
  for (const { id, pattern, names } of PROPERTY_PATTERNS) {
    const match = pattern.exec(text);
    if (match) {
      return intl.t(
        id,
        Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])),
      );
    }
  }
  return text;
}

/** Every message of a field-message map in the intl's language (`translatePropertyText`). */
export function translatePropertyMessages(
  messages: Readonly<Record<string, string>>,
  intl: SiteIntl,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([name, text]) => [name, translatePropertyText(text, intl)]),
  );
}
