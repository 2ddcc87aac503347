import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { DISTRICT } from '#domain/content/district.ts';

/** Shortest ADMIN_PASSWORD a production server accepts. */
export const MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH = 12;
/** zxcvbn's score from 0 to 4; 3 means "safely unguessable" against online and slowed attacks. */
export const MIN_PRODUCTION_ADMIN_PASSWORD_SCORE = 3;

/**
 * Passwords printed in this repository's examples and docs. zxcvbn rates them strong, yet anyone
 * who read the README can try them.
 */
export const KNOWN_EXAMPLE_PASSWORDS: readonly string[] = [
  'change-me-before-going-live',
  'a long passphrase',
  'correct horse battery',
  'correct horse battery staple',
];

const DISTRICT_WORDS = DISTRICT.name.split(/\s+/);
/** The district's name and its runs of words run together ('SouthSummit', 'SouthSummitFire', …). */
const DISTRICT_INPUTS = DISTRICT_WORDS.flatMap((_word, start) =>
  DISTRICT_WORDS.slice(start).map((_next, end) =>
    DISTRICT_WORDS.slice(start, start + end + 1).join(''),
  ),
);

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...englishDictionary },
  graphs: adjacencyGraphs,
  translations,
});

/**
 * Why an administrator password must not be used on a production server, or null when it may.
 * Checks the examples shipped with the project, the length, and zxcvbn's estimate against common
 * passwords, names, keyboard patterns and the username and district's own words.
 */
export function findAdminPasswordWeakness(password: string, username = ''): string | null {
  if (KNOWN_EXAMPLE_PASSWORDS.includes(password.trim().toLowerCase())) {
    return 'it is an example printed in the project’s documentation.';
  }
  if (password.length < MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH) {
    return `it is shorter than ${MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH} characters.`;
  }
  const result = zxcvbn.check(password, [
    username,
    ...DISTRICT_INPUTS,
    'fire',
    'district',
    'permits',
    'admin',
    'administrator',
  ]);
  if (result.score >= MIN_PRODUCTION_ADMIN_PASSWORD_SCORE) return null;
  const hint = [result.feedback.warning, ...result.feedback.suggestions]
    .filter((text): text is string => Boolean(text))
    .join(' ');
  return `it is too easy to guess (strength ${result.score} of 4, at least ${MIN_PRODUCTION_ADMIN_PASSWORD_SCORE} needed)${hint ? `: ${hint}` : '.'}`;
}
