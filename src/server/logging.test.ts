import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCalendarEventInput } from '#tests/fixtures/calendar-event.ts';
import { buildPermitApplication } from '#tests/fixtures/permit-applications.ts';
import {
  createMemoryMailer,
  openPermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import { inspectionPagePath } from '#domain/inspections/inspections-api.ts';
import { permitPdfPath, permitStatusPath } from '#domain/permits/permits-paths.ts';
import { SUBSCRIPTION_FANOUT_JOB } from '#server/features/subscriptions/subscriptions.deps.ts';
import { captureLogLines } from '#tests/support/log-lines.ts';
import { loadPermitPagesCode } from '#tests/support/page-renderer.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { redactSecretsInText, toLoggedUrl, withSafeLogging } from './logging.ts';
import { buildBurnApplication } from '#tests/support/factories/burn.ts';

/** Monday 2026-04-06, 10:00 in Kamas (MDT): inside the spring burn window. */
const MONDAY_MORNING = '2026-04-06T16:00:00.000Z';
/** All lowercase on purpose: only the query string's redaction keeps it out of the log. */
const DISPATCH_TOKEN = 'dispatch-token-for-the-log-test';
/** A fresh PostgreSQL schema's migrations and the first compile of the page code, under load. */
const SETUP_TIMEOUT_MS = 180_000;
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** 24 random bytes in base64url, the shape of every private link's token. */
const LINK_TOKEN = /[\w-]{32}/g;

describe('toLoggedUrl and redactSecretsInText', () => {
  it('shows the route pattern of a matched route and hides any query string', () => {
    expect(
      toLoggedUrl(
        '/public-records/request/status/abc?filed=1',
        '/public-records/request/status/:token',
      ),
    ).toBe('/public-records/request/status/:token?[redacted]');
    expect(toLoggedUrl('/permits/status?token=abc', '/permits/status')).toBe(
      '/permits/status?[redacted]',
    );
  });

  it('hides every segment of 16 or more characters of an address no route matched', () => {
    expect(toLoggedUrl('/permits/burn/permit/0123456789abcdefABCDEF_-0123456/oops')).toBe(
      '/permits/burn/permit/[redacted]/oops',
    );
    expect(toLoggedUrl('/wp-admin/setup.php')).toBe('/wp-admin/setup.php');
  });

  it('takes random-looking runs and query strings out of free text, and leaves words alone', () => {
    expect(
      redactSecretsInText(
        `Reply was already sent in "/api/inspections/Qm9vay1tZS1ub3ctcGxlYXNlLXRoYW5r/booking" (GET)`,
      ),
    ).toBe('Reply was already sent in "/api/inspections/[redacted]/booking" (GET)');
    expect(redactSecretsInText('GET /dispatch/burns?token=all-lowercase-secret-here')).toBe(
      'GET /dispatch/burns?[redacted]',
    );
    const plain = 'Unsupported Media Type: application/x-www-form-urlencoded (FST_ERR_CTP_INVALID)';
    expect(redactSecretsInText(plain)).toBe(plain);
  });
});

describe('withSafeLogging', () => {
  it('scrubs messages and errors, however Fastify or a feature words them', async () => {
    const { lines, stream } = captureLogLines();
    const app = Fastify({ logger: withSafeLogging({ level: 'info', stream }) });
    const token = 'Qm9vay1tZS1ub3ctcGxlYXNlLXRoYW5r';
    app.log.warn(`Reply was already sent in "/permits/burn/permit/${token}" (GET)`);
    app.log.info('%s not found', `/subscribe/manage?token=${token}`);
    app.log.error({ err: new Error(`duplicate key: Key (access_token)=(${token})`) }, 'failed');
    await app.close();
    const log = lines.join('\n');
    expect(log).not.toContain(token);
    expect(log).toContain('Reply was already sent in \\"/permits/burn/permit/[redacted]\\" (GET)');
    expect(log).toContain('/subscribe/manage?[redacted] not found');
    expect(log).toContain('Key (access_token)=([redacted])');
  });
});

for (const store of storesUnderTest()) {
  describe(`logs on ${store.kind} (issue 25)`, () => {
    let t: PermitsTestApp | undefined;
    let lines: string[] = [];
    const mailer = createMemoryMailer();
    // What the run needs before it starts, outside the test's time limit: a migrated store and
    // app, and the permit forms' page code, which the fee pay page renders. Compiling that code
    // on first use took up to 20 s under load, in whichever store's run came first (PostgreSQL's
    // alone), and with a fresh PostgreSQL schema's migrations it pushed the run past the limit.
    beforeAll(async () => {
      await loadPermitPagesCode();
      const captured = captureLogLines();
      lines = captured.lines;
      t = await openPermitsTestApp(store, {
        clockStart: MONDAY_MORNING,
        mailer,
        hasPages: true,
        logger: { level: 'debug', stream: captured.stream },
        env: {
          BURN_DISPATCH_TOKEN: DISPATCH_TOKEN,
          PUBLIC_URL: 'https://district.example.org',
          MAIL_BULK_PER_MINUTE: '10000',
          LOG_LEVEL: 'debug',
        },
      });
    }, SETUP_TIMEOUT_MS);
    afterAll(async () => {
      await t?.close();
      t = undefined;
    });

    it('carry the route pattern and no token of any kind issued during a run', async () => {
      if (!t) throw new Error('The app did not open');
      const app = t.app;
      const issued = new Set<string>([DISPATCH_TOKEN]);
      /** Visits a private address as its holder would, then as a mistyped or probing link. */
      const visit = async (url: string) => {
        const [path = '', query] = url.split('?', 2);
        const suffix = query === undefined ? '' : `?${query}`;
        for (const variant of [url, `${path}/${suffix}`, `${path}/extra/segment${suffix}`]) {
          await app.inject({ method: 'GET', url: variant });
        }
        await app.inject({ method: 'PATCH', url, payload: {} });
        await app.inject({ method: 'GET', url: `${path}%E0%A4%A${suffix}` });
      };

      const authorization = await t.logInAsAdmin();
      issued.add(authorization.replace('Bearer ', ''));
      const admin = { authorization };

      // A residential clearance paid in the sandbox: its PDF, status and inspection links.
      const created = await app.inject({
        method: 'POST',
        url: '/api/clearance',
        payload: { amount: 75_473, formData: buildPermitApplication('residential') },
      });
      const { clientSecret, paymentIntentId } = created.json<{
        clientSecret: string;
        paymentIntentId: string;
      }>();
      issued.add(clientSecret);
      await app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        payload: { clientSecret, paymentMethod: 'pm_card_visa' },
      });
      const completed = await app.inject({
        method: 'POST',
        url: '/api/clearance/complete',
        payload: { paymentIntentId },
      });
      expect(completed.statusCode, completed.body).toBe(200);
      const row = await t.db
        .selectFrom('permitApplications')
        .select(['pdfToken', 'statusToken'])
        .where('paymentIntentId', '=', paymentIntentId)
        .executeTakeFirstOrThrow();
      const statusToken = row.statusToken!;
      const permit = {
        pdfUrl: permitPdfPath(row.pdfToken!),
        statusUrl: permitStatusPath(statusToken),
        inspectionUrl: inspectionPagePath(statusToken),
      };
      for (const url of [permit.pdfUrl, permit.statusUrl, permit.inspectionUrl]) await visit(url);

      // Its inspection: slots, a booking, a move and a cancel through the private link.
      const block = await app.inject({
        method: 'POST',
        url: '/api/calendar/events',
        headers: admin,
        payload: buildCalendarEventInput({
          startDate: '2026-04-08',
          endDate: '2026-04-08',
          startTime: '09:00',
          endTime: '12:00',
        }),
      });
      expect(block.statusCode, block.body).toBe(201);
      const slots = await app.inject({
        method: 'GET',
        url: `/api/inspections/${statusToken}/slots`,
      });
      const starts = slots
        .json<{ days: Array<{ slots: Array<{ start: string }> }> }>()
        .days.flatMap((day) => day.slots.map((slot) => slot.start));
      expect(starts.length).toBeGreaterThan(1);
      const booking = `/api/inspections/${statusToken}/booking`;
      expect(
        (await app.inject({ method: 'POST', url: booking, payload: { start: starts[0] } }))
          .statusCode,
      ).toBe(201);
      await app.inject({ method: 'PUT', url: booking, payload: { start: starts[1] } });
      await visit(booking);
      await app.inject({ method: 'POST', url: booking, payload: { start: 'not a time' } });
      await app.inject({ method: 'DELETE', url: booking });

      // The marshal's private calendar feed.
      const feed = await app.inject({
        method: 'POST',
        url: '/api/admin/inspections/feed-token',
        headers: admin,
      });
      const feedPath = new URL(feed.json<{ url: string }>().url).pathname;
      await visit(feedPath);

      // An open-burn permit, its private page, PDF and check-in, and dispatch's view.
      const burn = await app.inject({
        method: 'POST',
        url: '/api/burn/permits',
        payload: buildBurnApplication(),
      });
      expect(burn.statusCode, burn.body).toBe(201);
      const burnToken = burn.json<{ accessToken: string }>().accessToken;
      for (const url of [
        `/permits/burn/permit/${burnToken}`,
        `/permits/burn/permit/${burnToken}/pdf`,
        `/dispatch/burns?token=${DISPATCH_TOKEN}`,
        `/dispatch/burns.json?token=${DISPATCH_TOKEN}`,
      ]) {
        await visit(url);
      }
      await app.inject({
        method: 'POST',
        url: `/api/burn/permits/${burnToken}/check-in`,
        payload: { startTime: '09:00', endTime: '14:00' },
      });

      // A records request, its status page, a fee asked by the officer, and a withdrawal.
      const filed = await app.inject({
        method: 'POST',
        url: '/public-records/request/online',
        headers: FORM_HEADERS,
        payload: form({
          requesterName: 'Dana Reporter',
          email: 'dana@example.org',
          mailingAddress: 'PO Box 12, Kamas, UT 84036',
          description: 'Incident reports for the Weber Canyon fire',
          format: 'electronic',
        }),
      });
      expect(filed.statusCode, filed.body.slice(0, 300)).toBe(303);
      const recordsStatus = String(filed.headers.location).split('?')[0]!;
      await visit(String(filed.headers.location));
      const queue = await app.inject({
        method: 'GET',
        url: '/api/admin/records/requests',
        headers: admin,
      });
      const [request] = queue.json<{ requests: Array<{ id: string }> }>().requests;
      const estimated = await app.inject({
        method: 'POST',
        url: `/api/admin/records/requests/${request!.id}/estimate-fees`,
        headers: admin,
        payload: { amount: '12.50', description: '50 pages at $0.25' },
      });
      expect(estimated.statusCode, estimated.body).toBe(200);
      const feeToken = new URL(estimated.json<{ payUrl: string }>().payUrl).hash.slice(1);
      issued.add(feeToken);
      await app.inject({
        method: 'GET',
        url: '/api/fees/current',
        headers: { authorization: `Fee ${feeToken}` },
      });
      await app.inject({
        method: 'POST',
        url: '/api/fees/current/payment',
        headers: { authorization: `Fee ${feeToken}` },
      });
      await visit(`/permits/pay?token=${feeToken}`);
      await app.inject({
        method: 'POST',
        url: `${recordsStatus}/withdraw`,
        headers: FORM_HEADERS,
        payload: form({ confirmWithdraw: 'yes' }),
      });

      // An e-mail subscription: confirm, manage and unsubscribe links from the mails.
      const subscribed = await app.inject({
        method: 'POST',
        url: '/subscribe',
        headers: FORM_HEADERS,
        payload: form({ email: 'lee@example.org', lists: 'alerts' }),
      });
      expect(subscribed.statusCode).toBe(200);
      await t.deps.outbox.drain();
      await t.service.sendDueEmails();
      const confirmLink = linkIn(mailer.sent, '/subscribe/confirm');
      await visit(confirmLink);
      await app.inject({
        method: 'POST',
        url: '/subscribe/confirm',
        headers: FORM_HEADERS,
        payload: form({ token: tokenOf(confirmLink) }),
      });
      const notice = await app.inject({
        method: 'POST',
        url: '/api/admin/subscriptions/notices',
        headers: admin,
        payload: {
          listId: 'alerts',
          itemKey: 'alert:1',
          subject: 'Stage 1 fire restrictions',
          body: 'Stage 1 fire restrictions start today.',
          url: '/news/stage-1',
        },
      });
      expect(notice.statusCode, notice.body).toBeLessThan(300);
      await t.deps.jobs.run(SUBSCRIPTION_FANOUT_JOB);
      await t.deps.outbox.drain();
      await t.service.sendDueEmails();
      const manageLink = linkIn(mailer.sent, '/subscribe/manage');
      await visit(manageLink);
      const unsubscribeLink = linkIn(mailer.sent, '/subscribe/unsubscribe');
      await visit(unsubscribeLink);
      await app.inject({
        method: 'POST',
        url: unsubscribeLink,
        headers: FORM_HEADERS,
        payload: '',
      });

      // Every token issued: in the mails, and in any column of the database named for one.
      for (const mail of mailer.sent) {
        for (const match of `${mail.text ?? ''}\n${mail.html ?? ''}`.matchAll(LINK_TOKEN)) {
          if (/[a-z]/.test(match[0]) && /[A-Z\d]/.test(match[0])) issued.add(match[0]);
        }
      }
      const tables = await t.db.introspection.getTables();
      for (const table of tables) {
        for (const column of table.columns.filter((c) => /token/i.test(c.name))) {
          const rows = await sql<
            Record<string, unknown>
          >`select ${sql.ref(column.name)} as value from ${sql.table(table.name)}`.execute(t.db);
          for (const row of rows.rows) if (typeof row.value === 'string') issued.add(row.value);
        }
      }
      for (const token of [statusToken, burnToken, feeToken, tokenOf(confirmLink)]) {
        expect(issued).toContain(token);
      }

      const log = lines.join('\n');
      if (process.env.PRINT_LOG) console.log(log);
      const leaked = [...issued].filter((token) => token.length >= 16 && log.includes(token));
      expect(leaked).toEqual([]);
      const requests = lines
        .map((line) => JSON.parse(line) as { req?: { url: string; route?: string } })
        .flatMap((entry) => (entry.req ? [entry.req] : []));
      expect(requests.map((req) => req.route)).toEqual(
        expect.arrayContaining([
          '/api/permits/pdf/:token',
          '/api/inspections/:token/booking',
          '/api/inspections/feed/:file',
          '/permits/burn/permit/:token',
          '/permits/burn/permit/:token/pdf',
          '/public-records/request/status/:token',
          '/subscribe/unsubscribe/:token',
        ]),
      );
      expect(requests.map((req) => req.url)).toContain(
        '/public-records/request/status/:token?[redacted]',
      );
    });
  });
}

function linkIn(mails: Array<{ text?: string }>, path: string): string {
  for (const mail of [...mails].reverse()) {
    const match = new RegExp(`https?://[^\\s>"]*${path}[^\\s>"]*`).exec(mail.text ?? '');
    if (match) return new URL(match[0]).pathname + new URL(match[0]).search;
  }
  throw new Error(`No ${path} link in the mails`);
}

function tokenOf(link: string): string {
  const url = new URL(link, 'http://x');
  return url.searchParams.get('token') ?? url.pathname.split('/').at(-1) ?? '';
}
