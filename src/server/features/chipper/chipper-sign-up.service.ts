import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  CHIPPER_CONFIRM_HOURS,
  CHIPPER_FORM_PILES,
  ChipperFormShapeSchema,
  PILE_DIMENSIONS,
  parseFeet,
  type ChipperSignUpInput,
} from '#domain/chipper/chipper-api.ts';
import {
  checkPile,
  daysBetween,
  type ChipperRules,
  type PileSize,
} from '#domain/chipper/chipper-rules.ts';
import {
  placeSignUp,
  zoneForAddress,
  type ChipperDayLoad,
  type ChipperZone,
} from '#domain/chipper/chipper-season.ts';
import type { MessageId } from '#domain/i18n/catalogues.ts';
import type { Locale } from '#domain/i18n/locale.ts';
import { districtDayOf } from '#domain/meetings/board-meetings.ts';
import { normaliseAddress } from '#domain/property/property-trust.ts';
import { PROPERTY_TOWNS } from '#domain/property/property-profile.ts';
import type { Database } from '#server/db/database.ts';
import {
  MAX_FORM_MAILS_PER_CONFIRMED_ADDRESS_PER_DAY,
  MAX_FORM_MAILS_PER_UNCONFIRMED_ADDRESS_PER_DAY,
  isConfirmedAddress,
  takeDailyMailAllowance,
} from '#server/outbox/mail-caps.ts';
import { forUpdate, transition } from '#server/status/status-transition.ts';
import {
  CHIPPER_MAIL_FORM,
  CHIPPER_SIGN_UP_STORE,
  findSignUp,
  listDayLoads,
  listWaitlist,
  listZones,
  mailReferenceOf,
  newToken,
  readRules,
  type ChipperDeps,
  type Db,
} from './chipper.repo.ts';
import type { ChipperSignUpRow } from './chipper.tables.ts';

/** The resident's side (issue 38, item 2): sign up, confirm, see, cancel. */

export const CHIPPER_TEMPLATES = {
  confirm: 'chipper.confirm',
  placed: 'chipper.placed',
  reminder: 'chipper.reminder',
  result: 'chipper.result',
  dayChanged: 'chipper.day-changed',
} as const;

/** A field's message: a catalogue id and its values, translated by the page. */
export interface FieldMessage {
  id: MessageId;
  values?: Record<string, string | number>;
}
export type FieldMessages = Record<string, FieldMessage>;

export type ParsedSignUp =
  { ok: true; input: ChipperSignUpInput; zone: ChipperZone } | { ok: false; fields: FieldMessages };

/**
 * Checks a posted form against the shape, the rules and the zones: every message on its field.
 * Pile rows left empty are not piles; a row partly filled, or a pile over the limits, is refused.
 */
