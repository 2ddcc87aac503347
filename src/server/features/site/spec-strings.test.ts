import fs from 'node:fs';
import escapeHtml from 'escape-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

/**
 * Every label, button text and message the shared specification fixes in its sections 2, 4, 5
 * and 8, with where the product shows it (issue 16, item 12). A row is either a served page that
 * must carry the text, or the component that draws it on an interactive screen (the calendar's
 * dialogs, the payment flow, the image viewer), which must hold it verbatim.
 */
type Row =
  /** `isWholeText`: the text is an element's whole content (a badge, a card title, a toggle). */
  | { section: string; text: string; page: string; isWholeText?: true }
  | { section: string; text: string; component: string };

const CALENDAR = 'src/web/features/calendar/components/availability-calendar.tsx';
const LOGIN_DIALOG = 'src/web/features/calendar/components/login-dialog.tsx';
const LOGIN_FORM = 'src/web/components/staff/login-form.tsx';
const ADD_EVENT = 'src/web/features/calendar/components/add-event-dialog.tsx';
const PAYMENT = 'src/web/payments/payment-messages.ts';
const VIEWER = 'src/web/features/elections/components/image-viewer.tsx';

const NAVIGATION = [
  'Home',
  'About',
  'Resources',
  'Prevention',
  'Education',
  'Permit Forms',
  'Fire Marshal Availability',
  'News',
  'Elections',
  'Minutes',
  'Records request',
  'Careers',
  'Contact',
];

/** Rows for texts a served page carries; `isWholeText` as on `Row`. */
function onPage(section: string, page: string, texts: string[], isWholeText?: true): Row[] {
  return texts.map((text) => ({ section, text, page, ...(isWholeText && { isWholeText }) }));
}

/** Rows for texts a component holds. */
function inComponent(section: string, component: string, texts: string[]): Row[] {
  return texts.map((text) => ({ section, text, component }));
}

const ROWS: Row[] = [
  ...onPage('§2 header', '/', NAVIGATION),
  ...onPage('§2 footer', '/', ['Website Powered By', 'Privacy Notice']),
  ...onPage('§2 careers', '/recruitment-and-hiring', [
    'Join Our Team',
    'Make a difference in your community',
    'Career Opportunities',
    'Requirements',
    'Apply Now',
    'Why Join Us?',
    'Career Growth',
    'Benefits Package',
    'Team Environment',
  ]),
  ...onPage('§2 contact', '/contact', ['Contact Us']),
  ...onPage('§2 privacy', '/privacy', ['Website Privacy Notice']),
  ...onPage('§2 public records', '/public-records', ['Coming Soon']),
  ...onPage('§2 contact', '/contact', ['Emergency', 'Main Office', 'Fire Marshal'], true),
  ...onPage('§2 elections', '/public-records/elections', [
    '2025 Special District Election',
    '2025 Candidate Forms',
    'Declaration of Election Participation',
    'UOCAVA Election Notice',
    'Commissioner Candidates',
  ]),
  ...onPage('§2 minutes', '/public-records/minutes', ['Agenda and Meeting Minutes']),
  ...onPage('§2 records request', '/public-records/request', [
    'GRAMA Request Form',
    'GRAMA Billing Information',
    'Insurance Information Letter',
    'Public Notice LA',
  ]),
  ...onPage(
    '§2 careers',
    '/recruitment-and-hiring',
    ['Firefighter/EMT', 'Full-Time', 'Closed'],
    true,
  ),
  ...onPage(
    '§2 permit forms',
    '/permits/applications',
    ['Residential', 'Commercial', 'Propane', 'Sprinkler'],
    true,
  ),
  ...inComponent('§2 calendar', CALENDAR, ['Admin Login', 'Add Event', 'Logout']),
  ...inComponent('§2 login modal', LOGIN_DIALOG, ['Login', 'Cancel']),
  ...inComponent('§2 login modal', LOGIN_FORM, ['Username', 'Password', 'Logging in...']),
  ...inComponent('§2 add modal', ADD_EVENT, [
    'Add Multi-Day Event',
    'Multi-Day Event',
    'Add Event',
    'Adding...',
    'Cancel',
  ]),
  ...inComponent('§2 image viewer', VIEWER, [
    'VIEW ONLY - NO DOWNLOAD/PRINT/SAVE',
    'Press ESC to close',
    'Go to page',
    'Previous',
    'Next',
  ]),
  ...inComponent('§4 payment', PAYMENT, ['Processing...', 'Processing Payment', 'Please wait...']),
  ...inComponent('§5 payment', PAYMENT, [
    'Payment processing is initializing. Please try again in a moment.',
    'Stripe not loaded yet...',
    'Card element not found. Please refresh the page and try again.',
  ]),
  ...inComponent('§8 payment', PAYMENT, [
    'No client secret received from server',
    'No client secret returned from the server',
    "There's a configuration issue with our payment system. Please contact support.",
    'Payment failed',
    'Authentication failed',
    'An error occurred while generating PDF and sending email.',
    'Payment Succeeded, But...',
    'Payment failed. Please try again.',
    'An error occurred during payment processing.',
  ]),
  ...inComponent('§8 calendar', LOGIN_DIALOG, ['Invalid credentials']),
  ...inComponent('§8 calendar', ADD_EVENT, ['Error adding event: ', 'Event added successfully!']),
  ...inComponent('§8 calendar', CALENDAR, ['Error deleting event', 'Event deleted successfully!']),
];

/** A component holds the text as a string literal or as JSX text, never split or rebuilt. */
function holdsVerbatim(source: string, text: string): boolean {
  const isLiteral = [`'${text}'`, `"${text}"`, `\`${text}`].some((form) => source.includes(form));
  return isLiteral || source.split(/[<>]/).some((between) => between.trim() === text);
}

const [sqlite] = storesUnderTest();

describe('the specification strings of §2, §4, §5 and §8', () => {
  let t: TestApp;
  const pages = new Map<string, string>();
  beforeAll(async () => {
    t = await openTestApp(sqlite!, { hasPages: true });
  });
  afterAll(async () => {
    await t.close();
  });

  async function pageHtml(path: string): Promise<string> {
    if (!pages.has(path)) {
      const answer = await t.app.inject({ method: 'GET', url: path });
      expect(answer.statusCode, path).toBe(200);
      pages.set(path, answer.body);
    }
    return pages.get(path)!;
  }

  it.each(ROWS.map((row) => [row.section, row.text, row] as const))(
    '%s: %s',
    async (_section, text, row) => {
      if ('page' in row) {
        const html = await pageHtml(row.page);
        if (row.isWholeText) {
          const between = html.split(/[<>]/).map((part) => part.trim());
          expect(between, `${row.page} has no element reading '${text}'`).toContain(
            escapeHtml(text),
          );
        } else {
          expect(html).toContain(escapeHtml(text));
        }
      } else {
        const source = fs.readFileSync(row.component, 'utf8');
        expect(holdsVerbatim(source, text), `${row.component} lost '${text}'`).toBe(true);
      }
    },
  );
});
