import {
  SEED_ACCESSIBILITY_PAGE,
  SEED_BUDGET_PAGE,
  SEED_DOCUMENT_ARCHIVE_PAGE,
} from '#domain/documents/document-pages.schema.ts';
/**
 * What a fresh database starts with: today's texts of the specification, gathered from the
 * content modules beside this file. The server copies it into the database on its first start;
 * from then on the district edits the database's copy in the back office.
 */
import { ABOUT } from './about.ts';
import { CAREERS, APPLICATIONS_CLOSED_MESSAGE, POSITIONS } from './careers.ts';
import { CONTACT } from './contact.ts';
import { EDUCATION } from './education.ts';
import { ELECTIONS } from './elections.ts';
import type { FireConditions } from './fire-conditions.schema.ts';
import {
  FIRE_RESTRICTIONS,
  HOME_HERO,
  HOME_HERO_IMAGE,
  HOME_QUICK_LINKS,
  HOME_TOP_TASKS,
  HOME_TOP_TASKS_TITLE,
} from './home.ts';
import {
  BOARD_MEETING_DATES_2027,
  BOARD_MEETING_RULE,
  BOARD_MEETING_SCHEDULE,
  BOARD_MEETING_SCHEDULE_YEAR,
  MEETING_NOTICES,
  MINUTES_PAGE,
  PUBLIC_NOTICE_ARCHIVE,
} from './meetings.ts';
import { NEWS_INTRO } from './news.ts';
import { NOT_FOUND_PAGE } from './not-found.ts';
import type { PageContent, PageId } from './page-content.schema.ts';
import { PREVENTION } from './prevention.ts';
import { PRIVACY } from './privacy.ts';
import { PUBLIC_RECORDS } from './public-records.ts';
import { RECORDS_REQUEST } from './records-request.ts';
import type { SiteAlertInput } from './site-alert.schema.ts';
import { STATIONS } from './stations.ts';
import { SEED_DISTRICT } from './seed-district.ts';
import { SEED_ALERT_ES } from './seed-spanish.ts';
import { escapeHtml } from '#domain/html-escape.ts';

// Kept here too, where the rest of the seed is; seed-district.ts holds it so the browser can use
// it without the seed's pages (docs/decisions/103-javascript-weight.md).
export { SEED_DISTRICT };

function paragraphsHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
}

function listHtml(points: readonly string[]): string {
  return `<ul>${points.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>`;
}

const meta = (title: string, description: string) => ({ title, description });

