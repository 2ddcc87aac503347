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

const ROWS: Row[] = [
  ...NAVIGATION.map((text) => ({ section: '§2 header', text, page: '/' })),
  { section: '§2 footer', text: 'Website Powered By', page: '/' },
  { section: '§2 footer', text: 'Privacy Notice', page: '/' },
  { section: '§2 careers', text: 'Join Our Team', page: '/recruitment-and-hiring' },
  {
    section: '§2 careers',
    text: 'Make a difference in your community',
    page: '/recruitment-and-hiring',
  },
  { section: '§2 careers', text: 'Career Opportunities', page: '/recruitment-and-hiring' },
  { section: '§2 careers', text: 'Requirements', page: '/recruitment-and-hiring' },
  { section: '§2 careers', text: 'Apply Now', page: '/recruitment-and-hiring' },
  { section: '§2 careers', text: 'Why Join Us?', page: '/recruitment-and-hiring' },
  { section: '§2 careers', text: 'Career Growth', page: '/recruitment-and-hiring' },
  { section: '§2 careers', text: 'Benefits Package', page: '/recruitment-and-hiring' },
  { section: '§2 careers', text: 'Team Environment', page: '/recruitment-and-hiring' },
  { section: '§2 contact', text: 'Contact Us', page: '/contact' },
  { section: '§2 privacy', text: 'Website Privacy Notice', page: '/privacy' },
  { section: '§2 public records', text: 'Coming Soon', page: '/public-records' },
  ...['Emergency', 'Main Office', 'Fire Marshal'].map((text) => ({
    section: '§2 contact',
    text,
    page: '/contact',
    isWholeText: true as const,
  })),
  ...[
    '2025 Special District Election',
    '2025 Candidate Forms',
    'Declaration of Election Participation',
    'UOCAVA Election Notice',
    'Commissioner Candidates',
  ].map((text) => ({ section: '§2 elections', text, page: '/public-records/elections' })),
  { section: '§2 minutes', text: 'Agenda and Meeting Minutes', page: '/public-records/minutes' },
  ...[
    'GRAMA Request Form',
    'GRAMA Billing Information',
    'Insurance Information Letter',
    'Public Notice LA',
  ].map((text) => ({ section: '§2 records request', text, page: '/public-records/request' })),
  ...['Firefighter/EMT', 'Full-Time', 'Closed'].map((text) => ({
    section: '§2 careers',
    text,
    page: '/recruitment-and-hiring',
    isWholeText: true as const,
  })),
  ...['Residential', 'Commercial', 'Propane', 'Sprinkler'].map((text) => ({
    section: '§2 permit forms',
    text,
    page: '/permits/applications',
    isWholeText: true as const,
  })),
  { section: '§2 calendar', text: 'Admin Login', component: CALENDAR },
  { section: '§2 calendar', text: 'Add Event', component: CALENDAR },
  { section: '§2 calendar', text: 'Logout', component: CALENDAR },
  { section: '§2 login modal', text: 'Login', component: LOGIN_DIALOG },
  { section: '§2 login modal', text: 'Cancel', component: LOGIN_DIALOG },
  { section: '§2 login modal', text: 'Username', component: LOGIN_FORM },
  { section: '§2 login modal', text: 'Password', component: LOGIN_FORM },
  { section: '§2 login modal', text: 'Logging in...', component: LOGIN_FORM },
  { section: '§2 add modal', text: 'Add Multi-Day Event', component: ADD_EVENT },
  { section: '§2 add modal', text: 'Multi-Day Event', component: ADD_EVENT },
  { section: '§2 add modal', text: 'Add Event', component: ADD_EVENT },
  { section: '§2 add modal', text: 'Adding...', component: ADD_EVENT },
  { section: '§2 add modal', text: 'Cancel', component: ADD_EVENT },
  { section: '§2 image viewer', text: 'VIEW ONLY - NO DOWNLOAD/PRINT/SAVE', component: VIEWER },
  { section: '§2 image viewer', text: 'Press ESC to close', component: VIEWER },
  { section: '§2 image viewer', text: 'Go to page', component: VIEWER },
  { section: '§2 image viewer', text: 'Previous', component: VIEWER },
  { section: '§2 image viewer', text: 'Next', component: VIEWER },
  { section: '§4 payment', text: 'Processing...', component: PAYMENT },
  { section: '§4 payment', text: 'Processing Payment', component: PAYMENT },
  { section: '§4 payment', text: 'Please wait...', component: PAYMENT },
  {
    section: '§5 payment',
    text: 'Payment processing is initializing. Please try again in a moment.',
    component: PAYMENT,
  },
  { section: '§5 payment', text: 'Stripe not loaded yet...', component: PAYMENT },
  {
    section: '§5 payment',
    text: 'Card element not found. Please refresh the page and try again.',
    component: PAYMENT,
  },
  { section: '§8 payment', text: 'No client secret received from server', component: PAYMENT },
  { section: '§8 payment', text: 'No client secret returned from the server', component: PAYMENT },
  {
    section: '§8 payment',
    text: "There's a configuration issue with our payment system. Please contact support.",
    component: PAYMENT,
  },
  { section: '§8 payment', text: 'Payment failed', component: PAYMENT },
  { section: '§8 payment', text: 'Authentication failed', component: PAYMENT },
  {
    section: '§8 payment',
    text: 'An error occurred while generating PDF and sending email.',
    component: PAYMENT,
  },
  { section: '§8 payment', text: 'Payment Succeeded, But...', component: PAYMENT },
  { section: '§8 payment', text: 'Payment failed. Please try again.', component: PAYMENT },
  {
    section: '§8 payment',
    text: 'An error occurred during payment processing.',
    component: PAYMENT,
  },
  { section: '§8 calendar', text: 'Invalid credentials', component: LOGIN_DIALOG },
  { section: '§8 calendar', text: 'Error adding event: ', component: ADD_EVENT },
  { section: '§8 calendar', text: 'Event added successfully!', component: ADD_EVENT },
  { section: '§8 calendar', text: 'Error deleting event', component: CALENDAR },
  { section: '§8 calendar', text: 'Event deleted successfully!', component: CALENDAR },
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
