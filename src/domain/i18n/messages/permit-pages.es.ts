import type { PERMIT_PAGES_EN } from './permit-pages.en.ts';

/** Spanish of `PERMIT_PAGES_EN` (decision 330): US Spanish, formal "usted". */
export const PERMIT_PAGES_ES: Readonly<Record<keyof typeof PERMIT_PAGES_EN, string>> = {
  'permitStatus.title': 'Estado del permiso',
  'permitStatus.description': 'Consulte el estado, el recibo y el PDF de un permiso.',
  'permitStatus.intro':
    'Escriba su número de permiso y el correo electrónico con el que hizo la solicitud, o abra el enlace del correo de su permiso.',
  'permitStatus.permitNumber': 'Número de permiso',
  'permitStatus.permitNumberHint': 'Por ejemplo, RC-2026-000123',
  'permitStatus.email': 'Correo electrónico',
  'permitStatus.submit': 'Buscar mi permiso',
  'permitStatus.notFound':
    'No encontramos un permiso con ese número y ese correo electrónico. Revise ambos e inténtelo de nuevo.',
  'permitStatus.tooMany':
    'Demasiadas consultas desde su dirección. Inténtelo de nuevo en unos minutos.',
  'permitStatus.missing': 'Escriba su número de permiso y su correo electrónico.',
  'permitStatus.void': 'Este permiso fue anulado. Ya no es válido.',
  'permitStatus.refunded': 'Este pago se reembolsó por completo. El permiso ya no es válido.',
  'permitStatus.status': 'Estado',
  'permitStatus.download': 'Descargue el permiso (PDF)',
  'permitStatus.datesTitle': 'Fechas',
  'permitStatus.receiptTitle': 'Recibo',
  'permitStatus.lookUpAnother': 'Consultar otro permiso',

  'permitStatus.row.applied': 'Solicitado',
  'permitStatus.row.paid': 'Pagado',
  'permitStatus.row.issued': 'Permiso emitido',
  'permitStatus.row.emailed': 'Permiso enviado por correo electrónico',
  'permitStatus.row.voided': 'Anulado',
  'permitStatus.row.permit': 'Permiso',
  'permitStatus.row.cost': 'Costo del permiso',
  'permitStatus.row.fee': 'Cargo por procesamiento',
  'permitStatus.row.amountPaid': 'Monto pagado',
  'permitStatus.row.amountRefunded': 'Monto reembolsado',
  'permitStatus.row.reference': 'Referencia del pago',
  'permitStatus.row.emailedTo': 'Permiso enviado a',

  'permitStatus.state.pending': 'En espera del pago',
  'permitStatus.state.paid': 'Pagado, permiso en emisión',
  'permitStatus.state.emailed': 'Permiso emitido y enviado por correo electrónico',
  'permitStatus.state.failed': 'El pago no se realizó',
  'permitStatus.state.expired': 'Vencido sin pagar',
  'permitStatus.state.canceled': 'Pago cancelado',
  'permitStatus.state.partlyRefunded': 'Permiso emitido, reembolsado en parte',
  'permitStatus.state.refunded': 'Reembolsado',
  'permitStatus.state.void': 'Anulado',

  'permitStatus.inspection.needs':
    'Este permiso necesita una inspección ({inspectionType}) del jefe de prevención de incendios (Fire Marshal).',
  'permitStatus.inspection.cancelled':
    'Se canceló su inspección del {day} a las {time} (hora de la montaña). {needs}',
  'permitStatus.inspection.booked':
    'Inspección programada para el {day} a las {time} (hora de la montaña).',
  'permitStatus.inspection.temporary':
    'Inspeccionado el {day}: se otorgó una autorización temporal hasta la inspección de seguimiento.',
  'permitStatus.inspection.reinspection':
    'Inspeccionado el {day}: el trabajo necesita una nueva inspección.',
  'permitStatus.inspection.inspected': 'Inspeccionado el {day}.',
  'permitStatus.inspection.correctionsBy':
    'Se requieren correcciones: termine el trabajo a más tardar el {day}.',
  'permitStatus.inspection.corrections': 'Se requieren correcciones.',
  'permitStatus.inspection.book': 'Programe su inspección',
  'permitStatus.inspection.change': 'Vea, cambie o cancele su inspección',
  'permitStatus.inspection.bookFollowUp': 'Programe su inspección de seguimiento',
  'permitStatus.inspection.bookReinspection': 'Programe su nueva inspección',
  'permitStatus.inspection.see': 'Vea su inspección',
  'permitStatus.event.booked': 'Inspección programada',
  'permitStatus.event.moved': 'Inspección cambiada',
  'permitStatus.event.inspected': 'Inspeccionado',
  'permitStatus.event.cancelled': 'Inspección cancelada',
  'permitStatus.event.result': 'Resultado de la inspección',
  'permitStatus.event.clearance': 'Autorización emitida',
  'permitStatus.event.feePaid': 'Cargo de nueva inspección pagado',
  'permitStatus.event.revoked': 'Autorización revocada',
  'permitStatus.event.temporary': 'Autorización temporal, válida hasta el {day}',
  'permitStatus.event.fireClearance': 'Autorización de bomberos',
  'permitStatus.outcome.passed': 'Aprobada',
  'permitStatus.outcome.conditions': 'Aprobada con condiciones',
  'permitStatus.outcome.failed': 'No aprobada',
  'permitStatus.outcome.noAccess': 'Sin acceso',
  'permitStatus.outcome.corrections': 'Se requieren correcciones',
  'permitStatus.event.bookedFor':
    'Inspección ({inspectionType}) programada para el {day} a las {time}',
  'permitStatus.event.movedTo': 'Cambiada al {day} a las {time}',
  'permitStatus.event.resultWas': 'Resultado: {outcome}',

  'permitVerify.title': 'Verificación de permisos',
  'permitVerify.description': 'Verifique que el distrito emitió un número de permiso.',
  'permitVerify.genuine': 'Permiso auténtico',
  'permitVerify.validVerdict': 'emitió este permiso y es válido.',
  'permitVerify.invalidVerdict': 'emitió este permiso, pero ya no es válido.',
  'permitVerify.notFound':
    'El distrito no tiene ningún permiso con este número. Revise el número impreso en el permiso o llame a la oficina principal.',
  'permitVerify.issuedOn': 'Fecha de emisión',
  'permitVerify.validThrough': 'Válido hasta',
  'permitVerify.valid': 'Válido',
  'permitVerify.expired': 'Vencido',
  'permitVerify.refunded': 'Reembolsado, ya no es válido',
  'permitVerify.notValid': 'No es válido',
  'permitVerify.revoked': 'Revocado',
  'permitVerify.temporary': 'Temporal hasta el {day}',
  'permitVerify.testClearance': '{notice}. Autorización: {clearance}',

  'permits.fee.title': 'Pagar un cargo',
  'permits.fee.lead': 'Un cargo que el distrito le pidió pagar con tarjeta.',
  'permits.fee.loading': 'Cargando el pago…',
  'permits.fee.linkNotFound': 'No encontramos ese enlace de pago',
  'permits.fee.linkNotFoundHelp':
    'Abra de nuevo el enlace de su correo electrónico, completo. El enlace cambia cuando el distrito cambia el monto; el correo más reciente tiene el correcto. Si tiene preguntas, llame al {phone}.',
  'permits.fee.for': 'Concepto',
  'permits.fee.fee': 'Cargo',
  'permits.fee.amount': 'Monto',
  'permits.fee.refundedTitle': 'Pago reembolsado',
  'permits.fee.refunded':
    'Recibimos {amount} y lo reembolsamos por completo, porque este cargo ya no se debe. Le enviamos por correo electrónico la referencia del reembolso; el dinero llega a su tarjeta en un plazo de 5 a 10 días hábiles.',
  'permits.fee.paid':
    'Recibimos {amount} y le enviamos un recibo por correo electrónico. No tiene nada más que pagar.',
  'permits.fee.backToRequest': 'Volver a su solicitud',
  'permits.fee.backToPermit': 'Volver a su permiso',
  'permits.fee.lead2':
    'Pague este cargo con tarjeta. El distrito fija el monto; no se cobra nada hasta que seleccione Pagar.',
  'permits.fee.unavailable':
    'El pago en línea no está disponible en este momento. Llame al {phone}.',
  'permits.fee.kind.burn': 'Cargo del permiso de quema al aire libre',
  'permits.fee.kind.reinspection': 'Cargo de nueva inspección',
  'permits.fee.kind.records': 'Cargo de la solicitud de registros',

  'calendar.metaTitle': 'Calendario de inspecciones',
  'calendar.description':
    'El calendario de disponibilidad del jefe de prevención de incendios (Fire Marshal) para permisos e inspecciones.',
  'calendar.title':
    'Calendario de disponibilidad para permisos del jefe de prevención de incendios',
  'calendar.lead':
    'Cuándo el jefe de prevención de incendios (Fire Marshal) está ocupado o ausente. Las fechas y horas son la hora local del distrito (hora de la montaña).',
  'calendar.legendTitle': 'Cómo leer este calendario',
  'calendar.legendBusy':
    'Un bloque rojo es un horario en que el jefe de prevención de incendios está ocupado o ausente. Cualquier horario sin un bloque rojo está libre.',
  'calendar.legendBooking':
    'Para programar una inspección, solicítela y páguela en línea; luego nos comunicaremos con usted para fijar un horario libre en este calendario.',
  'calendar.legendLink': 'Solicite una inspección',
  'calendar.subscribe': 'Suscribirme',
  'calendar.subscribeHelp':
    '{link}: siga este calendario en su propia aplicación de calendario. Copie el enlace y agréguelo en Google Calendar, Outlook o Apple Calendar como calendario desde una URL (una suscripción). La aplicación recibirá los cambios por su cuenta.',
  'calendar.loading': 'Cargando el calendario…',
  'calendar.eventsIn': 'Eventos en {period}',
  'calendar.eventsOn': 'Eventos del {period}',
  'calendar.eventsFrom': 'Eventos del {first} al {last}',
  'calendar.noEvents': 'No hay eventos en este período.',
  'calendar.allDay': 'Todo el día',
  'calendar.midnight': 'medianoche',
  'calendar.from': 'desde las',
  'calendar.until': 'hasta las',
  'calendar.grid.date': 'Fecha',
  'calendar.grid.time': 'Hora',
  'calendar.grid.event': 'Evento',
  'calendar.grid.allDay': 'Todo el día',
  'calendar.grid.week': 'Semana',
  'calendar.grid.day': 'Día',
  'calendar.grid.month': 'Mes',
  'calendar.grid.previous': 'Anterior',
  'calendar.grid.next': 'Siguiente',
  'calendar.grid.today': 'Hoy',
  'calendar.grid.agenda': 'Agenda',
  'calendar.grid.noEvents': 'No hay eventos en este período.',
  'calendar.grid.showMore': '+{total} más',
} as const;
