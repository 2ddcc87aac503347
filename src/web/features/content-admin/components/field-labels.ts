import { FISCAL_YEAR_STARTS } from '#domain/documents/document-library.schema.ts';
import {
  BLANK_BOARD_MEMBER,
  BLANK_MEETING,
  MEETING_TYPES,
  MINUTES_STATES,
} from '#domain/meetings/board-meetings.ts';
import { SCHEDULE_ORDINALS, SCHEDULE_WEEKDAYS } from '#domain/meetings/meeting-schedule.ts';

/**
 * Labels and help for the fields of the content forms, by field name. A field without an entry
 * gets its name in words ("opportunitiesIntro" → "Opportunities intro").
 */
export const FIELD_LABELS: Record<string, string> = {
  meta: 'Search engines and browser tab',
  title: 'Title',
  description: 'Description',
  lead: 'Introduction',
  legend: 'Legend above the calendar',
  busy: 'What a red block means',
  booking: 'How to book an inspection',
  bookingLink: 'Link to book an inspection',
  intro: 'Introduction',
  whoWeAreHtml: 'Who we are',
  historyHtml: 'Our history',
  gramaExplanationHtml: 'About GRAMA',
  bodyHtml: 'Text',
  href: 'Web address',
  path: 'Page address',
  mainOffice: 'Main office',
  fireMarshal: 'Fire Marshal',
  recordsOfficer: 'Records officer',
  electionContactPhone: 'Phone for candidate forms',
  emergencyNumber: 'Emergency number',
  poweredBy: 'Website Powered By credit',
  mainOfficeHours: 'Main office hours',
  recordsOfficerHours: 'Records officer hours',
  leadershipRoles: 'Leadership roles',
  poweredByLabel: 'Website credit label',
  shortName: 'Short name',
  zip: 'ZIP code',
  email: 'E-mail address',
  danger: 'Fire danger',
  prohibitsOpenBurning: 'Fire restrictions prohibit open burning (burn permits: No burning)',
  openBurningSeason: 'Open burning season',
  from: 'First day',
  to: 'Last day',
  restrictions: 'Current restrictions',
  restrictionsIntro: 'Sentence before the restrictions',
  effectiveDate: 'Restrictions in effect since',
  stateLinks: 'Links to the state’s pages',
  dispatchPhone: 'Dispatch phone number',
  dispatchNote: 'Sentence before the dispatch number',
  isComingSoon: 'Show “Coming Soon”',
  formIds: 'Forms (document ids)',
  additionalDocumentIds: 'Additional documents (document ids)',
  pdfIds: 'Documents (document ids)',
  documentId: 'Document id',
  meetings: 'Meetings',
  meetingType: 'Meeting type',
  time: 'Start time',
  agendaTitle: 'Agenda title',
  agendaHref: 'Agenda document',
  agendaPostedAt: 'Agenda first published (set by the server)',
  publicNoticeHref: 'Utah Public Notice Website posting (optional)',
  recordingHref: 'Recording address',
  minutesTitle: 'Minutes title',
  minutesHref: 'Minutes document',
  minutesStatus: 'Minutes state',
  isCancelled: 'Cancelled',
  cancellationReason: 'Reason for cancelling',
  adaNotice: 'ADA accommodation notice',
  electronicParticipationNotice: 'Electronic participation notice',
  boardMembers: 'Board members',
  meetingSchedule: 'Annual meeting schedule',
  rule: 'Recurring rule',
  ordinal: 'Which one in the month',
  weekday: 'Weekday',
  year: 'Year',
  dates: 'Meeting dates',
  overviewReading: 'Schedule on the public records overview',
  scheduleListTitle: 'Heading of the list of dates, after the year',
  termEnds: 'Term ends',
  closingDate: 'Closing date (optional)',
  applyHref: 'Application link or e-mail (optional)',
  heroImage: 'Hero photo',
  src: 'Image address',
  alt: 'Text alternative',
  topTasksTitle: 'Heading of the top tasks',
  topTasks: 'Top tasks (“I want to…”)',
};

