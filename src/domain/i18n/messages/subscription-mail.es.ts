import type { SUBSCRIPTION_MAIL_EN } from './subscription-mail.en.ts';

/** The words around every subscription e-mail in Spanish (issue 29, decision 325). */
export const SUBSCRIPTION_MAIL_ES: Readonly<Record<keyof typeof SUBSCRIPTION_MAIL_EN, string>> = {
  'subscriptionMail.confirmSubject': 'Confirme sus avisos por correo electrónico de {districtName}',
  'subscriptionMail.confirmAsked':
    'Alguien, probablemente usted, pidió a {districtName} que envíe avisos por correo electrónico a esta dirección:',
  'subscriptionMail.confirmOpen':
    'Para empezar a recibirlos, abra este enlace dentro de {hours} horas y presione Confirmar:',
  'subscriptionMail.confirmLink': 'Confirmar mis avisos por correo electrónico',
  'subscriptionMail.confirmIgnore':
    'Si usted no lo pidió, ignore este correo. No recibirá nada más de nosotros.',
  'subscriptionMail.readOnWebsite': 'Léalo en el sitio web: {url}',
  'subscriptionMail.readTitleOnWebsite': 'Lea “{title}” en el sitio web',
  'subscriptionMail.whyYouGetThis':
    'Recibe este correo porque se suscribió a "{listName}" de {districtName}.',
  'subscriptionMail.whyYouGetThisHtml':
    'Recibe este correo porque se suscribió a “{listName}” de {districtName}.',
  'subscriptionMail.changeSubscriptions': 'Cambiar sus suscripciones',
  'subscriptionMail.unsubscribeAll': 'Cancelar todas sus suscripciones',
  'subscriptionMail.itemInEnglish': 'Aviso del distrito; el texto sigue en inglés',
  'subscriptionMail.urgentItemInEnglish': 'Aviso urgente del distrito; el texto sigue en inglés',
  'subscriptionMail.subjectInEnglish': 'Aviso (en inglés)',
  'subscriptionMail.urgentSubjectInEnglish': 'Aviso urgente (en inglés)',
};
