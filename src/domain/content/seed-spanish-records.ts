import type { PageContent } from './page-content.schema.ts';

/**
 * The Spanish of the seeded public records pages (decision 346), written against the English of
 * `SEED_PAGES` as staff would write it. GRAMA and the names of laws and websites stay as they
 * are; the terms are the records catalogue's (`records-pages.es.ts`, `records-request.es.ts`).
 */

export const PUBLIC_RECORDS_ES: Partial<PageContent<'public-records'>> = {
  meta: {
    title: 'Registros públicos',
    description:
      'Agendas, actas, elecciones, solicitudes de registros, políticas e informes financieros.',
  },
  title: 'Registros públicos',
  intro:
    'Los registros del distrito están abiertos al público. Aquí encuentra las agendas y actas de las reuniones, información sobre las elecciones y cómo solicitar un registro.',
  navigation: [
    { label: 'Agendas y actas', path: '/public-records/minutes' },
    { label: 'Elecciones', path: '/public-records/elections' },
    { label: 'Solicitud de registros', path: '/public-records/request' },
  ],
  documentsTitle: 'Documentos',
  cards: [
    {
      title: 'Agendas',
      description:
        'Agendas de las reuniones de la junta directiva, publicadas antes de cada reunión.',
      link: { label: 'Ver las agendas', path: '/public-records/minutes' },
      isComingSoon: false,
    },
    {
      title: 'Actas',
      description: 'Actas aprobadas de reuniones anteriores de la junta.',
      link: { label: 'Ver las actas', path: '/public-records/minutes' },
      isComingSoon: false,
    },
    {
      title: 'Elecciones',
      description:
        'Formularios para candidatos, avisos y candidatos de la elección del distrito especial de 2025.',
      link: { label: 'Ver la información de las elecciones', path: '/elections' },
      isComingSoon: false,
    },
    {
      title: 'Solicitudes de registros',
      description:
        'Cómo solicitar un registro según GRAMA, con los formularios de solicitud y de cobro.',
      link: { label: 'Solicitar un registro', path: '/public-records/request' },
      isComingSoon: false,
    },
    {
      title: 'Políticas',
      description:
        'Políticas y resoluciones del distrito aprobadas por la junta. Pida una copia al encargado de registros.',
      link: { label: 'Pedir una política', path: '/public-records/request' },
      isComingSoon: false,
    },
    {
      title: 'Informes financieros',
      description: 'Presupuestos, auditorías y estados financieros.',
      link: null,
      isComingSoon: true,
      whenDocuments: {
        category: 'financial-reports',
        link: { label: 'Ver el presupuesto y las finanzas', path: '/public-records/budget' },
      },
    },
  ],
  meetingScheduleTitle: 'Calendario de reuniones',
  meetingScheduleIntro: 'La junta directiva se reúne en público el',
  recordsOfficerTitle: 'Encargado de registros',
  gramaNote: {
    title: 'La ley de acceso y manejo de registros del gobierno de Utah (GRAMA)',
    body: 'La Government Records Access and Management Act de Utah (GRAMA, Código de Utah, título 63G, capítulo 2) le da a toda persona el derecho de ver y copiar los registros públicos de las entidades de gobierno, incluidos los distritos especiales. La ley clasifica algunos registros como privados, controlados o protegidos. El distrito responde a una solicitud de registros en un plazo de 10 días hábiles, o de 5 días hábiles cuando la solicitud muestra que beneficia al público.',
  },
  requestLink: {
    label: 'Cómo hacer una solicitud de registros',
    path: '/public-records/request',
  },
  archiveLink: { label: 'Archivo de documentos', path: '/public-records/archive' },
};

export const ELECTIONS_ES: Partial<PageContent<'elections'>> = {
  meta: {
    title: 'Elección especial de 2025',
    description:
      'Formularios para candidatos, avisos de la elección e información sobre los candidatos de la elección del distrito especial de 2025.',
  },
  title: 'Elección del distrito especial de 2025',
  intro:
    'Formularios para candidatos, avisos y la lista de candidatos de la elección del distrito especial de 2025.',
  notice: {
    title: 'Aviso importante',
    body: 'Los formularios para candidatos se recogen en persona en la estación de bomberos',
    hours: 'De lunes a viernes, de 8:00 a. m. a 5:00 p. m.',
  },
  accessibleCopySubject: 'Copia accesible de los formularios para candidatos de 2025',
};

