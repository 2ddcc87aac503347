import type { CHIPPER_EN } from './chipper.en.ts';

/** The chipper program's pages and e-mails in Spanish (issue 38). Usted throughout. */
export const CHIPPER_ES: Readonly<Record<keyof typeof CHIPPER_EN, string>> = {
  'chipper.form.title': 'Inscripción al programa de trituración de ramas',
  'chipper.errorTitle': 'Error: {title}',
  'chipper.errorSummary': 'Hay un problema',
  'chipper.errorPrefix': 'Error: ',
  'chipper.form.intro':
    'Nuestro equipo tritura ramas y maleza junto a la calle, zona por zona, para que usted pueda limpiar el terreno alrededor de su casa sin quemar. Inscriba cada montón: un montón que no está inscrito no se tritura.',
  'chipper.form.daysTitle': 'Días de trituración',
  'chipper.form.zoneLine': '{zone} ({towns})',
  'chipper.form.dayFull': '{day} (lleno: lista de espera)',
  'chipper.form.noDays': 'Todavía no hay un día abierto para inscribirse.',
  'chipper.rules.title': 'Lo que recoge el equipo',
  'chipper.rules.size':
    'Cada montón de hasta {length} × {width} × {height} pies, con ramas de hasta {limb} pulgadas de grosor.',
  'chipper.rules.road':
    'Los montones junto a la calle antes de las {time} del día, a no más de {feet} pies del borde.',
  'chipper.rules.accepted': 'Recogemos: {text}',
  'chipper.rules.notAccepted': 'No recogemos: {text}',
  'chipper.rules.closes': 'La inscripción para un día se cierra {days} días antes.',
  'chipper.form.address': 'Dónde están los montones',
  'chipper.field.street': 'Dirección',
  'chipper.field.town': 'Población',
  'chipper.form.townHint': 'Uno de estos: {towns}.',
  'chipper.form.pilesTitle': 'Sus montones, en pies',
  'chipper.form.pilesHint': 'Una fila por montón, hasta {max}. Basta con un cálculo aproximado.',
  'chipper.form.pile': 'Montón {number}',
  'chipper.field.Length': 'Largo del montón {number} (pies)',
  'chipper.field.Width': 'Ancho del montón {number} (pies)',
  'chipper.field.Height': 'Alto del montón {number} (pies)',
  'chipper.field.material': 'Qué hay en los montones',
  'chipper.material.branches': 'Ramas y troncos delgados',
  'chipper.material.brush': 'Maleza y arbustos',
  'chipper.material.both': 'Ambos',
  'chipper.field.isClean':
    'Los montones no tienen tierra, piedras, alambre ni material de construcción',
  'chipper.field.location': 'Dónde están los montones en el terreno',
  'chipper.form.locationHint': 'Por ejemplo: al final de la entrada, a la izquierda del buzón.',
  'chipper.field.email': 'Su correo electrónico',
  'chipper.form.emailHint':
    'Le enviamos un enlace para confirmar y luego su día y un enlace privado para ver o cancelar la inscripción.',
  'chipper.field.phone': 'Teléfono (opcional)',
  'chipper.form.phoneHint': 'Solo si el equipo puede llamarle ese día.',
  'chipper.field.language': 'Idioma de los correos',
  'chipper.form.send': 'Inscribirme y confirmar por correo',
  'chipper.form.replaces':
    '¿Ya se inscribió? Una nueva inscripción para la misma dirección y el mismo día reemplaza la primera.',

  'chipper.error.street': 'Escriba la dirección, con el número y la calle.',
  'chipper.error.streetLong': 'La dirección debe tener menos de 120 caracteres.',
  'chipper.error.town': 'Escriba un pueblo del distrito: {towns}.',
  'chipper.error.outside':
    'Esta dirección está fuera de las zonas del programa. Llame a la oficina del distrito para preguntar.',
  'chipper.error.noDay': 'Ahora no hay un día de trituración abierto para esta zona.',
  'chipper.error.piles': 'Indique el tamaño de al menos un montón.',
  'chipper.error.tooManyPiles': 'Inscriba como máximo {max} montones para un día.',
  'chipper.error.pileIncomplete': 'Indique el largo, el ancho y el alto de este montón en pies.',
  'chipper.error.pileNumber': 'Escriba el tamaño en pies, por ejemplo 6 o 7.5.',
  'chipper.error.pileLength':
    'Este montón mide más de {max} pies de largo. Hágalo más pequeño o divídalo en dos.',
  'chipper.error.pileWidth':
    'Este montón mide más de {max} pies de ancho. Hágalo más pequeño o divídalo en dos.',
  'chipper.error.pileHeight': 'Este montón mide más de {max} pies de alto. Hágalo más bajo.',
  'chipper.error.material': 'Elija qué hay en los montones.',
  'chipper.error.isClean':
    'Confirme que los montones no tienen tierra, piedras, alambre ni material de construcción: la trituradora no puede con ellos.',
  'chipper.error.location': 'Diga dónde están los montones, para que el equipo los encuentre.',
  'chipper.error.locationLong': 'El lugar debe tener menos de 300 caracteres.',
  'chipper.error.email': 'Escriba su correo electrónico, por ejemplo nombre@ejemplo.com.',
  'chipper.error.phone': 'Escriba un número de teléfono con cifras, por ejemplo 435-555-0100.',
  'chipper.error.markup': 'Quite los caracteres < y > y cualquier carácter de control.',
  'chipper.error.outcome': 'Elija triturado o no triturado.',
  'chipper.error.reason': 'Elija por qué no se trituró el montón.',
  'chipper.error.noteLong': 'La nota debe tener menos de 500 caracteres.',
  'chipper.error.count': 'Escriba un número entero desde 0.',
  'chipper.error.hours': 'Escriba las horas del equipo, por ejemplo 7.5.',

  'chipper.closed.title': 'La inscripción está cerrada',
  'chipper.closed.text':
    'Ahora no hay un día de trituración abierto para inscribirse. El distrito publica aquí los días de la temporada en primavera.',
  'chipper.checkEmail.title': 'Revise su correo electrónico',
  'chipper.checkEmail.text':
    'Enviamos un enlace a {email}. Ábralo dentro de {hours} horas para confirmar su inscripción: no se reserva nada hasta entonces.',
  'chipper.tooMany.title': 'Demasiadas inscripciones',
  'chipper.tooMany.text':
    'Hoy no podemos enviar más correos a esta dirección. Inténtelo mañana o llame a la oficina del distrito.',
  'chipper.confirm.title': 'Confirme su inscripción',
  'chipper.confirm.text': 'Pulse el botón para confirmar su inscripción y recibir su día.',
  'chipper.confirm.button': 'Confirmar mi inscripción',
  'chipper.invalid.title': 'Este enlace no funciona',
  'chipper.invalid.text':
    'Puede haber vencido o ya se usó. Puede inscribirse de nuevo en la página del programa.',
  'chipper.invalid.back': 'Ir a la inscripción',

  'chipper.manage.title': 'Su inscripción al programa de trituración',
  'chipper.manage.confirmed': 'Su inscripción está confirmada.',
  'chipper.manage.cancelledNow': 'Su inscripción está cancelada.',
  'chipper.manage.booked': 'Su día de trituración: {day}.',
  'chipper.manage.zoneDayFull':
    'El primer día de su zona estaba lleno, así que le reservamos el siguiente día con lugar.',
  'chipper.manage.waitlisted':
    'Todos los días de su zona están llenos. Usted tiene el número {position} en la lista de espera del {day}. Le escribimos si se libera un lugar.',
  'chipper.manage.chipped':
    'Triturado el {day}. Gracias por limpiar el terreno alrededor de su casa.',
  'chipper.manage.notChipped': 'El equipo no pudo triturar sus montones el {day}: {reason}.',
  'chipper.manage.cancelled': 'Esta inscripción está cancelada.',
  'chipper.manage.pending': 'Esta inscripción espera la confirmación por correo.',
  'chipper.manage.details': 'Lo que inscribió',
  'chipper.manage.addressLabel': 'Dirección',
  'chipper.manage.zoneLabel': 'Zona',
  'chipper.manage.pilesLabel': 'Montones',
  'chipper.manage.pileSize': 'Montón {number}: {length} × {width} × {height} pies',
  'chipper.manage.materialLabel': 'Qué hay en los montones',
  'chipper.manage.locationLabel': 'Dónde están',
  'chipper.manage.change':
    'Para cambiarla, inscríbase de nuevo con la misma dirección: la nueva inscripción reemplaza esta.',
  'chipper.manage.cancelButton': 'Cancelar mi inscripción',

  'chipper.reason.not-found': 'el equipo no encontró los montones',
  'chipper.reason.too-large': 'un montón superaba el tamaño permitido',
  'chipper.reason.wrong-material': 'un montón tenía material que la trituradora no acepta',
  'chipper.reason.not-at-road': 'los montones no estaban junto a la calle',
  'chipper.next.not-found':
    'Revise la dirección y el lugar que indicó, e inscríbase de nuevo para un día posterior.',
  'chipper.next.too-large':
    'Reduzca el montón al tamaño permitido o divídalo en dos, e inscríbase de nuevo para un día posterior.',
  'chipper.next.wrong-material':
    'Quite la tierra, las piedras, el alambre o el material de construcción, e inscríbase de nuevo para un día posterior.',
  'chipper.next.not-at-road':
    'Lleve los montones junto a la calle, a no más de {feet} pies del borde, e inscríbase de nuevo para un día posterior.',

  'chipper.crew.title': 'Ruta de trituración: {zone}, {day}',
  'chipper.crew.none': 'No hay paradas este día.',
  'chipper.crew.stop': '{position}. {street}, {town}',
  'chipper.crew.piles': '{count, plural, one {# montón} other {# montones}}: {sizes}',
  'chipper.crew.map': 'Abrir {street} en el mapa',
  'chipper.crew.status': 'Estado: {status}',
  'chipper.crew.outcome': 'Resultado',
  'chipper.crew.chipped': 'Triturado',
  'chipper.crew.notChipped': 'No triturado',
  'chipper.crew.reason': 'Por qué no (si no se trituró)',
  'chipper.crew.chooseReason': 'Elija un motivo',
  'chipper.crew.note': 'Nota (opcional)',
  'chipper.crew.save': 'Guardar la parada {position}',
  'chipper.crew.workTitle': 'El trabajo del día',
  'chipper.crew.loads': 'Cargas',
  'chipper.crew.crewHours': 'Horas del equipo',
  'chipper.crew.crewSize': 'Personas en el equipo',
  'chipper.crew.saveWork': 'Guardar el trabajo del día',
  'chipper.crew.saved': 'Guardado.',
  'chipper.status.pending': 'Esperando la confirmación por correo',
  'chipper.status.booked': 'Reservado',
  'chipper.status.waitlisted': 'En la lista de espera',
  'chipper.status.chipped': 'Triturado',
  'chipper.status.not_chipped': 'No triturado',
  'chipper.status.cancelled': 'Cancelado',

  'chipper.mail.confirmSubject':
    'Confirme su inscripción al programa de trituración para {address}',
  'chipper.mail.confirmText':
    'Alguien, esperamos que usted, inscribió {count, plural, one {# montón} other {# montones}} en {address} para que {districtName} los triture.',
  'chipper.mail.confirmOpen':
    'Abra este enlace dentro de {hours} horas para confirmar; no se reserva nada hasta entonces:',
  'chipper.mail.confirmIgnore': 'Si usted no se inscribió, no haga caso de este correo.',
  'chipper.mail.bookedSubject': 'Su día de trituración: {day}',
  'chipper.mail.bookedText': '{address} tiene reservada la trituración el {day}.',
  'chipper.mail.zoneDayFull':
    'El primer día de su zona estaba lleno, así que le reservamos el siguiente día con lugar.',
  'chipper.mail.waitlistSubject': 'Está en la lista de espera del programa de trituración',
  'chipper.mail.waitlistText':
    'Todos los días de su zona están llenos. {address} tiene el número {position} en la lista de espera del {day}. Le escribimos si se libera un lugar.',
  'chipper.mail.rulesRoad':
    'Tenga los montones junto a la calle antes de las {time} del día, a no más de {feet} pies del borde.',
  'chipper.mail.rulesSize':
    'Cada montón de hasta {length} × {width} × {height} pies, con ramas de hasta {limb} pulgadas de grosor. Sin tierra, piedras, alambre ni material de construcción.',
  'chipper.mail.manage': 'Vea o cancele su inscripción:',
  'chipper.mail.reminderSubject': 'Día de trituración en dos días: {day}',
  'chipper.mail.reminderText': 'El equipo pasa por {address} el {day}.',
  'chipper.mail.chippedSubject': 'Sus montones fueron triturados',
  'chipper.mail.chippedText':
    'El equipo trituró sus montones en {address} el {day}. Gracias por limpiar el terreno alrededor de su casa.',
  'chipper.mail.notChippedSubject': 'Sus montones no se trituraron',
  'chipper.mail.notChippedText':
    'El equipo no pudo triturar sus montones en {address} el {day}: {reason}.',
  'chipper.mail.crewNote': 'Nota del equipo: {note}',
  'chipper.mail.signUpAgain': 'Inscríbase de nuevo:',
  'chipper.mail.movedSubject': 'Su día de trituración cambió al {day}',
  'chipper.mail.movedText': 'El día de trituración de {address} cambió del {from} al {day}.',
  'chipper.mail.cancelledSubject': 'Su día de trituración del {day} está cancelado',
  'chipper.mail.cancelledText': 'El día de trituración de {address} del {day} está cancelado.',
  'chipper.mail.why': 'Motivo: {reason}',
};
