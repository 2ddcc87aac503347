import type { PageContent } from './page-content.schema.ts';

/**
 * The Spanish of the seeded pages that tell residents about the district (decision 346): each
 * block written against the English of `SEED_PAGES`, as staff would write it in the back office.
 * Usted throughout; the words of the catalogues (`src/domain/i18n/messages/*.es.ts`). Paths,
 * numbers and image addresses are the English block's.
 */

export const HOME_ES: Partial<PageContent<'home'>> = {
  meta: {
    title: 'Inicio',
    description:
      'Protección contra incendios, permisos y registros públicos de las tres estaciones del distrito: Kamas, Oakley y Woodland.',
  },
  hero: {
    eyebrow: 'Al servicio de Kamas, Oakley, Woodland y el valle que las rodea',
    lead: 'Combate de incendios, servicios médicos de emergencia, prevención de incendios y educación pública desde tres estaciones, las 24 horas.',
    primaryLink: { label: 'Contáctenos', path: '/contact' },
    secondaryLink: { label: 'Sobre el distrito', path: '/about' },
  },
  heroImage: {
    src: '/images/hero-placeholder.svg',
    alt: 'Ilustración provisional del valle del distrito: montañas sobre campos de cultivo y un río; se reemplazará con una foto del distrito',
  },
  topTasksTitle: 'Quiero…',
  topTasks: [
    { label: 'Solicitar y pagar un permiso', path: '/permits/applications' },
    { label: 'Consultar las restricciones de incendio', path: '/#fire-conditions' },
    {
      label: 'Ver la disponibilidad del jefe de prevención de incendios',
      path: '/permits/calendar',
    },
    { label: 'Buscar agendas y actas de reuniones', path: '/public-records/minutes' },
    { label: 'Solicitar registros públicos', path: '/public-records/request' },
    { label: 'Registrar mi propiedad para los equipos de emergencia', path: '/property-profile' },
    { label: 'Ver empleos disponibles', path: '/recruitment-and-hiring' },
  ],
  quickLinksTitle: '¿Cómo podemos ayudarle?',
  quickLinks: [
    {
      title: 'Formularios de permisos',
      description:
        'Solicite y pague en línea inspecciones de autorización contra incendios y permisos de tanques de propano y de rociadores.',
      path: '/permits/applications',
    },
    {
      title: 'Disponibilidad del jefe de prevención de incendios',
      description:
        'Vea cuándo está disponible el jefe de prevención de incendios para inspecciones de permisos.',
      path: '/permits/calendar',
    },
    {
      title: 'Registros públicos',
      description: 'Agendas, actas, elecciones y solicitudes de registros.',
      path: '/public-records',
    },
    {
      title: 'Empleos',
      description: 'Únase a un equipo que sirve a sus vecinos.',
      path: '/recruitment-and-hiring',
    },
  ],
};

export const ABOUT_ES: Partial<PageContent<'about'>> = {
  meta: {
    title: 'Quiénes somos',
    description:
      'Quiénes somos: la historia del distrito, sus líderes, su misión y las llamadas que atendemos cada año.',
  },
  title: 'Quiénes somos',
  lead: 'El South Summit Fire Protection District protege a las personas, las casas y las tierras del valle.',
  whoWeAreHtml:
    '<p>El South Summit Fire Protection District es un distrito especial del estado de Utah. Ofrece combate de incendios, servicios médicos de emergencia, rescate, prevención de incendios y educación pública a los pueblos de Kamas, Oakley y Woodland y a las zonas no incorporadas del valle que los rodea.</p><p>Una junta directiva de cinco miembros gobierna el distrito en reuniones públicas; bomberos de tiempo completo y de medio tiempo atienden sus tres estaciones.</p>',
  statistics: [
    { value: '300-400', label: 'Llamadas al año' },
    { value: '3', label: 'Estaciones' },
    { value: '25+', label: 'Empleados' },
  ],
  historyHtml:
    '<p>El distrito empezó como cuerpos de bomberos voluntarios en los pueblos del valle: vecinos que acudían al sonar la sirena con una bomba guardada en un garaje del pueblo.</p><p>Cuando el valle creció, esos cuerpos se unieron en un solo distrito especial, para que cada casa, rancho y entrada a un sendero tenga los mismos equipos de bomberos, el mismo equipo y la misma capacitación. Hoy, bomberos de tiempo completo atienden la estación principal de Kamas las 24 horas, con el apoyo de los bomberos de Oakley y Woodland.</p>',
  mission:
    'Proteger la vida, los bienes y los recursos naturales de nuestras comunidades con una respuesta rápida a las emergencias, la prevención y la educación, con profesionalismo y compasión.',
  boardTitle: 'Junta directiva',
};

