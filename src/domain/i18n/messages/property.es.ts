import type { PROPERTY_EN } from './property.en.ts';

/** The property profile pages and their e-mails in Spanish (issue 37 item 6). Usted throughout. */
export const PROPERTY_ES: Readonly<Record<keyof typeof PROPERTY_EN, string>> = {
  'property.form.title': 'Perfil de propiedad para los equipos de emergencia',
  'property.errorTitle': 'Error: {title}',
  'property.errorSummary': 'Hay un problema',
  'property.errorPrefix': 'Error: ',
  'property.form.intro':
    'Diga a nuestros equipos lo que necesitan en su portón: el código, dónde está la llave, los tanques, el agua, los animales y quién dentro puede necesitar ayuda. Todos los campos, salvo la dirección, son opcionales. Solo lo pueden leer los equipos de emergencia que atienden una llamada a esta dirección, un perfil a la vez, y usted ve cada vez que lo leen. Puede cambiarlo o borrarlo cuando quiera.',
  'property.form.send': 'Enviar y confirmar por correo electrónico',
  'property.form.theProperty': 'La propiedad',
  'property.form.townHint': 'Uno de estos: {towns}.',
  'property.form.turnIn': 'Dónde debe entrar un equipo (opcional)',
  'property.form.turnInHint':
    'Los equipos de emergencia abren este punto en la aplicación de mapas de su teléfono. Cópielo de un mapa, por ejemplo 40.6431 y -111.2807.',
  'property.form.emailHint':
    'Le enviamos un enlace para confirmar y después su enlace privado para ver, cambiar o borrar el perfil.',
  'property.form.fixedEmail': 'Su correo electrónico:',
  'property.section.contacts': 'Contactos',
  'property.section.access': 'Acceso a la propiedad',
  'property.section.hazards': 'Peligros',
  'property.section.water': 'Agua y animales',
  'property.section.people': 'Personas que pueden necesitar ayuda',
  'property.section.peopleIntro':
    'Solo lo leen los equipos de emergencia que atienden una llamada a esta dirección. Nunca aparece en la tarjeta de despacho, y nadie puede hacer listas con ello ni exportarlo.',
  'property.section.business': 'Solo para negocios',
  'property.kind.home': 'Una casa',
  'property.kind.business': 'Un negocio',
  'property.occupant.owner': 'Propietario de la propiedad',
  'property.occupant.tenant': 'Inquilino',
  'property.field.kind': 'Esta propiedad es',
  'property.field.occupant': 'Usted es el',
  'property.field.street': 'Dirección',
  'property.field.town': 'Población',
  'property.field.latitude': 'Latitud (opcional)',
  'property.field.longitude': 'Longitud (opcional)',
  'property.field.email': 'Su correo electrónico',
  'property.field.contactName': 'Nombre de contacto (opcional)',
  'property.field.contactPhone': 'Teléfono de contacto (opcional)',
  'property.field.otherContacts': 'Otros contactos (opcional)',
  'property.field.gateCode': 'Código del portón (opcional, privado)',
  'property.field.keyLocation': 'Dónde está la llave o la caja de llaves (opcional, privado)',
  'property.field.roadLimits':
    'Límites del camino o del puente para un camión de bomberos (opcional)',
  'property.field.fuelTanks': 'Tanques de propano o de combustible: tamaño y lugar (opcional)',
  'property.field.solar': 'Paneles solares y dónde se apagan (opcional)',
  'property.field.chemicals': 'Productos químicos guardados (opcional)',
  'property.field.firearms': 'Armas de fuego o municiones guardadas (opcional, privado)',
  'property.field.electricFence': 'Cercas eléctricas (opcional)',
  'property.field.water': 'Agua: estanque, pozo, piscina, distancia a un hidrante (opcional)',
  'property.field.animals': 'Animales y ganado (opcional)',
  'property.field.peopleNeeds':
    'Personas que pueden necesitar ayuda: movilidad, oxígeno, oído o vista (opcional, privado)',
  'property.field.sleepingArea': 'Dónde duermen (opcional, privado)',
  'property.field.occupancy': 'Negocio: cuántas personas suele haber (opcional)',
  'property.field.hours': 'Negocio: horario de atención (opcional)',
  'property.field.keyHolders':
    'Negocio: quiénes tienen llaves y cómo comunicarse con ellos (opcional, privado)',

  'property.checkEmail.title': 'Revise su correo electrónico',
  'property.checkEmail.text':
    'Enviamos un enlace a {email}. Ábralo y pulse Confirmar: los equipos de emergencia no ven nada hasta que lo haga.',
  'property.confirm.title': 'Confirme su perfil de propiedad',
  'property.confirm.text':
    'Pulse Confirmar para que los equipos de emergencia que atienden una llamada a esta dirección puedan leerlo.',
  'property.confirm.button': 'Confirmar',
  'property.tooMany.title': 'Demasiados correos a esta dirección hoy',
  'property.tooMany.text':
    'Ya enviamos hoy un enlace a esta dirección. Use ese enlace o inténtelo mañana. No se guardó nada de lo que escribió.',
  'property.deleted.title': 'Su perfil de propiedad está borrado',
  'property.deleted.text': 'Todo lo que contenía, y la lista de quién lo leyó, ya no existe.',
  'property.deleted.newLink': 'Escribir un perfil nuevo',
  'property.invalid.title': 'No se encontró el enlace',
  'property.invalid.text':
    'Este enlace no funciona: puede estar mal escrito o vencido, o el perfil puede estar borrado.',
  'property.invalid.formLink': 'Escribir un perfil de propiedad',

  'property.manage.title': 'Su perfil de propiedad',
  'property.manage.private':
    'Esta página es privada: no comparta su enlace. {street}, {town}, último cambio: {changedAt}.',
  'property.manage.stale':
    'Los equipos de emergencia ven este perfil marcado como desactualizado. Revíselo y pulse “Sigue siendo correcto”, o cámbielo, para conservarlo.',
  'property.manage.whoRead': 'Quién leyó su perfil',
  'property.manage.nobodyRead': 'Nadie ha leído su perfil todavía.',
  'property.manage.when': 'Cuándo',
  'property.manage.who': 'Quién',
  'property.manage.incident': 'Número de incidente',
  'property.manage.why': 'Por qué',
  'property.manage.viewer': '{viewer} ({channel})',
  'property.channel.responder': 'Equipo de emergencia',
  'property.channel.dispatch-card': 'Tarjeta de despacho',
  'property.channel.cad': 'Sistema de despacho',
  'property.channel.site-plan': 'Equipo de emergencia, plano del sitio',
  'property.manage.stillRight': 'Sigue siendo correcto',
  'property.manage.save': 'Guardar los cambios',
  'property.manage.deleteTitle': 'Borrar el perfil',
  'property.manage.deleteText':
    'Al borrarlo se elimina todo de una vez, incluido quién lo leyó. Solo queda una nota de que se borró un perfil, y cuándo.',
  'property.manage.deleteButton': 'Borrar mi perfil de propiedad',
  'property.deleteConfirm.title': '¿Borrar este perfil?',
  'property.deleteConfirm.text':
    '¿Borrar este perfil? Esto no se puede deshacer. El perfil de {street}, {town} y la lista de quién lo leyó se borran de una vez.',
  'property.deleteConfirm.button': 'Sí, borrar este perfil',
  'property.deleteConfirm.keep': 'No, conservar mi perfil',
  'property.deleteConfirm.required':
    'Todavía no se borró nada: pulse “Sí, borrar este perfil” para borrarlo.',
  'property.notice.confirmed':
    'Su perfil está activo: los equipos de emergencia pueden leerlo cuando atienden una llamada aquí.',
  'property.notice.saved': 'Sus cambios están guardados.',
  'property.notice.current': 'Gracias: su perfil queda marcado como revisado hoy.',
  'property.notice.plan-added':
    'El plano del sitio está agregado. Los equipos de emergencia pueden abrirlo desde su perfil.',
  'property.notice.plan-deleted': 'El plano del sitio está borrado.',
  'property.notice.verified':
    'Gracias: su dirección está verificada. Los equipos de emergencia ven su perfil como verificado.',

  'property.plans.title': 'Planos del sitio',
  'property.plans.none': 'Todavía no hay planos del sitio.',
  'property.plans.entry': 'Plano del sitio {number} (PDF, {size}, agregado el {addedAt})',
  'property.plans.delete': 'Borrar el plano del sitio {number}',
  'property.plans.label': 'Plano del sitio (PDF, de {size} como máximo)',
  'property.plans.hint':
    'Los equipos de emergencia los abren desde su perfil, y usted ve cada vez que lo hacen. Hasta {max} planos.',
  'property.plans.add': 'Agregar el plano del sitio',
  'property.plans.full':
    'Este perfil tiene {max} planos del sitio, el máximo posible. Borre uno para agregar otro.',

  'property.verify.verifiedTitle': 'Su dirección está verificada',
  'property.verify.letter': 'Dirección verificada con el código de una carta enviada por correo',
  'property.verify.phone':
    'Dirección verificada por el personal del distrito después de una llamada',
  'property.verify.verifiedText': '{how}. Los equipos de emergencia ven su perfil como verificado.',
  'property.verify.title': 'Verifique su dirección',
  'property.verify.unverified':
    'Los equipos de emergencia ven este perfil marcado como no verificado',
  'property.verify.untilCode':
    'hasta que escriba el código de la carta que el distrito envía por correo a {street}, {town}.',
  'property.verify.letterSent': 'La carta está en camino o ya llegó.',
  'property.verify.letterNotSent':
    'El distrito imprime y envía la carta por correo; también puede llamar a la oficina para verificarla.',
  'property.verify.codeLabel': 'Código de la carta',
  'property.verify.codeHint': 'Diez letras y números, por ejemplo ABCDE-FGH23.',
  'property.verify.button': 'Verificar la dirección',

  'property.mail.confirmSubject': 'Confirme su perfil de propiedad de {address}',
  'property.mail.confirmWho':
    'Alguien, probablemente usted, escribió un perfil de propiedad de {address} para los equipos de emergencia de {districtName}.',
  'property.mail.confirmOpen':
    'Los equipos de emergencia no ven nada hasta que usted confirme. Abra este enlace dentro de {hours} horas y pulse Confirmar:',
  'property.mail.confirmIgnore':
    'Si usted no lo pidió, no haga caso de este correo: el perfil se borra sin confirmar.',
  'property.mail.activeSubject': 'Su perfil de propiedad de {address} está activo',
  'property.mail.activeText':
    'Los equipos de emergencia de {districtName} ya pueden leer su perfil de propiedad de {address} cuando atienden una llamada allí.',
  'property.mail.activeLink':
    'Véalo, cámbielo o bórrelo, y vea quién lo leyó y por qué, con su enlace privado (no lo comparta):',
  'property.mail.reminderSubject': '¿Sigue siendo correcto su perfil de propiedad de {address}?',
  'property.mail.reminderText':
    'Los equipos de emergencia de {districtName} cuentan con su perfil de propiedad de {address}. Revise que el código del portón, los peligros y las notas sobre las personas sigan siendo correctos.',
  'property.mail.lastSubject': 'Su perfil de propiedad de {address} se va a borrar',
  'property.mail.lastText':
    'No respondió a nuestros recordatorios, así que los equipos de emergencia ven ahora su perfil de propiedad de {address} marcado como desactualizado. Se borrará dentro de {days} días.',
  'property.mail.reminderLink':
    'Abra su página privada y cambie lo que no esté bien, pulse “Sigue siendo correcto” o borre el perfil:',

  'property.domain.plainText': 'Quite los signos < y >: escriba solo texto simple.',
  'property.domain.keepUnder': 'Escriba menos de {max} caracteres.',
  'property.domain.latitudeLike': 'Escriba la latitud como un número, por ejemplo 40.6431.',
  'property.domain.longitudeLike': 'Escriba la longitud como un número, por ejemplo -111.2807.',
  'property.domain.latitudeBetween':
    'Escriba la latitud como un número entre -90 y 90, por ejemplo 40.6431.',
  'property.domain.longitudeBetween':
    'Escriba la longitud como un número entre -180 y 180, por ejemplo -111.2807.',
  'property.domain.bothOrNeither': 'Escriba la latitud y la longitud, o ninguna de las dos.',
  'property.domain.chooseKind': 'Elija una casa o un negocio.',
  'property.domain.chooseOccupant': 'Elija propietario o inquilino.',
  'property.domain.enterStreet': 'Escriba la dirección.',
  'property.domain.streetLike': 'Escriba la dirección, con el número y la calle.',
  'property.domain.streetUnder': 'Escriba una dirección de menos de 150 caracteres.',
  'property.domain.enterTown': 'Escriba el pueblo.',
  'property.domain.townOfDistrict': 'Escriba un pueblo del distrito: {towns}.',
  'property.domain.enterEmail': 'Ingrese su dirección de correo electrónico.',
  'property.domain.emailUnder': 'Escriba un correo electrónico de menos de 254 caracteres.',
  'property.domain.emailLike': 'Escriba un correo electrónico como nombre@ejemplo.com.',
  'property.domain.codeMissing':
    'Escriba el código de la carta que enviamos por correo a esta dirección.',
  'property.domain.codeWrong': 'Ese código no es el de la carta. Revíselo y escríbalo otra vez.',
  'property.domain.noLetter':
    'Todavía no se ha impreso una carta para esta dirección. El distrito le enviará una; también puede llamar a la oficina.',
  'property.domain.tooManyTries':
    'El código se escribió mal demasiadas veces. Llame a la oficina del distrito para pedir una carta nueva.',
  'property.domain.planNotPdf':
    'Elija un archivo PDF de {size} como máximo: los planos del sitio solo pueden ser PDF.',
  'property.domain.planTooLarge': 'El archivo pesa más de {size}.',
  'property.domain.planMissing': 'Elija un archivo PDF para subir.',
  'property.domain.planTooMany':
    'Un perfil tiene como máximo {max} planos del sitio. Borre uno para agregar otro.',
  'property.domain.planNotBusiness':
    'Los planos del sitio son para negocios: elija “Un negocio” arriba y guarde primero.',
  'property.domain.planUnreadable': 'No se pudo leer el formulario. Envíelo otra vez.',
  'property.domain.planProfileFull':
    'Sus planos del sitio ocupan todo el espacio de un perfil. Borre uno o suba un archivo más pequeño.',
  'property.domain.planStorageFull':
    'Por ahora no podemos recibir más planos del sitio. Inténtelo mañana o llame a la oficina del distrito.',
};