export function parseSignUpForm(
  body: Record<string, string>,
  context: { rules: ChipperRules; zones: readonly ChipperZone[]; openZoneIds: ReadonlySet<string> },
  language: Locale,
): ParsedSignUp {
  const { rules } = context;
  const fields: FieldMessages = {};
  const shape = ChipperFormShapeSchema.safeParse({ language, ...body });
  if (!shape.success) {
    for (const issue of shape.error.issues) {
      const name = String(issue.path[0] ?? 'form');
      fields[name] ??= { id: issue.message as MessageId, values: { towns: townList() } };
    }
  }
  const piles: PileSize[] = [];
  for (let number = 1; number <= CHIPPER_FORM_PILES; number += 1) {
    const names = PILE_DIMENSIONS.map((dimension) => `pile${number}${dimension}`);
    const values = names.map((name) => parseFeet(body[name]));
    if (values.every((value) => value === 'empty')) continue;
    const bad = values.findIndex((value) => typeof value !== 'number');
    if (bad >= 0) {
      fields[names[bad]!] = {
        id: values[bad] === 'empty' ? 'chipper.error.pileIncomplete' : 'chipper.error.pileNumber',
      };
      continue;
    }
    const [lengthFt, widthFt, heightFt] = values as number[];
    const pile = { lengthFt: lengthFt!, widthFt: widthFt!, heightFt: heightFt! };
    const problem = checkPile(pile, rules);
    if (problem) {
      const dimension =
        problem === 'chipper.error.pileLength' ? 0 : problem === 'chipper.error.pileWidth' ? 1 : 2;
      const max = [rules.maxPileLengthFt, rules.maxPileWidthFt, rules.maxPileHeightFt][dimension]!;
      fields[names[dimension]!] = { id: problem, values: { max } };
      continue;
    }
    piles.push(pile);
  }
  const hasPileError = Object.keys(fields).some((name) => name.startsWith('pile'));
  if (piles.length === 0 && !hasPileError) fields.piles = { id: 'chipper.error.piles' };
  if (piles.length > rules.maxPilesPerSignUp) {
    fields.piles = { id: 'chipper.error.tooManyPiles', values: { max: rules.maxPilesPerSignUp } };
  }
  let zone: ChipperZone | undefined;
  if (shape.success && !fields.town) {
    const isDistrictTown = PROPERTY_TOWNS.some(
      (town) => town.toLowerCase() === shape.data.town.toLowerCase(),
    );
    zone = zoneForAddress(context.zones, shape.data);
    if (!isDistrictTown) fields.town = { id: 'chipper.error.town', values: { towns: townList() } };
    else if (!zone) fields.town = { id: 'chipper.error.outside' };
    else if (!context.openZoneIds.has(zone.id)) fields.town = { id: 'chipper.error.noDay' };
  }
  if (!shape.success || !zone || Object.keys(fields).length > 0) return { ok: false, fields };
  const town = PROPERTY_TOWNS.find((name) => name.toLowerCase() === shape.data.town.toLowerCase())!;
  const { isClean: _isClean, ...input } = shape.data;
  return { ok: true, zone, input: { ...input, town, piles } };
}

function townList(): string {
  return PROPERTY_TOWNS.join(', ');
}

/** The zones with a day still open for sign-ups today. */
export function openZoneIdsOf(
  days: readonly ChipperDayLoad[],
  today: string,
  rules: ChipperRules,
): Set<string> {
  return new Set(
    days
      .filter((day) => !day.isCancelled && daysBetween(today, day.day) >= rules.closeDaysBefore)
      .map((day) => day.zoneId),
  );
}

export type SignUpOutcome =
  { ok: true; email: string; isMailed: boolean } | { ok: false; fields: FieldMessages };

/**
 * Writes a pending sign-up and mails its confirmation link (double opt-in, like the e-mail
 * updates): it holds no place on a day until confirmed. Past the address's daily mail cap
 * nothing is stored.
 */
export async function requestSignUp(
  deps: ChipperDeps,
  body: Record<string, string>,
  pageLanguage: Locale,
): Promise<SignUpOutcome> {
  const [{ rules }, zones, days] = await Promise.all([
    readRules(deps.db),
    listZones(deps.db),
    listDayLoads(deps.db),
  ]);
  const today = districtDayOf(deps.clock());
  const parsed = parseSignUpForm(
    body,
    { rules, zones, openZoneIds: openZoneIdsOf(days, today, rules) },
    pageLanguage,
  );
  if (!parsed.ok) return parsed;
  const { input, zone } = parsed;
  const now = deps.clock();
  const at = now.toISOString();
  const id = randomUUID();
  const dedupeKey = `chipper-confirm:${id}`;
  const isMailed = await deps.db.transaction().execute(async (trx) => {
    const isAllowed = await takeDailyMailAllowance(trx, deps.clock, {
      form: CHIPPER_MAIL_FORM,
      email: input.email,
      maxPerDay: (await isProvenAddress(trx, input.email))
        ? MAX_FORM_MAILS_PER_CONFIRMED_ADDRESS_PER_DAY
        : MAX_FORM_MAILS_PER_UNCONFIRMED_ADDRESS_PER_DAY,
    });
    if (!isAllowed) return false;
    await trx
      .insertInto('chipperSignUps')
      .values({
        id,
        zoneId: zone.id,
        dayId: null,
        status: 'pending',
        street: input.street,
        town: input.town,
        addressKey: normaliseAddress(`${input.street} ${input.town}`),
        piles: JSON.stringify(input.piles),
        pileCount: input.piles.length,
        material: input.material,
        location: input.location,
        email: input.email,
        phone: input.phone,
        language: input.language,
        confirmToken: newToken(),
        confirmExpiresAt: new Date(
          now.getTime() + CHIPPER_CONFIRM_HOURS * 60 * 60 * 1000,
        ).toISOString(),
        manageToken: newToken(),
        createdAt: at,
        updatedAt: at,
        confirmedAt: null,
        waitlistedAt: null,
        reason: null,
        note: null,
        resultAt: null,
        resultBy: null,
      })
      .execute();
    await deps.outbox.enqueue(trx, {
      template: CHIPPER_TEMPLATES.confirm,
      payload: { signUpId: id },
      dedupeKey,
      reference: mailReferenceOf(id),
    });
    return true;
  });
  if (isMailed) await deps.outbox.deliverNow(dedupeKey);
  return { ok: true, email: input.email, isMailed };
}

