import type { Selectable } from 'kysely';
import type { BurnDayReason } from '#domain/burn/burn-day.ts';
import type { BurnMaterial, BurnPermitStatus } from '#domain/burn/burn-permit.ts';
import type { Locale } from '#domain/i18n/locale.ts';

/** The district's open-burning settings as one JSON row ('district'); see BurnSettingsSchema. */
export interface BurnSettingsTable {
  id: string;
  settings: string;
  updatedAt: string;
  updatedBy: string;
}

/** What staff posted for one burn day (YYYY-MM-DD in America/Denver); the last word wins. */
export interface BurnDayEntriesTable {
  day: string;
  /** 1 or 0 (portable between SQLite and PostgreSQL). */
  isBurningAllowed: number;
  reason: BurnDayReason | null;
  note: string;
  clearingIndex: number | null;
  postedAt: string;
  postedBy: string;
}

/** One open burn permit; its status changes only through the shared `transition()`. */
export interface BurnPermitsTable {
  id: string;
  permitNumber: string | null;
  status: BurnPermitStatus;
  applicantName: string;
  phone: string;
  email: string;
  street: string;
  town: string;
  material: BurnMaterial;
  materialDescription: string;
  pileSize: string;
  fromDay: string;
  toDay: string;
  feeCents: number;
  /** The state's burn registration number, when the district asks for it (decision 307). */
  stateRegistrationNumber: string | null;
  /** The conditions agreed to, as JSON text, exactly as shown when applying. */
  conditions: string;
  /** Secret part of the holder's private link (/permits/burn/permit/:token). */
  accessToken: string;
  createdAt: string;
  updatedAt: string;
  issuedAt: string | null;
  revokedAt: string | null;
  revokeReason: string | null;
  /**
   * The random code printed on the permit and carried in its QR code: the short check-in form's
   * proof of holding it (decision 291). Set at issue; null before, and on permits issued earlier.
   */
  checkInCode: string | null;
  /** The permit PDF as issued. */
  pdf: Uint8Array | null;
  /**
   * The language of the page the permit was applied for on (decision 324): its e-mails and PDF
   * are written in it. 'en' for permits made before.
   */
  language: Locale;
}
export type BurnPermitRow = Selectable<BurnPermitsTable>;

/** "I am burning today, from … to …": one per permit and day. */
export interface BurnCheckInsTable {
  id: string;
  permitId: string;
  day: string;
  startTime: string;
  endTime: string;
  createdAt: string;
}
export type BurnCheckInRow = Selectable<BurnCheckInsTable>;

export interface BurnTables {
  burnSettings: BurnSettingsTable;
  burnDayEntries: BurnDayEntriesTable;
  burnPermits: BurnPermitsTable;
  burnCheckIns: BurnCheckInsTable;
}
