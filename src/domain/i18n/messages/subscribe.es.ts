import type { SUBSCRIBE_EN } from './subscribe.en.ts';

/** E-mail updates in Spanish (issue 29, decision 325). */
export const SUBSCRIBE_ES: Readonly<Record<keyof typeof SUBSCRIBE_EN, string>> = {
  'subscribe.page.metaTitle': 'Avisos por correo electrónico',
  'subscribe.page.metaDescription':
    'Restricciones y alertas de incendio, noticias, avisos de reuniones de la junta y ofertas de empleo por correo electrónico.',
  'subscribe.page.title': 'Reciba avisos por correo electrónico',
  'subscribe.page.intro':
    'Elija sobre qué quiere recibir avisos e ingrese su dirección de correo electrónico. Le enviamos un correo para confirmar; no recibirá nada más hasta que confirme. Cada correo tiene un enlace para cambiar sus opciones o cancelar la suscripción.',
  'subscribe.page.listsLegend': 'Envíenme',
  'subscribe.page.emailLabel': 'Correo electrónico',
  'subscribe.page.emailHint': 'Por ejemplo nombre@example.org',
  'subscribe.page.submit': 'Suscribirme',
  'subscribe.page.noLists': 'Elija al menos un tipo de aviso.',
  'subscribe.page.errorSummaryTitle': 'Hay un problema',
  'subscribe.page.checkEmailTitle': 'Revise su correo electrónico',
  'subscribe.page.checkEmail':
    'Si esta dirección puede recibir nuestros avisos, le enviamos un correo con un enlace de confirmación. Ábralo dentro de 48 horas para empezar a recibirlos. Si no le llega nada, revise su carpeta de correo no deseado o vuelva a pedirlo en 15 minutos.',
  'subscribe.page.tooMany':
    'En este momento se están suscribiendo demasiadas personas. No se envió nada. Vuelva a intentarlo en una hora.',
  'subscribe.page.confirmTitle': 'Confirme sus avisos por correo electrónico',
  'subscribe.page.confirmIntro': 'Presione Confirmar para empezar a recibir los avisos que pidió.',
  'subscribe.page.confirmButton': 'Confirmar',
  'subscribe.page.confirmedTitle': 'Ya está suscrito',
  'subscribe.page.confirmed': 'Sus avisos por correo electrónico han comenzado. Recibirá:',
  'subscribe.page.manageLinkLabel': 'Cambiar sus suscripciones',
  'subscribe.page.linkInvalidTitle': 'Este enlace no funciona',
  'subscribe.page.linkInvalid':
    'El enlace venció, ya se usó o está incompleto. Pida uno nuevo en la página de suscripción.',
  'subscribe.page.startAgainLabel': 'Reciba avisos por correo electrónico',
  'subscribe.page.manageTitle': 'Sus avisos por correo electrónico',
  'subscribe.page.manageIntro': 'Marque los avisos que quiere seguir recibiendo y luego guarde.',
  'subscribe.page.saveButton': 'Guardar mis opciones',
  'subscribe.page.saved': 'Sus opciones se guardaron.',
  'subscribe.page.leaveAllButton': 'Cancelar todas mis suscripciones',
  'subscribe.page.leftTitle': 'Canceló su suscripción',
  'subscribe.page.left':
    'No recibirá más avisos por correo electrónico de nosotros. Puede volver a suscribirse en cualquier momento.',
  'subscribe.page.privacyNote':
    'Usamos su dirección solo para enviarle los avisos que eligió, la guardamos mientras esté suscrito y borramos después de 7 días las suscripciones que nunca se confirman.',
  'subscribe.page.privacyLinkLabel': 'Aviso de privacidad',

  'subscribe.language.legend': 'Idioma de los correos',
  'subscribe.language.en': 'En inglés',
  'subscribe.language.es': 'En español',

  'subscribe.error.emailMissing': 'Ingrese su dirección de correo electrónico.',
  'subscribe.error.emailTooLong':
    'Ingrese una dirección de correo electrónico de 254 caracteres como máximo.',
  'subscribe.error.emailFormat':
    'Ingrese una dirección de correo electrónico con el formato correcto, como nombre@example.org',

  'subscribe.unsubscribed': 'Se canceló su suscripción.',

  'subscribe.list.alerts.name': 'Restricciones y alertas de incendio',
  'subscribe.list.alerts.description':
    'Advertencias y emergencias: restricciones de incendio, evacuaciones, cierres de caminos.',
  'subscribe.list.news.name': 'Noticias',
  'subscribe.list.news.description': 'Noticias del distrito.',
  'subscribe.list.meetings.name': 'Avisos y agendas de las reuniones de la junta',
  'subscribe.list.meetings.description':
    'Aviso de cada reunión de la junta, su agenda y los cambios de hora o lugar.',
  'subscribe.list.jobs.name': 'Ofertas de empleo',
  'subscribe.list.jobs.description': 'Nuevos puestos en el distrito.',
};
