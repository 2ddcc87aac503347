import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { VerificationEntry } from '#domain/property/property-api.ts';
import { PROPERTY_PATHS } from '#domain/property/property-profile.ts';
import {
  LETTER_CODE_ALPHABET,
  LETTER_CODE_LENGTH,
  LETTER_CODE_MESSAGES,
  MAX_LETTER_ATTEMPTS,
  formatLetterCode,
  normaliseLetterCode,
} from '#domain/property/property-trust.ts';
import { recordActivity, type ActivityActor } from '#server/activity/activity-log.ts';
import { siteUrlOf, toSearchHit, type PropertyDeps } from './property.repo.ts';
import type { PropertyProfileRow } from './property.tables.ts';

/**
 * Verifying a profile's address (issue 36, decision 334): staff print a letter with a code and
 * mail it to the address, and the resident enters the code on the manage page; or staff verify
 * after a call. Until then every responder view marks the profile unverified.
 */

/** What the letter needs beyond the address and the code: the district's letterhead, drawn in the PDF worker. */
export type DrawPropertyLetter = (letter: {
  street: string;
  town: string;
  code: string;
  formUrl: string;
  createdAt: Date;
}) => Promise<Buffer>;

export type VerificationDeps = PropertyDeps & { drawLetter: DrawPropertyLetter };

/** The subject an activity entry names: the profile's id, never its address (it outlives it). */
const subjectOf = (profileId: string) => `property profile ${profileId}`;

function hashCode(profileId: string, code: string): string {
  return createHash('sha256').update(`${profileId}:${code}`).digest('base64url');
}

function newLetterCode(): string {
  return Array.from(
    { length: LETTER_CODE_LENGTH },
    () => LETTER_CODE_ALPHABET[randomInt(LETTER_CODE_ALPHABET.length)],
  ).join('');
}

/** The confirmed profiles whose address nobody verified yet, the oldest first. */
export async function listAwaitingVerification(
  deps: Pick<PropertyDeps, 'db' | 'sealer'>,
): Promise<VerificationEntry[]> {
  const rows = await deps.db
    .selectFrom('propertyProfiles')
    .selectAll()
    .where('status', '=', 'active')
    .where('verifiedAt', 'is', null)
    .orderBy('confirmedAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...toSearchHit(deps.sealer, row),
    letterPrintedAt: row.letterPrintedAt,
  }));
}

async function findUnverified(deps: Pick<PropertyDeps, 'db'>, profileId: string) {
  return deps.db
    .selectFrom('propertyProfiles')
    .selectAll()
    .where('id', '=', profileId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export type StaffVerificationOutcome<Value> =
  { ok: true; value: Value } | { ok: false; code: 'NOT_FOUND' | 'ALREADY_VERIFIED' };

/**
 * Draws a new letter for the address with a new code; the code before it stops working. Only the
 * code's hash is kept, so the PDF answered here is the only place the code is written.
 */
export async function printVerificationLetter(
  deps: VerificationDeps,
  profileId: string,
  actor: ActivityActor,
): Promise<StaffVerificationOutcome<Buffer>> {
  const row = await findUnverified(deps, profileId);
  if (!row) return { ok: false, code: 'NOT_FOUND' };
  if (row.verifiedAt !== null) return { ok: false, code: 'ALREADY_VERIFIED' };
  const code = newLetterCode();
  const now = deps.clock();
  const pdf = await deps.drawLetter({
    street: row.street,
    town: row.town,
    code: formatLetterCode(code),
    formUrl: siteUrlOf(deps, PROPERTY_PATHS.form),
    createdAt: now,
  });
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('propertyProfiles')
      .set({
        letterCodeHash: hashCode(row.id, code),
        letterPrintedAt: now.toISOString(),
        letterAttempts: 0,
      })
      .where('id', '=', row.id)
      .execute();
    await recordActivity(trx, {
      at: now,
      actor,
      action: 'property.letter-print',
      subject: subjectOf(row.id),
      before: row.letterPrintedAt ? { letterPrintedAt: row.letterPrintedAt } : null,
      after: { letterPrintedAt: now.toISOString() },
    });
  });
  return { ok: true, value: pdf };
}

/** Staff verify the address after a call; the activity log keeps who, when and their note. */
export async function verifyByPhone(
  deps: PropertyDeps,
  profileId: string,
  actor: ActivityActor,
  note: string,
): Promise<StaffVerificationOutcome<{ verifiedAt: string }>> {
  const row = await findUnverified(deps, profileId);
  if (!row) return { ok: false, code: 'NOT_FOUND' };
  if (row.verifiedAt !== null) return { ok: false, code: 'ALREADY_VERIFIED' };
  const now = deps.clock();
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('propertyProfiles')
      .set({
        verifiedAt: at,
        verification: 'phone',
        verifiedBy: actor.username,
        letterCodeHash: null,
      })
      .where('id', '=', row.id)
      .execute();
    await recordActivity(trx, {
      at: now,
      actor,
      action: 'property.verify-phone',
      subject: subjectOf(row.id),
      before: { verified: false },
      after: { verified: true, verification: 'phone', note },
    });
  });
  return { ok: true, value: { verifiedAt: at } };
}

/**
 * The resident enters the letter's code on the manage page. A wrong code counts; after
 * MAX_LETTER_ATTEMPTS wrong ones the letter stops working until staff print a new one.
 */
export async function verifyByLetterCode(
  deps: PropertyDeps,
  row: PropertyProfileRow,
  typed: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  if (row.verifiedAt !== null) return { ok: true };
  const code = normaliseLetterCode(typed);
  if (code === '') return { ok: false, message: LETTER_CODE_MESSAGES.missing };
  if (row.letterCodeHash === null) return { ok: false, message: LETTER_CODE_MESSAGES.noLetter };
  if (row.letterAttempts >= MAX_LETTER_ATTEMPTS) {
    return { ok: false, message: LETTER_CODE_MESSAGES.tooManyTries };
  }
  const given = Buffer.from(hashCode(row.id, code));
  const expected = Buffer.from(row.letterCodeHash);
  if (given.length === expected.length && timingSafeEqual(given, expected)) {
    await deps.db
      .updateTable('propertyProfiles')
      .set({
        verifiedAt: deps.clock().toISOString(),
        verification: 'letter',
        verifiedBy: 'letter',
        letterCodeHash: null,
      })
      .where('id', '=', row.id)
      .where('letterCodeHash', '=', row.letterCodeHash)
      .execute();
    return { ok: true };
  }
  // Counted in the database, so tries sent at once cannot pass the limit together.
  const counted = await deps.db
    .updateTable('propertyProfiles')
    .set((eb) => ({ letterAttempts: eb('letterAttempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('letterAttempts', '<', MAX_LETTER_ATTEMPTS)
    .returning('letterAttempts')
    .executeTakeFirst();
  const attempts = counted ? Number(counted.letterAttempts) : MAX_LETTER_ATTEMPTS;
  return {
    ok: false,
    message:
      attempts >= MAX_LETTER_ATTEMPTS
        ? LETTER_CODE_MESSAGES.tooManyTries
        : LETTER_CODE_MESSAGES.wrong,
  };
}

/** The columns that forget a verification: a changed address must be verified again. */
export const UNVERIFIED_COLUMNS = {
  verifiedAt: null,
  verification: null,
  verifiedBy: null,
  letterCodeHash: null,
  letterPrintedAt: null,
  letterAttempts: 0,
} as const;