/**
 * An address its owner proved they read (decision 290): a confirmed subscriber, or one that
 * confirmed a chipper sign-up before. A resident changing their sign-up the same day is not
 * refused; a stranger's address still gets one unconfirmed mail a day.
 */
async function isProvenAddress(db: Transaction<Database>, email: string): Promise<boolean> {
  if (await isConfirmedAddress(db, email)) return true;
  const confirmed = await db
    .selectFrom('chipperSignUps')
    .select('id')
    .where('email', '=', email)
    .where('confirmedAt', 'is not', null)
    .executeTakeFirst();
  return confirmed !== undefined;
}

export type ConfirmOutcome =
  { ok: true; manageToken: string } | { ok: false; reason: 'invalid' | 'no-day' };

/**
 * Confirms a pending sign-up and gives it its place: the zone's day, the next day with room, or
 * the waitlist (decision 348). An earlier sign-up for the same address still to come is replaced
 * by this one. Placements of one zone run one at a time (the zone's row is locked first).
 */
export async function confirmSignUp(deps: ChipperDeps, token: string): Promise<ConfirmOutcome> {
  const pending = await findSignUp(deps.db, { confirmToken: token });
  const at = deps.clock().toISOString();
  if (!pending || pending.status !== 'pending') return { ok: false, reason: 'invalid' };
  if (pending.confirmExpiresAt !== null && pending.confirmExpiresAt < at) {
    return { ok: false, reason: 'invalid' };
  }
  const today = districtDayOf(deps.clock());
  const outcome = await deps.db.transaction().execute(async (trx) => {
    await forUpdate(
      trx,
      trx.selectFrom('chipperZones').select('id').where('id', '=', pending.zoneId),
    ).executeTakeFirst();
    const { rules } = await readRules(trx);
    const freedDays = await replaceEarlierSignUps(trx, pending, today, at);
    const days = await listDayLoads(trx);
    const placement = placeSignUp({
      days,
      zoneId: pending.zoneId,
      piles: pending.pileCount,
      today,
      rules,
    });
    if (placement.kind === 'no-day') {
      await transition(trx, CHIPPER_SIGN_UP_STORE, pending.id, 'cancelled', {
        actor: 'system',
        at,
        reason: 'no open day left in the zone',
        changes: { confirmToken: null, confirmExpiresAt: null },
      });
      return { ok: false as const, reason: 'no-day' as const };
    }
    await transition(trx, CHIPPER_SIGN_UP_STORE, pending.id, placement.kind, {
      actor: 'resident',
      at,
      changes: {
        dayId: placement.dayId,
        isZoneDayFull: placement.kind === 'booked' && placement.isZoneDayFull ? 1 : 0,
        waitlistedAt: placement.kind === 'waitlisted' ? at : null,
        confirmToken: null,
        confirmExpiresAt: null,
        confirmedAt: at,
      },
    });
    const mails = [await queuePlacedMail(trx, deps, pending.id, placement.kind)];
    for (const dayId of freedDays) mails.push(...(await promoteWaitlist(trx, deps, dayId, at)));
    return { ok: true as const, manageToken: pending.manageToken, mails };
  });
  if (!outcome.ok) return outcome;
  await deliverQueued(deps, outcome.mails);
  return { ok: true, manageToken: outcome.manageToken };
}

