import type { FEES_EN } from './fees.en.ts';

/** The fees' receipt and refund e-mails in Spanish (decision 332). */
export const FEES_ES: Readonly<Record<keyof typeof FEES_EN, string>> = {
  'fees.kind.burnPermit': 'Cargo del permiso de quema al aire libre',
  'fees.kind.reinspection': 'Cargo de nueva inspección',
  'fees.kind.records': 'Cargo de la solicitud de registros',
  'fees.description.burnPermit': 'Permiso de quema al aire libre, {street}, {town}',
  'fees.description.reinspection': 'Cargo de nueva inspección, permiso {permitNumber}',
  'fees.description.records': 'Solicitud de registros {requestNumber}: {description}',
  'fees.reason.replaced': 'Reemplazado por un nuevo monto',
  'fees.reason.requestDenied': 'la solicitud fue denegada',
  'fees.reason.requestWithdrawn': 'la solicitud fue retirada',
  'fees.reason.feeWaived': 'se eximió la tarifa',
  'fees.reason.permitDeclined': 'el permiso fue rechazado',
  'fees.reason.burnDeclined':
    'El permiso de quema al aire libre fue rechazado antes de que llegara el pago',
  'fees.reason.recordsDenied':
    'Solicitud de registros {requestNumber}: la solicitud fue denegada antes de que llegara el pago',
  'fees.reason.recordsWithdrawn':
    'Solicitud de registros {requestNumber}: la solicitud fue retirada antes de que llegara el pago',
  'fees.reason.recordsWaived':
    'Solicitud de registros {requestNumber}: se eximió la tarifa antes de que llegara el pago',
  'fees.mail.receiptSubject': 'Pago recibido: {kind}',
  'fees.mail.received': 'Recibimos su pago de {amount}.',
  'fees.mail.for': 'Concepto: {description}',
  'fees.mail.paid': 'Pagado: {at}',
  'fees.mail.paymentReference': 'Referencia del pago: {reference}',
  'fees.mail.follow': 'Sígalo aquí: {url}',
  'fees.mail.refundSubject': 'Pago reembolsado: {kind}',
  'fees.mail.refunded': 'Recibimos su pago de {amount} y se lo reembolsamos en su totalidad.',
  'fees.mail.why': 'Motivo: {reason}',
  'fees.mail.refundReference': 'Referencia del reembolso: {refund} (pago {payment})',
  'fees.mail.reachesCard':
    'El reembolso llega a su tarjeta en un plazo de 5 a 10 días hábiles, según su banco.',
};
