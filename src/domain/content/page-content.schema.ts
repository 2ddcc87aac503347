import { z } from 'zod';
import {
  LinkSchema,
  listOf,
  MAX_SHORT_TEXT,
  PageMetaSchema,
  RichTextSchema,
  ShortTextSchema,
  SitePathSchema,
  TextSchema,
  WebAddressSchema,
} from './content-fields.ts';
import {
  BoardMemberSchema,
  MeetingSchema,
  OptionalDaySchema,
} from '#domain/meetings/board-meetings.ts';
import { ApplyHrefSchema } from '#domain/meetings/job-positions.ts';
import { MeetingScheduleSchema } from '#domain/meetings/meeting-schedule.ts';
import {
  AccessibilityPageSchema,
  BudgetPageSchema,
  DocumentArchivePageSchema,
} from '#domain/documents/document-pages.schema.ts';
import { stopHere } from '#domain/text-checks.ts';

/** A document of the library, by its key (shown in Documents, for example grama-request-form). */
const PdfDocumentIdSchema = z
  .string()
  .max(100, stopHere('Enter a document key from Documents, such as grama-request-form.'))
  .regex(
    /^[a-z0-9][a-z0-9-]{0,99}$/,
    stopHere('Enter a document key from Documents, such as grama-request-form.'),
  );

export const InfoCardSchema = z.object({
  title: ShortTextSchema,
  body: TextSchema,
  points: listOf(ShortTextSchema).optional(),
});

/**
 * Where an image is: a file of this site, such as /images/valley.jpg. Images from other sites are
 * refused because the content security policy loads images from this site only.
 */
export const ImageAddressSchema = z
  .string()
  .trim()
  .max(MAX_SHORT_TEXT, stopHere(`Keep this under ${MAX_SHORT_TEXT} characters.`))
  .regex(
    /^\/[\w-][\w/.-]*\.(?:avif|jpe?g|png|svg|webp)$/i,
    stopHere('Enter the address of an image on this site, such as /images/valley.jpg.'),
  );

/**
 * A photo with its text alternative. The alternative is required: the hero photo shows the
 * district, so it is never decorative (WCAG 2.1 1.1.1).
 */
export const ImageSchema = z.object({
  src: ImageAddressSchema,
  alt: z
    .string({ error: 'Describe the photo for visitors who cannot see it.' })
    .trim()
    .min(1, 'Describe the photo for visitors who cannot see it.')
    .max(MAX_SHORT_TEXT, `Keep this under ${MAX_SHORT_TEXT} characters.`),
});
export type Image = z.infer<typeof ImageSchema>;

/** Most "I want to…" tasks on the home page: a short list residents scan at a glance. */
export const MAX_TOP_TASKS = 8;

/**
 * Home: hero, the residents' top tasks and shortcuts (the fire conditions panel and the site alert
 * are their own items).
 */
export const HomePageSchema = z.object({
  meta: PageMetaSchema,
  hero: z.object({
    eyebrow: ShortTextSchema,
    lead: TextSchema,
    primaryLink: LinkSchema,
    secondaryLink: LinkSchema,
  }),
  /** The hero's photo of the district (top-level, so a page stored before it gets the seed's). */
  heroImage: ImageSchema,
  topTasksTitle: ShortTextSchema,
  topTasks: listOf(LinkSchema, MAX_TOP_TASKS).min(1, 'Keep at least one task.'),
  quickLinksTitle: ShortTextSchema,
  quickLinks: listOf(
    z.object({ title: ShortTextSchema, description: TextSchema, path: SitePathSchema }),
    12,
  ),
});

export const AboutPageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  lead: TextSchema,
  whoWeAreHtml: RichTextSchema,
  statistics: listOf(z.object({ value: ShortTextSchema, label: ShortTextSchema }), 12),
  historyHtml: RichTextSchema,
  mission: TextSchema,
  /** The board of trustees (issue 10, item 3); the section shows once it has members. */
  boardTitle: ShortTextSchema,
  boardMembers: listOf(BoardMemberSchema, 20),
});

