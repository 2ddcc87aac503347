// Issue 36: the anonymous forms' per-recipient mail caps count a mailbox, not a spelling of it.
// Ten spellings of one Gmail mailbox, sent from ten client addresses through each capped form on
// its English and Spanish routes, get that form's one mail (the sign-up's three confirmations).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailboxKeyOf } from '#domain/mailbox-key.ts';
import { BURN_APPLICATION } from '#tests/support/factories/burn.ts';
import { RECORDS_FORM, formBody, readOutboxMails } from '#tests/support/factories/records.ts';
import { FORM as PROPERTY_FORM, KEY_2026 } from '#tests/support/property-setup.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { OUTBOX_JOB } from '#server/create-deps.ts';

const MAILBOX = 'victim@gmail.com';
const VARIANTS = [
  'Victim@gmail.com',
  'victim+records1@gmail.com',
  'victim+records2@gmail.com',
  'v.ictim@gmail.com',
  'V.I.C.T.I.M@GMAIL.COM',
  'victim@googlemail.com',
  'vic.tim+burn@googlemail.com',
  'victim+a.b+c@gmail.com',
  'vi.ctim+x@gmail.com',
  'VICTIM+Property@GoogleMail.com',
];
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };

interface CappedForm {
  name: string;
  /** The English route, and the Spanish one where the form has it. */
  paths: string[];
  fields: (email: string, index: number) => Record<string, string>;
  /** The mails a day the cap lets through to an unconfirmed mailbox. */
  cap: number;
  /** Whether the form keeps the address in lower case (and so sends to it so). */
  isLowerCased: boolean;
}

const CAPPED_FORMS: CappedForm[] = [
  {
    name: 'open burn permit',
    paths: ['/permits/burn/apply', '/es/permits/burn/apply'],
    fields: (email) => ({ ...BURN_APPLICATION, email }),
    cap: 1,
    isLowerCased: false,
  },
  {
    name: 'records request',
    paths: ['/public-records/request/online', '/es/public-records/request/online'],
    fields: (email) => ({ ...RECORDS_FORM, email }),
    cap: 1,
    isLowerCased: false,
  },
  {
    name: 'e-mail updates sign-up',
    paths: ['/subscribe', '/es/subscribe'],
    fields: (email) => ({ email, lists: 'news' }),
    cap: 3,
    isLowerCased: true,
  },
  {
    name: 'property profile',
    paths: ['/property-profile'],
    fields: (email, index) => ({
      ...PROPERTY_FORM,
      email,
      street: `${2400 + index} Weir Canyon Road`,
    }),
    cap: 1,
    isLowerCased: true,
  },
];

/** The address each mail in the outbox folder went to. */
function recipientsOf(dataDir: string): string[] {
  return readOutboxMails(dataDir).map((mail) => /^To: ([^\s<>]+)/im.exec(mail)?.[1] ?? '');
}

describe.each(storesUnderTest())('mail caps by mailbox on $kind', (store) => {
  let t: TestApp;
  let dataDir: string;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-caps-'));
    t = await openTestApp(store, {
      // Friday, April 10, 2026, inside the burn application's window.
      clockStart: '2026-04-10T15:00:00.000Z',
      env: { DATA_DIR: dataDir, PROPERTY_KEYS: KEY_2026 },
      hasPages: true,
    });
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Waits until the outbox holds nothing queued: the attempts started by the requests included. */
  async function sendEverything() {
    await vi.waitFor(
      async () => {
        await t.runJob(OUTBOX_JOB);
        const queued = await t.db
          .selectFrom('outboxMessages')
          .select('id')
          .where('status', '=', 'queued')
          .execute();
        expect(queued).toEqual([]);
      },
      { timeout: 20_000, interval: 200 },
    );
  }

  it.each(CAPPED_FORMS)(
    'sends ten spellings of one mailbox only the $name form’s cap, to the address as typed',
    async (form) => {
      const statuses: number[] = [];
      for (const [index, email] of VARIANTS.entries()) {
        const response = await t.app.inject({
          method: 'POST',
          url: form.paths[index % form.paths.length]!,
          headers: FORM_HEADERS,
          remoteAddress: `203.0.113.${10 + index}`,
          payload: formBody(form.fields(email, index)),
        });
        statuses.push(response.statusCode);
      }
      // Every post is answered (filed, issued, or told the mail is left out), never refused.
      expect(statuses.every((status) => [200, 303, 429].includes(status))).toBe(true);
      await sendEverything();
      const sent = recipientsOf(dataDir).filter((to) => mailboxKeyOf(to) === MAILBOX);
      // The mail goes to the spelling the first senders typed, not to the cap's key.
      expect(sent.sort()).toEqual(
        VARIANTS.slice(0, form.cap)
          .map((email) => (form.isLowerCased ? email.toLowerCase() : email))
          .sort(),
      );
    },
  );

  it('still mails another mailbox on the same domain', async () => {
    for (const email of ['victim@gmail.com', 'victim2@gmail.com', 'other+victim@gmail.com']) {
      await t.app.inject({
        method: 'POST',
        url: '/public-records/request/online',
        headers: FORM_HEADERS,
        payload: formBody({ ...RECORDS_FORM, email }),
      });
    }
    await sendEverything();
    expect(recipientsOf(dataDir).sort()).toEqual([
      'other+victim@gmail.com',
      'victim2@gmail.com',
      'victim@gmail.com',
    ]);
  });
});
