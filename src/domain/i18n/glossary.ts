/**
 * The Spanish glossary (issue 37, item 5): the one list of the terms every Spanish page, e-mail and
 * PDF uses, for Utah residents who read Spanish best (usted, plain words). Translators and staff
 * writing Spanish read it here; `glossary.test.ts` holds the catalogues and the seeded Spanish
 * content to it, refusing each term's `avoid` wordings.
 */
export interface GlossaryTerm {
  english: string;
  spanish: string;
  /** Why this word, and where the English has more than one name for it. */
  note: string;
  /** Wordings a reader met for the same thing, which the Spanish must not use. */
  avoid: readonly RegExp[];
}

export const SPANISH_GLOSSARY: readonly GlossaryTerm[] = [
  {
    english: 'Fire Marshal (also "fire protection officer" on the permit forms)',
    spanish: 'jefe de prevención de incendios',
    note: 'One name for one person: the calendar, the menu, the permit PDF and the form field. The person who inspects is the inspector (the form field "Inspector").',
    avoid: [
      /oficial de protección contra incendios/i,
      /disponibilidad del inspector/i,
      /mariscal de incendios/i,
    ],
  },
  {
    english: 'check in (before a burn)',
    spanish: 'avisar que va a quemar; el aviso de quema; el código de aviso',
    note: '"Registrarse" reads like opening an account; the holder tells the district that the burn starts.',
    avoid: [
      /\bregístrese\b/i,
      /\bregistrarse\b/i,
      /\bregistrarme\b/i,
      /\bse (?:había )?registra/i,
      /\bregistrad[oa]s?\b/i,
      /código de registro/i,
    ],
  },
  {
    english: 'ditch bank',
    spanish: 'orilla de acequia',
    note: 'Irrigation ditches in the valley are acequias; a zanja is a trench.',
    avoid: [/orilla de (?:una |la )?zanja/i],
  },
  {
    english: 'town',
    spanish: 'pueblo',
    note: 'Kamas, Oakley, Woodland and Francis are pueblos, not ciudades or municipios.',
    avoid: [/\bmunicipios?\b/i],
  },
  {
    english: 'alert (a site alert: warning, emergency)',
    spanish: 'alerta',
    note: 'The banner and its e-mail. Its levels: Advertencia, Emergencia, Información.',
    avoid: [],
  },
  {
    english: 'notice (an e-mail to subscribers; a public notice)',
    spanish: 'aviso',
    note: '"Avisos por correo electrónico" are e-mail updates; an alert is not an aviso.',
    avoid: [],
  },
  {
    english: 'burn day; No burning',
    spanish: 'día de quema; No se permite quemar',
    note: 'The day’s status as the burn pages, the feed, CAP and the notices say it.',
    avoid: [/prohibido quemar hoy/i],
  },
  {
    english: 'open burning',
    spanish: 'quema al aire libre',
    note: 'Not "fuego abierto".',
    avoid: [/fuego abierto/i],
  },
];
