import type { PERMIT_DOCUMENTS_EN } from './permit-documents.en.ts';

/** El PDF del permiso y sus correos, en español. */
export const PERMIT_DOCUMENTS_ES: Readonly<Record<keyof typeof PERMIT_DOCUMENTS_EN, string>> = {
  'permitDocs.plotPlan': 'Plano del terreno',
  'permitDocs.attached': 'Adjunto a la solicitud',
  'permitDocs.sameAddress': 'Igual que la dirección del servicio',
  'permitDocs.yes': 'Sí',
  'permitDocs.no': 'No',
  'permitDocs.countyPermit': 'N.º de permiso de construcción (condado)',
  'permitDocs.property': 'Propiedad',
  'permitDocs.serviceAddress': 'Dirección del servicio',
  'permitDocs.testNotice': 'PRUEBA — NO ES UN PERMISO VÁLIDO',
  'permitDocs.testPaid':
    '{notice}: pagado en el entorno de prueba sin conexión con una tarjeta de prueba.',
  'permitDocs.issuedOn': 'Emitido a {name} el {date} a las {time} por {district}.',
  'permitDocs.issued': 'Emitido a {name} por {district}.',
  'permitDocs.permitNumber': 'Número de permiso',
  'permitDocs.dateOfIssue': 'Fecha de emisión',
  'permitDocs.validThrough': 'Válido hasta',
  'permitDocs.validDays': '{date} ({days} días desde la emisión)',
  'permitDocs.issuedTo': 'Emitido a nombre de',
  'permitDocs.permitCost': 'Costo del permiso',
  'permitDocs.processingFee': 'Cargo por procesamiento',
  'permitDocs.feeAmount': '{amount} (cargo por procesamiento del {percent}%)',
  'permitDocs.totalPaid': 'Total pagado',
  'permitDocs.paymentReference': 'Referencia del pago',
  'permitDocs.titleResidential': 'Inspección para autorización residencial — Pagada',
  'permitDocs.titleCommercial': 'Inspección para autorización comercial — Pagada',
  'permitDocs.allowsResidential':
    'La tarifa de la inspección de autorización contra incendios de la propiedad residencial indicada abajo está pagada. El jefe de prevención de incendios del distrito inspecciona la propiedad y, si cumple el código de incendios adoptado, otorga la autorización que pide el departamento de construcción del condado.',
  'permitDocs.allowsCommercial':
    'La tarifa de la inspección de autorización contra incendios del edificio comercial indicado abajo está pagada. El jefe de prevención de incendios del distrito inspecciona el edificio y, si cumple el código de incendios adoptado, otorga la autorización que pide el departamento de construcción del condado.',
  'permitDocs.allowsPropane':
    'El titular puede instalar el tanque de propano descrito abajo en la dirección del servicio, en el lugar indicado en el plano del terreno presentado con la solicitud.',
  'permitDocs.allowsSprinkler':
    'El titular puede instalar o modificar el sistema de rociadores contra incendios en la dirección del servicio indicada abajo.',
  'permitDocs.clearance1':
    'La autorización la otorga el inspector del distrito en la inspección. Los datos bajo “Según lo escribió el solicitante” no son resultados de la inspección.',
  'permitDocs.clearance2':
    'Muestre este documento al inspector cuando se lo pida y guárdelo con los registros del permiso de construcción.',
  'permitDocs.clearance3':
    'Coloque el número de la dirección donde se pueda leer desde el camino y mantenga la entrada libre para los vehículos de bomberos el día de la inspección.',
  'permitDocs.clearance4':
    'Para cambiar la fecha de la inspección, llame a la oficina principal con al menos un día hábil de anticipación.',
  'permitDocs.propane1':
    'Un proveedor de propano con licencia instala el tanque según la norma NFPA 58 adoptada por el Estado de Utah.',
  'permitDocs.propane2':
    'Mantenga la maleza, el pasto seco y otros materiales que se encienden con facilidad a por lo menos 10 pies del tanque.',
  'permitDocs.propane3':
    'Mantenga el tanque y su válvula de cierre al alcance de los vehículos y equipos de bomberos.',
  'permitDocs.propane4':
    'El distrito puede inspeccionar la instalación. Guarde este permiso en la propiedad.',
  'permitDocs.sprinkler1':
    'Un contratista de rociadores contra incendios con licencia de Utah hace el trabajo según el código de incendios adoptado y la norma NFPA 13, 13R o 13D, según corresponda.',
  'permitDocs.sprinkler2':
    'Llame al distrito para una inspección antes de cubrir cualquier tubería.',
  'permitDocs.sprinkler3':
    'Guarde este permiso en la propiedad hasta que el distrito haya aceptado el sistema.',
  'permitDocs.mailSubject': 'Su {title} {permitNumber}',
  'permitDocs.mailTest':
    '{notice}. Se pagó en el entorno de prueba sin conexión con una tarjeta de prueba.',
  'permitDocs.dear': 'Estimado/a {name}:',
  'permitDocs.thanks': 'Gracias por su pago. Adjuntamos su {title} en PDF.',
  'permitDocs.mailPermitNumber': 'Número de permiso: {permitNumber}',
  'permitDocs.mailAmountPaid':
    'Monto pagado: {total} (permiso {cost}, cargo por procesamiento {fee})',
  'permitDocs.mailReference': 'Referencia del pago: {reference}',
  'permitDocs.mailStatus': 'Vea su solicitud y vuelva a descargar el permiso: {url}',
  'permitDocs.questions': '¿Preguntas? Llame al {phone}, {hours}.',
  'permitDocs.refundSubject': 'Reembolso de su {title} {permitNumber}',
  'permitDocs.refunded': 'Le reembolsamos {amount} de su pago por {title} {permitNumber}.',
  'permitDocs.reason': 'Motivo: {reason}',
  'permitDocs.paid': 'Pagado: {total}',
  'permitDocs.refundedWhole': 'Reembolsado en total: {total} (todo el pago)',
  'permitDocs.refundedTotal': 'Reembolsado en total: {total}',
  'permitDocs.moneyBack':
    'El dinero vuelve a la tarjeta con la que pagó. Su banco puede tardar de 5 a 10 días hábiles en mostrarlo.',
  'permitDocs.seeApplication': 'Vea su solicitud: {url}',
  'permitDocs.entered': 'Según lo escribió el solicitante',
  'permitDocs.enteredNote':
    'El solicitante escribió estos datos en la solicitud. No son resultados de la inspección: el inspector del distrito anota el resultado oficial.',
};
