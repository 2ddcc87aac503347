import type { ColumnType, Selectable } from 'kysely';
import type { ChipperMaterial } from '#domain/chipper/chipper-api.ts';
import type { ChipperSignUpStatus, NotChippedReason } from '#domain/chipper/chipper-season.ts';
import type { Locale } from '#domain/i18n/locale.ts';

/** The chipper rules as one JSON row ('district'); see ChipperRulesSchema. */
export interface ChipperSettingsTable {
  id: string;
  settings: string;
  updatedAt: string;
  updatedBy: string;
}

export interface ChipperZonesTable {
  id: string;
  nameEn: string;
  nameEs: string;
  /** JSON list of district towns. */
  towns: string;
  /** JSON list of streets when the zone takes part of a town; [] for whole towns. */
  streets: string;
  createdAt: string;
}

export interface ChipperDaysTable {
  id: string;
  zoneId: string;
  /** YYYY-MM-DD, the district's day. */
  day: string;
  capacityPiles: number;
  /** 1 or 0. */
  isCancelled: ColumnType<number, number | undefined, number>;
  cancelReason: string | null;
  /** SHA-256 (hex) of the crew link's token; never the token. */
  crewTokenHash: string | null;
  crewTokenExpiresAt: string | null;
  loads: number | null;
  crewSize: number | null;
  crewHours: number | null;
  workSavedAt: string | null;
  workSavedBy: string | null;
  /** When the two-days-before reminders were queued. */
  remindedAt: string | null;
  createdAt: string;
}

export interface ChipperSignUpsTable {
  id: string;
  zoneId: string;
  /** The booked day, or the day whose waitlist it is on; null while pending. */
  dayId: string | null;
  status: ChipperSignUpStatus;
  street: string;
  town: string;
  /** The normalised address (normaliseAddress): one sign-up per address per day. */
  addressKey: string;
  /** JSON list of PileSize. */
  piles: string;
  pileCount: number;
  material: ChipperMaterial;
  location: string;
  /** Lower case. */
  email: string;
  phone: string;
  language: Locale;
  confirmToken: string | null;
  confirmExpiresAt: string | null;
  manageToken: string;
  /** 1 when the zone's first day was full and it went to the next one with room. */
  isZoneDayFull: ColumnType<number, number | undefined, number>;
  /** The crew's order within the day; 0 until staff reorder (then by street). */
  routePosition: ColumnType<number, number | undefined, number>;
  waitlistedAt: string | null;
  reason: NotChippedReason | null;
  note: string | null;
  resultAt: string | null;
  resultBy: string | null;
  createdAt: string;
  updatedAt: string;
  confirmedAt: string | null;
}

export interface ChipperTables {
  chipperSettings: ChipperSettingsTable;
  chipperZones: ChipperZonesTable;
  chipperDays: ChipperDaysTable;
  chipperSignUps: ChipperSignUpsTable;
}

export type ChipperDayRow = Selectable<ChipperDaysTable>;
export type ChipperSignUpRow = Selectable<ChipperSignUpsTable>;
export type ChipperZoneRow = Selectable<ChipperZonesTable>;