/** "One sign-up per address per day: a second one changes the first": earlier ones to come go. */
async function replaceEarlierSignUps(
  trx: Transaction<Database>,
  pending: ChipperSignUpRow,
  today: string,
  at: string,
): Promise<string[]> {
  const earlier = await trx
    .selectFrom('chipperSignUps')
    .innerJoin('chipperDays', 'chipperDays.id', 'chipperSignUps.dayId')
    .select(['chipperSignUps.id', 'chipperSignUps.dayId', 'chipperSignUps.status'])
    .where('chipperSignUps.addressKey', '=', pending.addressKey)
    .where('chipperSignUps.status', 'in', ['booked', 'waitlisted'])
    .where('chipperDays.day', '>=', today)
    .execute();
  const freed: string[] = [];
  for (const row of earlier) {
    await transition(trx, CHIPPER_SIGN_UP_STORE, row.id, 'cancelled', {
      actor: 'resident',
      at,
      reason: `replaced by sign-up ${pending.id}`,
    });
    if (row.status === 'booked' && row.dayId) freed.push(row.dayId);
  }
  return freed;
}

/** Queues the mail that names a sign-up's day or waitlist place; answers its dedupe key. */
export async function queuePlacedMail(
  trx: Db,
  deps: ChipperDeps,
  signUpId: string,
  status: 'booked' | 'waitlisted',
): Promise<string> {
  const dedupeKey = `chipper-placed:${signUpId}:${status}`;
  await deps.outbox.enqueue(trx, {
    template: CHIPPER_TEMPLATES.placed,
    payload: { signUpId },
    dedupeKey,
    reference: mailReferenceOf(signUpId),
  });
  return dedupeKey;
}

/** Sends the mails a committed change queued, each once (the outbox retries what fails). */
export async function deliverQueued(deps: ChipperDeps, dedupeKeys: readonly string[]) {
  for (const dedupeKey of dedupeKeys) await deps.outbox.deliverNow(dedupeKey);
}

/**
 * Gives freed room on a day to its waitlist, longest waiting first, while the next one's piles
 * fit; each moved up is mailed. Nobody moves up onto a day that is today or past.
 */
export async function promoteWaitlist(
  trx: Transaction<Database>,
  deps: ChipperDeps,
  dayId: string,
  at: string,
): Promise<string[]> {
  const today = districtDayOf(deps.clock());
  const day = (await listDayLoads(trx)).find((load) => load.id === dayId);
  if (!day || day.isCancelled || daysBetween(today, day.day) < 1) return [];
  const mails: string[] = [];
  let room = day.capacityPiles - day.bookedPiles;
  for (const waiting of await listWaitlist(trx, dayId)) {
    if (waiting.pileCount > room) break;
    const moved = await transition(trx, CHIPPER_SIGN_UP_STORE, waiting.id, 'booked', {
      actor: 'system',
      at,
      reason: 'room freed on the day',
    });
    if (!moved.moved) continue;
    room -= waiting.pileCount;
    mails.push(await queuePlacedMail(trx, deps, waiting.id, 'booked'));
  }
  return mails;
}

/** The place on its day's waitlist (1 first), or null when not waitlisted. */
export async function waitlistPositionOf(db: Db, row: ChipperSignUpRow): Promise<number | null> {
  if (row.status !== 'waitlisted' || !row.dayId) return null;
  const waiting = await listWaitlist(db, row.dayId);
  const index = waiting.findIndex((entry) => entry.id === row.id);
  return index < 0 ? null : index + 1;
}

/** The resident cancels by the private link; their room goes to the waitlist. */
export async function cancelSignUp(deps: ChipperDeps, manageToken: string): Promise<boolean> {
  const row = await findSignUp(deps.db, { manageToken });
  if (!row || (row.status !== 'booked' && row.status !== 'waitlisted')) return false;
  const at = deps.clock().toISOString();
  const mails = await deps.db.transaction().execute(async (trx) => {
    const moved = await transition(trx, CHIPPER_SIGN_UP_STORE, row.id, 'cancelled', {
      actor: 'resident',
      at,
    });
    if (!moved.moved || row.status !== 'booked' || !row.dayId) return [];
    return promoteWaitlist(trx, deps, row.dayId, at);
  });
  await deliverQueued(deps, mails);
  return true;
}