export const RESOURCES_ES: Partial<PageContent<'resources'>> = {
  meta: {
    title: 'Estaciones y equipo',
    description:
      'Nuestras tres estaciones (41 Kamas, 42 Oakley, 43 Woodland) y el equipo que hay en cada una.',
  },
  title: 'Estaciones y equipo',
  lead: 'Nuestras tres estaciones y el equipo que hay en cada una.',
  stations: [
    {
      number: '41',
      town: 'Kamas',
      description: 'La sede y la oficina principal del distrito, con personal las 24 horas.',
      equipment: [
        'Engine 41: camión de bomberos para estructuras, tipo 1',
        'Brush 41: camión para incendios forestales, tipo 6',
        'Water Tender 41: camión cisterna de 3,000 galones',
        'Medic 41: ambulancia de soporte vital avanzado',
        'Rescue 41: herramientas de excarcelación y de rescate técnico',
        'Command 41: vehículo de mando de incidentes',
      ],
    },
    {
      number: '42',
      town: 'Oakley',
      description: 'Cubre Oakley y el extremo norte del valle.',
      equipment: [
        'Engine 42: camión de bomberos para estructuras, tipo 1',
        'Brush 42: camión para incendios forestales, tipo 6',
        'Water Tender 42: camión cisterna de 2,500 galones',
        'Ambulance 42: ambulancia de soporte vital básico',
      ],
    },
    {
      number: '43',
      town: 'Woodland',
      description:
        'Cubre Woodland, las tierras bajas junto al río y las zonas recreativas del cañón, al este.',
      equipment: [
        'Engine 43: camión para la zona donde las casas se juntan con el monte, tipo 3',
        'Brush 43: camión para incendios forestales, tipo 6',
        'Water Tender 43: camión cisterna de 2,000 galones',
        'UTV 43: vehículo todoterreno de rescate y para incendios forestales',
      ],
    },
  ],
};

export const PREVENTION_ES: Partial<PageContent<'prevention'>> = {
  meta: {
    title: 'Prevención',
    description:
      'Consejos de prevención de incendios para casas, negocios y zonas de monte y bosque.',
  },
  title: 'Prevención de incendios',
  intro:
    'La mayoría de los incendios se pueden prevenir. Estos pasos protegen a su familia, su propiedad y los bosques y pastizales que rodean nuestros pueblos.',
  cards: [
    {
      title: 'Espacio defendible',
      body: 'Despeje una franja alrededor de su casa para que un incendio forestal tenga menos combustible para llegar a ella.',
      points: [
        'Mantenga libres de todo lo que se queme los primeros 5 pies alrededor de la casa',
        'Corte el pasto y quite la vegetación seca a menos de 30 pies',
        'Pode las ramas de los árboles de 6 a 10 pies por encima del suelo',
        'Apile la leña a por lo menos 30 pies de los edificios',
      ],
    },
    {
      title: 'Alarmas de humo y de monóxido de carbono',
      body: 'Las alarmas que funcionan reducen a la mitad el riesgo de morir en un incendio en casa.',
      points: [
        'Instale alarmas de humo en cada dormitorio, fuera de cada zona donde se duerme y en cada piso',
        'Pruebe las alarmas cada mes y cámbielas cada 10 años',
        'Instale alarmas de monóxido de carbono cerca de los dormitorios si usa combustible para calentar la casa',
      ],
    },
    {
      title: 'Calefacción y estufas de leña',
      body: 'La calefacción es una de las causas principales de los incendios de casas en invierno en el valle.',
      points: [
        'Haga inspeccionar y limpiar las chimeneas cada año',
        'Mantenga todo lo que se queme a por lo menos 3 pies de calentadores y estufas',
        'Ponga las cenizas en un bote de metal con tapa, afuera y lejos de la casa',
      ],
    },
    {
      title: 'Quemas al aire libre',
      body: 'Para quemar desechos de jardín necesita un permiso de quema y buen tiempo. Consulte las restricciones de incendio vigentes antes de quemar.',
      points: [
        'Nunca queme en días de viento ni cuando haya restricciones',
        'Tenga a mano agua y una pala, y quédese con el fuego hasta que esté apagado y frío',
        'Llame a la oficina principal antes de cualquier quema controlada',
      ],
    },
    {
      title: 'Negocios e inspecciones',
      body: 'Los edificios comerciales necesitan salidas despejadas, extintores que funcionen y sistemas de rociadores y de alarma con mantenimiento.',
      points: [
        'Programe su inspección de autorización contra incendios con el jefe de prevención de incendios',
        'Mantenga las salidas y los caminos hacia ellas despejados en todo momento',
        'Haga revisar los extintores cada año',
      ],
    },
    {
      title: 'Números de casa visibles',
      body: 'Los bomberos no pueden ayudarle si no lo encuentran. Ponga números de casa reflejantes de por lo menos 4 pulgadas de alto, donde se vean desde la calle en las dos direcciones.',
    },
  ],
};

