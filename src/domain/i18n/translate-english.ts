import { fillPlaceholders } from './fill-placeholders.ts';
import { CATALOGUES, type MessageId } from './catalogues.ts';
import { CONTEXTUAL_MESSAGES } from './contextual-messages.ts';
import type { SiteIntl } from './site-intl.ts';

/** The catalogue's messages a text may be translated through: none chosen only by its id. */
const TRANSLATABLE = (Object.entries(CATALOGUES.en) as [MessageId, string][]).filter(
  ([id]) => !CONTEXTUAL_MESSAGES.has(id),
);

/** Each English catalogue text without placeholders, to the first id that holds it. */
const ID_OF_ENGLISH: ReadonlyMap<string, MessageId> = (() => {
  const ids = new Map<string, MessageId>();
  for (const [id, text] of TRANSLATABLE) {
    if (!text.includes('{') && !ids.has(text)) ids.set(text, id);
  }
  return ids;
})();

/**
 * A message the domain wrote in English (a field's validation message, which keeps the
 * specification's words) in the intl's language (decision 316): the catalogue's translation of
 * the English text when the catalogue holds that text, else the text as it is. English pages get
 * the text unchanged.
 */
export function translateEnglish(text: string, { locale, t }: SiteIntl): string {
  if (locale === 'en') return text;
  const id = ID_OF_ENGLISH.get(text);
  return id ? t(id) : text;
}

/** Every value of a field-message map in the intl's language (`translateEnglish`). */
export function translateEnglishMessages(
  messages: Readonly<Record<string, string>>,
  intl: SiteIntl,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([name, text]) => [name, translateEnglish(text, intl)]),
  );
}

/** Every English catalogue text, placeholders included, to the first id that holds it. */
const ID_OF_ENGLISH_MESSAGE: ReadonlyMap<string, MessageId> = (() => {
  const ids = new Map<string, MessageId>();
  for (const [id, text] of TRANSLATABLE) {
    if (!ids.has(text)) ids.set(text, id);
  }
  return ids;
})();

/**
 * A text the code writes in English with `{name}` placeholders (a permit's PDF or e-mail), in
 * the intl's language with `values` filled in: the catalogue message whose English is exactly
 * `english`, formatted by FormatJS; a text the catalogue does not hold (a deployment's own
 * wording) stays English. In English the result is the English text with its values.
 */
export function translateText(
  intl: SiteIntl,
  english: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const id = ID_OF_ENGLISH_MESSAGE.get(english);
  return id ? intl.t(id, values) : fillPlaceholders(english, values);
}

/**
 * The catalogue's translation of an English text without placeholders (a page's seeded words),
 * or undefined when the catalogue does not hold that exact text.
 */
export function findCatalogueTranslation(text: string, intl: SiteIntl): string | undefined {
  const id = ID_OF_ENGLISH.get(text);
  return id ? intl.t(id) : undefined;
}

/** A catalogue message with placeholders, as a pattern that reads the values back out of its English. */
interface EnglishPattern {
  id: MessageId;
  pattern: RegExp;
  names: string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A translator for the messages one domain writes in English, values filled in (the burn and
 * property domains): the catalogue's translation of the whole text, else of the message among
 * `messages` (the domain's English catalogue, filtered by `isDomainMessage`) that the text fills
 * in, its values read back out (`A permit covers at most 31 days.`), else the text as it is.
 */
export function createEnglishTranslator(
  messages: Readonly<Record<string, string>>,
  isDomainMessage: (id: string) => boolean,
): {
  translateText: (text: string, intl: SiteIntl) => string;
  translateMessages: (
    messages: Readonly<Record<string, string>>,
    intl: SiteIntl,
  ) => Record<string, string>;
} {
  const patterns: readonly EnglishPattern[] = Object.entries(messages)
    .filter(([id, text]) => isDomainMessage(id) && /\{\w+\}/.test(text))
    .map(([id, text]) => {
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      const source = text
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join('(.+?)');
      return { id: id as MessageId, pattern: new RegExp(`^${source}$`, 's'), names };
    });
  const translateDomainText = (text: string, intl: SiteIntl): string => {
    if (intl.locale === 'en') return text;
    const whole = translateEnglish(text, intl);
    if (whole !== text) return whole;
    for (const { id, pattern, names } of patterns) {
      const match = pattern.exec(text);
      if (match) {
        return intl.t(
          id,
          Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])),
        );
      }
    }
    return text;
  };
  return {
    translateText: translateDomainText,
    translateMessages: (fieldMessages, intl) =>
      Object.fromEntries(
        Object.entries(fieldMessages).map(([name, text]) => [
          name,
          translateDomainText(text, intl),
        ]),
      ),
  };
}