export const MINUTES_ES: Partial<PageContent<'minutes'>> = {
  meta: {
    title: 'Agendas y actas',
    description: 'Cuándo se reúne la junta y dónde encontrar las agendas y las actas.',
  },
  title: 'Agendas y actas de las reuniones',
  intro:
    'La junta directiva celebra sus reuniones ordinarias en público. Todos pueden asistir; las agendas se publican por lo menos 24 horas antes de cada reunión.',
  scheduleTitle: 'Reuniones de la junta',
  scheduleListTitle: 'calendario de reuniones',
  archiveTitle: 'Archivo de agendas y actas',
  archiveIntro:
    'Las agendas y las actas aprobadas de reuniones anteriores se publican en el archivo estatal de avisos de reuniones públicas.',
  archiveLink: {
    label: 'Utah Public Notice Website (sitio de avisos públicos de Utah)',
    href: 'https://www.utah.gov/pmn/',
  },
  nextMeetingTitle: 'Próxima reunión',
  pastMeetingsTitle: 'Reuniones anteriores',
  adaNotice:
    'Conforme a la ley de estadounidenses con discapacidades (ADA), las personas que necesiten adaptaciones especiales durante esta reunión (incluidos apoyos y servicios auxiliares de comunicación) deben avisar a la oficina principal del distrito por lo menos tres días hábiles antes de la reunión.',
  electronicParticipationNotice:
    'Los miembros de la junta pueden participar por medios electrónicos. El público puede asistir en persona; si necesita asistir por medios electrónicos, pregunte a la oficina principal antes de la reunión.',
  calendarFeedLabel: 'Agregue las reuniones de la junta a su calendario',
};

export const RECORDS_REQUEST_ES: Partial<PageContent<'records-request'>> = {
  meta: {
    title: 'Solicitud de registros',
    description:
      'Cómo solicitar registros según la ley de acceso y manejo de registros del gobierno de Utah (GRAMA).',
  },
  title: 'Solicitud de registros públicos',
  intro:
    'Cualquier persona puede pedir ver los registros públicos del distrito o recibir copias de ellos, según la ley de acceso y manejo de registros del gobierno de Utah (GRAMA).',
  gramaTitle: 'Sobre GRAMA',
  gramaExplanationHtml:
    '<p>GRAMA parte de que los registros del gobierno son públicos. Los registros privados, controlados o protegidos, por ejemplo los expedientes del personal o la información médica, se entregan solo a las personas que la ley permite.</p><p>Haga su solicitud por escrito con el formulario de solicitud GRAMA y envíela al encargado de registros por correo electrónico, por correo postal o en persona. Describa los registros con la mayor precisión posible, y escriba su nombre, su dirección postal y un número de teléfono donde lo encontremos durante el día.</p><p>El distrito responde en un plazo de 10 días hábiles, o de 5 días hábiles cuando usted muestra que la solicitud beneficia al público y no a una persona. El distrito puede cobrar una tarifa por el costo de copiar y preparar los registros; el documento de información de cobro de GRAMA explica las tarifas.</p>',
  formsTitle: 'Formularios',
  additionalDocumentsTitle: 'Otros documentos',
  officerTitle: 'Encargado de registros',
};