export const EDUCATION_ES: Partial<PageContent<'education'>> = {
  meta: {
    title: 'Educación',
    description:
      'Educación sobre seguridad contra incendios para familias, escuelas y grupos comunitarios.',
  },
  title: 'Educación sobre seguridad contra incendios',
  intro:
    'Nuestros bomberos enseñan seguridad contra incendios y para la vida a residentes de todas las edades. Comuníquese con la oficina principal para programar una visita o una clase.',
  cards: [
    {
      title: 'Visitas a escuelas',
      body: 'Los bomberos visitan los salones para enseñar a detenerse, tirarse al suelo y rodar; a gatear por debajo del humo y a llamar al 911.',
    },
    {
      title: 'Plan de escape de la casa',
      body: 'Haga un plan y practíquelo dos veces al año.',
      points: [
        'Conozca dos salidas de cada cuarto',
        'Elija un lugar de reunión afuera, frente a la casa',
        'Enseñe a los niños a nunca volver a entrar a un edificio en llamas',
      ],
    },
    {
      title: 'RCP y primeros auxilios',
      body: 'Clases de RCP solo con las manos para grupos comunitarios y negocios. Se aprende en menos de una hora y puede salvar una vida.',
    },
    {
      title: 'Preparación para incendios forestales',
      body: 'Antes de la temporada de incendios, sepa cómo le avisarán, prepare una mochila de emergencia y planee su ruta de evacuación.',
      points: [
        'Inscríbase en las alertas de emergencia del condado de Summit',
        'Empaque agua, medicinas, documentos y cargadores',
        'Haga un plan para sus mascotas y su ganado',
      ],
    },
    {
      title: 'Visitas a las estaciones',
      body: 'Grupos y familias pueden visitar una estación, conocer a los bomberos y ver los camiones. Llame a la oficina principal para fijar una hora.',
    },
    {
      title: 'Capacitación en el uso de extintores',
      body: 'Aprenda a usar un extintor con seguridad con el método PASS: jale el seguro, apunte a la base del fuego, apriete la manija y mueva el chorro de lado a lado.',
    },
  ],
};

export const PERMITS_ES: Partial<PageContent<'permits'>> = {
  meta: {
    title: 'Formularios de permisos',
    description:
      'Solicite y pague en línea inspecciones de autorización contra incendios y permisos de tanques de propano y de rociadores.',
  },
  title: 'Formularios de permisos',
  lead: 'Solicite y pague en línea una inspección de autorización contra incendios, un permiso de tanque de propano o un permiso de rociadores. Después del pago, le enviamos su permiso por correo electrónico.',
};

export const NEWS_ES: Partial<PageContent<'news'>> = {
  meta: { title: 'Noticias', description: 'Anuncios del distrito de bomberos.' },
  title: 'Noticias',
  intro: 'Anuncios y avisos del distrito de bomberos.',
  feedLinkLabel: 'Suscríbase a las noticias (Atom)',
  noPostsMessage: 'Por ahora no hay noticias.',
};

