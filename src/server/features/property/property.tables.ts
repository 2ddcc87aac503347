import type { ColumnType, Selectable } from 'kysely';
import type { Locale } from '#domain/i18n/locale.ts';
import type { PropertyKind, PropertyReadChannel } from '#domain/property/property-profile.ts';

export interface PropertyProfilesTable {
  id: string;
  kind: PropertyKind;
  /** The address stays readable: responders and dispatch find a profile by it. */
  street: string;
  town: string;
  latitude: number | null;
  longitude: number | null;
  /** Lower case; for the confirmation and the reminders. */
  email: string;
  /** pending: never confirmed; active: confirmed (stale_at set once reminders went unanswered). */
  status: 'pending' | 'active';
  /** Occupant and every detail, sealed with AES-256-GCM (property-crypto.ts). */
  sealedDetails: string;
  manageToken: string;
  confirmToken: string | null;
  confirmExpiresAt: string | null;
  /** The owner's last change (or confirmation); reminders count from it. */
  changedAt: string;
  remindersSent: ColumnType<number, number | undefined, number>;
  lastRemindedAt: string | null;
  staleAt: string | null;
  createdAt: string;
  confirmedAt: string | null;
  /** Decision 334: when the address was verified, how, and by whom (a staff account, or 'letter'). */
  verifiedAt: ColumnType<string | null, string | null | undefined, string | null>;
  verification: ColumnType<
    'letter' | 'phone' | null,
    'letter' | 'phone' | null | undefined,
    'letter' | 'phone' | null
  >;
  verifiedBy: ColumnType<string | null, string | null | undefined, string | null>;
  /** The SHA-256 of the code on the last letter printed for the address; never the code. */
  letterCodeHash: ColumnType<string | null, string | null | undefined, string | null>;
  letterPrintedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** Wrong codes entered since the last letter; at MAX_LETTER_ATTEMPTS the code stops working. */
  letterAttempts: ColumnType<number, number | undefined, number>;
  /** The language of the page it was written on: its e-mails and links (issue 37 item 6). */
  language: ColumnType<Locale, Locale | undefined, Locale>;
}

export interface PropertyViewsTable {
  id: string;
  profileId: string;
  viewedAt: string;
  /** The staff account's username, or "dispatch (CAD)". */
  viewer: string;
  channel: PropertyReadChannel;
  incident: string;
  reason: string;
}

export interface PropertyDeletionsTable {
  id: string;
  profileId: string;
  deletedAt: string;
  cause: 'owner' | 'stale' | 'unconfirmed';
}

/** A business's site plan: the PDF sealed like the details, its size and when it came. */
export interface PropertySitePlansTable {
  id: string;
  profileId: string;
  /** The file's bytes sealed with AES-256-GCM (property-crypto.ts); no file name is kept. */
  sealedFile: string;
  bytes: number;
  addedAt: string;
}

export interface PropertyTables {
  propertyProfiles: PropertyProfilesTable;
  propertySitePlans: PropertySitePlansTable;
  propertyViews: PropertyViewsTable;
  propertyDeletions: PropertyDeletionsTable;
}

export type PropertyProfileRow = Selectable<PropertyProfilesTable>;