export const PRIVACY_ES: Partial<PageContent<'privacy'>> = {
  meta: {
    title: 'Aviso de privacidad',
    description: 'Qué datos recoge este sitio web, cómo se usan y qué opciones tiene usted.',
  },
  title: 'Aviso de privacidad del sitio web',
  intro:
    'Este aviso explica qué información recoge el sitio web del South Summit Fire Protection District, cómo la usa el distrito y qué opciones tiene usted.',
  sections: [
    {
      title: 'La información que recogemos',
      bodyHtml:
        '<p>Puede leer este sitio web sin decirnos quién es. Nuestro servidor guarda la información usual de cada solicitud, como la dirección de su dispositivo, las páginas que ve y la hora de su visita, para que el sitio funcione y esté seguro.</p><p>Cuando solicita un permiso o una inspección, nos da la información que pide el formulario, como su nombre, dirección, correo electrónico, número de teléfono y los datos de la propiedad. Los pagos con tarjeta los maneja nuestro procesador de pagos; los números de tarjeta nunca llegan a los servidores del distrito.</p>',
    },
    {
      title: 'Cómo usamos la información',
      bodyHtml:
        '<p>El distrito usa la información que usted nos da solo para:</p><ul><li>tramitar su solicitud de permiso o de inspección y su pago</li><li>enviarle su permiso y comunicarse con usted sobre él</li><li>responder a sus preguntas y solicitudes</li><li>mantener el sitio web seguro y en funcionamiento</li></ul>',
    },
    {
      title: 'Aviso sobre los registros públicos',
      bodyHtml:
        '<p>El distrito es una entidad de gobierno sujeta a la ley de acceso y manejo de registros del gobierno de Utah (GRAMA). La información que usted envía puede convertirse en un registro público y entregarse en respuesta a una solicitud de registros, salvo que la ley la clasifique como privada, controlada o protegida.</p>',
    },
    {
      title: 'Seguridad',
      bodyHtml:
        '<p>El sitio web usa conexiones cifradas (HTTPS) y solo deja ver la información enviada al personal que la necesita. Ningún método de transmisión o de almacenamiento es completamente seguro, así que no podemos garantizar una seguridad absoluta.</p>',
    },
    {
      title: 'Menores de 13 años',
      bodyHtml:
        '<p>Este sitio web no está dirigido a menores de 13 años, y el distrito no recoge a sabiendas información personal de ellos. Si cree que un menor de 13 años nos envió información personal, comuníquese con nosotros y la borraremos.</p>',
    },
    {
      title: 'Sus opciones',
      bodyHtml:
        '<p>Puede elegir no enviar información en línea y, en cambio, hacer su solicitud o sus preguntas por teléfono o en persona en la oficina principal. Puede pedir revisar o corregir la información que nos dio, como lo permite GRAMA.</p>',
    },
    {
      title: 'Avisos por correo electrónico',
      bodyHtml:
        '<p>Si se suscribe a los avisos por correo electrónico, guardamos su correo electrónico, las listas que eligió, cuándo se suscribió y confirmó, y si se rechaza el correo que le enviamos. Solo lo usamos para enviarle los avisos que eligió; nunca aparece en una página pública, y solo lo ve el personal que maneja las suscripciones.</p><p>Una suscripción que nunca se confirma se borra después de 7 días. Cada correo tiene un enlace para cambiar sus listas o cancelar la suscripción de inmediato; también puede pedir a la oficina principal que borre su dirección.</p><p><a href="/subscribe">Reciba avisos por correo electrónico</a></p>',
    },
    {
      title: 'Perfiles de propiedad para los equipos de emergencia',
      bodyHtml:
        '<p>Si escribe un perfil de propiedad, guardamos su correo electrónico, la dirección de la propiedad y, si nos los da, el lugar donde entra un equipo de bomberos, los contactos, el acceso (código del portón, dónde está la llave, límites del camino), los peligros, el agua, los animales y las personas que puedan necesitar ayuda y dónde duermen; para un negocio, también la ocupación, el horario, quiénes tienen llaves y los planos del sitio (archivos PDF). Todos los campos, salvo la dirección, son opcionales.</p><p>Solo lo pueden leer usted, con el enlace privado que le enviamos por correo electrónico, y los equipos de emergencia del distrito que atienden una llamada. Quien lo lee ve un perfil a la vez y debe dar un número de incidente o un motivo; usted ve en su página quién lo leyó, cuándo y por qué. El centro de despacho del condado puede consultarlo de la misma forma. Nadie puede hacer listas de perfiles, filtrarlos ni exportarlos, y no aparecen en la búsqueda del sitio. La tarjeta que se imprime para el despacho no incluye los datos médicos de las personas. El resto del personal solo ve cuántos perfiles hay.</p><p>Todo, salvo la dirección y el correo electrónico, incluidos los planos del sitio, se guarda cifrado en nuestra base de datos (AES-256, con claves guardadas fuera de ella). Los datos médicos son registros privados según GRAMA (Código de Utah 63G-2-302).</p><p>Un perfil sin confirmar se borra después de 7 días. Le pedimos que revise su perfil 365 días después de su último cambio, y dos veces más si no responde; después, los equipos de emergencia lo ven marcado como desactualizado y se borra 90 días más tarde, tras un último correo. Puede cambiarlo o borrarlo en cualquier momento; el borrado es inmediato y completo, salvo en las copias de seguridad, que vencen según su propio calendario.</p>',
    },
    {
      title: 'Cambios a este aviso',
      bodyHtml:
        '<p>El distrito puede cambiar este aviso. Los cambios rigen desde que se publican en esta página.</p>',
    },
    {
      title: 'Información de contacto',
      bodyHtml:
        '<p>¿Tiene preguntas sobre este aviso o sobre la información que el distrito tiene de usted? Escríbanos o llame a la oficina principal al (435) 555-0100.</p><p><a href="/contact">Comuníquese con el distrito</a></p>',
    },
  ],
};

