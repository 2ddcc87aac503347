import { afterEach, expect } from 'vitest';
import type { Mailer, MailMessage } from '#server/adapters/mailer.ts';
import { SUBSCRIPTION_FANOUT_JOB } from '#server/features/subscriptions/subscriptions.deps.ts';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import type { TestStore } from '#tests/support/test-db.ts';

/**
 * Subscription test set-up: a confirmed subscriber, written straight to the store or signed up
 * and confirmed through the public pages as a resident would, and the staff's notice.
 */

type MemoryMailer = ReturnType<typeof createMemoryMailer>;

export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };

export function formOf(fields: Array<[string, string]>): string {
  return new URLSearchParams(fields).toString();
}

/** The path and query of the first link to `path` in a mail's text. */
export function linkIn(mail: MailMessage | undefined, path: string): string {
  const match = new RegExp(`https?://[^\\s]*${path}[^\\s]*`).exec(mail?.text ?? '');
  if (!match) throw new Error(`No ${path} link in ${mail?.text ?? '(no mail)'}`);
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

export function tokenOf(link: string): string {
  return new URL(link, 'http://x').searchParams.get('token') ?? '';
}

/** The public sign-up form posted with an address and the ticked lists. */
export function signUp(app: PermitsTestApp, email: string, lists: string[]) {
  return app.app.inject({
    method: 'POST',
    url: '/subscribe',
    headers: FORM_HEADERS,
    payload: formOf([['email', email], ...lists.map((list): [string, string] => ['lists', list])]),
  });
}

/** The confirm page's button pressed with the mailed link's token. */
export function postConfirmation(app: PermitsTestApp, token: string) {
  return app.app.inject({
    method: 'POST',
    url: '/subscribe/confirm',
    headers: FORM_HEADERS,
    payload: formOf([['token', token]]),
  });
}

/** The manage page's form posted: the token from the mail, the ticked lists, and the button. */
export function postManage(app: PermitsTestApp, fields: Array<[string, string]>) {
  return app.app.inject({
    method: 'POST',
    url: '/subscribe/manage',
    headers: FORM_HEADERS,
    payload: formOf(fields),
  });
}

/** What Gmail and Yahoo POST to the List-Unsubscribe address (RFC 8058). */
export function postOneClickUnsubscribe(app: PermitsTestApp, path: string) {
  return app.app.inject({
    method: 'POST',
    url: path,
    headers: FORM_HEADERS,
    payload: 'List-Unsubscribe=One-Click',
  });
}

/**
 * The sign-up tries its confirmation mail in the background (the answer must not wait for, or
 * reveal, a mail): wait for it like a resident checking their inbox.
 */
export async function waitForMail(
  app: PermitsTestApp,
  mailer: MemoryMailer,
  to: string,
): Promise<MailMessage> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    await app.deps.outbox.drain();
    // The outbox job would pick it up too; its claim keeps it to one attempt.
    if (attempt % 10 === 9) await app.service.sendDueEmails();
    const found = mailer.sent.filter((mail) => mail.to === to).at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No mail to ${to}`);
}

/** Signs an address up and confirms it through the mailed link, as a resident would. */
export async function subscribeAndConfirm(
  app: PermitsTestApp,
  mailer: MemoryMailer,
  email: string,
  lists: string[],
): Promise<void> {
  const response = await signUp(app, email, lists);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const confirmation = await waitForMail(app, mailer, email);
  const confirmed = await postConfirmation(
    app,
    tokenOf(linkIn(confirmation, '/subscribe/confirm')),
  );
  expect(confirmed.statusCode).toBe(200);
}

/** Staff's "Notify subscribers" through the back-office API; the body's fields default. */
export function postNotice(
  app: PermitsTestApp,
  auth: string,
  body: Partial<{ listId: string; itemKey: string; subject: string; sendAt: string }> = {},
) {
  return app.app.inject({
    method: 'POST',
    url: '/api/admin/subscriptions/notices',
    headers: { authorization: auth },
    payload: {
      listId: 'alerts',
      itemKey: 'alert:1',
      subject: 'Stage 1 fire restrictions',
      body: 'Stage 1 fire restrictions start today.\n\nNo open fires outside developed sites.',
      url: '/news/stage-1',
      ...body,
    },
  });
}

/** The fan-out job, then the outbox: every notice due now reaches the mailer. */
export async function sendNotices(app: PermitsTestApp): Promise<void> {
  await app.deps.jobs.run(SUBSCRIPTION_FANOUT_JOB);
  await app.deps.outbox.drain();
  await app.service.sendDueEmails();
}

/**
 * The subscriptions tests' app, closed after each test: `open` starts it with pages, a bulk pace
 * no test waits on and a public URL; `openWithSubscriber` also logs staff in and makes `email` a
 * confirmed subscriber of `lists`.
 */
export function useSubscriptionsApp(store: TestStore) {
  let t: PermitsTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function open(mailer: Mailer = createMemoryMailer()) {
    t = await openPermitsTestApp(store, {
      mailer,
      hasPages: true,
      env: { MAIL_BULK_PER_MINUTE: '10000', PUBLIC_URL: 'https://district.example.org' },
    });
    return t;
  }

  async function openWithSubscriber(email: string, lists: string[]) {
    const mailer = createMemoryMailer();
    const app = await open(mailer);
    const auth = await app.logInAsAdmin();
    await subscribeAndConfirm(app, mailer, email, lists);
    return { app, mailer, auth };
  }

  return { open, openWithSubscriber };
}
