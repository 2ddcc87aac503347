import { CLEARANCE_ES } from './messages/clearance.es.ts';
import { FEES_ES } from './messages/fees.es.ts';
import { BURN_FEED_ES } from './messages/burn-feed.es.ts';
import { CAP_ES } from './messages/cap.es.ts';
import { PERMIT_PAGES_ES } from './messages/permit-pages.es.ts';
import { PERMIT_DOCUMENTS_ES } from './messages/permit-documents.es.ts';
import { PERMITS_ES } from './messages/permits.es.ts';
import type { MessageId } from './messages.en.ts';
import { RECORDS_PAGES_ES } from './messages/records-pages.es.ts';
import { BURN_ES } from './messages/burn.es.ts';
import { FORM_REFUSED_ES } from './messages/form-refused.es.ts';
import { SUBSCRIBE_ES } from './messages/subscribe.es.ts';
import { SUBSCRIPTION_MAIL_ES } from './messages/subscription-mail.es.ts';
import { INSPECTION_BOOKING_ES } from './messages/inspection-booking.es.ts';
import { RECORDS_REQUEST_ES } from './messages/records-request.es.ts';
import { CONTENT_ES } from './messages/content.es.ts';
import { PROPERTY_ES } from './messages/property.es.ts';
import { CHIPPER_ES } from './messages/chipper.es.ts';
import { NEWS_ES } from './messages/news.es.ts';

/**
 * El catálogo en español (issue 29): el español de EE. UU. que usan las agencias públicas del
 * país. Las mismas claves y los mismos marcadores que el catálogo inglés (`npm test` lo comprueba).
 */
export const ES_MESSAGES: Readonly<Record<MessageId, string>> = {
  ...FORM_REFUSED_ES,
  ...CLEARANCE_ES,
  ...FEES_ES,
  ...BURN_FEED_ES,
  ...CAP_ES,
  ...NEWS_ES,
  ...RECORDS_PAGES_ES,
  ...PERMIT_PAGES_ES,
  ...BURN_ES,
  ...SUBSCRIBE_ES,
  ...SUBSCRIPTION_MAIL_ES,
  ...RECORDS_REQUEST_ES,
  ...INSPECTION_BOOKING_ES,
  ...CONTENT_ES,
  ...PROPERTY_ES,
  ...CHIPPER_ES,
  ...PERMITS_ES,
  ...PERMIT_DOCUMENTS_ES,
  'layout.skipLink': 'Saltar al contenido principal',
  'layout.homeLinkLabel': '{districtName}, página principal',
  'layout.menu': 'Menú',
  'layout.mainNavigation': 'Principal',
  'layout.searchLabel': 'Buscar en el sitio',
  'layout.searchButton': 'Buscar',
  'layout.languageLink': 'English',
  'layout.emergency': 'Emergencias:',
  'layout.mainOffice': 'Oficina principal:',
  'layout.getUpdates': 'Reciba avisos por correo electrónico',
  'layout.privacy': 'Aviso de privacidad',
  'layout.accessibility': 'Accesibilidad',
  'layout.copyright': '© {year} {districtName}',

  'nav.home': 'Inicio',
  'nav.about': 'Quiénes somos',
  'nav.resources': 'Estaciones y equipo',
  'nav.prevention': 'Prevención',
  'nav.education': 'Educación',
  'nav.permitForms': 'Formularios de permisos',
  'nav.fireMarshalAvailability': 'Calendario de inspecciones',
  'nav.news': 'Noticias',
  'nav.elections': 'Elecciones',
  'nav.minutes': 'Actas',
  'nav.recordsRequest': 'Solicitudes de registros públicos',
  'nav.careers': 'Empleos',
  'nav.contact': 'Contacto',

  'alert.level.emergency': 'Emergencia',
  'alert.level.warning': 'Advertencia',
  'alert.level.information': 'Información',
  'alert.subscribe': 'Reciba alertas por correo electrónico',
  'alert.dismiss': 'Cerrar',
  'alert.dismissHidden': ' esta alerta',
  'alert.restrictions.heading': 'Prohibido quemar al aire libre',
  'alert.restrictions.inForce': '{count, plural, one {Motivo:} other {Motivos:}}',
  'alert.restrictions.status': 'Estado de las quemas de hoy',

  'link.opensInNewTab': 'se abre en una pestaña nueva',
  'link.pdfOpensInNewTab': 'PDF, se abre en una pestaña nueva',
  'link.typeOpensInNewTab': '{type}, se abre en una pestaña nueva',

  'attachment.pngImage': 'imagen PNG',
  'attachment.jpegImage': 'imagen JPEG',
  'attachment.svgImage': 'imagen SVG',
  'attachment.file': 'Archivo',

  'fireConditions.danger': 'Peligro de incendio',
  'fireConditions.openBurning': 'Quemas al aire libre',
  'fireConditions.burnPermitsLink': 'Permisos de quema y registro del día de quema',
  'fireConditions.prohibited': 'Prohibidas',
  'fireConditions.permitNeeded': 'Se necesita permiso y día de quema autorizado',
  'fireConditions.season': '(temporada del {from} al {to})',
  'fireConditions.effectiveSince': 'Vigente desde',
  'fireConditions.restrictionsLabel': 'Restricciones vigentes',
  'fireConditions.dispatch': 'Despacho:',

  'contact.call': 'Llame al {phone}',
  'contact.phone': 'Teléfono',
  'contact.hours': 'Horario',
  'contact.email': 'Correo electrónico',
  'contact.name': 'Nombre',
  'contact.phoneLine': 'Teléfono:',
  'contact.emailLine': 'Correo electrónico:',
  'contact.hoursLine': 'Horario:',
  'contact.emailAfterName': '{name}, correo electrónico:',

  'about.whoWeAre': 'Quiénes somos',
  'about.address': 'Dirección',
  'about.byTheNumbers': 'En cifras',
  'about.history': 'Nuestra historia',
  'about.leadership': 'Dirección del distrito',
  'about.termEnds': 'Su período termina: {date}',
  'about.mission': 'Nuestra misión',

  'resources.station': 'Estación {number} — {town}',
  'resources.equipment': 'Equipo',

  'news.subscribe': 'Reciba las noticias por correo electrónico',

  'careers.open': 'Abierta',
  'careers.closed': 'Cerrada',
  'careers.closesAt': 'Se aceptan solicitudes hasta el final del día {date}.',
  'careers.requirements': 'Requisitos',
  'careers.applyNow': 'Presentar solicitud',
  'careers.subscribe': 'Reciba las ofertas de empleo por correo electrónico',

  'records.navigation': 'Registros públicos',
  'records.comingSoon': 'Próximamente',

  'search.kind.page': 'Página',
  'search.kind.news': 'Noticia',
  'search.kind.meeting': 'Reunión',
  'search.kind.document': 'Documento',
  'search.kind.archived-document':
    'Documento archivado (se conserva como referencia; puede no ser accesible)',
};
