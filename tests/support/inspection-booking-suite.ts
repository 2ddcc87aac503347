/**
 * The set-up the inspection booking tests share: a permits app on one store with a memory mailer
 * and a staff session, closed after each test, and the applicant's booking calls.
 */
import { afterEach } from 'vitest';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import {
  MONDAY_MORNING,
  listFreeSlots,
  payClearance as payClearanceFor,
} from '#tests/support/factories/inspections.ts';
import type { TestStore } from '#tests/support/test-db.ts';

export interface InspectionBookingSuite {
  t: PermitsTestApp;
  admin: { authorization: string };
  mailer: ReturnType<typeof createMemoryMailer>;
  open(clockStart?: string, hasPages?: boolean): Promise<void>;
  payClearance(formData?: Record<string, unknown>): ReturnType<typeof payClearanceFor>;
  slotsOf(token: string): ReturnType<typeof listFreeSlots>;
  book(token: string, start: string): ReturnType<PermitsTestApp['app']['inject']>;
  move(token: string, start: string): ReturnType<PermitsTestApp['app']['inject']>;
  cancel(token: string): ReturnType<PermitsTestApp['app']['inject']>;
  putSettings(settings: object): ReturnType<PermitsTestApp['app']['inject']>;
  /** The calendar invitation attached to the e-mails whose subject starts with `subject`. */
  invitationsOf(subject: string): Promise<string[]>;
}

/** Call inside a `describe`: `open()` starts each test's app, which closes after it. */
export function useInspectionBooking(store: TestStore): InspectionBookingSuite {
  const suite = {
    async open(clockStart = MONDAY_MORNING, hasPages = true) {
      suite.mailer = createMemoryMailer();
      // The shared CI machine stalls the event loop now and then; this is not a load test.
      suite.t = await openPermitsTestApp(store, { clockStart, mailer: suite.mailer, hasPages });
      suite.admin = { authorization: await suite.t.logInAsAdmin() };
    },
    payClearance: (formData?: Record<string, unknown>) =>
      payClearanceFor(suite.t, formData ? { formData } : {}),
    slotsOf: (token: string) => listFreeSlots(suite.t, token),
    book: (token: string, start: string) =>
      suite.t.app.inject({
        method: 'POST',
        url: `/api/inspections/${token}/booking`,
        payload: { start },
      }),
    move: (token: string, start: string) =>
      suite.t.app.inject({
        method: 'PUT',
        url: `/api/inspections/${token}/booking`,
        payload: { start },
      }),
    cancel: (token: string) =>
      suite.t.app.inject({ method: 'DELETE', url: `/api/inspections/${token}/booking` }),
    putSettings: (settings: object) =>
      suite.t.app.inject({
        method: 'PUT',
        url: '/api/admin/inspections/settings',
        headers: suite.admin,
        payload: settings,
      }),
    async invitationsOf(subject: string) {
      await suite.t.service.sendDueEmails();
      return suite.mailer.sent
        .filter((message) => message.subject.startsWith(subject))
        .map((message) => new TextDecoder().decode(message.attachments![0]!.content));
    },
  } as InspectionBookingSuite;
  afterEach(async () => {
    await suite.t.close();
  });
  return suite;
}
