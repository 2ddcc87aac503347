import type { BurnDayStatus } from '#domain/burn/burn-day.ts';
import type { SiteDocument } from '#domain/documents/document-library.schema.ts';
import type { DistrictDetails } from './district-details.schema.ts';
import type { AlertLevel } from './site-alert.schema.ts';
import type { FireConditions } from './fire-conditions.schema.ts';
import type { PublicNewsPost } from '#domain/news/news.schema.ts';
import type { PermitStatusPageView, PermitVerifyPageView } from '#domain/permits/permit-status.ts';
import type { MeetingSchedule } from '#domain/meetings/meeting-schedule.ts';
import type { SearchView } from '#domain/search/search.schema.ts';
import type { SubscribePageView } from '#domain/subscriptions/subscriptions-api.ts';
import type { PageContent, PageId } from './page-content.schema.ts';
import type { FeaturePageView } from './feature-page.ts';
import type { LayoutText } from '../i18n/layout-text.ts';
import type { Locale } from '../i18n/locale.ts';

/**
 * Everything one page renders from: its own content, the district's details (header, footer,
 * contacts) and, on the home page, the fire conditions. The server renders a page from it; an
 * app-shell page also embeds it as JSON so the browser hydrates the same markup.
 */
export interface SitePageData {
  /** The page's language, from its path's prefix (decision 310). */
  locale: Locale;
  /** The layout's words in that language, formatted by the server. */
  layoutText: LayoutText;
  /**
   * The header's language link: this page in the other language when it has one, else the other
   * language's home page. Worked out by the server, so the browser bundle carries no route list
   * for it (the calendar's 120 KB budget).
   */
  languageHref: string;
  /**
   * An app-shell page's words in a language other than English: English text to its translation
   * (src/domain/i18n/page-text.ts). Absent on English pages.
   */
  pageText?: Record<string, string>;
  /**
   * On an app-shell page in a language other than English: the English paths (no parameters)
   * that have a page in that language, so the browser draws the same links the server does.
   */
  translatedPaths?: string[];
  pageId: PageId;
  page: PageContent;
  /**
   * On a page in another language, the staff content shown in that language (decision 327), as
   * `page.<block>`, `fireConditions.<block>` and `district.<block>` (the words of the district's
   * details, decision 331), and a meeting's or document's as `<item id>.<block>`
   * (`meeting-2026-06-15-1830.agendaTitle`, `document-<key>.title`, decision 329); every other
   * block is English, marked `lang="en"`.
   */
  translatedBlocks?: string[];
  district: DistrictDetails;
  fireConditions: FireConditions | null;
  /** Published and archived documents from the library, on the pages that list documents. */
  documents: SiteDocument[];
  /** The board's annual meeting schedule, on the public records overview (issue 10, item 3). */
  meetingSchedule: MeetingSchedule | null;
  /** The copyright year, in the district's zone. */
  year: number;
  /** Today in the district's zone (YYYY-MM-DD): what closes jobs and orders meetings. */
  today: string;
  /** The News page: the posts the public sees now, newest first. */
  news?: PublicNewsPost[];
  /** A news post's own page. */
  newsPost?: PublicNewsPost;
  /** The search page: the query and its results. */
  search?: SearchView;
  /** The permit status page: the lookup form or one application. */
  permitStatus?: PermitStatusPageView;
  /** The permit verification page: a genuine permit, or an unknown number. */
  permitVerify?: PermitVerifyPageView;
  /**
   * Back office pages: the most severe public alert live now, as a line in the staff layout (the
   * public banner is not shown there).
   */
  liveAlert?: { level: AlertLevel; heading: string } | null;
  /** The home page: today's burn day status (issue 19), the one place of truth for open burning. */
  burnDay?: BurnDayStatus;
  /** The Permit Forms page: the open burn permit fee from the burn settings (decision 307). */
  burnFeeCents?: number;
  /** The e-mail updates pages: sign-up form, confirm, manage, unsubscribed. */
  subscribe?: SubscribePageView;
  /**
   * A feature's own page (open burning, records requests, inspection booking): drawn inside the
   * layout in place of the routed page.
   */
  featurePage?: FeaturePageView;
  /** Feeds announced in the page's head (<link rel="alternate">). */
  feeds?: { title: string; href: string; type: string }[];
}

/** The id of the JSON script element an app-shell page carries its SitePageData in. */
export const SITE_PAGE_DATA_ELEMENT_ID = 'site-page-data';

/** Where `npm run dev` (Vite, no server rendering) gets a page's SitePageData. */
export const PAGE_DATA_API_PATH = '/api/content/page-data';
