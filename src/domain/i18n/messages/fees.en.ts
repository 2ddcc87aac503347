/**
 * The fees' receipt and refund e-mails and the fee descriptions the payer reads (issue 29,
 * decision 332): English word for word as the code wrote it; the fee's language picks the
 * catalogue.
 */
export const FEES_EN = {
  'fees.kind.burnPermit': 'Open burn permit fee',
  'fees.kind.reinspection': 'Re-inspection fee',
  'fees.kind.records': 'Records request fee',
  'fees.description.burnPermit': 'Open burn permit, {street}, {town}',
  'fees.description.reinspection': 'Re-inspection fee, permit {permitNumber}',
  'fees.description.records': 'Records request {requestNumber}: {description}',
  'fees.reason.replaced': 'Replaced by a new amount',
  'fees.reason.requestDenied': 'the request was denied',
  'fees.reason.requestWithdrawn': 'the request was withdrawn',
  'fees.reason.feeWaived': 'the fee was waived',
  'fees.reason.permitDeclined': 'the permit was declined',
  'fees.reason.burnDeclined': 'The open burn permit was declined before the payment arrived',
  'fees.reason.recordsDenied':
    'Records request {requestNumber}: the request was denied before the payment arrived',
  'fees.reason.recordsWithdrawn':
    'Records request {requestNumber}: the request was withdrawn before the payment arrived',
  'fees.reason.recordsWaived':
    'Records request {requestNumber}: the fee was waived before the payment arrived',
  'fees.mail.receiptSubject': 'Payment received: {kind}',
  'fees.mail.received': 'We received your payment of {amount}.',
  'fees.mail.for': 'For: {description}',
  'fees.mail.paid': 'Paid: {at}',
  'fees.mail.paymentReference': 'Payment reference: {reference}',
  'fees.mail.follow': 'Follow it here: {url}',
  'fees.mail.refundSubject': 'Payment refunded: {kind}',
  'fees.mail.refunded': 'We received your payment of {amount} and refunded it in full.',
  'fees.mail.why': 'Why: {reason}',
  'fees.mail.refundReference': 'Refund reference: {refund} (payment {payment})',
  'fees.mail.reachesCard':
    'The refund reaches your card within 5 to 10 business days, depending on your bank.',
} as const satisfies Record<string, string>;
