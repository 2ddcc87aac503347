import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** Catalogues to check, by language; the first one is the reference (English). */
export type CataloguesToCheck = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The placeholders of a parsed message: `name` for arguments, `name:plural`, `<tag>`. */
function placeholdersOf(elements: readonly MessageFormatElement[], into = new Set<string>()) {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        into.add(element.value);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(`${element.value}:${TYPE[element.type]}`);
        break;
      case TYPE.plural:
      case TYPE.select:
        into.add(`${element.value}:${TYPE[element.type]}`);
        for (const option of Object.values(element.options)) placeholdersOf(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${element.value}>`);
        placeholdersOf(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

/**
 * What is wrong with a set of catalogues (issue 29, item 5): a key one language lacks or only
 * one has, a message ICU cannot parse, a message whose placeholders differ from the reference
 * language's. An empty list means the catalogues are whole.
 */
export function checkCatalogues(catalogues: CataloguesToCheck): string[] {
  const problems: string[] = [];
  const [referenceLocale, reference] = Object.entries(catalogues)[0] ?? [];
  if (!referenceLocale || !reference) return ['No catalogues to check.'];
  const parsed = new Map<string, Set<string> | null>();
  for (const [locale, messages] of Object.entries(catalogues)) {
    for (const [id, message] of Object.entries(messages)) {
      try {
        parsed.set(`${locale}\n${id}`, placeholdersOf(parse(message)));
      } catch (error) {
        parsed.set(`${locale}\n${id}`, null);
        problems.push(`${locale}: "${id}" does not parse (${(error as Error).message}).`);
      }
    }
  }
  for (const [locale, messages] of Object.entries(catalogues)) {
    if (locale === referenceLocale) continue;
    for (const id of Object.keys(reference)) {
      if (!(id in messages)) problems.push(`${locale}: "${id}" is missing.`);
    }
    for (const id of Object.keys(messages)) {
      if (!(id in reference)) problems.push(`${locale}: "${id}" is not in ${referenceLocale}.`);
      const own = parsed.get(`${locale}\n${id}`);
      const theirs = parsed.get(`${referenceLocale}\n${id}`);
      if (!own || !theirs) continue;
      const ownList = [...own].sort().join(', ');
      const theirList = [...theirs].sort().join(', ');
      if (ownList !== theirList) {
        problems.push(
          `${locale}: "${id}" has placeholders {${ownList}}, ${referenceLocale} has {${theirList}}.`,
        );
      }
    }
  }
  return problems;
}

/** Literal text runs of a parsed message (the words between its placeholders). */
function literalsOf(elements: readonly MessageFormatElement[], into: string[] = []): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal) into.push(element.value);
    else if (element.type === TYPE.tag) literalsOf(element.children, into);
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) literalsOf(option.value, into);
    }
  }
  return into;
}

/** Shorter runs ("to", ": ") are words both languages share or punctuation, not English. */
const MIN_ENGLISH_PHRASE_LENGTH = 4;

/**
 * The English a translated page must not show outside `lang="en"`: the literal text of every
 * English message whose translation differs, at least four characters with a letter in it.
 */
export function catalogueEnglishPhrases(
  english: Readonly<Record<string, string>>,
  translated: Readonly<Record<string, string>>,
): string[] {
  const phrases = new Set<string>();
  for (const [id, message] of Object.entries(english)) {
    if (translated[id] === message) continue;
    for (const literal of literalsOf(parse(message))) {
      const phrase = literal.trim();
      if (phrase.length >= MIN_ENGLISH_PHRASE_LENGTH && /\p{L}/u.test(phrase)) phrases.add(phrase);
    }
  }
  return [...phrases];
}

/**
 * Ids whose English another id has too but whose translation differs (issue 29): the same English
 * must read the same in every language, because `translateEnglish` and `translateText` turn an
 * English text into the first id that holds it. Ids in `contextual` (chosen only by their id, where
 * the wording must differ, as a page title or a button) are neither that first id nor compared.
 */
export function findDivergentTranslations(
  english: Readonly<Record<string, string>>,
  translated: Readonly<Record<string, string>>,
  contextual: ReadonlySet<string> = new Set(),
): string[] {
  const firstIdOf = new Map<string, string>();
  const problems: string[] = [];
  for (const [id, text] of Object.entries(english)) {
    if (contextual.has(id)) continue;
    const first = firstIdOf.get(text);
    if (first === undefined) firstIdOf.set(text, id);
    else if (translated[id] !== translated[first]) {
      problems.push(
        `"${id}" and "${first}" have the same English "${text}" but different translations ("${translated[id]}", "${translated[first]}").`,
      );
    }
  }
  return problems;
}