export const FIELD_HELP: Record<string, string> = {
  meta: 'How the page appears in a browser tab and in search results.',
  'meta.title': 'Shown in the browser tab, before the district’s name. Keep it short.',
  'meta.description': 'One sentence search engines show under the page’s name.',
  phone: 'With the area code, for example (435) 555-0100.',
  email: 'For example office@example.org.',
  href: 'The full address, starting with https://.',
  path: 'A page of this site, starting with /, for example /contact.',
  hours: 'For example Monday-Friday 8:00 AM-5:00 PM MST.',
  leadership: 'Shown on the About page.',
  poweredBy: 'The credit in the footer of every page.',
  restrictions: 'One restriction per line, for example Fireworks.',
  date: 'Year-month-day, for example 2026-06-15.',
  effectiveDate: 'Year-month-day, for example 2026-06-15.',
  from: 'Year-month-day, for example 2026-03-30.',
  to: 'Year-month-day, for example 2026-05-30.',
  formIds: 'Names of documents in public/documents/manifest.json, such as grama-request-form.',
  additionalDocumentIds: 'Names of documents in public/documents/manifest.json.',
  pdfIds: 'Names of documents in public/documents/manifest.json.',
  time: '24-hour clock, Mountain Time, for example 18:30.',
  agendaHref:
    'A document of the Agendas category in the documents library. Upload it there first; its title fills the agenda title.',
  minutesHref:
    'A document of the Minutes category in the documents library. Upload it there first; its title fills the minutes title.',
  rule: 'When the board meets each month. Generate the year’s dates from it below the form’s fields.',
  year: 'The year the list of dates covers, for example 2027.',
  dates: 'Generated from the rule; remove a date or change it to move a meeting.',
  overviewReading:
    'What the public records overview says after “The board of trustees meets in public on the”. Leave empty to say the rule’s words, as the minutes page does.',
  agendaPostedAt: 'Filled in when the agenda is first published; what you type here is ignored.',
  termEnds: 'Year-month-day, for example 2027-12-31.',
  closingDate:
    'Year-month-day. After this day the position shows Closed by itself. Leave empty for none.',
  applyHref:
    'An address starting with https://, or mailto: and an e-mail address. Empty: the contact page.',
  heroImage:
    'The photo beside the district’s name on the home page. It is shown 3:2 and cropped to fit.',
  'heroImage.src':
    'A file of this site, for example /images/valley.jpg (files in public/images/ ship with the site).',
  'heroImage.alt':
    'Required. Say what the photo shows, for example “Station 21 in Kamas with its engines out front”.',
  topTasks:
    'Short tasks in residents’ words, each with the page it leads to. /#fire-conditions leads to the fire conditions on the home page.',
};

/** Fields whose value is one of a few choices. */
export const FIELD_CHOICES: Record<string, readonly string[]> = {
  danger: ['Low', 'Moderate', 'High', 'Very High', 'Extreme'],
  status: ['Open', 'Closed'],
  meetingType: MEETING_TYPES,
  minutesStatus: MINUTES_STATES,
  ordinal: SCHEDULE_ORDINALS,
  weekday: SCHEDULE_WEEKDAYS,
  fiscalYearStart: FISCAL_YEAR_STARTS,
};

/**
 * Fields whose value is a document of the library: the form offers the documents of a category,
 * and choosing one fills the title field beside it.
 */
export const DOCUMENT_FIELDS: Record<string, { category: string; titleKey: string }> = {
  agendaHref: { category: 'agendas', titleKey: 'agendaTitle' },
  minutesHref: { category: 'minutes', titleKey: 'minutesTitle' },
};

/** What a list's Add button starts with when the list is empty (else a blank copy of its first). */
export const LIST_TEMPLATES: Record<string, unknown> = {
  meetings: BLANK_MEETING,
  boardMembers: BLANK_BOARD_MEMBER,
  dates: { date: '', time: '18:30', place: '' },
};

export function labelFor(key: string): string {
  if (FIELD_LABELS[key]) return FIELD_LABELS[key];
  const words = key
    .replace(/Html$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Help for a field: by its full path (meta.title) first, then by its name. */
export function helpFor(path: readonly (string | number)[]): string | undefined {
  const named = path.filter((part): part is string => typeof part === 'string');
  const key = named[named.length - 1] ?? '';
  return FIELD_HELP[named.slice(-2).join('.')] ?? FIELD_HELP[key];
}
