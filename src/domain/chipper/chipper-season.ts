import { defineStatusMachine } from '#domain/status-machine.ts';
import { normaliseAddress } from '#domain/property/property-trust.ts';
import { isDayOpenFor, type ChipperRules } from './chipper-rules.ts';

/**
 * A chipper sign-up (issue 38, decision 348):
 * - pending: written, its e-mail not yet confirmed; it holds no place on a day;
 * - booked: confirmed with a place on its day (the zone's first open day, or the next with room);
 * - waitlisted: confirmed while every open day of its zone was full; it moves up when room frees;
 * - chipped / not_chipped: the crew's result on the day (final);
 * - cancelled: by the resident, or by staff cancelling the day (final).
 */
export const CHIPPER_SIGN_UP_MACHINE = defineStatusMachine({
  subjectKind: 'chipper-sign-up',
  statuses: ['pending', 'booked', 'waitlisted', 'chipped', 'not_chipped', 'cancelled'],
  moves: {
    pending: ['booked', 'waitlisted', 'cancelled'],
    booked: ['chipped', 'not_chipped', 'cancelled'],
    waitlisted: ['booked', 'cancelled'],
    chipped: [],
    not_chipped: [],
    cancelled: [],
  },
  labels: {
    pending: 'Waiting for e-mail confirmation',
    booked: 'Booked',
    waitlisted: 'On the waitlist',
    chipped: 'Chipped',
    not_chipped: 'Not chipped',
    cancelled: 'Cancelled',
  },
});
export type ChipperSignUpStatus = (typeof CHIPPER_SIGN_UP_MACHINE.statuses)[number];

/** Why the crew left a pile (issue 38 item 4), each with what the resident can do next. */
export const NOT_CHIPPED_REASONS = [
  'not-found',
  'too-large',
  'wrong-material',
  'not-at-road',
] as const;
export type NotChippedReason = (typeof NOT_CHIPPED_REASONS)[number];

export interface ChipperZone {
  id: string;
  name: { en: string; es: string };
  /** District towns the zone serves. */
  towns: string[];
  /** Streets (without house numbers) when a town is split between zones; empty: the whole town. */
  streets: string[];
}

export interface ChipperDayLoad {
  id: string;
  zoneId: string;
  day: string;
  capacityPiles: number;
  isCancelled: boolean;
  /** Piles already booked on the day. */
  bookedPiles: number;
}

/** The street without its house number, normalised ("123 N Main Street" → "n main st"). */
export function streetNameOf(street: string): string {
  return normaliseAddress(street).replace(/^\d+[a-z]?\s+/, '');
}

/**
 * The zone that serves an address: one naming the street in that town first, then one that
 * takes the whole town. Undefined outside every zone.
 */
export function zoneForAddress(
  zones: readonly ChipperZone[],
  address: { street: string; town: string },
): ChipperZone | undefined {
  const town = address.town.trim().toLowerCase();
  const inTown = zones.filter((zone) => zone.towns.some((name) => name.toLowerCase() === town));
  const street = streetNameOf(address.street);
  return (
    inTown.find((zone) => zone.streets.some((name) => streetNameOf(name) === street)) ??
    inTown.find((zone) => zone.streets.length === 0)
  );
}

export type Placement =
  | { kind: 'booked'; dayId: string; isZoneDayFull: boolean }
  | { kind: 'waitlisted'; dayId: string }
  | { kind: 'no-day' };

/**
 * Where a confirmed sign-up of `piles` goes: the zone's first day still open for sign-ups when it
 * has room; else the zone's next open day with room (and the page says the first was full); else
 * the waitlist of the zone's first open day. `no-day` when the zone has no open day left.
 */
export function placeSignUp(input: {
  days: readonly ChipperDayLoad[];
  zoneId: string;
  piles: number;
  today: string;
  rules: ChipperRules;
}): Placement {
  const open = input.days
    .filter(
      (day) =>
        day.zoneId === input.zoneId &&
        !day.isCancelled &&
        isDayOpenFor(day.day, input.today, input.rules),
    )
    .sort((a, b) => a.day.localeCompare(b.day));
  const first = open[0];
  if (!first) return { kind: 'no-day' };
  const withRoom = open.find((day) => day.bookedPiles + input.piles <= day.capacityPiles);
  if (!withRoom) return { kind: 'waitlisted', dayId: first.id };
  return { kind: 'booked', dayId: withRoom.id, isZoneDayFull: withRoom.id !== first.id };
}

/** One sign-up as the season's figures count it. */
export interface ChipperFigureRow {
  zoneId: string;
  dayId: string;
  status: ChipperSignUpStatus;
  piles: number;
  reason: NotChippedReason | null;
  addressKey: string;
}

export interface ChipperDayWork {
  dayId: string;
  loads: number;
  crewHours: number;
  crewSize: number;
}

export interface ChipperFigures {
  /** Piles on confirmed sign-ups (booked, waitlisted, chipped, not chipped). */
  pilesRegistered: number;
  pilesChipped: number;
  pilesNotChipped: number;
  notChippedByReason: Record<NotChippedReason, number>;
  pilesWaitlisted: number;
  /** Addresses with at least one confirmed sign-up. */
  households: number;
  loads: number;
  crewHours: number;
}

const COUNTED: ReadonlySet<ChipperSignUpStatus> = new Set([
  'booked',
  'waitlisted',
  'chipped',
  'not_chipped',
]);

/**
 * The figures of a set of sign-ups and day logs (issue 38 item 5): the mitigation ledger reads
 * the same rows. Pending and cancelled sign-ups count nowhere.
 */
export function countFigures(
  rows: readonly ChipperFigureRow[],
  work: readonly ChipperDayWork[],
): ChipperFigures {
  const notChippedByReason = Object.fromEntries(
    NOT_CHIPPED_REASONS.map((reason) => [reason, 0]),
  ) as Record<NotChippedReason, number>;
  const households = new Set<string>();
  let pilesRegistered = 0;
  let pilesChipped = 0;
  let pilesNotChipped = 0;
  let pilesWaitlisted = 0;
  for (const row of rows) {
    if (!COUNTED.has(row.status)) continue;
    households.add(row.addressKey);
    pilesRegistered += row.piles;
    if (row.status === 'chipped') pilesChipped += row.piles;
    if (row.status === 'waitlisted') pilesWaitlisted += row.piles;
    if (row.status === 'not_chipped') {
      pilesNotChipped += row.piles;
      if (row.reason) notChippedByReason[row.reason] += row.piles;
    }
  }
  return {
    pilesRegistered,
    pilesChipped,
    pilesNotChipped,
    notChippedByReason,
    pilesWaitlisted,
    households: households.size,
    loads: work.reduce((sum, day) => sum + day.loads, 0),
    crewHours: work.reduce((sum, day) => sum + day.crewHours, 0),
  };
}
