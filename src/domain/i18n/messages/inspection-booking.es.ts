import type { INSPECTION_BOOKING_EN } from './inspection-booking.en.ts';

/** The inspection booking page and e-mails in Spanish (issue 29, decision 326). */
export const INSPECTION_BOOKING_ES: Readonly<Record<keyof typeof INSPECTION_BOOKING_EN, string>> = {
  'inspectionBooking.headingScheduled': 'Su inspección',
  'inspectionBooking.headingCancelled': 'Su inspección fue cancelada',
  'inspectionBooking.headingBook': 'Programe su inspección',
  'inspectionBooking.notFoundTitle': 'Enlace de cita no encontrado',
  'inspectionBooking.nothingTitle': 'No hay inspección que programar',
  'inspectionBooking.notFound':
    'No encontramos un permiso para este enlace. Use el enlace del correo de su permiso.',
  'inspectionBooking.booked':
    'Su inspección está programada. Le enviamos por correo electrónico los detalles y una invitación de calendario.',
  'inspectionBooking.moved':
    'Su inspección cambió de hora. Le enviamos por correo electrónico la nueva hora.',
  'inspectionBooking.cancelled':
    'Su inspección está cancelada. Le enviamos un correo electrónico de confirmación.',
  'inspectionBooking.chooseTime': 'Elija una hora de la lista.',
  'inspectionBooking.errorSummary': 'Hay un problema',
  'inspectionBooking.noTimes':
    'Ahora no hay horas libres para programar en línea. Llame a la oficina del distrito para programar.',
  'inspectionBooking.noTimesCancelled':
    'Ahora no hay horas libres para programar en línea. Llame al jefe de prevención de incendios (Fire Marshal) en la oficina del distrito para programar una nueva hora.',
  'inspectionBooking.bookThis': 'Programar esta hora',
  'inspectionBooking.moveThis': 'Cambiar a esta hora',
  'inspectionBooking.payHeading': 'Pague la tarifa de reinspección',
  'inspectionBooking.payText':
    'La tarifa de reinspección es de {amount}. Una vez pagada, las horas libres aparecen aquí.',
  'inspectionBooking.payLink': 'Pagar la tarifa de reinspección ({amount})',
  'inspectionBooking.bookNew': 'Programe una nueva hora',
  'inspectionBooking.freeTimes': 'Horas libres',
  'inspectionBooking.moveHeading': 'Cambiar a otra hora',
  'inspectionBooking.cancelHeading': 'Cancelar',
  'inspectionBooking.cancelButton': 'Cancelar esta inspección',
  'inspectionBooking.notChangeable':
    'Esta inspección ya no se puede cambiar en línea. Llame a la oficina del distrito para cambiarla.',
  'inspectionBooking.needs':
    'El permiso {permitNumber} en {address} necesita una inspección ({inspectionType}) del jefe de prevención de incendios (Fire Marshal), de unos {minutes} minutos.',
  'inspectionBooking.when': 'Cuándo',
  'inspectionBooking.inspection': 'Inspección',
  'inspectionBooking.where': 'Dónde',
  'inspectionBooking.permit': 'Permiso',
  'inspectionBooking.dayTime': '{day}, {time} (hora de la montaña)',
  'inspectionBooking.wasCancelled':
    'Su inspección ({inspectionType}) del {when} fue cancelada. El jefe de prevención de incendios no irá a esa hora.',
  'inspectionBooking.bookBelow': ' Programe una nueva hora abajo.',
  'inspectionBooking.chooseBelow': ' Elija una hora abajo.',

  'inspectionBooking.error.notFound': 'No encontramos esa cita de inspección.',
  'inspectionBooking.error.cancelled':
    'Esta cita de inspección fue cancelada. Programe una nueva hora en su página de citas, o llame al jefe de prevención de incendios en la oficina del distrito.',
  'inspectionBooking.error.notNeeded': 'Este permiso no necesita inspección, o aún no está pagado.',
  'inspectionBooking.error.alreadyBooked':
    'Este permiso ya tiene una inspección programada. Cámbiela de hora o cancélela.',
  'inspectionBooking.error.slotTaken':
    'Alguien acaba de reservar esa hora. Elija una de las siguientes horas libres.',
  'inspectionBooking.error.slotNotAvailable':
    'Esa hora no está libre o ya pasó. Elija una de las horas libres.',
  'inspectionBooking.error.changesLimited':
    'Este enlace de cita ya programó, cambió o canceló una inspección 6 veces hoy. Inténtelo de nuevo mañana, o llame a la oficina del distrito para cambiarla.',
  'inspectionBooking.error.feeDue':
    'Pague la tarifa de reinspección antes de programar la reinspección. El enlace de pago está en esta página y en su correo electrónico.',

  'inspectionBooking.mail.when': '{day}, {start}–{end} (hora de la montaña)',
  'inspectionBooking.mail.bookedSubject': 'Inspección programada: {when}',
  'inspectionBooking.mail.movedSubject': 'Inspección cambiada: {when}',
  'inspectionBooking.mail.cancelledSubject': 'Inspección cancelada: {when}',
  'inspectionBooking.mail.reminderSubject': 'Recordatorio: su inspección de mañana, {when}',
  'inspectionBooking.mail.cancelled':
    'Su inspección ({inspectionType}) del permiso {permitNumber} en {address}, {when}, está cancelada.',
  'inspectionBooking.mail.bookAnother': 'Programe otra hora: {link}',
  'inspectionBooking.mail.intro': 'Su inspección ({inspectionType}) del permiso {permitNumber}:',
  'inspectionBooking.mail.whenLine': 'Cuándo: {when}',
  'inspectionBooking.mail.whereLine': 'Dónde: {address}',
  'inspectionBooking.mail.prepare': 'Qué preparar:',
  'inspectionBooking.mail.prepareBeThere':
    'Esté en la propiedad, o deje el portón abierto y los perros asegurados.',
  'inspectionBooking.mail.preparePermit':
    'Tenga a mano el número de permiso y los planos que pidió el jefe de prevención de incendios.',
  'inspectionBooking.mail.prepareReach': 'Deje fácil el acceso al trabajo que se inspecciona.',
  'inspectionBooking.mail.change': 'Cambie la hora o cancele: {link}',
  'inspectionBooking.mail.hello': 'Hola, {name}:',
  'inspectionBooking.mail.summary':
    'Inspección de incendios: {inspectionType}, permiso {permitNumber}',
};