export const SEED_PAGES: { [Id in PageId]: PageContent<Id> } = {
  home: {
    meta: meta(
      'Home',
      'Fire protection, permits and public records for the district’s three stations: Kamas, Oakley and Woodland.',
    ),
    hero: {
      eyebrow: HOME_HERO.eyebrow,
      lead: HOME_HERO.lead,
      primaryLink: { ...HOME_HERO.primaryLink },
      secondaryLink: { ...HOME_HERO.secondaryLink },
    },
    heroImage: { ...HOME_HERO_IMAGE },
    topTasksTitle: HOME_TOP_TASKS_TITLE,
    topTasks: HOME_TOP_TASKS.map((task) => ({ ...task })),
    quickLinksTitle: 'How can we help?',
    quickLinks: HOME_QUICK_LINKS.map((link) => ({ ...link })),
  },
  about: {
    meta: meta(
      'About',
      'Who we are: the district’s history, leadership, mission and yearly calls for service.',
    ),
    title: ABOUT.title,
    lead: ABOUT.lead,
    whoWeAreHtml: paragraphsHtml(ABOUT.description),
    statistics: ABOUT.statistics.map((stat) => ({ ...stat })),
    historyHtml: paragraphsHtml(ABOUT.history),
    mission: ABOUT.mission,
    boardTitle: 'Board of Trustees',
    boardMembers: [],
  },
  resources: {
    meta: meta(
      'Resources',
      'Our three stations — 41 Kamas, 42 Oakley, 43 Woodland — and the equipment each one houses.',
    ),
    title: 'Resources',
    lead: 'Our three stations and the equipment each one houses.',
    stations: STATIONS.map((station) => ({ ...station, equipment: [...station.equipment] })),
  },
  prevention: {
    meta: meta('Prevention', 'Fire prevention guidance for homes, businesses and wildland areas.'),
    title: 'Fire Prevention',
    intro: PREVENTION.intro,
    cards: PREVENTION.cards.map((card) => ({ ...card })),
  },
  education: {
    meta: meta('Education', 'Fire safety education for families, schools and community groups.'),
    title: 'Fire Safety Education',
    intro: EDUCATION.intro,
    cards: EDUCATION.cards.map((card) => ({ ...card })),
  },
  permits: {
    meta: meta(
      'Permit Forms',
      'Apply and pay online for clearance inspections, propane and sprinkler permits.',
    ),
    title: 'Permit Forms',
    lead: 'Apply and pay online for a clearance inspection, a propane tank permit or a sprinkler permit. After payment we e-mail your permit to you.',
  },
  calendar: {
    meta: meta(
      'Fire Marshal Availability',
      'The Fire Marshal’s permit and inspection availability calendar.',
    ),
    title: 'Fire Marshal Permit Availability Calendar',
    lead: "When the Fire Marshal is booked or away. Dates and times are the district's local time (Mountain Time).",
    legend: {
      title: 'How to read this calendar',
      busy: 'A red block is a time the Fire Marshal is booked or away. Any time without a red block is open.',
      booking:
        'To book an inspection, apply and pay for it online; we then contact you to set a time that is open on this calendar.',
      bookingLink: { label: 'Apply for an inspection', path: '/permits/applications' },
    },
  },
  news: {
    meta: meta('News', 'Announcements from the fire district.'),
    title: 'News',
    intro: NEWS_INTRO,
    feedLinkLabel: 'Subscribe to the news feed (Atom)',
    noPostsMessage: 'There is no news at the moment.',
  },
  'news-post': {
    meta: meta('News', 'An announcement from the fire district.'),
    attachmentsTitle: 'Attached documents',
    backLink: { label: 'All news', path: '/news' },
  },
  search: {
    meta: meta('Search', 'Search the fire district’s pages, news and documents.'),
    title: 'Search',
    fieldLabel: 'Search the site',
    buttonLabel: 'Search',
    emptyQueryMessage: 'Enter a word or phrase to search for.',
    noResultsMessage: 'No results for',
    resultsHeading: 'Results for',
  },
  'permit-status': {
    meta: meta('Permit status', 'Look up a permit’s status, receipt and PDF.'),
    title: 'Permit status',
    intro:
      'Enter your permit number and the e-mail address you applied with, or open the link in your permit e-mail.',
    permitNumberLabel: 'Permit number',
    permitNumberHint: 'For example RC-2026-000123',
    emailLabel: 'E-mail address',
    submit: 'Find my permit',
    notFound:
      'We could not find a permit with that number and e-mail address. Check both and try again.',
    tooMany: 'Too many lookups from your address. Try again in a few minutes.',
    missing: 'Enter your permit number and e-mail address.',
    void: 'This permit has been voided. It is no longer valid.',
    refunded: 'This payment has been refunded in full. The permit is no longer valid.',
    statusLabel: 'Status',
    download: 'Download the permit (PDF)',
    datesTitle: 'Dates',
    receiptTitle: 'Receipt',
    lookUpAnother: 'Look up another permit',
  },
  'permit-verify': {
    meta: meta('Permit verification', 'Check that a permit number was issued by the district.'),
    title: 'Permit verification',
    genuineLabel: 'Genuine permit',
    validVerdict: 'issued this permit and it is valid.',
    invalidVerdict: 'issued this permit, but it is no longer valid.',
    notFound:
      'The district has no permit with this number. Check the number printed on the permit, or call the main office.',
    permitNumberLabel: 'Permit number',
    permitLabel: 'Permit',
    statusLabel: 'Status',
    issuedOnLabel: 'Date of issue',
    validThroughLabel: 'Valid through',
  },
  subscribe: {
    meta: meta(
      'Get updates by e-mail',
      'Fire restrictions and alerts, news, board meeting notices and job openings by e-mail.',
    ),
    title: 'Get updates by e-mail',
    intro:
      'Choose what you want to hear about and enter your e-mail address. We send you one e-mail to confirm; nothing else comes until you confirm. Every e-mail has a link to change your choices or unsubscribe.',
    listsLegend: 'Send me',
    emailLabel: 'E-mail address',
    emailHint: 'For example name@example.org',
    submit: 'Subscribe',
    noLists: 'Choose at least one kind of update.',
    errorSummaryTitle: 'There is a problem',
    checkEmailTitle: 'Check your e-mail',
    checkEmail:
      'If this address can receive our updates, an e-mail with a confirmation link is on its way. Open it within 48 hours to start your updates. If nothing arrives, check your spam folder or ask again in 15 minutes.',
    tooMany:
      'Too many people are signing up right now. Nothing was sent. Please try again in an hour.',
    confirmTitle: 'Confirm your e-mail updates',
    confirmIntro: 'Press Confirm to start the updates you asked for.',
    confirmButton: 'Confirm',
    confirmedTitle: 'You are subscribed',
    confirmed: 'Your e-mail updates have started. You will get:',
    manageLinkLabel: 'Change your subscriptions',
    linkInvalidTitle: 'This link does not work',
    linkInvalid:
      'The link has expired, was already used, or is not complete. Ask for a new one on the sign-up page.',
    startAgainLabel: 'Get updates by e-mail',
    manageTitle: 'Your e-mail updates',
    manageIntro: 'Tick the updates you want to keep getting, then save.',
    saveButton: 'Save my choices',
    saved: 'Your choices are saved.',
    leaveAllButton: 'Unsubscribe from everything',
    leftTitle: 'You are unsubscribed',
    left: 'You will get no more e-mail updates from us. You can sign up again at any time.',
    privacyNote:
      'We use your address only to send the updates you chose, keep it while you are subscribed, and delete sign-ups that are never confirmed after 7 days.',
    privacyLink: { label: 'Privacy notice', path: '/privacy' },
  },
  'public-records': {
    meta: meta(
      'Public Records',
      'Agendas, minutes, elections, records requests, policies and financial reports.',
    ),
    title: 'Public Records',
    intro: PUBLIC_RECORDS.intro,
    navigation: PUBLIC_RECORDS.navigation.map((link) => ({ ...link })),
    documentsTitle: 'Documents',
    cards: PUBLIC_RECORDS.cards.map((card) => ({
      title: card.title,
      description: card.description,
      link: 'link' in card && card.link ? { ...card.link } : null,
      isComingSoon: 'isComingSoon' in card && card.isComingSoon === true,
      ...(card.title === 'Financial Reports'
        ? {
            whenDocuments: {
              category: 'financial-reports',
              link: { label: 'View budget and finances', path: '/public-records/budget' },
            },
          }
        : {}),
    })),
    meetingScheduleTitle: 'Meeting Schedule',
    meetingScheduleIntro: PUBLIC_RECORDS.meetingScheduleIntro,
    recordsOfficerTitle: 'Records Officer',
    gramaNote: { ...PUBLIC_RECORDS.gramaNote },
    requestLink: { label: 'How to make a records request', path: '/public-records/request' },
    archiveLink: { label: 'Document archive', path: '/public-records/archive' },
  },
  elections: {
    meta: meta(
      '2025 Special District Election',
      'Candidate forms, election notices and candidate information for the 2025 special district election.',
    ),
    title: ELECTIONS.title,
    intro: ELECTIONS.intro,
    notice: {
      title: ELECTIONS.notice.title,
      body: ELECTIONS.notice.body,
      hours: ELECTIONS.notice.hours,
    },
    pdfIds: [...ELECTIONS.pdfIds],
    accessibleCopySubject: ELECTIONS.accessibleCopy.subject,
  },
  minutes: {
    meta: meta(
      'Agenda and Meeting Minutes',
      'When the board meets and where to find agendas and minutes.',
    ),
    title: 'Agenda and Meeting Minutes',
    intro: MINUTES_PAGE.intro,
    scheduleTitle: 'Board Meetings',
    meetingSchedule: {
      rule: { ...BOARD_MEETING_RULE },
      year: BOARD_MEETING_SCHEDULE_YEAR,
      dates: BOARD_MEETING_DATES_2027.map((date) => ({
        date,
        time: BOARD_MEETING_RULE.time,
        place: BOARD_MEETING_RULE.place,
      })),
      overviewReading: BOARD_MEETING_SCHEDULE.overview,
    },
    scheduleListTitle: 'meeting schedule',
    archiveTitle: 'Agendas and Minutes Archive',
    archiveIntro: MINUTES_PAGE.archiveIntro,
    archiveLink: { ...PUBLIC_NOTICE_ARCHIVE },
    nextMeetingTitle: 'Next Meeting',
    pastMeetingsTitle: 'Past Meetings',
    adaNotice: MEETING_NOTICES.adaNotice,
    electronicParticipationNotice: MEETING_NOTICES.electronicParticipationNotice,
    calendarFeedLabel: 'Add board meetings to your calendar',
    meetings: [],
  },
  'records-request': {
    meta: meta(
      'Public Records Request',
      'How to request records under Utah’s Government Records Access and Management Act (GRAMA).',
    ),
    title: 'Public Records Request',
    intro: RECORDS_REQUEST.intro,
    gramaTitle: 'About GRAMA',
    gramaExplanationHtml: paragraphsHtml(RECORDS_REQUEST.gramaExplanation),
    formsTitle: 'Forms',
    formIds: [...RECORDS_REQUEST.formIds],
    additionalDocumentsTitle: 'Additional Documents',
    additionalDocumentIds: [...RECORDS_REQUEST.additionalDocumentIds],
    officerTitle: 'Records Officer',
  },
  careers: {
    meta: meta('Careers', 'Career opportunities with the fire district.'),
    title: CAREERS.title,
    subtitle: CAREERS.subtitle,
    opportunitiesTitle: CAREERS.opportunitiesTitle,
    opportunitiesIntro: CAREERS.opportunitiesIntro,
    positions: POSITIONS.map((position) => ({
      ...position,
      requirements: [...position.requirements],
      closingDate: '',
      applyHref: '',
    })),
    applyPath: CAREERS.applyPath,
    closedMessage: APPLICATIONS_CLOSED_MESSAGE,
    whyJoinTitle: CAREERS.whyJoinTitle,
    whyJoin: CAREERS.whyJoin.map((card) => ({ ...card })),
  },
  contact: {
    meta: meta('Contact Us', 'Emergency, main office and Fire Marshal contacts.'),
    title: CONTACT.title,
    intro: CONTACT.intro,
    emergency: { ...CONTACT.emergency },
    mainOfficeTitle: CONTACT.mainOfficeTitle,
    fireMarshalTitle: CONTACT.fireMarshalTitle,
    fireMarshalBody: CONTACT.fireMarshalBody,
    closing: CONTACT.closing,
  },
  privacy: {
    meta: meta(
      'Website Privacy Notice',
      'What this website collects, how it is used and your choices.',
    ),
    title: PRIVACY.title,
    intro: PRIVACY.intro,
    sections: PRIVACY.sections.map((section) => ({
      title: section.title,
      bodyHtml:
        paragraphsHtml(section.paragraphs) +
        ('points' in section && section.points ? listHtml(section.points) : '') +
        ('link' in section && section.link
          ? `<p><a href="${section.link.path}">${escapeHtml(section.link.label)}</a></p>`
          : ''),
    })),
  },
  'not-found': {
    meta: meta('Page not found', 'The page you asked for does not exist.'),
    title: NOT_FOUND_PAGE.title,
    body: NOT_FOUND_PAGE.body,
    homeLink: { ...NOT_FOUND_PAGE.homeLink },
    contactLink: { ...NOT_FOUND_PAGE.contactLink },
  },
  admin: {
    meta: meta('Back Office', 'Back office for district staff.'),
    title: 'Back Office',
    lead: "Log in to manage the district's website.",
  },
  'admin-accounts': {
    meta: meta('Accounts', 'Back office: staff accounts and roles.'),
    title: 'Accounts',
    lead: 'Staff accounts, their roles and passwords.',
  },
  'admin-activity': {
    meta: meta('Activity Log', 'Back office: who changed what, and when.'),
    title: 'Activity Log',
    lead: 'Who changed what, and when, newest first.',
  },
  'admin-operations': {
    meta: meta('Operations', 'Back office: e-mail, payments, background jobs and the database.'),
    title: 'Operations',
    lead: 'E-mail waiting or failing, payments without a permit, background jobs, the database.',
  },
  'admin-two-step': {
    meta: meta('Two-Step Sign-In', 'Back office: set up two-step sign-in.'),
    title: 'Two-Step Sign-In',
    lead: 'A code from your phone after your password.',
  },
  'admin-password': {
    meta: meta('Your Password', 'Back office: change your own password.'),
    title: 'Your Password',
    lead: 'Choose a password only you know.',
  },
  'admin-permits': {
    meta: meta('Permit Applications', 'Back office: permit applications and payments.'),
    title: 'Permit Applications',
    lead: 'Applications and payments, newest first.',
  },
  'admin-content': {
    meta: meta('Site content', 'Back office: the site alert, district details and pages.'),
    title: 'Site content',
    lead: 'Change what the public site says. Changes show on every page as soon as you publish them.',
  },
  'admin-news': {
    meta: meta('News posts', 'Back office: write, schedule and publish news posts.'),
    title: 'News posts',
    lead: 'Write a post, save it as a draft, and publish it now or at a time you choose.',
  },
  accessibility: SEED_ACCESSIBILITY_PAGE,
  budget: SEED_BUDGET_PAGE,
  'document-archive': SEED_DOCUMENT_ARCHIVE_PAGE,
  'admin-documents': {
    meta: meta('Documents', 'Back office: the documents library.'),
    title: 'Documents',
    lead: 'Upload, replace, unpublish or archive the documents the public pages link to.',
  },
  'admin-burns': {
    meta: meta('Today’s Burns', 'Back office: the burn day status and registered burns.'),
    title: 'Today’s Burns',
    lead: 'Post the burn day status; every check-in for today, with address, time and phone.',
  },
  'admin-inspections': {
    meta: meta('My inspections', 'Back office: the marshal’s inspections and their results.'),
    title: 'My inspections',
    lead: 'Today’s and upcoming inspections in visiting order; record each result on the phone.',
  },
  'admin-records': {
    meta: meta('Records Requests', 'Back office: public records requests on the GRAMA clock.'),
    title: 'Records Requests',
    lead: 'Every GRAMA request, overdue first, with days left; open one to answer it.',
  },
  'admin-inspection-bookings': {
    meta: meta('Book by Phone', 'Back office: book, move or cancel an inspection for a caller.'),
    title: 'Book an Inspection by Phone',
    lead: 'Find the caller’s application, then book, move or cancel; the applicant gets the same e-mails as booking online.',
  },
  'admin-records-report': {
    meta: meta('Records Report', 'Back office: GRAMA requests a month, on time and median days.'),
    title: 'Records Report',
    lead: 'Requests received each month, how many were answered on time, and the median business days to answer.',
  },
  'admin-property': {
    meta: meta('Property Profiles', 'Back office: one property profile at a time, for a call.'),
    title: 'Property Profiles',
    lead: 'Find the address of a call and read what the owner wrote for responders.',
  },
  'admin-property-verification': {
    meta: meta('Address Verification', 'Back office: verify property profiles’ addresses.'),
    title: 'Address Verification',
    lead: 'Print a letter with a code for each new property profile’s address, or verify it after a call.',
  },
  'admin-chipper': {
    meta: meta('Chipper Program', 'Back office: the chipper season, its days and its figures.'),
    title: 'Chipper Program',
    lead: 'Set up the zones and chipping days, open a day’s crew page, and count the season.',
  },
  'admin-working-calendar': {
    meta: meta('Working Calendar', 'Back office: Utah legal holidays and district closure days.'),
    title: 'Working Calendar',
    lead: 'The days every business-day count skips: Utah’s legal holidays and the district’s closures.',
  },
  'admin-subscriptions': {
    meta: meta('E-mail Subscriptions', 'Back office: e-mail lists, subscribers and notices.'),
    title: 'E-mail Subscriptions',
    lead: 'Lists, subscribers, the sending history of each notice, and Notify subscribers.',
  },
};

