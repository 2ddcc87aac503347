import type { BurnDispatchRow, BurnPageView } from '#domain/burn/burn-pages.ts';
import type { ErrorCode } from '#domain/errors.ts';
import { AppError } from '#server/app-error.ts';
import { featurePageSender, type FeaturePages } from '#server/feature-pages.ts';
import type * as repo from './burn.repo.ts';
import { mapLinkOf } from './burn-check-in.service.ts';
import type { BurnDeps } from './burn.deps.ts';

/** What the public and the staff routes of open burning share: errors, headers, form bodies, pages. */

/** What burn.routes.ts hands the public and the staff routes. */
export interface BurnRouteOptions {
  burn: BurnDeps;
  /** Draws the public pages in the site's layout. */
  pages: FeaturePages;
}

const BURN_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  BURN_PERMIT_NOT_FOUND: 404,
  BURN_FEE_NOT_AVAILABLE: 409,
  BURN_PERMIT_NOT_REVOCABLE: 409,
  BURN_PERMIT_NOT_PENDING: 409,
  BURN_DAY_RESTRICTED: 409,
};

export function toAppError(code: ErrorCode, fields?: Record<string, string>): AppError {
  return new AppError(code, BURN_ERROR_STATUS[code] ?? 500, fields);
}

/** One registered burn as dispatch sees it (page and JSON alike). */
export function toDispatchRow(row: repo.DayCheckIn): BurnDispatchRow {
  return {
    permitNumber: row.permitNumber,
    street: row.street,
    town: row.town,
    startTime: row.startTime,
    endTime: row.endTime,
    material: row.material,
    materialDescription: row.materialDescription,
    pileSize: row.pileSize,
    applicantName: row.applicantName,
    phone: row.phone,
    stateRegistrationNumber: row.stateRegistrationNumber,
    mapUrl: mapLinkOf(row),
  };
}

/** Sends a burn page in the site's layout, and the burn pages' "not found". */
export function burnPageSender(pages: FeaturePages) {
  const { sendPage, sendNotFound } = featurePageSender<BurnPageView>(pages, {
    titleId: 'burn.permit.notFoundTitle',
    view: { kind: 'burn-not-found' },
  });
  return { sendPage, notFound: sendNotFound };
}