export const ACCESSIBILITY_ES: Partial<PageContent<'accessibility'>> = {
  meta: {
    title: 'Accesibilidad',
    description:
      'La declaración de accesibilidad del distrito y cómo pedir ayuda o una copia accesible.',
  },
  title: 'Accesibilidad',
  intro:
    'El distrito quiere que todas las personas puedan usar este sitio web y sus documentos, incluidas las que usan lectores de pantalla, lupas, control por voz o solo el teclado.',
  sections: [
    {
      title: 'Nuestra norma',
      bodyHtml:
        '<p>Este sitio web busca cumplir las pautas de accesibilidad para el contenido web (WCAG) 2.1 en el nivel AA, la norma que la regla del título II de la ADA fija para los gobiernos estatales y locales. Probamos cada página con revisiones automáticas y con el teclado, y las páginas funcionan sin JavaScript.</p>',
    },
    {
      title: 'Documentos',
      bodyHtml:
        '<p>Los documentos PDF nuevos están etiquetados para los lectores de pantalla y dicen en qué idioma están. Los documentos más antiguos del <a href="/public-records/archive">Archivo de documentos</a> se guardan como referencia y pueden no ser accesibles; pídanos una copia accesible y se la enviaremos.</p>',
    },
    {
      title: 'Límites conocidos',
      bodyHtml:
        '<p>Los formularios para candidatos son imágenes de páginas; cada página tiene su texto completo como texto alternativo. Los enlaces a otros sitios web llevan a páginas que el distrito no controla.</p>',
    },
  ],
  helpTitle: 'Pida ayuda o una copia accesible',
  helpIntro:
    'Si algo de este sitio es difícil de usar, o necesita un documento en otro formato, comuníquese con el encargado de registros. Díganos la página o el documento y el formato que necesita; le respondemos en un plazo de dos días hábiles.',
  accessibleCopySubject: 'Solicitud de una copia accesible',
};

export const BUDGET_ES: Partial<PageContent<'budget'>> = {
  meta: {
    title: 'Presupuesto y finanzas',
    description:
      'Los presupuestos, auditorías, tarifas e informes financieros del distrito por año fiscal.',
  },
  title: 'Presupuesto y finanzas',
  intro:
    'Los distritos locales de Utah publican su presupuesto provisional antes de aprobarlo, y sus presupuestos aprobados, auditorías e informes financieros. El año fiscal en curso aparece primero.',
  fiscalYearHeading: 'Año fiscal {year}',
  currentYearNote: '(año fiscal en curso)',
  effectiveDateLabel: 'Las tarifas rigen desde',
  noDocuments:
    'El distrito todavía no ha publicado aquí informes financieros. Pida una copia al encargado de registros, o consulte el sitio web de transparencia del estado.',
  transparencyTitle: 'Sitio web de finanzas públicas de Utah',
  transparencyIntro:
    'El estado publica los ingresos y los gastos de cada gobierno local de Utah, incluido este distrito.',
  transparencyLink: {
    label: 'Transparent Utah (sitio de transparencia de Utah)',
    href: 'https://transparent.utah.gov/',
  },
};

export const DOCUMENT_ARCHIVE_ES: Partial<PageContent<'document-archive'>> = {
  meta: {
    title: 'Archivo de documentos',
    description:
      'Documentos antiguos del distrito que se guardan como referencia, y cómo pedir una copia accesible.',
  },
  title: 'Archivo de documentos',
  intro: 'Documentos que el distrito ya no usa, pero que guarda como referencia.',
  listTitle: 'Documentos archivados, guardados como referencia',
  notice:
    'Estos documentos se guardan solo como referencia y no se actualizan. Puede que no sean accesibles para las personas que usan lectores de pantalla u otra tecnología de asistencia.',
  accessibleCopyLabel: 'Pida una copia accesible',
  accessibleCopySubject: 'Copia accesible de un documento archivado',
  accessibleCopyIntro:
    'Para pedir una copia accesible de cualquier documento archivado, comuníquese con el encargado de registros del distrito. Le enviaremos sin costo una copia en un formato que pueda usar.',
  noDocuments: 'No hay documentos archivados.',
};
