import type { PermitFormType } from './permit-fields.ts';

/**
 * The permits API's paths (spec §7), part of its contract (permits-api.ts re-exports them). Kept
 * apart from the zod schemas so the permit forms' first load carries no zod (issue 16, finding
 * 13).
 */

/** URL path segment of each form's create and complete calls (spec §7). */
export const PERMIT_FORM_PATHS: Record<PermitFormType, string> = {
  residential: 'clearance',
  commercial: 'commercial',
  propane: 'propane',
  sprinkler: 'sprinkler',
};

/** The create endpoint of a form: POST, JSON (multipart for propane). */
export function permitCreatePath(formType: PermitFormType): string {
  return `/api/${PERMIT_FORM_PATHS[formType]}`;
}

/** The complete endpoint of a form: POST { paymentIntentId }. */
export function permitCompletePath(formType: PermitFormType): string {
  return `${permitCreatePath(formType)}/complete`;
}

export const PERMITS_CONFIG_PATH = '/api/permits/config';
export const ADMIN_PERMITS_PATH = '/api/admin/permits';

/** The applicant's status page behind its private link. */
export function permitStatusPath(statusToken: string): string {
  return `/permits/status?token=${encodeURIComponent(statusToken)}`;
}

/** The applicant's PDF link, whose secret part is the permit's pdf token. */
export function permitPdfPath(pdfToken: string): string {
  return `/api/permits/pdf/${pdfToken}`;
}
