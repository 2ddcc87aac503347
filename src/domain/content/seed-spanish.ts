import type { SpanishVersion } from '../i18n/spanish-version.ts';
import type { DistrictWords } from './district-words.ts';
import type { FireConditions } from './fire-conditions.schema.ts';
import type { PageContent, PageId } from './page-content.schema.ts';
import {
  ABOUT_ES,
  CAREERS_ES,
  CONTACT_ES,
  EDUCATION_ES,
  HOME_ES,
  NEWS_ES,
  NEWS_POST_ES,
  NOT_FOUND_ES,
  PERMITS_ES,
  PREVENTION_ES,
  RESOURCES_ES,
  SEARCH_ES,
} from './seed-spanish-pages.ts';
import {
  ACCESSIBILITY_ES,
  BUDGET_ES,
  DOCUMENT_ARCHIVE_ES,
  ELECTIONS_ES,
  MINUTES_ES,
  PRIVACY_ES,
  PUBLIC_RECORDS_ES,
  RECORDS_REQUEST_ES,
} from './seed-spanish-records.ts';

/**
 * The Spanish of the content a fresh installation starts with (issue 37 item 2, decision 346),
 * by item and block: seeding stores each block as a Spanish version written against the seed's
 * English, so a later change to the English marks it out of date as staff's Spanish is.
 *
 * The permit status, verification and calendar pages and the e-mail updates pages are not here:
 * their seeded words are the catalogue's, which shows their Spanish while the English is the
 * seed's (decision 330, `subscribe.es.ts`).
 */
export const SEED_SPANISH_PAGES: { readonly [Id in PageId]?: Partial<PageContent<Id>> } = {
  home: HOME_ES,
  about: ABOUT_ES,
  resources: RESOURCES_ES,
  prevention: PREVENTION_ES,
  education: EDUCATION_ES,
  permits: PERMITS_ES,
  news: NEWS_ES,
  'news-post': NEWS_POST_ES,
  search: SEARCH_ES,
  'public-records': PUBLIC_RECORDS_ES,
  elections: ELECTIONS_ES,
  minutes: MINUTES_ES,
  'records-request': RECORDS_REQUEST_ES,
  careers: CAREERS_ES,
  contact: CONTACT_ES,
  privacy: PRIVACY_ES,
  accessibility: ACCESSIBILITY_ES,
  budget: BUDGET_ES,
  'document-archive': DOCUMENT_ARCHIVE_ES,
  'not-found': NOT_FOUND_ES,
};

/** The home page's fire conditions panel in Spanish (the danger level is the catalogue's). */
export const SEED_FIRE_CONDITIONS_ES: Partial<FireConditions> = {
  heading: 'Condiciones de incendio actuales',
  restrictionsIntro:
    'Para proteger nuestras comunidades y las zonas silvestres, queda prohibido lo siguiente hasta nuevo aviso:',
  restrictions: [
    'Fuegos al aire libre',
    'Fuegos artificiales',
    'Parrillas de carbón',
    'Trabajos de esmerilado y soldadura',
  ],
  stateLinks: [
    {
      label: 'Restricciones de incendio de Utah',
      href: 'https://utahfireinfo.gov/fire-restrictions/',
    },
    { label: 'Permisos de quema de Utah', href: 'https://utahburn.org/' },
  ],
  dispatchNote:
    'Antes de cualquier quema, llame al despacho para decirles dónde y cuándo va a quemar.',
};

/** The words of the district's details in Spanish (decision 331): hours, roles, the credit. */
export const SEED_DISTRICT_WORDS_ES: DistrictWords = {
  mainOfficeHours: 'De lunes a viernes, de 8:00 a. m. a 5:00 p. m. (hora de la montaña)',
  recordsOfficerHours: 'De lunes a viernes, de 8:00 a. m. a 5:00 p. m. (hora de la montaña)',
  leadershipRoles: [
    'Jefe de bomberos',
    'Subjefe de bomberos',
    'Jefe de prevención de incendios (Fire Marshal)',
    'Presidente de la junta directiva',
  ],
  poweredByLabel: 'Sitio web creado por',
};