/** A page of information cards (Prevention, Education). */
export const CardGridPageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  intro: TextSchema,
  cards: listOf(InfoCardSchema),
});

export const StationsPageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  lead: TextSchema,
  stations: listOf(
    z.object({
      number: ShortTextSchema,
      town: ShortTextSchema,
      description: TextSchema,
      equipment: listOf(ShortTextSchema),
    }),
    20,
  ),
});

export const ContactPageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  intro: TextSchema,
  emergency: z.object({ title: ShortTextSchema, body: TextSchema }),
  mainOfficeTitle: ShortTextSchema,
  fireMarshalTitle: ShortTextSchema,
  fireMarshalBody: TextSchema,
  closing: TextSchema,
});

export const PositionSchema = z.object({
  title: ShortTextSchema,
  type: ShortTextSchema,
  status: z.enum(['Open', 'Closed'], { error: 'Choose Open or Closed.' }),
  description: TextSchema,
  requirements: listOf(ShortTextSchema),
  /** After this day (Mountain Time) an Open position shows Closed by itself; '' for none. */
  closingDate: OptionalDaySchema,
  /** Where Apply Now leads ('' for the page's apply path): https:// or mailto:. */
  applyHref: ApplyHrefSchema,
});

export const CareersPageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  subtitle: ShortTextSchema,
  opportunitiesTitle: ShortTextSchema,
  opportunitiesIntro: TextSchema,
  positions: listOf(PositionSchema, 20),
  /** Where an open position's Apply Now button leads. */
  applyPath: SitePathSchema,
  /** Shown next to a disabled Apply Now button, saying why it is disabled. */
  closedMessage: ShortTextSchema,
  whyJoinTitle: ShortTextSchema,
  whyJoin: listOf(InfoCardSchema, 12),
});

export const PrivacyPageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  intro: TextSchema,
  sections: listOf(z.object({ title: ShortTextSchema, bodyHtml: RichTextSchema }), 30),
});

export const PublicRecordsPageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  intro: TextSchema,
  navigation: listOf(LinkSchema, 8),
  documentsTitle: ShortTextSchema,
  cards: listOf(
    z.object({
      title: ShortTextSchema,
      description: TextSchema,
      link: LinkSchema.nullable(),
      isComingSoon: z.boolean(),
      /**
       * Documents of this library category replace "Coming Soon" with this link once one is
       * published (the Financial reports card and the Budget and finances page).
       */
      whenDocuments: z.object({ category: ShortTextSchema, link: LinkSchema }).optional(),
    }),
    20,
  ),
  meetingScheduleTitle: ShortTextSchema,
  meetingScheduleIntro: ShortTextSchema,
  recordsOfficerTitle: ShortTextSchema,
  gramaNote: z.object({ title: ShortTextSchema, body: TextSchema }),
  requestLink: LinkSchema,
  /** The Document archive (issue 10). */
  archiveLink: LinkSchema.optional(),
});

export const MinutesPageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  intro: TextSchema,
  scheduleTitle: ShortTextSchema,
  /**
   * The board's annual meeting schedule: its rule completes "The board of trustees meets the …";
   * the public records overview reads it too.
   */
  meetingSchedule: MeetingScheduleSchema,
  /** Follows the year above the list of dates: "2027 meeting schedule". */
  scheduleListTitle: ShortTextSchema,
  archiveTitle: ShortTextSchema,
  archiveIntro: TextSchema,
  archiveLink: z.object({ label: ShortTextSchema, href: WebAddressSchema }),
  /** Board meetings (issue 10, item 3): the next one first, then past ones. */
  nextMeetingTitle: ShortTextSchema,
  pastMeetingsTitle: ShortTextSchema,
  /** Printed with every upcoming meeting (ADA, Utah Code 52-4-202). */
  adaNotice: TextSchema,
  /** Printed with every upcoming meeting (Utah Code 52-4-207). */
  electronicParticipationNotice: TextSchema,
  calendarFeedLabel: ShortTextSchema,
  meetings: listOf(MeetingSchema, 300),
});

