/** What the records routes share: the private headers, their options, and error statuses. */
import type { FeesPort } from '#server/ports/fees.port.ts';
import type { DistrictDetails } from '#domain/content/district-details.schema.ts';
import type { ErrorCode } from '#domain/errors.ts';
import { AppError } from '#server/app-error.ts';
import type { FeatureOptions } from '#server/app-deps.ts';
import type { FeaturePages } from '#server/feature-pages.ts';
import { type RecordsDeps } from './records-core.service.ts';

export interface RecordsRoutesOptions extends FeatureOptions {
  readDistrict: () => Promise<DistrictDetails>;
  /** The shared fees (decision 270); without them a fee estimate e-mails no pay link. */
  fees?: FeesPort;
  /** Draws the public pages in the site's layout. */
  pages: FeaturePages;
}

/** What the public and staff routes get from the feature's plugin: its options and its deps. */
export interface RecordsPartRoutesOptions extends RecordsRoutesOptions {
  records: RecordsDeps;
}

const RECORDS_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  RECORDS_REQUEST_NOT_FOUND: 404,
  RECORDS_REQUEST_MOVE_NOT_ALLOWED: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
};

export function toAppError(code: ErrorCode, fields?: Record<string, string>): AppError {
  return new AppError(code, RECORDS_ERROR_STATUS[code] ?? 500, fields);
}
