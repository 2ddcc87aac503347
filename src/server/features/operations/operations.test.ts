import { beforeEach, describe, expect, it } from 'vitest';
import {
  OperationsResponseSchema,
  type OperationsResponse,
} from '#domain/operations/operations-api.ts';
import { insertApplication } from '#server/features/permits/permits.repo.ts';
import {
  createMemoryMailer,
  usePermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import { TEST_ADMIN } from '#tests/support/test-app.ts';
import { buildStoredApplication } from '#tests/support/factories/permits.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const MINUTE = 60_000;

describe.each(storesUnderTest())('operations page API on $kind', (store) => {
  let t: PermitsTestApp, admin: string, mailer: ReturnType<typeof createMemoryMailer>;
  usePermitsTestApp(store, (opened) => ({ t, admin, mailer } = opened), {
    env: { PERMITS_EMAIL: 'office@example.org', MAIL_FROM: 'website@example.org' },
  });
  beforeEach(() => {
    t.deps.outbox.registerTemplate('test-note', {
      render: (payload) =>
        Promise.resolve({
          from: 'website@example.org',
          to: 'someone@example.org',
          subject: `Note ${String((payload as { n: number }).n)}`,
          text: 'Hello',
        }),
    });
  });

  async function readPage(): Promise<OperationsResponse> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/operations',
      headers: { authorization: admin },
    });
    expect(response.statusCode).toBe(200);
    return OperationsResponseSchema.parse(response.json());
  }

  async function queueFailingNote(): Promise<string> {
    await t.deps.outbox.enqueue(t.db, {
      template: 'test-note',
      payload: { n: 1 },
      dedupeKey: 'note-1',
      reference: 'note:1',
    });
    mailer.failNext(1);
    expect(await t.service.sendDueEmails()).toEqual({ sent: 0, failed: 1 });
    const message = await t.deps.outbox.findByDedupeKey('note-1');
    return message?.id ?? '';
  }

  it('answers 401 without a login and 403 for staff without operations:read', async () => {
    const EDITOR_PASSWORD = 'editor set by an administrator 7';
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/operations' });
    expect(anonymous.statusCode).toBe(401);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/accounts',
      headers: { authorization: admin },
      payload: { username: 'editor1', password: EDITOR_PASSWORD, roles: ['editor'] },
    });
    expect(created.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'editor1', password: EDITOR_PASSWORD },
    });
    const editor = `Bearer ${login.json<{ token: string }>().token}`;
    // A password an administrator set is replaced first (issue 16), so the 403 below is the role's.
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { authorization: editor },
      payload: { currentPassword: EDITOR_PASSWORD, newPassword: 'ember ladder hydrant ninety' },
    });
    expect(changed.statusCode).toBe(200);
    for (const request of [
      { method: 'GET' as const, url: '/api/admin/operations' },
      { method: 'POST' as const, url: '/api/admin/operations/emails/x/retry' },
    ]) {
      const response = await t.app.inject({ ...request, headers: { authorization: editor } });
      expect(response.statusCode, request.url).toBe(403);
    }
  });

  it('lists a failing e-mail with its error, and Retry sends it and logs who did it', async () => {
    const id = await queueFailingNote();
    const page = await readPage();
    expect(page.emails).toEqual([
      expect.objectContaining({
        id,
        template: 'test-note',
        attempts: 1,
        lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      }),
    ]);
    expect(page.database.kind).toBe(store.kind);
    expect(page.database.sizeBytes).toBeGreaterThan(0);
    expect(page.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(page.jobRuns).toEqual([
      expect.objectContaining({
        job: 'outbox.send',
        outcome: 'ok',
        detail: '{"sent":0,"failed":1}',
      }),
    ]);

    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/operations/emails/${id}/retry`,
      headers: { authorization: admin },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ outcome: 'sent' });
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Note 1']);
    expect((await readPage()).emails).toEqual([]);
    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/admin/activity?action=email.retry',
      headers: { authorization: admin },
    });
    expect(activity.json<{ entries: { actor: string }[] }>().entries).toEqual([
      expect.objectContaining({ actor: TEST_ADMIN.username }),
    ]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/operations/emails/${id}/retry`,
      headers: { authorization: admin },
    });
    expect(again.statusCode).toBe(404);
  });

  it('leaves a message alone while another attempt is sending it, so Retry never sends twice', async () => {
    const id = await queueFailingNote();
    // What an attempt on another instance does when it claims the message: a lease of minutes.
    const leaseEnd = new Date(t.deps.clock().getTime() + 8 * MINUTE).toISOString();
    await t.db
      .updateTable('outboxMessages')
      .set({ attempts: 2, nextAttemptAt: leaseEnd, leasedUntil: leaseEnd })
      .where('id', '=', id)
      .execute();
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/operations/emails/${id}/retry`,
      headers: { authorization: admin },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).not.toEqual({ outcome: 'sent' });
    expect(mailer.sent).toEqual([]);
    const row = await t.deps.outbox.findByDedupeKey('note-1');
    expect(row).toMatchObject({ attempts: 2, nextAttemptAt: leaseEnd });
  });

  it('lists an application paid more than 10 minutes ago and not issued', async () => {
    const paidAt = t.deps.clock().toISOString();
    await insertApplication(
      t.db,
      buildStoredApplication({ id: 'stuck-1', status: 'paid', createdAt: paidAt, paidAt }),
    );
    t.advanceClock(9 * MINUTE);
    expect((await readPage()).paidNotIssued).toEqual([]);
    t.advanceClock(2 * MINUTE);
    expect((await readPage()).paidNotIssued).toEqual([
      { id: 'stuck-1', formType: 'sprinkler', applicantName: 'Sam Example', paidAt },
    ]);
  });

  it('sends one alert to PERMITS_EMAIL when a mail has failed for more than an hour', async () => {
    await queueFailingNote();
    const alerts = () => mailer.sent.filter((mail) => mail.to === 'office@example.org');
    mailer.failNext(1000);
    t.advanceClock(59 * MINUTE);
    await t.service.sendDueEmails();
    expect(alerts()).toEqual([]);
    // The note is tried first (it has been due longest) and fails; the alert then goes out.
    t.advanceClock(2 * MINUTE);
    mailer.failNext(1);
    await t.service.sendDueEmails();
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]?.subject).toBe('E-mail failing for more than an hour');
    expect(alerts()[0]?.text).toContain('connect ECONNREFUSED');
    for (let hour = 0; hour < 3; hour += 1) {
      t.advanceClock(60 * MINUTE);
      mailer.failNext(1);
      await t.service.sendDueEmails();
    }
    expect(alerts()).toHaveLength(1);
    admin = await t.logInAsAdmin(); // the first session has timed out by now
    expect((await readPage()).emails).toEqual([
      expect.objectContaining({ template: 'test-note', attempts: 6 }),
    ]);
  });
});