export const RecordsRequestPageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  intro: TextSchema,
  gramaTitle: ShortTextSchema,
  gramaExplanationHtml: RichTextSchema,
  formsTitle: ShortTextSchema,
  formIds: listOf(PdfDocumentIdSchema, 20),
  additionalDocumentsTitle: ShortTextSchema,
  additionalDocumentIds: listOf(PdfDocumentIdSchema, 20),
  officerTitle: ShortTextSchema,
});

/** The News page; its posts are their own items (`src/domain/news`). */
export const NewsPageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  intro: TextSchema,
  /** The visible link to the news feed. */
  feedLinkLabel: ShortTextSchema,
  /** Shown when no post is published. */
  noPostsMessage: ShortTextSchema,
});

/** A news post's own page: its words come from the post; these are the page's labels. */
export const NewsPostPageSchema = z.object({
  meta: PageMetaSchema,
  attachmentsTitle: ShortTextSchema,
  backLink: LinkSchema,
});

/** The site search page (GET /search?q=…). */
export const SearchPageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  fieldLabel: ShortTextSchema,
  buttonLabel: ShortTextSchema,
  /** Shown when the search box was empty. */
  emptyQueryMessage: ShortTextSchema,
  /** Shown before the query when nothing matched: "No results for" “…”. */
  noResultsMessage: ShortTextSchema,
  /** Shown before the query above the results: "Results for" “…”. */
  resultsHeading: ShortTextSchema,
});

/** The applicant's permit status page (/permits/status): its labels and messages. */
export const PermitStatusPageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  intro: TextSchema,
  permitNumberLabel: ShortTextSchema,
  permitNumberHint: ShortTextSchema,
  emailLabel: ShortTextSchema,
  submit: ShortTextSchema,
  notFound: TextSchema,
  tooMany: TextSchema,
  missing: TextSchema,
  void: TextSchema,
  refunded: TextSchema,
  statusLabel: ShortTextSchema,
  download: ShortTextSchema,
  datesTitle: ShortTextSchema,
  receiptTitle: ShortTextSchema,
  lookUpAnother: ShortTextSchema,
});

/**
 * "Get updates by e-mail" (/subscribe) and its private pages: confirm, manage, unsubscribed
 * (issue 18). One content item holds every label and message of the four.
 */
export const SubscribePageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  intro: TextSchema,
  listsLegend: ShortTextSchema,
  emailLabel: ShortTextSchema,
  emailHint: ShortTextSchema,
  submit: ShortTextSchema,
  noLists: ShortTextSchema,
  errorSummaryTitle: ShortTextSchema,
  checkEmailTitle: ShortTextSchema,
  checkEmail: TextSchema,
  tooMany: TextSchema,
  confirmTitle: ShortTextSchema,
  confirmIntro: TextSchema,
  confirmButton: ShortTextSchema,
  confirmedTitle: ShortTextSchema,
  confirmed: TextSchema,
  manageLinkLabel: ShortTextSchema,
  linkInvalidTitle: ShortTextSchema,
  linkInvalid: TextSchema,
  startAgainLabel: ShortTextSchema,
  manageTitle: ShortTextSchema,
  manageIntro: TextSchema,
  saveButton: ShortTextSchema,
  saved: ShortTextSchema,
  leaveAllButton: ShortTextSchema,
  leftTitle: ShortTextSchema,
  left: TextSchema,
  privacyNote: TextSchema,
  privacyLink: LinkSchema,
});

/** The public permit verification page (/permits/verify/:number) the permit's QR code opens. */
export const PermitVerifyPageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  /** Before the number: "Genuine permit" RC-2026-000001. */
  genuineLabel: ShortTextSchema,
  /** After the district's name. */
  validVerdict: ShortTextSchema,
  invalidVerdict: ShortTextSchema,
  notFound: TextSchema,
  permitNumberLabel: ShortTextSchema,
  permitLabel: ShortTextSchema,
  statusLabel: ShortTextSchema,
  issuedOnLabel: ShortTextSchema,
  validThroughLabel: ShortTextSchema,
});

