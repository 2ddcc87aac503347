/**
 * What lets a responder rely on a property profile (issue 36, decision 334): the dispatch lookup
 * answers one profile only for the exact address, a read needs a real reason, and an address is
 * verified by a letter's code or by staff after a call.
 */

/** The street words written many ways, each with the one spelling the comparison uses. */
const STREET_WORDS: Readonly<Record<string, string>> = {
  road: 'rd',
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  circle: 'cir',
  boulevard: 'blvd',
  highway: 'hwy',
  place: 'pl',
  parkway: 'pkwy',
  trail: 'trl',
  way: 'wy',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};
/** A state or ZIP code a dispatcher may add after the town; the district lies in one state. */
const STATE_WORDS = new Set(['ut', 'utah']);
const ZIP_CODE = /^\d{5}(?:-\d{4})?$/;

/**
 * An address as the comparison reads it: lower case, punctuation gone, one space between words,
 * street words shortened ("Road" and "Rd." are "rd"), and a trailing state or ZIP code dropped.
 * Two addresses are the same when their normal forms are equal: the house number, every street
 * word and the town.
 */
export function normaliseAddress(address: string): string {
  const words = address
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9#-]+/g, ' ')
    .replace(/(^|\s)#(?=\s|$)/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => STREET_WORDS[word] ?? word);
  while (words.length > 0) {
    const last = words.at(-1)!;
    if (!STATE_WORDS.has(last) && !ZIP_CODE.test(last)) break;
    words.pop();
  }
  return words.join(' ');
}

/** Whether `typed` names exactly the profile's street and town (see normaliseAddress). */
export function isSameAddress(typed: string, profile: { street: string; town: string }): boolean {
  const wanted = normaliseAddress(typed);
  return wanted !== '' && wanted === normaliseAddress(`${profile.street} ${profile.town}`);
}

/**
 * The county CAD's incident numbers: the two-digit year, a dash and the call's sequence number
 * (26-004512). A read may give one instead of a reason.
 */
export const INCIDENT_NUMBER_PATTERN = /^\d{2}-\d{1,8}$/;
export const INCIDENT_NUMBER_EXAMPLE = '26-004512';
/** A reason is a few real words: at least this many words... */
export const MIN_REASON_WORDS = 2;
/** ...holding at least this many letters in all ("-" or "x" is no reason). */
export const MIN_REASON_LETTERS = 8;

/** Whether `reason` says why in a few real words (at least 2 words and 8 letters). */
export function isRealReason(reason: string): boolean {
  const words = reason.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const letters = reason.match(/\p{L}/gu)?.length ?? 0;
  return words.length >= MIN_REASON_WORDS && letters >= MIN_REASON_LETTERS;
}

export function isIncidentNumber(incident: string): boolean {
  return INCIDENT_NUMBER_PATTERN.test(incident);
}

export const READ_REASON_MESSAGES = {
  missing: 'Enter the incident number or the reason for reading this profile.',
  incident: `Enter the incident number as the CAD writes it, like ${INCIDENT_NUMBER_EXAMPLE}, or give a reason.`,
  reason: 'Write the reason in a few words, like “smoke reported at the barn”.',
} as const;

/**
 * The letter's code: 10 characters from an alphabet without look-alikes (no 0/O, 1/I/L),
 * printed in two groups of five. About 50 bits; MAX_LETTER_ATTEMPTS wrong tries end it.
 */
export const LETTER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LETTER_CODE_LENGTH = 10;
/** Wrong codes a profile may take before its letter stops working (staff print a new one). */
export const MAX_LETTER_ATTEMPTS = 5;

/** The code as typed, in the form it was printed in: upper case, spaces and dashes gone. */
export function normaliseLetterCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '');
}

/** The code as the letter prints it: two groups of five (ABCDE-FGHJK). */
export function formatLetterCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export const LETTER_CODE_MESSAGES = {
  missing: 'Enter the code from the letter we mailed to this address.',
  wrong: 'That code is not the one on the letter. Check it and enter it again.',
  noLetter:
    'No letter has been printed for this address yet. The district mails one; you can also call the office.',
  tooManyTries:
    'The code was entered wrongly too many times. Call the district office for a new letter.',
} as const;

/** How a profile's address was verified, as every responder view says it. */
export type PropertyVerification = 'letter' | 'phone';
export const VERIFICATION_LABELS: Record<PropertyVerification, string> = {
  letter: 'Address verified by the code on a mailed letter',
  phone: 'Address verified by district staff after a call',
};
/** What every responder view says, in bold, of a profile whose address nobody verified. */
export const UNVERIFIED_WARNING =
  'Unverified: nobody has checked that this profile was written by someone at this address.';
