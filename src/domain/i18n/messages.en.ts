import { CLEARANCE_EN } from './messages/clearance.en.ts';
import { FEES_EN } from './messages/fees.en.ts';
import { BURN_FEED_EN } from './messages/burn-feed.en.ts';
import { CAP_EN } from './messages/cap.en.ts';
import { RECORDS_PAGES_EN } from './messages/records-pages.en.ts';
import { PERMIT_PAGES_EN } from './messages/permit-pages.en.ts';
import { BURN_EN } from './messages/burn.en.ts';
import { FORM_REFUSED_EN } from './messages/form-refused.en.ts';
import { SUBSCRIBE_EN } from './messages/subscribe.en.ts';
import { SUBSCRIPTION_MAIL_EN } from './messages/subscription-mail.en.ts';
import { INSPECTION_BOOKING_EN } from './messages/inspection-booking.en.ts';
import { RECORDS_REQUEST_EN } from './messages/records-request.en.ts';
import { CONTENT_EN } from './messages/content.en.ts';
import { PROPERTY_EN } from './messages/property.en.ts';
import { CHIPPER_EN } from './messages/chipper.en.ts';
import { NEWS_EN } from './messages/news.en.ts';

import { PERMIT_DOCUMENTS_EN } from './messages/permit-documents.en.ts';
import { PERMITS_EN } from './messages/permits.en.ts';
/**
 * The English catalogue (issue 29): every word the site's code shows, as ICU messages. Staff
 * content (page bodies, news, alerts) is not here; it comes from the database. English messages
 * keep the specification's wording character for character.
 */
export const EN_MESSAGES = {
  ...FORM_REFUSED_EN,
  ...CLEARANCE_EN,
  ...FEES_EN,
  ...BURN_FEED_EN,
  ...CAP_EN,
  ...NEWS_EN,
  ...RECORDS_PAGES_EN,
  ...PERMIT_PAGES_EN,
  ...BURN_EN,
  ...SUBSCRIBE_EN,
  ...SUBSCRIPTION_MAIL_EN,
  ...RECORDS_REQUEST_EN,
  ...INSPECTION_BOOKING_EN,
  ...CONTENT_EN,
  ...PROPERTY_EN,
  ...CHIPPER_EN,
  ...PERMITS_EN,
  ...PERMIT_DOCUMENTS_EN,
  'layout.skipLink': 'Skip to main content',
  'layout.homeLinkLabel': '{districtName}, home page',
  'layout.menu': 'Menu',
  'layout.mainNavigation': 'Main',
  'layout.searchLabel': 'Search the site',
  'layout.searchButton': 'Search',
  'layout.languageLink': 'Español',
  'layout.emergency': 'Emergency:',
  'layout.mainOffice': 'Main office:',
  'layout.getUpdates': 'Get updates by e-mail',
  'layout.privacy': 'Privacy Notice',
  'layout.accessibility': 'Accessibility',
  'layout.copyright': '© {year} {districtName}',

  'nav.home': 'Home',
  'nav.about': 'About',
  'nav.resources': 'Resources',
  'nav.prevention': 'Prevention',
  'nav.education': 'Education',
  'nav.permitForms': 'Permit Forms',
  'nav.fireMarshalAvailability': 'Fire Marshal Availability',
  'nav.news': 'News',
  'nav.elections': 'Elections',
  'nav.minutes': 'Minutes',
  'nav.recordsRequest': 'Records request',
  'nav.careers': 'Careers',
  'nav.contact': 'Contact',

  'alert.level.emergency': 'Emergency',
  'alert.level.warning': 'Warning',
  'alert.level.information': 'Information',
  'alert.subscribe': 'Get alerts by e-mail',
  'alert.dismiss': 'Dismiss',
  'alert.dismissHidden': ' this alert',
  'alert.restrictions.heading': 'Open burning prohibited',
  'alert.restrictions.inForce': '{count, plural, one {Reason:} other {Reasons:}}',
  'alert.restrictions.status': 'Today’s open burning status',

  'link.opensInNewTab': 'opens in a new tab',
  'link.pdfOpensInNewTab': 'PDF, opens in a new tab',
  'link.typeOpensInNewTab': '{type}, opens in a new tab',

  'attachment.pngImage': 'PNG image',
  'attachment.jpegImage': 'JPEG image',
  'attachment.svgImage': 'SVG image',
  'attachment.file': 'File',

  'fireConditions.danger': 'Fire danger',
  'fireConditions.openBurning': 'Open burning',
  'fireConditions.burnPermitsLink': 'Open burn permits and check-in',
  'fireConditions.prohibited': 'Prohibited',
  'fireConditions.permitNeeded': 'Permit and burn day needed',
  'fireConditions.season': '(season {from} to {to})',
  'fireConditions.effectiveSince': 'In effect since',
  'fireConditions.restrictionsLabel': 'Current restrictions',
  'fireConditions.dispatch': 'Dispatch:',

  'contact.call': 'Call {phone}',
  'contact.phone': 'Phone',
  'contact.hours': 'Hours',
  'contact.email': 'E-mail',
  'contact.name': 'Name',
  'contact.phoneLine': 'Phone:',
  'contact.emailLine': 'E-mail:',
  'contact.hoursLine': 'Hours:',
  'contact.emailAfterName': '{name}, e-mail:',

  'about.whoWeAre': 'Who We Are',
  'about.address': 'Address',
  'about.byTheNumbers': 'By the Numbers',
  'about.history': 'Our History',
  'about.leadership': 'Leadership',
  'about.termEnds': 'Term ends {date}',
  'about.mission': 'Our Mission',

  'resources.station': 'Station {number} — {town}',
  'resources.equipment': 'Equipment',

  'news.subscribe': 'Get news by e-mail',

  'careers.open': 'Open',
  'careers.closed': 'Closed',
  'careers.closesAt': 'Applications close at the end of {date}.',
  'careers.requirements': 'Requirements',
  'careers.applyNow': 'Apply Now',
  'careers.subscribe': 'Get job openings by e-mail',

  'records.navigation': 'Public records',
  'records.comingSoon': 'Coming Soon',

  'search.kind.page': 'Page',
  'search.kind.news': 'News',
  'search.kind.meeting': 'Meeting',
  'search.kind.document': 'Document',
  'search.kind.archived-document': 'Archived document (kept for reference, may not be accessible)',
} as const satisfies Record<string, string>;

/** The id of every message the site's code shows. */
export type MessageId = keyof typeof EN_MESSAGES;
