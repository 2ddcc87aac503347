import { z } from 'zod';

/**
 * Params for a zod check that ends the field's validation when it fails. Zod runs every check of a
 * string by default, so a value far over its maximum would still reach the pattern after it; with
 * `abort` the length refuses it first and nothing after runs (issue 16, decision 110).
 */
export function stopHere(message: string) {
  return { error: message, abort: true } as const;
}

/**
 * A trimmed string of at most `max` characters that matches `pattern`, checked in that order and
 * stopping at the first failure. Every schema field with a pattern goes through this or through
 * `stopHere` on its own length check.
 */
export function patternText(
  pattern: RegExp,
  message: string,
  { max, maxMessage = message }: { max: number; maxMessage?: string },
) {
  return z.string().trim().max(max, stopHere(maxMessage)).regex(pattern, stopHere(message));
}

/**
 * A trimmed string that must not be blank: a missing or blank value gets `message`, one over
 * `max` characters `maxMessage` (zod's own when none is given).
 */
export function requiredText(message: string, max: number, maxMessage?: string) {
  return z.string({ error: message }).trim().min(1, message).max(max, maxMessage);
}

/** A district wall-clock time as a datetime-local input gives it: YYYY-MM-DDTHH:mm[:ss]. */
export const LocalDateTimeSchema = patternText(
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/,
  'Enter a date and time.',
  { max: 19 },
).refine(
  (value) => !Number.isNaN(new Date(`${value.slice(0, 16)}:00Z`).getTime()),
  'Enter a real date.',
);
