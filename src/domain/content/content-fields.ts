import { z } from 'zod';
import { patternText } from '#domain/text-checks.ts';

/** Longest one-line text (headings, labels, names). */
export const MAX_SHORT_TEXT = 200;
/** Longest plain paragraph. */
export const MAX_TEXT = 2_000;
/** Longest rich-text value (HTML after sanitizing). */
export const MAX_RICH_TEXT = 20_000;
/** Most entries in any list (cards, points, stations…). */
export const MAX_LIST_ITEMS = 50;

export const ShortTextSchema = z
  .string()
  .trim()
  .min(1, 'Enter a text.')
  .max(MAX_SHORT_TEXT, `Keep this under ${MAX_SHORT_TEXT} characters.`);

export const TextSchema = z
  .string()
  .trim()
  .min(1, 'Enter a text.')
  .max(MAX_TEXT, `Keep this under ${MAX_TEXT} characters.`);

/**
 * HTML from the rich-text editor. The server sanitizes it before storing (headings, paragraphs,
 * lists, links, bold and italic only); the schema only bounds its size.
 */
export const RichTextSchema = z
  .string()
  .trim()
  .min(1, 'Enter a text.')
  .max(MAX_RICH_TEXT, `Keep this under ${MAX_RICH_TEXT} characters.`);

/**
 * A path on this site, such as /contact. A second slash or a backslash after the first would make
 * it an address on another site (`//host/x`, `/\host`), so neither may follow it.
 */
export const SitePathSchema = patternText(
  /^\/(?![/\\])[\w/-]*(?:#[\w-]+)?$/,
  'Enter a path on this site that starts with /, such as /contact.',
  { max: MAX_SHORT_TEXT, maxMessage: `Keep this under ${MAX_SHORT_TEXT} characters.` },
);

/** A web address on another site. */
export const WebAddressSchema = patternText(
  /^https?:\/\/[^\s<>"]+$/i,
  'Enter a web address that starts with https://.',
  { max: MAX_SHORT_TEXT * 2, maxMessage: `Keep this under ${MAX_SHORT_TEXT * 2} characters.` },
);

/** A US phone number as it is shown, e.g. "(435) 555-0100". */
export const PhoneSchema = patternText(
  /^(?:\+1[ -]?)?(?:\(\d{3}\) ?|\d{3}[-. ])\d{3}[-. ]\d{4}$/,
  'Enter a phone number with its area code, such as (435) 555-0100.',
  { max: 20 },
);

export const EmailSchema = z
  .string()
  .trim()
  .max(MAX_SHORT_TEXT, `Keep this under ${MAX_SHORT_TEXT} characters.`)
  .pipe(z.email('Enter an e-mail address such as office@example.org.'));

export function listOf<T extends z.ZodType>(item: T, max = MAX_LIST_ITEMS) {
  return z.array(item).max(max, `Keep this list to ${max} entries or fewer.`);
}

export const LinkSchema = z.object({ label: ShortTextSchema, path: SitePathSchema });

/** The document title and the description search engines show. */
export const PageMetaSchema = z.object({
  title: ShortTextSchema,
  description: z
    .string()
    .trim()
    .min(1, 'Enter a description.')
    .max(300, 'Keep the description under 300 characters.'),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;
