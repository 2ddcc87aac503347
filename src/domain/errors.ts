/**
 * Every failure a user or API client can cause, with the text we show for it.
 * Services return `{ ok: false, code }`; routes turn codes into HTTP errors.
 */
export const ERROR_MESSAGES = {
  VALIDATION_FAILED: 'Some fields need attention.',
  NOT_FOUND: 'Not found.',
  UNAUTHORIZED: 'Log in to do this.',
  INVALID_CREDENTIALS: 'Invalid credentials',
  TOO_MANY_ATTEMPTS: 'Too many login attempts. Try again in a few minutes.',
  FORBIDDEN: 'Your account is not allowed to do this.',
  CODE_REQUIRED: 'Enter the code from your authenticator app.',
  INVALID_CODE:
    'That code is not right. Enter the current code from your authenticator app, or a recovery code.',
  TOO_MANY_CODES:
    'Too many wrong codes for this account. Ask an administrator to reset its two-step sign-in, or try again tomorrow.',
  PASSWORD_CHANGE_REQUIRED: 'Choose your own password in the back office before you continue.',
  WEAK_PASSWORD: 'Choose a harder password.',
  TWO_STEP_SETUP_REQUIRED: 'Set up two-step sign-in in the back office before you continue.',
  TWO_STEP_NOT_STARTED: 'Start the two-step sign-in set-up again.',
  TWO_STEP_REQUIRED_BY_POLICY:
    'Two-step sign-in is required for every account, so it cannot be turned off.',
  ACCOUNT_NOT_FOUND: 'That account no longer exists.',
  USERNAME_TAKEN: 'An account with that username already exists.',
  UNKNOWN_ROLE: 'Choose roles from the list.',
  OWN_TWO_STEP_FIRST:
    'Turn on two-step sign-in for your own account first, so that requiring it does not stop you.',
  OWN_ACCOUNT: 'You cannot disable your own account or take away your own administrator role.',
  EVENT_NOT_FOUND: 'That event no longer exists.',
  NEWS_POST_NOT_FOUND: 'That news post no longer exists.',
  NEWS_POST_IS_PUBLISHED:
    'This post is published. Press Publish to save your changes, or Unpublish to take it down.',
  AMOUNT_MISMATCH:
    'The amount does not match the price of this permit. Reload the page and try again.',
  PAYMENT_NOT_FOUND: 'We could not find that payment.',
  PAYMENT_NOT_COMPLETED: 'This payment has not been completed. No permit was issued.',
  PAYMENT_MISMATCH: 'That payment does not belong to this application.',
  PAYMENT_DECLINED: 'Your card was declined.',
  PAYMENT_PROVIDER_UNAVAILABLE:
    'The payment service is not answering right now. No money has been taken. Please try again in a few minutes.',
  APPLICATION_NOT_FOUND: 'We could not find that application.',
  INVALID_AREA: 'Enter the area covered in square feet, a number above 0.',
  PAYMENT_CANCELED:
    'This payment was canceled. No money has been taken. Start the application again.',
  INVALID_UPLOAD: 'Upload the plot plan as a PDF, PNG or JPEG file of at most 10 MB.',
  PAYLOAD_TOO_LARGE: 'The upload is too large.',
  UPLOAD_QUOTA_EXCEEDED:
    'Too many unpaid uploads from your address. Pay for an application you started, or try again in an hour.',
  UPLOAD_STORAGE_FULL:
    'We cannot take more uploads right now. Please try again in an hour, or call the district office.',
  UNSAFE_PDF:
    'This PDF contains JavaScript or embedded files, which we do not accept. Print it to a new PDF and upload that.',
  PDF_TOO_COMPLEX:
    'This PDF could not be checked: it is too large or too complex once opened. Save it as a smaller PDF and try again.',
  RATE_LIMITED: 'Too many requests from your address. Wait a minute and try again.',
  CROSS_SITE_POST: 'Send this form from the district’s own website.',
  SERVER_BUSY: 'The server is busy. Please try again in a few seconds.',
  CHANGED_MEANWHILE:
    'Someone else changed this at the same moment. Reload the page to see the change, then try again.',
  SERVICE_UNAVAILABLE:
    'The service is unavailable for a moment. Nothing was lost. Please try again in a minute.',
  REFUND_REFUSED: 'The payment processor refused this refund. No money was moved.',
  REFUND_TOO_LARGE: 'That is more than is left to refund on this payment.',
  REFUND_KEY_REUSED:
    'That refund request key was already used for another application. Send a new key for this refund.',
  NOT_REFUNDABLE: 'Only a paid permit can be refunded.',
  NOT_VOIDABLE: 'Only an issued permit can be voided.',
  PERMIT_VOID:
    'This permit is no longer valid: it has been voided, or its payment refunded in full.',
  TOO_MANY_LOOKUPS: 'Too many lookups from your address. Try again in a few minutes.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  FEE_NOT_FOUND: 'We could not find that payment link. It may have been replaced by a newer one.',
  FEE_NOT_DUE: 'This fee is already paid.',
  FEE_PAYMENT_NOT_SUCCEEDED:
    'We could not confirm the payment with the card processor. No fee is marked paid.',
  BURN_PERMIT_NOT_FOUND: 'We could not find that burn permit.',
  RECORDS_REQUEST_NOT_FOUND: 'We could not find that records request.',
  RECORDS_REQUEST_MOVE_NOT_ALLOWED: 'That step is not possible from the request’s current status.',
  BURN_FEE_NOT_AVAILABLE:
    'Burn permits with a fee cannot be applied for online yet. Call the district office to apply.',
  BURN_CHECK_IN_REFUSED: 'You cannot check in today.',
  BURN_DAY_RESTRICTED:
    'Fire restrictions forbid open burning today. Confirm to post Burning allowed anyway.',
  BURN_PERMIT_NOT_REVOCABLE: 'Only an issued burn permit can be revoked.',
  BURN_PERMIT_NOT_PENDING: 'Only a burn permit waiting for review can be approved or declined.',
  INSPECTION_NOT_FOUND: 'We could not find that inspection booking.',
  INSPECTION_CANCELLED:
    'This inspection booking was cancelled. Book a new time on your booking page, or call the Fire Marshal at the district office.',
  INSPECTION_NOT_NEEDED: 'This permit needs no inspection, or is not paid yet.',
  INSPECTION_ALREADY_BOOKED:
    'This permit already has an inspection booked. Reschedule or cancel it instead.',
  SLOT_TAKEN: 'Someone has just booked that time. Choose one of the next free times.',
  SLOT_NOT_AVAILABLE: 'That time is not free, or is in the past. Choose one of the free times.',
  INSPECTION_NOT_CHANGEABLE:
    'This inspection can no longer be changed online. Call the district office to change it.',
  INSPECTION_CHANGES_LIMITED:
    'This booking link has booked, moved or cancelled an inspection 6 times today. Try again tomorrow, or call the district office to change it.',
  CLEARANCE_NOT_FOUND: 'This permit has no clearance certificate.',
  CLEARANCE_NOT_REVOCABLE: 'Only an issued clearance can be revoked.',
  INSPECTION_NOT_SCHEDULED:
    'This inspection is not waiting for a result: it was cancelled or its result is already recorded.',
  INSPECTION_RESULT_KEY_REUSED:
    'This result was already sent for another inspection. Reload the page and send it again.',
  REINSPECTION_FEE_DUE:
    'Pay the re-inspection fee before booking the re-inspection. The pay link is on this page and in your e-mail.',
  INSPECTION_PHOTO_NOT_IMAGE: 'Add photos as JPEG, PNG, WebP or HEIC images.',
  INSPECTION_PHOTO_TOO_LARGE: 'Each photo must be at most 8 MB.',
  INSPECTION_TOO_MANY_PHOTOS: 'An inspection can keep at most 10 photos.',
  PROPERTY_ALREADY_VERIFIED: 'This property profile’s address is already verified.',
  CHIPPER_DAY_CLOSED: 'This chipping day is cancelled: it can no longer be changed.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export type Result<T, C extends ErrorCode = ErrorCode> =
  { ok: true; value: T } | { ok: false; code: C; fields?: Record<string, string> };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail<C extends ErrorCode>(
  code: C,
  fields?: Record<string, string>,
): { ok: false; code: C; fields?: Record<string, string> } {
  return fields ? { ok: false, code, fields } : { ok: false, code };
}

/** The body of every error answer of the API. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}
