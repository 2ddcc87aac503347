import { canMove, defineStatusMachine, isStatusOf } from '#domain/status-machine.ts';

/**
 * Where a permit application stands. The happy path is pending → paid → issued → emailed:
 * - pending: stored, its payment created, not yet confirmed paid by the processor;
 * - paid: the processor (retrieve or signed webhook) says the money was taken;
 * - issued: a permit number and PDF exist; the e-mail is queued;
 * - emailed: the applicant's e-mail was delivered.
 * Side exits from pending: failed (the processor refused it for good), expired (abandoned, closed
 * by the sweep), canceled (the payment was canceled).
 * After the permit: partially_refunded and refunded (money given back, by staff here or in the
 * processor's dashboard), voided (the permit withdrawn by staff; terminal).
 */
export const APPLICATION_STATUSES = [
  'pending',
  'paid',
  'issued',
  'emailed',
  'failed',
  'expired',
  'canceled',
  'partially_refunded',
  'refunded',
  'voided',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The allowed moves. A payment that succeeds after its application was closed still becomes paid:
 * money taken always ends in a permit, never in a lost application.
 */
export const ALLOWED_STATUS_MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  pending: ['paid', 'failed', 'expired', 'canceled'],
  paid: ['issued'],
  issued: ['emailed', 'partially_refunded', 'refunded', 'voided'],
  emailed: ['partially_refunded', 'refunded', 'voided'],
  failed: ['paid'],
  expired: ['paid'],
  canceled: ['paid'],
  // A second partial refund is a move too, so it lands in the timeline with its reason.
  partially_refunded: ['partially_refunded', 'refunded', 'voided'],
  refunded: ['voided'],
  // Money can still be refunded on a voided permit; its status stays voided.
  voided: [],
};

export function canMoveStatus(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return canMove(APPLICATION_STATUS_MACHINE, from, to);
}

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return isStatusOf(APPLICATION_STATUS_MACHINE, value);
}

/** True once the money is taken: the permit exists or is about to. */
export function isPaidStatus(status: ApplicationStatus): boolean {
  return status === 'paid' || hasPermit(status);
}

/** True when a permit number and PDF exist (whatever happened to the permit since). */
export function hasPermit(status: ApplicationStatus): boolean {
  return (
    status === 'issued' ||
    status === 'emailed' ||
    status === 'partially_refunded' ||
    status === 'refunded' ||
    status === 'voided'
  );
}

/** True while the permit is in force: issued, and neither voided nor wholly refunded. */
export function isPermitValid(status: ApplicationStatus): boolean {
  return status === 'issued' || status === 'emailed' || status === 'partially_refunded';
}

/** The status as the applicant and staff read it. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Waiting for payment',
  paid: 'Paid, permit being issued',
  issued: 'Permit issued',
  emailed: 'Permit issued and e-mailed',
  failed: 'Payment failed',
  expired: 'Expired unpaid',
  canceled: 'Payment canceled',
  partially_refunded: 'Permit issued, partly refunded',
  refunded: 'Refunded',
  voided: 'Void',
};

/** The permit application machine; the server's `transition()` checks every move against it. */
export const APPLICATION_STATUS_MACHINE = defineStatusMachine({
  subjectKind: 'permit-application',
  statuses: APPLICATION_STATUSES,
  moves: ALLOWED_STATUS_MOVES,
  labels: APPLICATION_STATUS_LABELS,
});

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
