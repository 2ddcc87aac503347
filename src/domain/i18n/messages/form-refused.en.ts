import { ERROR_MESSAGES } from '../../errors.ts';

/**
 * The page a browser's form post gets when the shared layer refuses it before the feature reads
 * it (decision 301), in English: its headings by status, the way back, and the messages of the
 * refusals that can reach it (the API's own words, so a Spanish page can translate them).
 */
export const FORM_REFUSED_EN = {
  'formRefused.heading.400': 'The form could not be read',
  'formRefused.heading.403': 'Sent from another website',
  'formRefused.heading.409': 'Changed at the same moment',
  'formRefused.heading.413': 'The form is too large',
  'formRefused.heading.429': 'Too many requests',
  'formRefused.heading.503': 'Please try again in a minute',
  'formRefused.heading.other': 'Something went wrong',
  'formRefused.back': 'Back to the form',
  'formRefused.error.validationFailed': ERROR_MESSAGES.VALIDATION_FAILED,
  'formRefused.error.payloadTooLarge': ERROR_MESSAGES.PAYLOAD_TOO_LARGE,
  'formRefused.error.crossSite': ERROR_MESSAGES.CROSS_SITE_POST,
  'formRefused.error.rateLimited': ERROR_MESSAGES.RATE_LIMITED,
  'formRefused.error.serverBusy': ERROR_MESSAGES.SERVER_BUSY,
  'formRefused.error.changedMeanwhile': ERROR_MESSAGES.CHANGED_MEANWHILE,
  'formRefused.error.serviceUnavailable': ERROR_MESSAGES.SERVICE_UNAVAILABLE,
  'formRefused.error.internal': ERROR_MESSAGES.INTERNAL,
  'formRefused.error.tooManyLookups': ERROR_MESSAGES.TOO_MANY_LOOKUPS,
} as const satisfies Record<string, string>;
