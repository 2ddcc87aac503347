import { EN_MESSAGES, type MessageId } from './messages.en.ts';
import { ES_MESSAGES } from './messages.es.ts';
import type { Locale } from './locale.ts';

export type { MessageId } from './messages.en.ts';

/** A language's messages by id. */
export type Catalogue = Readonly<Record<MessageId, string>>;

/** One catalogue per language; adding a language adds one file and one entry here. */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en: EN_MESSAGES, es: ES_MESSAGES };