export const ElectionsPageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  intro: TextSchema,
  notice: z.object({ title: ShortTextSchema, body: TextSchema, hours: ShortTextSchema }),
  pdfIds: listOf(PdfDocumentIdSchema, 20),
  accessibleCopySubject: ShortTextSchema,
});

export const NotFoundPageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  body: TextSchema,
  homeLink: LinkSchema,
  contactLink: LinkSchema,
});

/** Pages whose main content is an application (permit forms, calendar, back office). */
export const AppShellPageSchema = z.object({
  meta: PageMetaSchema,
  title: ShortTextSchema,
  lead: TextSchema,
});

/**
 * The Fire Marshal availability calendar (/permits/calendar): an app shell with a legend above
 * the calendar that says what its red blocks mean and how to book an inspection (issue 11).
 */
export const CalendarPageSchema = AppShellPageSchema.extend({
  legend: z.object({
    title: ShortTextSchema,
    /** What a red block on the calendar means. */
    busy: TextSchema,
    /** How to book an inspection; the link follows it. */
    booking: TextSchema,
    bookingLink: LinkSchema,
  }),
});

/** Each kind of page and the schema of its content. */
export const PAGE_SCHEMAS = {
  home: HomePageSchema,
  about: AboutPageSchema,
  'card-grid': CardGridPageSchema,
  stations: StationsPageSchema,
  contact: ContactPageSchema,
  careers: CareersPageSchema,
  privacy: PrivacyPageSchema,
  'public-records': PublicRecordsPageSchema,
  minutes: MinutesPageSchema,
  'records-request': RecordsRequestPageSchema,
  news: NewsPageSchema,
  'news-post': NewsPostPageSchema,
  search: SearchPageSchema,
  'permit-status': PermitStatusPageSchema,
  'permit-verify': PermitVerifyPageSchema,
  subscribe: SubscribePageSchema,
  elections: ElectionsPageSchema,
  'not-found': NotFoundPageSchema,
  'app-shell': AppShellPageSchema,
  calendar: CalendarPageSchema,
  accessibility: AccessibilityPageSchema,
  budget: BudgetPageSchema,
  'document-archive': DocumentArchivePageSchema,
} as const;
export type PageKind = keyof typeof PAGE_SCHEMAS;
export type PageContentOf<K extends PageKind> = z.infer<(typeof PAGE_SCHEMAS)[K]>;

export type HomePage = PageContentOf<'home'>;
export type AboutPage = PageContentOf<'about'>;
export type CardGridPage = PageContentOf<'card-grid'>;
export type StationsPage = PageContentOf<'stations'>;
export type ContactPage = PageContentOf<'contact'>;
export type CareersPage = PageContentOf<'careers'>;
export type Position = z.infer<typeof PositionSchema>;
export type PrivacyPage = PageContentOf<'privacy'>;
export type PublicRecordsPage = PageContentOf<'public-records'>;
export type MinutesPage = PageContentOf<'minutes'>;
export type RecordsRequestPage = PageContentOf<'records-request'>;
export type NewsPage = PageContentOf<'news'>;
export type NewsPostPage = PageContentOf<'news-post'>;
export type SearchPage = PageContentOf<'search'>;
export type PermitStatusPage = PageContentOf<'permit-status'>;
export type PermitVerifyPage = PageContentOf<'permit-verify'>;
export type ElectionsPage = PageContentOf<'elections'>;
export type NotFoundPage = PageContentOf<'not-found'>;
export type AppShellPage = PageContentOf<'app-shell'>;
export type CalendarPage = PageContentOf<'calendar'>;
export type SubscribePage = PageContentOf<'subscribe'>;

