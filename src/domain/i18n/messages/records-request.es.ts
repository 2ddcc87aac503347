import type { RECORDS_REQUEST_EN } from './records-request.en.ts';

/** The records request pages and the requester's e-mails in Spanish (issue 29, decision 326). */
export const RECORDS_REQUEST_ES: Readonly<Record<keyof typeof RECORDS_REQUEST_EN, string>> = {
  'recordsRequest.formTitle': 'Solicitar registros públicos en línea',
  'recordsRequest.errorTitle': 'Error: {title}',
  'recordsRequest.intro':
    'El distrito responde dentro de los 10 días hábiles siguientes a la recepción de su solicitud (5 días hábiles cuando concede una respuesta acelerada). Una solicitud recibida después de las 5 p.m., en fin de semana o en día festivo cuenta desde el siguiente día hábil. También puede usar el <link>formulario de solicitud para imprimir</link>.',
  'recordsRequest.aboutYou': 'Sus datos',
  'recordsRequest.emailHint':
    'Aquí le enviamos el número de su solicitud y el enlace privado para seguirla.',
  'recordsRequest.theRecords': 'Los registros',
  'recordsRequest.descriptionHint':
    'Describa los registros con la mayor precisión posible: tema, personas, lugares, tipos de documento.',
  'recordsRequest.dateRange': 'Período de los registros (opcional)',
  'recordsRequest.dayHint': 'Formato AAAA-MM-DD.',
  'recordsRequest.fees': 'Tarifas',
  'recordsRequest.feesText':
    'Las tarifas cubren solo el costo real de proporcionar los registros. Usted recibe un presupuesto antes de cualquier trabajo que tenga costo.',
  'recordsRequest.feeWaiverHint': 'Solo si pide una exención.',
  'recordsRequest.expeditedHeading': 'Respuesta acelerada',
  'recordsRequest.expeditedHint': 'Solo si pide una respuesta acelerada.',
  'recordsRequest.send': 'Enviar la solicitud',
  'recordsRequest.errorSummary': 'Hay un problema',

  'recordsRequest.field.requesterName': 'Su nombre',
  'recordsRequest.field.email': 'Correo electrónico',
  'recordsRequest.field.phone': 'Número de teléfono (opcional)',
  'recordsRequest.field.mailingAddress': 'Dirección postal',
  'recordsRequest.field.description': 'Registros que desea',
  'recordsRequest.field.fromDay': 'Desde (opcional)',
  'recordsRequest.field.toDay': 'Hasta (opcional)',
  'recordsRequest.field.format': 'Formato preferido',
  'recordsRequest.field.feeWaiver': 'Pido una exención de tarifas',
  'recordsRequest.field.feeWaiverReason': 'Por qué se deben eximir las tarifas',
  'recordsRequest.field.expedited': 'Pido una respuesta acelerada',
  'recordsRequest.field.expediteGround': 'Por qué se debe acelerar la respuesta',
  'recordsRequest.field.expediteReason': 'Explique cómo la divulgación beneficia al público',
  'recordsRequest.format.electronic': 'Copia electrónica',
  'recordsRequest.format.inspection': 'Consulta en persona',
  'recordsRequest.ground.news-media': 'Soy miembro de los medios de comunicación',
  'recordsRequest.ground.public-benefit': 'Divulgar los registros beneficia al público',

  'recordsRequest.error.name': 'Escriba su nombre.',
  'recordsRequest.error.emailMissing': 'Escriba un correo electrónico.',
  'recordsRequest.error.email': 'Escriba un correo electrónico, como nombre@ejemplo.com.',
  'recordsRequest.error.phone':
    'Escriba un número de teléfono, como 435-555-0100, o déjelo en blanco.',
  'recordsRequest.error.mailingAddress': 'Escriba su dirección postal.',
  'recordsRequest.error.description': 'Describa los registros que desea.',
  'recordsRequest.error.fromDay': 'Escriba la primera fecha como AAAA-MM-DD, o déjela en blanco.',
  'recordsRequest.error.toDay': 'Escriba la última fecha como AAAA-MM-DD, o déjela en blanco.',
  'recordsRequest.error.dayOrder': 'Escriba una última fecha igual o posterior a la primera.',
  'recordsRequest.error.format': 'Elija copia electrónica o consulta en persona.',
  'recordsRequest.error.feeWaiverReason': 'Diga por qué se deben eximir las tarifas.',
  'recordsRequest.error.expediteGround': 'Elija por qué se debe acelerar la respuesta.',
  'recordsRequest.error.expediteReason':
    'Explique cómo divulgar los registros beneficia al público.',
  'recordsRequest.error.max200': 'Use 200 caracteres como máximo.',
  'recordsRequest.error.max500': 'Use 500 caracteres como máximo.',
  'recordsRequest.error.max2000': 'Use 2000 caracteres como máximo.',
  'recordsRequest.error.max4000': 'Use 4000 caracteres como máximo.',
  'recordsRequest.error.appealReason': 'Diga por qué apela.',
  'recordsRequest.error.clarification': 'Escriba su respuesta.',
  'recordsRequest.error.withdraw': 'Marque la casilla para confirmar que retira esta solicitud.',

  'recordsRequest.status.new': 'Nueva',
  'recordsRequest.status.in_progress': 'En trámite',
  'recordsRequest.status.awaiting_payment': 'En espera de pago',
  'recordsRequest.status.awaiting_clarification': 'En espera de aclaración',
  'recordsRequest.status.extended': 'Plazo extendido',
  'recordsRequest.status.fulfilled': 'Atendida',
  'recordsRequest.status.partially_fulfilled': 'Atendida en parte',
  'recordsRequest.status.denied': 'Denegada',
  'recordsRequest.status.withdrawn': 'Retirada',
  'recordsRequest.status.appealed': 'Apelada',

  'recordsRequest.deadline': 'La respuesta vence en {days} días hábiles, a más tardar el {dueDay}.',
  'recordsRequest.statusTitle': 'Solicitud de registros {requestNumber}',
  'recordsRequest.justFiled':
    'Recibimos su solicitud. Enviamos a {email} el número de la solicitud y el enlace de esta página: guárdelo para seguir su solicitud.',
  'recordsRequest.justFiledUnmailed':
    'Recibimos su solicitud {requestNumber}. Esta vez no enviamos un correo a {email}: el distrito envía como máximo un correo al día desde este formulario a una dirección no confirmada. Guarde el enlace de esta página para seguir su solicitud.',
  'recordsRequest.statusLabel': 'Estado',
  'recordsRequest.received': 'Recibida',
  'recordsRequest.countsFrom': 'Cuenta desde el {day}',
  'recordsRequest.responseDue': 'Fecha límite de respuesta',
  'recordsRequest.appealDue': 'Fecha límite de la decisión sobre la apelación',
  'recordsRequest.daysLeftLabel': 'Días restantes',
  'recordsRequest.daysLeft':
    '{days, plural, one {Queda # día hábil} other {Quedan # días hábiles}}',
  'recordsRequest.dueToday': 'Vence hoy',
  'recordsRequest.overdue':
    '{days, plural, one {Vencida hace # día hábil} other {Vencida hace # días hábiles}}',
  'recordsRequest.recordsAskedFor': 'Registros solicitados',
  'recordsRequest.withheld': 'Retenido',
  'recordsRequest.yourRecords': 'Sus registros',
  'recordsRequest.fileAvailable': ' ({size}), disponible hasta el {day}',
  'recordsRequest.fileGone': '{fileName}: Este archivo ya no está disponible.',
  'recordsRequest.feeEstimate': 'La tarifa de su solicitud se estima en {amount}, el costo real:',
  'recordsRequest.payByCard': 'Pagar {amount} con tarjeta',
  'recordsRequest.afterPay': '. El trabajo continúa una vez pagada.',
  'recordsRequest.payLater':
    'El encargado de registros le dirá cómo pagar. El trabajo continúa una vez pagada.',
  'recordsRequest.clarifyHeading': 'Aclare su solicitud',
  'recordsRequest.officerAsks': 'El encargado de registros pregunta:',
  'recordsRequest.yourAnswer': 'Su respuesta',
  'recordsRequest.sendAnswer': 'Enviar su respuesta',
  'recordsRequest.whatHappened': 'Historial',
  'recordsRequest.appealHeading': 'Apelación',
  'recordsRequest.appealText':
    'Puede apelar ante {officer}, el director administrativo del distrito (Código de Utah 63G-2-401): dentro de los 30 días siguientes a una denegación, o ahora porque venció el plazo sin respuesta.',
  'recordsRequest.whyAppeal': 'Por qué apela',
  'recordsRequest.sendAppeal': 'Enviar la apelación',
  'recordsRequest.withdrawHeading': 'Retirar esta solicitud',
  'recordsRequest.withdrawText':
    'Si ya no necesita estos registros, retire la solicitud: el distrito deja de trabajar en ella y no podrá reabrirla. Este formulario no reembolsa las tarifas ya pagadas; comuníquese con el encargado de registros',
  'recordsRequest.withdrawAt': ' en ',
  'recordsRequest.withdrawAbout': ' sobre ellas.',
  'recordsRequest.withdrawConfirm': 'Quiero retirar esta solicitud',
  'recordsRequest.withdrawButton': 'Retirar esta solicitud',
  'recordsRequest.appealDone':
    'Su apelación fue enviada a {officer}. Recibirá la decisión por correo electrónico.',
  'recordsRequest.appealRefused': 'Esta solicitud no se puede apelar ahora.',
  'recordsRequest.clarifyDone':
    'Gracias. El encargado de registros tiene su respuesta y continúa con su solicitud.',
  'recordsRequest.clarifyRefused': 'Esta solicitud no espera una aclaración ahora.',
  'recordsRequest.withdrawDone':
    'Su solicitud fue retirada. Le enviamos una confirmación por correo electrónico.',
  'recordsRequest.withdrawRefused': 'Esta solicitud ya no se puede retirar.',
  'recordsRequest.notFoundTitle': 'Solicitud no encontrada',
  'recordsRequest.notFoundText':
    'Este enlace no corresponde a ninguna solicitud de registros. Revise el enlace del correo que le enviamos, o <link>presente una nueva solicitud</link>.',
  'recordsRequest.fileGoneTitle': 'Archivo ya no disponible',
  'recordsRequest.fileGoneHeading': 'Este archivo ya no está disponible',
  'recordsRequest.fileGoneText':
    'Los registros entregados quedan en la página de su solicitud por un tiempo limitado, y este ha vencido. <link>Volver a su solicitud</link>; pida el archivo de nuevo al encargado de registros si lo necesita.',

  'recordsRequest.extension.record-in-use': 'Otra entidad gubernamental está usando el registro.',
  'recordsRequest.extension.record-in-audit':
    'Otra entidad gubernamental está usando el registro en una auditoría, y devolverlo antes perjudicaría la auditoría.',
  'recordsRequest.extension.voluminous-request':
    'La solicitud abarca una cantidad voluminosa de registros, o el solicitante presentó muchas solicitudes en cinco días hábiles.',
  'recordsRequest.extension.many-requests':
    'El distrito está tramitando un gran número de solicitudes de registros.',
  'recordsRequest.extension.large-review':
    'El distrito debe revisar un gran número de registros para encontrar los solicitados.',
  'recordsRequest.extension.legal-review':
    'Decidir si se divulga el registro requiere que un asesor legal analice leyes, reglamentos, ordenanzas, normas o jurisprudencia.',
  'recordsRequest.extension.extensive-editing':
    'Separar lo que el solicitante puede consultar de lo que no puede requiere una edición extensa.',
  'recordsRequest.extension.computer-programming':
    'Separar lo que el solicitante puede consultar de lo que no puede requiere programación informática.',

  'recordsRequest.mail.subject': 'Solicitud de registros {requestNumber}{subjectEnd}',
  'recordsRequest.mail.hello': 'Hola, {name}:',
  'recordsRequest.mail.receivedSubject': ' recibida',
  'recordsRequest.mail.received':
    'Recibimos su solicitud de registros públicos {requestNumber} conforme a la Ley de Acceso y Administración de Registros Gubernamentales de Utah (GRAMA).',
  'recordsRequest.mail.format': 'Formato preferido: {format}.',
  'recordsRequest.mail.followLink':
    'Siga su solicitud, descargue los registros y apele con su enlace privado (no lo comparta):',
  'recordsRequest.mail.clarifySubject': ': aclare su solicitud',
  'recordsRequest.mail.clarify':
    'Para responder a su solicitud de registros {requestNumber}, el encargado de registros pregunta:',
  'recordsRequest.mail.answerOnPage': 'Responda en la página de su solicitud:',
  'recordsRequest.mail.extendedSubject': ': nueva fecha de respuesta',
  'recordsRequest.mail.extended':
    'El distrito necesita más tiempo para responder a su solicitud de registros {requestNumber}, como lo permite el Código de Utah 63G-2-204 en circunstancias extraordinarias.',
  'recordsRequest.mail.reason': 'Motivo: {reason}',
  'recordsRequest.mail.newDueDay': 'Nueva fecha de respuesta: {day}.',
  'recordsRequest.mail.withdrawnSubject': ' retirada',
  'recordsRequest.mail.withdrawn':
    'Usted retiró su solicitud de registros {requestNumber}. El distrito deja de trabajar en ella.',
  'recordsRequest.mail.withdrawnFees':
    'Un pago hecho con el enlace de la tarifa antes de que empezara el trabajo se reembolsa por completo, con su propio correo. Las tarifas por trabajo ya hecho no se reembolsan automáticamente: escriba al encargado de registros a {email} sobre ellas.',
  'recordsRequest.classification.private': 'Registro privado (Código de Utah 63G-2-302)',
  'recordsRequest.classification.controlled': 'Registro controlado (Código de Utah 63G-2-304)',
  'recordsRequest.classification.protected': 'Registro protegido (Código de Utah 63G-2-305)',
  'recordsRequest.classification.other-statute':
    'Acceso restringido por otra ley (Código de Utah 63G-2-201(3)(b))',
  'recordsRequest.outcome.granted': 'Se concede la apelación: los registros serán divulgados.',
  'recordsRequest.outcome.partially-granted': 'Se concede la apelación en parte.',
  'recordsRequest.outcome.denied': 'Se deniega la apelación.',
  'recordsRequest.mail.deniedSubject': ': aviso de denegación',
  'recordsRequest.mail.partialDeniedSubject': ': aviso de denegación parcial',
  'recordsRequest.mail.denied': 'El distrito deniega su solicitud de registros {requestNumber}.',
  'recordsRequest.mail.partialDenied':
    'El distrito concede en parte su solicitud de registros {requestNumber} y deniega el resto.',
  'recordsRequest.mail.withheldLine': 'Retenido: {withheld}',
  'recordsRequest.mail.classification': 'Clasificación: {classification}.',
  'recordsRequest.mail.grounds': 'Fundamentos: {grounds}',
  'recordsRequest.mail.rightToAppeal':
    'Su derecho a apelar (Código de Utah 63G-2-401): puede apelar esta decisión ante el director administrativo dentro de los 30 días siguientes a este aviso,',
  'recordsRequest.mail.appealBy':
    'es decir, a más tardar el {day}, desde la página de su solicitud o por escrito a:',
  'recordsRequest.mail.nextSteps':
    'Siguiente paso: si no está de acuerdo, puede apelar ante el {body} ({source}) o pedir una revisión judicial en el tribunal de distrito ({court}) dentro de {days} días, es decir, a más tardar el {day}.',
  'recordsRequest.mail.appealDecidedSubject': ': decisión sobre su apelación',
  'recordsRequest.mail.appealDecided':
    '{officer} decidió su apelación de la solicitud de registros {requestNumber}.',
  'recordsRequest.mail.reasons': 'Motivos: {reasons}',
  'recordsRequest.mail.appealDeemedSubject': ': su apelación se considera denegada',
  'recordsRequest.mail.appealDeemed':
    '{officer} no decidió su apelación de la solicitud de registros {requestNumber} a más tardar el {day}.',
  'recordsRequest.mail.appealDeemedAccess':
    'Según el Código de Utah 63G-2-401(5)(b), la apelación ahora se considera denegada, y la denegación se mantiene.',
  'recordsRequest.mail.appealDeemedWaiver':
    'Según el Código de Utah 63G-2-401(5)(b), la apelación ahora se considera denegada, y la denegación de su exención de tarifas se mantiene.',
  'recordsRequest.mail.fulfilledSubject': ': sus registros están listos',
  'recordsRequest.mail.fulfilled': 'El distrito atiende su solicitud de registros {requestNumber}.',
  'recordsRequest.mail.partiallyFulfilled':
    'El distrito atiende en parte su solicitud de registros {requestNumber}.',
  'recordsRequest.mail.withheldWhy': 'Retenido, y por qué: {withheld}',
  'recordsRequest.mail.download':
    'Descargue los registros de la página de su solicitud dentro de {days} días; después, los archivos ya no estarán disponibles allí:',
  'recordsRequest.mail.feeEstimateSubject': ': presupuesto de tarifa {amount}',
  'recordsRequest.mail.feeEstimate':
    'La tarifa de su solicitud de registros {requestNumber} se estima en {amount}, el costo real (Código de Utah 63G-2-203):',
  'recordsRequest.mail.payHere': 'Pague con tarjeta aquí; el trabajo continúa una vez pagada:',
  'recordsRequest.mail.payLater':
    'El encargado de registros le dirá cómo pagar; el trabajo continúa una vez pagada.',
  'recordsRequest.mail.yourPage': 'La página de su solicitud:',
  'recordsRequest.mail.waiverGrantedSubject': ': exención de tarifas concedida',
  'recordsRequest.mail.waiverDeniedSubject': ': exención de tarifas denegada',
  'recordsRequest.mail.waiverGranted':
    'El distrito exime las tarifas de su solicitud de registros {requestNumber}: usted no paga nada.',
  'recordsRequest.mail.waiverDenied':
    'El distrito no exime las tarifas de su solicitud de registros {requestNumber}.',
};
