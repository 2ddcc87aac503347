/**
 * Where a permit application stands. The happy path is pending → paid → issued → emailed:
 * - pending: stored, its payment created, not yet confirmed paid by the processor;
 * - paid: the processor (retrieve or signed webhook) says the money was taken;
 * - issued: a permit number and PDF exist; the e-mail is queued;
 * - emailed: the applicant's e-mail was delivered.
 * Side exits from pending: failed (the processor refused it for good), expired (abandoned, closed
 * by the sweep), canceled (the payment was canceled).
 */
export const APPLICATION_STATUSES = [
  'pending',
  'paid',
  'issued',
  'emailed',
  'failed',
  'expired',
  'canceled',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The allowed moves. A payment that succeeds after its application was closed still becomes paid:
 * money taken always ends in a permit, never in a lost application.
 */
export const ALLOWED_STATUS_MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  pending: ['paid', 'failed', 'expired', 'canceled'],
  paid: ['issued'],
  issued: ['emailed'],
  emailed: [],
  failed: ['paid'],
  expired: ['paid'],
  canceled: ['paid'],
};

export function canMoveStatus(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return ALLOWED_STATUS_MOVES[from].includes(to);
}

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** True once the money is taken: the permit exists or is about to. */
export function isPaidStatus(status: ApplicationStatus): boolean {
  return status === 'paid' || status === 'issued' || status === 'emailed';
}

/** True when a permit number and PDF exist. */
export function hasPermit(status: ApplicationStatus): boolean {
  return status === 'issued' || status === 'emailed';
}

/** A PaymentIntent's status as Stripe reports it (the sandbox uses the same words). */
export type GatewayPaymentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** What a processor's status means for a pending application: move it, or leave it pending. */
export function statusAfterGateway(status: GatewayPaymentStatus): 'paid' | 'canceled' | 'pending' {
  if (status === 'succeeded') return 'paid';
  if (status === 'canceled') return 'canceled';
  return 'pending';
}