/** Every editable page, its kind and the name editors see in the back office. */
export const PAGES = {
  home: { kind: 'home', name: 'Home' },
  about: { kind: 'about', name: 'About' },
  resources: { kind: 'stations', name: 'Resources (stations)' },
  prevention: { kind: 'card-grid', name: 'Prevention' },
  education: { kind: 'card-grid', name: 'Education' },
  permits: { kind: 'app-shell', name: 'Permit Forms' },
  calendar: { kind: 'calendar', name: 'Fire Marshal Availability' },
  'permit-status': { kind: 'permit-status', name: 'Permit status' },
  'permit-verify': { kind: 'permit-verify', name: 'Permit verification' },
  subscribe: { kind: 'subscribe', name: 'Get updates by e-mail' },
  news: { kind: 'news', name: 'News' },
  'news-post': { kind: 'news-post', name: 'News post (labels)' },
  search: { kind: 'search', name: 'Search' },
  'public-records': { kind: 'public-records', name: 'Public Records' },
  elections: { kind: 'elections', name: 'Elections' },
  minutes: { kind: 'minutes', name: 'Agenda and Minutes' },
  'records-request': { kind: 'records-request', name: 'Public Records Request' },
  careers: { kind: 'careers', name: 'Careers' },
  contact: { kind: 'contact', name: 'Contact Us' },
  privacy: { kind: 'privacy', name: 'Privacy Notice' },
  accessibility: { kind: 'accessibility', name: 'Accessibility' },
  budget: { kind: 'budget', name: 'Budget and Finances' },
  'document-archive': { kind: 'document-archive', name: 'Document Archive' },
  'not-found': { kind: 'not-found', name: 'Page not found' },
  admin: { kind: 'app-shell', name: 'Back office: home' },
  'admin-permits': { kind: 'app-shell', name: 'Back office: Permit Applications' },
  'admin-accounts': { kind: 'app-shell', name: 'Back office: Accounts' },
  'admin-activity': { kind: 'app-shell', name: 'Back office: Activity Log' },
  'admin-operations': { kind: 'app-shell', name: 'Back office: Operations' },
  'admin-two-step': { kind: 'app-shell', name: 'Back office: Two-Step Sign-In' },
  'admin-password': { kind: 'app-shell', name: 'Back office: Your Password' },
  'admin-content': { kind: 'app-shell', name: 'Back office: Site content' },
  'admin-news': { kind: 'app-shell', name: 'Back office: News' },
  'admin-documents': { kind: 'app-shell', name: 'Back office: Documents' },
  'admin-burns': { kind: 'app-shell', name: "Back office: Today's burns" },
  'admin-inspections': { kind: 'app-shell', name: 'Back office: My inspections' },
  'admin-inspection-bookings': { kind: 'app-shell', name: 'Back office: Book by phone' },
  'admin-subscriptions': { kind: 'app-shell', name: 'Back office: E-mail subscriptions' },
  'admin-records': { kind: 'app-shell', name: 'Back office: Records requests' },
  'admin-records-report': { kind: 'app-shell', name: 'Back office: Records report' },
  'admin-working-calendar': { kind: 'app-shell', name: 'Back office: Working calendar' },
  'admin-property': { kind: 'app-shell', name: 'Back office: Property profiles' },
  'admin-property-verification': { kind: 'app-shell', name: 'Back office: Address verification' },
  'admin-chipper': { kind: 'app-shell', name: 'Back office: Chipper program' },
} as const satisfies Record<string, { kind: PageKind; name: string }>;
export type PageId = keyof typeof PAGES;
export const PAGE_IDS = Object.keys(PAGES) as PageId[];

export type PageContent<Id extends PageId = PageId> = PageContentOf<(typeof PAGES)[Id]['kind']>;

export function isPageId(value: string): value is PageId {
  return Object.hasOwn(PAGES, value);
}

export function pageSchemaFor(id: PageId): z.ZodType<PageContent> {
  return PAGE_SCHEMAS[PAGES[id].kind] as z.ZodType<PageContent>;
}
