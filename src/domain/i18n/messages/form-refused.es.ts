import type { FORM_REFUSED_EN } from './form-refused.en.ts';

/** La página de un formulario rechazado antes de leerlo (decisión 301), en español. */
export const FORM_REFUSED_ES: Readonly<Record<keyof typeof FORM_REFUSED_EN, string>> = {
  'formRefused.heading.400': 'No se pudo leer el formulario',
  'formRefused.heading.403': 'Enviado desde otro sitio web',
  'formRefused.heading.409': 'Cambiado al mismo tiempo',
  'formRefused.heading.413': 'El formulario es demasiado grande',
  'formRefused.heading.429': 'Demasiadas solicitudes',
  'formRefused.heading.503': 'Vuelva a intentarlo en un minuto',
  'formRefused.heading.other': 'Algo salió mal',
  'formRefused.back': 'Volver al formulario',
  'formRefused.error.validationFailed': 'Algunos campos necesitan atención.',
  'formRefused.error.payloadTooLarge': 'El archivo es demasiado grande.',
  'formRefused.error.crossSite': 'Envíe este formulario desde el sitio web del distrito.',
  'formRefused.error.rateLimited':
    'Demasiadas solicitudes desde su dirección. Espere un minuto y vuelva a intentarlo.',
  'formRefused.error.serverBusy': 'El servidor está ocupado. Vuelva a intentarlo en unos segundos.',
  'formRefused.error.changedMeanwhile':
    'Otra persona cambió esto al mismo tiempo. Vuelva a cargar la página para ver el cambio y vuelva a intentarlo.',
  'formRefused.error.serviceUnavailable':
    'El servicio no está disponible por un momento. No se perdió nada. Vuelva a intentarlo en un minuto.',
  'formRefused.error.internal': 'Algo salió mal de nuestra parte. Vuelva a intentarlo.',
  'formRefused.error.tooManyLookups':
    'Demasiadas consultas desde su dirección. Inténtelo de nuevo en unos minutos.',
};
