import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Clock } from '#domain/clock.ts';
import {
  ChipperRulesSchema,
  DEFAULT_CHIPPER_RULES,
  type ChipperRules,
  type PileSize,
} from '#domain/chipper/chipper-rules.ts';
import {
  CHIPPER_SIGN_UP_MACHINE,
  type ChipperDayLoad,
  type ChipperSignUpStatus,
  type ChipperZone,
} from '#domain/chipper/chipper-season.ts';
import { trimTrailingSlashes } from '#domain/url-path.ts';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import type { Outbox } from '#server/outbox/outbox.ts';
import { pathForLocale } from '#server/i18n/request-locale.ts';
import type { Locale } from '#domain/i18n/locale.ts';
import { defineStatusStore } from '#server/status/status-transition.ts';
import type { ChipperDayRow, ChipperSignUpRow, ChipperZoneRow } from './chipper.tables.ts';

export type Db = Kysely<Database> | Transaction<Database>;

/** What every part of the chipper program works with, handed over by its feature module. */
export interface ChipperDeps {
  db: Kysely<Database>;
  clock: Clock;
  outbox: Outbox;
  env: Pick<Env, 'PUBLIC_URL' | 'PORT' | 'MAIL_FROM'>;
  readDistrictName: () => Promise<string>;
}

/** The one place a sign-up's status changes (src/server/status). */
export const CHIPPER_SIGN_UP_STORE = defineStatusStore<
  ChipperSignUpStatus,
  Pick<
    ChipperSignUpRow,
    | 'dayId'
    | 'isZoneDayFull'
    | 'waitlistedAt'
    | 'confirmToken'
    | 'confirmExpiresAt'
    | 'confirmedAt'
    | 'reason'
    | 'note'
    | 'resultAt'
    | 'resultBy'
  >
>({
  machine: CHIPPER_SIGN_UP_MACHINE,
  table: 'chipperSignUps',
  touchColumn: 'updatedAt',
  timeline: 'status-events',
});

/** The outbox's daily mail counter key of the sign-up form (mail-caps.ts). */
export const CHIPPER_MAIL_FORM = 'chipper-sign-up';
const SETTINGS_ID = 'district';

export const mailReferenceOf = (signUpId: string) => `chipper-sign-up:${signUpId}`;

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** An absolute link to a page in a language (`/es/…` for Spanish). */
export function siteUrlOf(deps: Pick<ChipperDeps, 'env'>, path: string, language: Locale): string {
  const base = deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`;
  return `${trimTrailingSlashes(base)}${pathForLocale(path, language)}`;
}

export async function readRules(db: Db): Promise<{ rules: ChipperRules; version: string }> {
  const row = await db
    .selectFrom('chipperSettings')
    .selectAll()
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  if (!row) return { rules: DEFAULT_CHIPPER_RULES, version: 'default' };
  return { rules: ChipperRulesSchema.parse(JSON.parse(row.settings)), version: row.updatedAt };
}

export async function saveRules(db: Db, rules: ChipperRules, at: string, by: string) {
  const values = { settings: JSON.stringify(rules), updatedAt: at, updatedBy: by };
  await db
    .insertInto('chipperSettings')
    .values({ id: SETTINGS_ID, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

const TextListSchema = z.array(z.string());

export function toZone(row: ChipperZoneRow): ChipperZone {
  return {
    id: row.id,
    name: { en: row.nameEn, es: row.nameEs },
    towns: TextListSchema.parse(JSON.parse(row.towns)),
    streets: TextListSchema.parse(JSON.parse(row.streets)),
  };
}

export async function listZones(db: Db): Promise<ChipperZone[]> {
  const rows = await db.selectFrom('chipperZones').selectAll().orderBy('createdAt').execute();
  return rows.map(toZone);
}

export async function findZone(db: Db, id: string): Promise<ChipperZone | undefined> {
  const row = await db
    .selectFrom('chipperZones')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toZone(row) : undefined;
}

/** Every day with the piles booked and waitlisted on it. */
export async function listDayLoads(
  db: Db,
): Promise<Array<ChipperDayLoad & { waitlistedPiles: number; row: ChipperDayRow }>> {
  const days = await db.selectFrom('chipperDays').selectAll().orderBy('day').execute();
  const counts = await db
    .selectFrom('chipperSignUps')
    .select(['dayId', 'status'])
    .select((eb) => eb.fn.sum<number>('pileCount').as('piles'))
    .where('status', 'in', ['booked', 'waitlisted', 'chipped', 'not_chipped'])
    .groupBy(['dayId', 'status'])
    .execute();
  const piles = (dayId: string, statuses: ChipperSignUpStatus[]) =>
    counts
      .filter((count) => count.dayId === dayId && statuses.includes(count.status))
      .reduce((sum, count) => sum + Number(count.piles), 0);
  return days.map((row) => ({
    id: row.id,
    zoneId: row.zoneId,
    day: row.day,
    capacityPiles: row.capacityPiles,
    isCancelled: row.isCancelled === 1,
    bookedPiles: piles(row.id, ['booked', 'chipped', 'not_chipped']),
    waitlistedPiles: piles(row.id, ['waitlisted']),
    row,
  }));
}

export async function findDay(db: Db, id: string): Promise<ChipperDayRow | undefined> {
  return db.selectFrom('chipperDays').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findSignUp(
  db: Db,
  where: { id: string } | { manageToken: string } | { confirmToken: string },
): Promise<ChipperSignUpRow | undefined> {
  const [column, value] = Object.entries(where)[0] as [keyof typeof where, string];
  return db
    .selectFrom('chipperSignUps')
    .selectAll()
    .where(column as 'id', '=', value)
    .executeTakeFirst();
}

/** A day's sign-ups in a status, in the crew's order: staff's order, then by street. */
export async function listDaySignUps(
  db: Db,
  dayId: string,
  statuses: readonly ChipperSignUpStatus[],
): Promise<ChipperSignUpRow[]> {
  const rows = await db
    .selectFrom('chipperSignUps')
    .selectAll()
    .where('dayId', '=', dayId)
    .where('status', 'in', [...statuses])
    .execute();
  return rows.sort(
    (a, b) =>
      (a.routePosition || Number.MAX_SAFE_INTEGER) - (b.routePosition || Number.MAX_SAFE_INTEGER) ||
      streetSortKey(a.street).localeCompare(streetSortKey(b.street)) ||
      houseNumberOf(a.street) - houseNumberOf(b.street) ||
      a.createdAt.localeCompare(b.createdAt),
  );
}

/** "123 N Main St" sorts by "n main st", then by 123. */
function streetSortKey(street: string): string {
  return street.toLowerCase().replace(/^\s*\d+[a-z]?\s+/, '');
}

function houseNumberOf(street: string): number {
  const match = /^\s*(\d+)/.exec(street);
  return match ? Number(match[1]) : 0;
}

/** The waitlist of a day in its order (who waited longest first). */
export async function listWaitlist(db: Db, dayId: string): Promise<ChipperSignUpRow[]> {
  return db
    .selectFrom('chipperSignUps')
    .selectAll()
    .where('dayId', '=', dayId)
    .where('status', '=', 'waitlisted')
    .orderBy('waitlistedAt')
    .orderBy('id')
    .execute();
}

export function pilesOf(row: Pick<ChipperSignUpRow, 'piles'>): PileSize[] {
  return z
    .array(z.object({ lengthFt: z.number(), widthFt: z.number(), heightFt: z.number() }))
    .parse(JSON.parse(row.piles));
}
