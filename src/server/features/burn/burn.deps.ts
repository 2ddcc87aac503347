import { burnDayAt, type BurnDayStatus } from '#domain/burn/burn-day.ts';
import { formatCheckInCode } from '#domain/burn/burn-permit.ts';
import type { Clock } from '#domain/clock.ts';
import type { PermitDistrict } from '#domain/permits/permit-documents.ts';
import type { PdfDrawer } from '#server/adapters/pdf-drawer.ts';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import type { Outbox } from '#server/outbox/outbox.ts';
import type { FeeRequests } from '#server/ports/fees.port.ts';
import { BURN_PATHS } from '#domain/burn/burn-pages.ts';
import type { Locale } from '#domain/i18n/locale.ts';
import { pathForLocale } from '#server/i18n/request-locale.ts';

/**
 * What every part of open burning shares: its dependencies, the outbox templates' names, and the
 * small helpers for the clock, links and form messages.
 */

/** The burn form's name in the daily mail allowance per address (decision 290). */
export const BURN_MAIL_FORM = 'burn-permit';

export const BURN_TEMPLATES = {
  issued: 'burn-permit-issued',
  revoked: 'burn-permit-revoked',
  stopped: 'burn-day-stopped',
  declined: 'burn-permit-declined',
  review: 'burn-permit-review',
} as const;

export interface BurnDeps {
  db: Kysely<Database>;
  clock: Clock;
  env: Env;
  outbox: Outbox;
  readDistrict: () => Promise<PermitDistrict>;
  /** Draws the permit PDF off the request thread (decision 298). */
  pdf: PdfDrawer;
  log?: { warn: (object: object, message?: string) => void };
  /**
   * Called once today's status has turned from Burning allowed to No burning (after the change is
   * stored): start-up hands the e-mail subscriptions' notice to the fire restrictions list here.
   */
  onNoBurning?: (status: BurnDayStatus, actor: string) => Promise<void>;
  /** Called once today's status has turned from No burning back to Burning allowed. */
  onBurningAllowed?: (status: BurnDayStatus, actor: string) => Promise<void>;
  /** Called once staff's settings are stored: start-up forgets the site banner's copy of them. */
  onSettingsSaved?: () => void;
  /** Asks for the district's burn permit fee by card, when it is not zero (decision 270). */
  feeRequests?: FeeRequests;
}

export function nowIso(deps: BurnDeps): string {
  return deps.clock().toISOString();
}

export function baseUrl(deps: BurnDeps): string {
  return deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`;
}

/** A page of the site in `locale` when it has one there (a mail's links follow its reader). */
export function pageUrlOf(deps: BurnDeps, path: string, locale: Locale = 'en'): string {
  return new URL(pathForLocale(path, locale), baseUrl(deps)).toString();
}

export function privateLinkOf(deps: BurnDeps, accessToken: string, locale: Locale = 'en'): string {
  return pageUrlOf(deps, `${BURN_PATHS.permit}/${accessToken}`, locale);
}

/**
 * The verification page of a permit. With the check-in code (the QR code on the permit), the page
 * links to the short check-in form with the code filled in (decision 291).
 */
export function verifyUrlOf(
  deps: BurnDeps,
  permitNumber: string,
  checkInCode?: string | null,
  locale: Locale = 'en',
): string {
  const url = new URL(
    pageUrlOf(deps, `${BURN_PATHS.verify}/${encodeURIComponent(permitNumber)}`, locale),
  );
  if (checkInCode) url.searchParams.set('code', formatCheckInCode(checkInCode));
  return url.toString();
}

/** The district's day in its zone (not the burn day): what "from today onward" means. */
export function todayOf(deps: BurnDeps): string {
  return burnDayAt(deps.clock(), 0);
}
