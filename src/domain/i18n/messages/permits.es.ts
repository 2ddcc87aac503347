import type { PERMITS_EN } from './permits.en.ts';

/** Las palabras de los formularios de permisos (issue 29), en el español de EE. UU., de usted. */
export const PERMITS_ES: Readonly<Record<keyof typeof PERMITS_EN, string>> = {
  'permits.page.printableForms': 'Formularios para imprimir',
  'permits.page.openBurnPermit': 'Permiso de quema al aire libre',
  'permits.page.burnNeedsPermit':
    'Quemar desechos de jardín, la orilla de una acequia o material agrícola requiere un permiso para cada quema.',
  'permits.page.burnNeedsPermitNoFee':
    'Quemar desechos de jardín, la orilla de una acequia o material agrícola requiere un permiso para cada quema (sin costo).',
  'permits.page.burnNeedsPermitFee':
    'Quemar desechos de jardín, la orilla de una acequia o material agrícola requiere un permiso para cada quema (costo {fee}, pagado con tarjeta al solicitarlo).',
  'permits.page.applyBurnOnline': 'Solicite en línea un permiso de quema al aire libre',
  'permits.page.orSee': ', o consulte',
  'permits.page.burnStatusLink': 'el estado de quema de hoy y cómo avisar que va a quemar',
  'permits.page.applyAndPay': 'Solicite y pague en línea',
  'permits.page.feeNote': 'Se agrega un cargo por procesamiento del {feePercent}% a cada pago.',
  'permits.page.configError':
    'No pudimos cargar la configuración de pagos. Revise su conexión e inténtelo de nuevo.',
  'permits.page.tryAgain': 'Intentar de nuevo',
  'permits.toggle.label': 'Elija un formulario',
  'permits.toggle.residential': 'Residencial',
  'permits.toggle.commercial': 'Comercial',
  'permits.toggle.propane': 'Propano',
  'permits.toggle.sprinkler': 'Rociadores',
  'permits.title.residential': 'Autorización residencial',
  'permits.title.commercial': 'Autorización comercial',
  'permits.title.propane': 'Permiso para tanque de propano',
  'permits.title.sprinkler': 'Permiso de rociadores',

  'permits.form.allRequired':
    'Todos los campos son obligatorios, salvo los marcados como opcionales.',
  'permits.form.costPending':
    'Escriba el área cubierta para ver el costo, el cargo por procesamiento y el total.',
  'permits.form.loadingPayment': 'Cargando el formulario de pago…',
  'permits.form.loadingSecureCard': 'Cargando el formulario seguro de tarjeta…',
  'permits.form.paymentUnavailable':
    'El pago en línea de este formulario no está disponible en este momento. Llame al {phone}.',
  'permits.form.paid': 'Pagado',
  'permits.form.payAmount': 'Pagar {amount}',
  'permits.form.payNow': 'Pagar ahora',
  'permits.form.optional': '{label} (opcional)',
  'permits.form.errorPrefix': 'Error:',
  'permits.form.dateHint': 'Escriba o elija una fecha, como {format}',
  'permits.form.timeHint': 'Escriba o elija una hora en pasos de 15 minutos, como 9:15 AM',
  'permits.form.setByDistrict': 'Lo fija el distrito',
  'permits.form.errorSummary': 'Hay un problema',
  'permits.cost.label': 'Costo',
  'permits.cost.fee': 'Cargo por procesamiento ({feePercent}%)',
  'permits.cost.total': 'Total',

  'permits.group.aboutYou': 'Sus datos',
  'permits.group.aboutYouHelp':
    'Quién solicita la inspección y adónde enviamos el recibo y el permiso.',
  'permits.group.aboutProperty': 'La propiedad',
  'permits.group.aboutPropertyHelp':
    'La vivienda que se inspeccionará, como figura en su permiso de construcción del condado. El área cubierta determina el costo.',
  'permits.group.aboutInspection': 'La inspección',
  'permits.group.aboutInspectionHelp':
    'Cuándo desea la inspección y por qué. El inspector anota el resultado; hasta entonces, escriba lo que indica la ayuda de cada campo.',

  'permits.hint.fullName': 'La persona que solicita la autorización.',
  'permits.hint.email': 'Aquí le enviamos el recibo y el permiso.',
  'permits.hint.lotNumber': 'Como figura en el plano o en su permiso de construcción del condado.',
  'permits.hint.permitNumber': 'El número de su permiso de construcción del condado.',
  'permits.hint.generalContractor': '¿Construye usted mismo? Escriba Propietario.',
  'permits.hint.areaCovered':
    'La superficie en pies cuadrados, un número como 2400. Determina el costo.',
  'permits.hint.stage': 'En qué etapa está la obra, como Cimientos, Estructura o Final.',
  'permits.hint.reasonForInspection': 'Como Casa nueva, Ampliación o Espacio defendible.',
  'permits.hint.inspectionType': 'Como Espacio defendible o Final. ¿No está seguro? Escriba No sé.',
  'permits.hint.resultOfInspection':
    '¿Aún sin inspeccionar? Escriba Pendiente. El inspector anota el resultado.',
  'permits.hint.inspector': '¿Aún no hay inspector asignado? Escriba Por asignar.',
  'permits.hint.typeOfClearance': '¿Aún no se sabe? Escriba Por decidir. Lo fija el inspector.',
  'permits.hint.workMustBeCompletedIn':
    '¿Aún no hay plazo? Escriba Sin fijar. Lo fija el inspector.',
  'permits.hint.temporaryClearance':
    'Los días de autorización temporal que solicita, un número como 30.',
  'permits.hint.comments':
    'Códigos de portón, acceso, lo que el inspector deba saber. ¿Nada que agregar? Escriba Nada.',

  'permits.field.date': 'Fecha',
  'permits.field.time': 'Hora',
  'permits.field.lotNumber': 'Número de lote',
  'permits.field.permitNumber': 'Número de permiso',
  'permits.field.fullName': 'Nombre completo',
  'permits.field.address': 'Dirección',
  'permits.field.generalContractor': 'Contratista general',
  'permits.field.fireProtectionOfficer': 'Jefe de prevención de incendios',
  'permits.field.reasonForInspection': 'Motivo de la inspección',
  'permits.field.stage': 'Etapa',
  'permits.field.areaCovered': 'Área cubierta (pies cuadrados)',
  'permits.field.inspectionType': 'Tipo de inspección',
  'permits.field.resultOfInspection': 'Resultado de la inspección',
  'permits.field.workMustBeCompletedIn': 'Plazo para terminar la obra',
  'permits.field.typeOfClearance': 'Tipo de autorización',
  'permits.field.temporaryClearance': 'Autorización temporal (días)',
  'permits.field.comments': 'Comentarios',
  'permits.field.inspector': 'Inspector',
  'permits.field.email': 'Correo electrónico',
  'permits.field.buildingType': 'Tipo de edificio',
  'permits.field.applicantName': 'Nombre del solicitante',
  'permits.field.applicantEmail': 'Correo electrónico del solicitante',
  'permits.field.applicationDate': 'Fecha de la solicitud',
  'permits.field.serviceAddress': 'Dirección del servicio',
  'permits.field.phoneNumber': 'Número de teléfono',
  'permits.field.postalCode': 'Código postal',
  'permits.field.isMailingSame': 'La dirección postal es la misma que la dirección del servicio',
  'permits.field.mailingAddress': 'Dirección postal',
  'permits.field.telephoneNumber': 'Número de teléfono',
  'permits.field.faxNumber': 'Número de fax',
  'permits.field.propaneSupplier': 'Proveedor de propano',
  'permits.field.propaneSupplierPhoneNumber': 'Teléfono del proveedor de propano',
  'permits.field.tankSize': 'Tamaño del tanque',
  'permits.field.tankLocation': 'Ubicación del tanque',
  'permits.field.plotPlan': 'Plano del terreno (PDF, PNG o JPEG, hasta 10 MB)',

  'permits.error.plotPlanRequired':
    'Elija un plano del terreno: un archivo PDF, PNG o JPEG de 10 MB como máximo',
  'permits.error.cardNumberInForm':
    'Quite el número de tarjeta. Nunca escriba datos de la tarjeta en este formulario',
  'permits.error.emailTooLong': 'El correo electrónico debe tener 254 caracteres o menos',
  'permits.error.emailFormat':
    'Ingrese una dirección de correo electrónico con el formato correcto, como nombre@example.org',
  'permits.error.realDate': 'Escriba una fecha real como AAAA-MM-DD',
  'permits.error.enterTime': 'Escriba una hora',
  'permits.error.quarterHour': 'Escriba una hora como HH:mm en pasos de 15 minutos, como 09:15',
  'permits.error.phoneFormat': 'Escriba un número de teléfono como 435-555-0100',
  'permits.error.inspectionDate': 'Escriba la fecha de la inspección',
  'permits.error.lotNumber': 'Escriba el número de lote',
  'permits.error.permitNumber': 'Escriba el número del permiso de construcción',
  'permits.error.fullName': 'Escriba su nombre completo',
  'permits.error.address': 'Escriba la dirección de la propiedad',
  'permits.error.generalContractor': 'Escriba el contratista general',
  'permits.error.reasonForInspection': 'Escriba el motivo de la inspección',
  'permits.error.stage': 'Escriba la etapa de la obra',
  'permits.error.areaCovered': 'Escriba el área cubierta en pies cuadrados, un número mayor que 0',
  'permits.error.inspectionType': 'Escriba el tipo de inspección',
  'permits.error.resultOfInspection': 'Escriba el resultado de la inspección',
  'permits.error.workMustBeCompletedIn': 'Escriba cuándo debe terminarse la obra',
  'permits.error.typeOfClearance': 'Escriba el tipo de autorización',
  'permits.error.temporaryClearance':
    'Escriba la autorización temporal en días, un número mayor que 0',
  'permits.error.comments': 'Escriba comentarios',
  'permits.error.inspector': 'Escriba el inspector',
  'permits.error.email': 'Escriba su correo electrónico',
  'permits.error.residentialBuilding': 'Elija Residential como tipo de edificio',
  'permits.error.commercialBuilding': 'Elija Commercial como tipo de edificio',
  'permits.error.name': 'Escriba su nombre',
  'permits.error.applicationDate': 'Escriba la fecha de la solicitud',
  'permits.error.serviceAddress': 'Escriba la dirección del servicio',
  'permits.error.zipCode': 'Escriba un código postal como 84036 o 84036-1234',
  'permits.error.isMailingSame':
    'Indique si la dirección postal es la misma que la dirección del servicio',
  'permits.error.mailingAddress': 'Escriba la dirección postal',

  'permits.payment.noClientSecretReceived': 'No se recibió la clave del pago desde el servidor',
  'permits.payment.noClientSecretReturned': 'El servidor no devolvió la clave del pago',
  'permits.error.telephoneNumber': 'Escriba su número de teléfono',
  'permits.error.faxFormat': 'Escriba un número de fax como 435-555-0100',
  'permits.error.propaneSupplier': 'Escriba el proveedor de propano',
  'permits.error.propaneSupplierPhone': 'Escriba el teléfono del proveedor de propano',
  'permits.error.tankSize': 'Escriba el tamaño del tanque, como 500 galones',
  'permits.error.tankLocation': 'Escriba dónde está el tanque',
  'permits.error.mailingOrSame':
    'Escriba la dirección postal o marque que es la misma que la dirección del servicio',

  'permits.card.details': 'Datos de la tarjeta',
  'permits.card.testMode': 'Modo de prueba: no se hacen cargos reales',
  'permits.card.number': 'Número de tarjeta',
  'permits.card.expiration': 'Vencimiento',
  'permits.card.expirationPlaceholder': 'MM / AA',
  'permits.card.cvc': 'CVC',
  'permits.card.zip': 'Código postal',
  'permits.card.testCards': 'Tarjetas de prueba',
  'permits.card.testCardsHelp':
    'Use cualquier fecha de vencimiento futura, cualquier CVC y cualquier código postal.',
  'permits.card.succeeds': 'Se aprueba',
  'permits.card.asks3ds': 'Pide la autenticación 3-D Secure',
  'permits.card.declined': 'Se rechaza',
  'permits.card.insufficientFunds': '(fondos insuficientes)',
  'permits.card.enterNumber': 'Escriba el número de tarjeta',
  'permits.card.enterExpiry': 'Escriba la fecha de vencimiento como MM / AA',
  'permits.card.enterCvc': 'Escriba el CVC de 3 o 4 dígitos',
  'permits.card.enterZip': 'Escriba el código postal de 5 dígitos',
  'permits.card.enterDetails': 'Escriba los datos de su tarjeta',
  'permits.card.stripeFailed':
    'No se pudo cargar el formulario seguro de tarjeta. Revise su conexión o desactive cualquier bloqueador de contenido en esta página e inténtelo de nuevo. También puede pagar por teléfono: llame al {phone}.',
  'permits.card.retry': 'Reintentar',
  'permits.card.challengeTitle': 'Autenticación 3-D Secure',
  'permits.card.challengeText':
    'El emisor de su tarjeta le pide confirmar este pago. Este es el entorno de prueba: elija cómo termina la verificación.',
  'permits.card.completeAuthentication': 'Completar la autenticación',
  'permits.card.failAuthentication': 'Hacer fallar la autenticación',
  'permits.card.declinedMessage': 'Su tarjeta fue rechazada.',
  'permits.card.insufficientFundsMessage': 'Su tarjeta no tiene fondos suficientes.',
  'permits.card.notAuthenticated':
    'No pudimos autenticar su tarjeta. No se ha cobrado ningún dinero.',

  'permits.payment.processingButton': 'Procesando...',
  'permits.payment.processingTitle': 'Procesando el pago',
  'permits.payment.processingBody': 'Espere, por favor...',
  'permits.payment.configurationIssue':
    'Hay un problema de configuración en nuestro sistema de pagos. Comuníquese con nosotros.',
  'permits.payment.failedTitle': 'El pago no se realizó',
  'permits.payment.authenticationFailedTitle': 'La autenticación falló',
  'permits.payment.completionFailed':
    'Ocurrió un error al generar el PDF y enviar el correo electrónico.',
  'permits.payment.paidDespiteFailure':
    'Su pago se realizó: no pague de nuevo. Emitiremos su permiso y se lo enviaremos por correo electrónico, y nuestro equipo se comunicará con usted si se necesita algo más.',
  'permits.payment.partialSuccessTitle': 'El pago se realizó, pero...',
  'permits.payment.failedFallback': 'El pago no se realizó. Inténtelo de nuevo.',
  'permits.payment.processingErrorFallback': 'Ocurrió un error al procesar el pago.',
  'permits.payment.notReadySandbox':
    'El procesamiento de pagos se está iniciando. Inténtelo de nuevo en un momento.',
  'permits.payment.notReadyStripe': 'Stripe aún no se ha cargado...',
  'permits.payment.cardElementMissing':
    'No se encontró el campo de la tarjeta. Actualice la página e inténtelo de nuevo.',
  'permits.payment.canceled':
    'Este pago se canceló. No se ha cobrado ningún dinero. Comience la solicitud de nuevo.',
  'permits.payment.cannotAuthenticate':
    'No podemos autenticar su método de pago. Elija otro método de pago e inténtelo de nuevo.',

  'permits.result.successTitle': 'Pago realizado',
  'permits.result.permitNumberIs':
    'Su número de permiso es {permitNumber}. Le enviamos su permiso por correo electrónico; guarde el número para sus registros.',
  'permits.result.partialNoMail':
    'Su pago se realizó y su número de permiso es {permitNumber}, pero no pudimos enviarle el permiso por correo electrónico. Nuestro equipo se comunicará con usted para asegurarse de que lo reciba.',
  'permits.result.partialNoPdf':
    'Su pago se realizó, pero no pudimos crear el PDF de su permiso. No pague de nuevo: nuestro equipo se comunicará con usted para asegurarse de que reciba su permiso.',
  'permits.result.downloadYourPermit': 'Descargar su permiso (PDF)',
  'permits.result.statusPage': 'Ver la página de estado de su solicitud',
  'permits.result.applyAgain': 'Solicitar otro permiso',
  'permits.result.amountPaid': 'Monto pagado',
  'permits.result.paidOn': 'Fecha de pago',
  'permits.result.sentTo': 'Permiso enviado a',
  'permits.result.whatNext': 'Qué sigue',
  'permits.result.marshalWillContact':
    'El jefe de bomberos (Fire Marshal) se comunicará con usted para programar la inspección.',
  'permits.result.propaneKeep': 'Guarde el permiso con los documentos de su proveedor de propano.',
  'permits.result.sprinklerKeep': 'Guarde el permiso para sus registros.',
  'permits.result.bookStep':
    'Este permiso requiere una inspección del jefe de bomberos (Fire Marshal): elija en línea un horario que le convenga.',
  'permits.result.pdfByMail': 'El PDF del permiso le llegará por correo electrónico.',
  'permits.result.bookInspection': 'Programe su inspección',
  'permits.result.downloadPermit': 'Descargar el permiso',

  'permits.picker.calendar': 'calendario',
  'permits.picker.timeList': 'lista de horas',
  'permits.picker.close': 'Cerrar el {noun}',
  'permits.picker.choose': 'Elegir {label}',
  'permits.picker.panel': '{label}: {noun}',
  'permits.picker.loading': 'Cargando el {noun}…',

  'permits.noScript.heading': 'Para pagar con tarjeta se necesita JavaScript',
  'permits.noScript.message':
    'Su solicitud no se envió y no se cobró nada. Active JavaScript en su navegador y vuelva a llenar el formulario, o llame al {phone} para hacer la solicitud por teléfono.',
};