export const NEWS_POST_ES: Partial<PageContent<'news-post'>> = {
  meta: { title: 'Noticias', description: 'Un anuncio del distrito de bomberos.' },
  attachmentsTitle: 'Documentos adjuntos',
  backLink: { label: 'Todas las noticias', path: '/news' },
};

export const SEARCH_ES: Partial<PageContent<'search'>> = {
  meta: {
    title: 'Buscar',
    description: 'Busque en las páginas, noticias y documentos del distrito de bomberos.',
  },
  title: 'Buscar',
  fieldLabel: 'Buscar en el sitio',
  buttonLabel: 'Buscar',
  emptyQueryMessage: 'Escriba una palabra o una frase para buscar.',
  noResultsMessage: 'No hay resultados para',
  resultsHeading: 'Resultados para',
};

export const CAREERS_ES: Partial<PageContent<'careers'>> = {
  meta: { title: 'Empleos', description: 'Oportunidades de empleo en el distrito de bomberos.' },
  title: 'Únase a nuestro equipo',
  subtitle: 'Haga una diferencia en su comunidad',
  opportunitiesTitle: 'Oportunidades de empleo',
  opportunitiesIntro:
    'Buscamos personas que quieran servir a sus vecinos. Los puestos abiertos aparecen abajo; vuelva a visitar esta página con frecuencia o comuníquese con la oficina principal para saber de los próximos puestos.',
  positions: [
    {
      title: 'Bombero/técnico en emergencias médicas (EMT)',
      type: 'Tiempo completo',
      status: 'Closed',
      description:
        'Responda a incendios, emergencias médicas, rescates y situaciones peligrosas en todo el distrito. Los bomberos/EMT atienden camiones de bomberos y ambulancias en turnos rotativos, dan mantenimiento a los vehículos y al equipo, y enseñan seguridad contra incendios en nuestra comunidad.',
      requirements: [
        'Certificación vigente de EMT de Utah',
        'Certificación de Firefighter I y II',
        'Licencia de conducir vigente',
        'Tener 18 años o más',
      ],
      closingDate: '',
      applyHref: '',
    },
  ],
  closedMessage: 'Las solicitudes para este puesto están cerradas.',
  whyJoinTitle: '¿Por qué trabajar con nosotros?',
  whyJoin: [
    {
      title: 'Crecimiento profesional',
      body: 'Capacitación y certificación pagadas, desde EMT y Firefighter I y II hasta paramédico, oficial y cursos de especialidad.',
    },
    {
      title: 'Beneficios',
      body: 'Sueldo competitivo, seguro médico, dental y de la vista, y jubilación por medio de Utah Retirement Systems.',
    },
    {
      title: 'Trabajo en equipo',
      body: 'Un equipo unido que se capacita, trabaja y sirve a la comunidad en conjunto.',
    },
  ],
};

export const CONTACT_ES: Partial<PageContent<'contact'>> = {
  meta: {
    title: 'Contáctenos',
    description:
      'Contactos para emergencias, la oficina principal y el jefe de prevención de incendios.',
  },
  title: 'Contáctenos',
  intro: 'Cómo comunicarse con el distrito de bomberos.',
  emergency: {
    title: 'Emergencias',
    body: 'Si hay un incendio, una emergencia médica o cualquier peligro para la vida o los bienes, llame al 911 de inmediato.',
  },
  mainOfficeTitle: 'Oficina principal',
  fireMarshalTitle: 'Jefe de prevención de incendios (Fire Marshal)',
  fireMarshalBody:
    'Permisos, inspecciones, revisión de planos y preguntas sobre el código de incendios.',
  closing:
    'Gracias por visitar nuestro sitio web. Sus preguntas y comentarios son importantes para nosotros, y le responderemos lo antes posible.',
};

export const NOT_FOUND_ES: Partial<PageContent<'not-found'>> = {
  meta: { title: 'Página no encontrada', description: 'La página que buscó no existe.' },
  title: 'Página no encontrada',
  body: 'La página que buscó no existe o cambió de dirección.',
  homeLink: { label: 'Ir a la página principal', path: '/' },
  contactLink: { label: 'Comunicarse con el distrito', path: '/contact' },
};