/** The seeded fire-restrictions alert's heading and text in Spanish (decision 325). */
export const SEED_ALERT_ES = {
  heading: 'Hay restricciones de incendio vigentes',
  text: 'Para proteger nuestras comunidades y las zonas silvestres, queda prohibido lo siguiente hasta nuevo aviso: fuegos al aire libre, fuegos artificiales, parrillas de carbón, y trabajos de esmerilado y soldadura.',
  linkLabel: 'Ver las condiciones de incendio actuales',
} as const;

/**
 * The seeded library's titles in Spanish by document key, each with the English title of
 * public/documents/manifest.json it translates. GRAMA and UOCAVA stay: they name the laws.
 */
export const SEED_DOCUMENT_TITLES_ES: Readonly<Record<string, SpanishVersion<string>>> = {
  'clearance-form': {
    source: 'Residential Clearance Inspection Form',
    text: 'Formulario de inspección de autorización residencial',
  },
  'burn-permit': { source: 'Burn Permit', text: 'Permiso de quema' },
  'news-announcement': { source: 'District Announcement', text: 'Anuncio del distrito' },
  'declaration-of-election-participation': {
    source: 'Declaration of Election Participation',
    text: 'Declaración de participación en la elección',
  },
  'uocava-election-notice': { source: 'UOCAVA Election Notice', text: 'Aviso de elección UOCAVA' },
  'commissioner-candidates': {
    source: 'Commissioner Candidates',
    text: 'Candidatos a la junta directiva',
  },
  'grama-request-form': { source: 'GRAMA Request Form', text: 'Formulario de solicitud GRAMA' },
  'grama-billing-information': {
    source: 'GRAMA Billing Information',
    text: 'Información de cobro de GRAMA',
  },
  'insurance-information-letter': {
    source: 'Insurance Information Letter',
    text: 'Carta de información para aseguradoras',
  },
  'public-notice-la': { source: 'Public Notice LA', text: 'Aviso público LA' },
};

/**
 * The seeded library's descriptions in Spanish by document key, each with the English of
 * public/documents/manifest.json it translates. The names of laws stay as they are.
 */
export const SEED_DOCUMENT_DESCRIPTIONS_ES: Readonly<Record<string, SpanishVersion<string>>> = {
  'clearance-form': {
    source: 'Printable residential clearance inspection form.',
    text: 'Formulario para imprimir de la inspección de autorización residencial.',
  },
  'burn-permit': {
    source: 'Open burning permit and its conditions.',
    text: 'Permiso de quema al aire libre y sus condiciones.',
  },
  'news-announcement': {
    source: 'The district’s latest public announcement.',
    text: 'El anuncio público más reciente del distrito.',
  },
  'declaration-of-election-participation': {
    source: 'The district’s declaration of participation in the 2025 election.',
    text: 'La declaración del distrito sobre su participación en la elección de 2025.',
  },
  'uocava-election-notice': {
    source:
      'Notice for military and overseas voters under the Uniformed and Overseas Citizens Absentee Voting Act.',
    text: 'Aviso para votantes militares y en el extranjero según la Uniformed and Overseas Citizens Absentee Voting Act (UOCAVA).',
  },
  'commissioner-candidates': {
    source: 'Candidates who filed for the Board of Trustees.',
    text: 'Las personas que se inscribieron como candidatos a la junta directiva.',
  },
  'grama-request-form': {
    source: 'Form to request records under the Government Records Access and Management Act.',
    text: 'Formulario para solicitar registros según la Government Records Access and Management Act (GRAMA).',
  },
  'grama-billing-information': {
    source: 'Fees the district charges to fulfil records requests.',
    text: 'Las tarifas que cobra el distrito por atender las solicitudes de registros.',
  },
  'insurance-information-letter': {
    source: 'Letter for insurers about the district’s fire protection services.',
    text: 'Carta para las aseguradoras sobre los servicios de protección contra incendios del distrito.',
  },
  'public-notice-la': {
    source: 'Public notice published by the district.',
    text: 'Aviso público publicado por el distrito.',
  },
};

/**
 * The seeded news post's Spanish (`news-<id>` blocks, decision 331), written against the seed's
 * English (`NEWS_ITEMS[0]`): its title, summary and body, stored like staff's Spanish of a post.
 */
export const SEED_NEWS_POST_ES = {
  title: 'Anuncio del distrito',
  summary:
    'La junta directiva ha emitido un anuncio para los residentes del distrito. Lea el anuncio completo en el documento adjunto.',
} as const;
