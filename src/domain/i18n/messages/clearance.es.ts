import type { CLEARANCE_EN } from './clearance.en.ts';

/** The inspection result's e-mails and the clearance certificate in Spanish (decision 332). */
export const CLEARANCE_ES: Readonly<Record<keyof typeof CLEARANCE_EN, string>> = {
  'clearance.title': 'Certificado de autorización contra incendios',
  'clearance.titleTemporary': 'Certificado temporal de autorización contra incendios',
  'clearance.outcome.passed': 'Aprobada',
  'clearance.outcome.passedWithConditions': 'Aprobada con condiciones',
  'clearance.outcome.correctionsRequired': 'Se requieren correcciones',
  'clearance.outcome.failed': 'No aprobada',
  'clearance.outcome.noAccess': 'Sin acceso',
  'clearance.mail.hello': 'Hola, {name}:',
  'clearance.mail.issuedSubject': 'Su {title} del permiso {permitNumber}',
  'clearance.mail.issued':
    'El jefe de bomberos inspeccionó la propiedad del permiso {permitNumber}. Adjuntamos su {title}.',
  'clearance.mail.temporary': 'Esta autorización es temporal: es válida hasta el {day}.',
  'clearance.mail.anyoneCanCheck': 'Cualquier persona puede verificarla en {url}',
  'clearance.mail.correctionsSubject': 'Se requieren correcciones: permiso {permitNumber}',
  'clearance.mail.result':
    'El jefe de bomberos inspeccionó la propiedad del permiso {permitNumber} el {day}. El resultado: {result}.',
  'clearance.mail.correctionsToMake': 'Correcciones que debe hacer:',
  'clearance.mail.completeBy': 'Termine el trabajo a más tardar el {day}.',
  'clearance.mail.payFee': 'Pague la tarifa de reinspección: {url}',
  'clearance.mail.bookReinspection': 'Programe su reinspección: {url}',
  'clearance.mail.comments': 'Comentarios del inspector: {comments}',
  'clearance.mail.expiringSubject': 'Su autorización temporal contra incendios vence el {day}',
  'clearance.mail.expiring':
    'La autorización temporal contra incendios del permiso {permitNumber} es válida hasta el {day}.',
  'clearance.mail.bookBefore': 'Programe su inspección antes de esa fecha: {url}',
  'clearance.pdf.subject': '{title} del permiso {permitNumber}, emitido por {district}',
  'clearance.pdf.statementTemporary':
    'El jefe de bomberos inspeccionó esta propiedad y otorga una autorización temporal contra incendios hasta el {day}.',
  'clearance.pdf.statement':
    'El jefe de bomberos inspeccionó esta propiedad y otorga su autorización contra incendios.',
  'clearance.pdf.permitNumber': 'Número de permiso',
  'clearance.pdf.permit': 'Permiso',
  'clearance.pdf.property': 'Propiedad',
  'clearance.pdf.result': 'Resultado de la inspección',
  'clearance.pdf.dateOfInspection': 'Fecha de la inspección',
  'clearance.pdf.validThrough': 'Válido hasta',
  'clearance.pdf.noEndDate': 'Sin fecha de vencimiento',
  'clearance.pdf.inspector': 'Inspector',
  'clearance.pdf.corrections': 'Correcciones que debe completar',
  'clearance.pdf.conditions': 'Condiciones',
  'clearance.pdf.comments': 'Comentarios del inspector',
  'clearance.pdf.verify': 'Verifique esta autorización',
  'clearance.pdf.verifyNote':
    'Escanee el código o abra esta dirección para confirmar con el distrito que esta autorización es auténtica y si está vigente, es temporal, venció o fue revocada.',
  'clearance.pdf.footer': '{label} · Página {page} de {count}',
};