/** Whether the specification's restrictions prohibit open fires, as the seeded words say. */
const isOpenBurningProhibited = FIRE_RESTRICTIONS.prohibited.some((item) => item === 'Open fires');

const SEED_ALERT_LINK_LABEL = 'See the current fire conditions';

const SEED_ALERT_WORDS = {
  heading: FIRE_RESTRICTIONS.title,
  text: `${FIRE_RESTRICTIONS.intro} ${FIRE_RESTRICTIONS.prohibited.join(', ').toLowerCase()}.`,
};

/**
 * The fire-restrictions banner of the specification's home page, as the first site alert. It
 * has no start or end: it shows until an editor ends it. Its Spanish is written against its
 * English, as staff's is (decision 346).
 */
export const SEED_ALERT: SiteAlertInput = {
  level: 'warning',
  ...SEED_ALERT_WORDS,
  link: { label: SEED_ALERT_LINK_LABEL, href: '/#fire-conditions' },
  startsAtLocal: null,
  endsAtLocal: null,
  // Its words prohibit open fires, so it forbids open burning too (decision 337).
  prohibitsOpenBurning: isOpenBurningProhibited,
  spanish: {
    text: { ...SEED_ALERT_ES },
    source: { ...SEED_ALERT_WORDS, linkLabel: SEED_ALERT_LINK_LABEL },
  },
};

/** The home page's fire conditions panel, seeded from the specification's banner. */
export const SEED_FIRE_CONDITIONS: FireConditions = {
  heading: 'Current fire conditions',
  danger: 'High',
  prohibitsOpenBurning: isOpenBurningProhibited,
  openBurningSeason: { from: '2026-03-30', to: '2026-05-30' },
  restrictionsIntro: FIRE_RESTRICTIONS.intro,
  restrictions: [...FIRE_RESTRICTIONS.prohibited],
  effectiveDate: '2026-06-15',
  stateLinks: [
    { label: 'Utah fire restrictions', href: 'https://utahfireinfo.gov/fire-restrictions/' },
    { label: 'Utah burn permits', href: 'https://utahburn.org/' },
  ],
  dispatchPhone: '(435) 555-0103',
  dispatchNote: 'Before any burn, call dispatch to tell them where and when you will burn.',
};
