import { describe, expect, it } from 'vitest';
import { AttentionResponseSchema, ATTENTION_PATH } from '#domain/staff/attention-api.ts';
import { insertApplication } from '#server/features/permits/permits.repo.ts';
import {
  createMemoryMailer,
  usePermitsTestApp,
  type PermitsTestApp,
} from '#tests/support/permits-test-app.ts';
import { buildStoredApplication } from '#tests/support/factories/permits.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import { createAttentionRegistry } from './attention-registry.ts';

describe.each(storesUnderTest())('needs-attention counts API on $kind', (store) => {
  let t: PermitsTestApp, admin: string, mailer: ReturnType<typeof createMemoryMailer>;
  usePermitsTestApp(store, (opened) => ({ t, admin, mailer } = opened), {
    env: { PERMITS_EMAIL: 'office@example.org', MAIL_FROM: 'website@example.org' },
  });

  async function readCounts(authorization: string): Promise<Record<string, number>> {
    const response = await t.app.inject({
      method: 'GET',
      url: ATTENTION_PATH,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    const { items } = AttentionResponseSchema.parse(response.json());
    return Object.fromEntries(items.map((item) => [item.id, item.count]));
  }

  async function logInWithRoles(username: string, roles: string[]): Promise<string> {
    return t.logInAsNew(username, roles);
  }

  async function insertPaidApplication(id: string) {
    const at = t.deps.clock().toISOString();
    await insertApplication(
      t.db,
      buildStoredApplication({ id, status: 'paid', createdAt: at, paidAt: at }),
    );
  }

  it('answers 401 without a login', async () => {
    const response = await t.app.inject({ method: 'GET', url: ATTENTION_PATH });
    expect(response.statusCode).toBe(401);
  });

  it('gives an administrator every count, and counts what needs attention', async () => {
    expect(await readCounts(admin)).toEqual({
      'permits.paid-not-issued': 0,
      'permits.refunds-waiting': 0,
      'operations.emails-failing': 0,
      'documents.without-tags-or-language': 0,
      'content.news-going-live-today': 0,
      'content.alerts-starting-or-ending-today': 0,
      'accounts.without-two-step': 1,
      'subscriptions.suspended': 0,
      'inspections.waiting-for-result': 0,
      'records.due': 0,
      'records.appeals': 0,
      'burn.pending-review': 0,
      'property.letters-to-print': 0,
      'property.unverified': 0,
    });
    await insertPaidApplication('paid-1');
    await insertPaidApplication('paid-2');
    t.deps.outbox.registerTemplate('test-note', {
      render: () =>
        Promise.resolve({
          from: 'website@example.org',
          to: 'someone@example.org',
          subject: 'Note',
          text: 'Hello',
        }),
    });
    await t.deps.outbox.enqueue(t.db, {
      template: 'test-note',
      payload: {},
      dedupeKey: 'note-1',
      reference: 'note:1',
    });
    mailer.failNext(1);
    await t.service.sendDueEmails();
    const counts = await readCounts(admin);
    expect(counts['permits.paid-not-issued']).toBe(2);
    expect(counts['operations.emails-failing']).toBe(1);
  });

  it('shows each role only the counts it acts on', async () => {
    const clerk = await logInWithRoles('clerk1', ['permits-clerk']);
    expect(Object.keys(await readCounts(clerk))).toEqual([
      'permits.paid-not-issued',
      'permits.refunds-waiting',
    ]);
    const editor = await logInWithRoles('editor1', ['editor']);
    expect(Object.keys(await readCounts(editor))).toEqual([
      'documents.without-tags-or-language',
      'content.news-going-live-today',
      'content.alerts-starting-or-ending-today',
      'subscriptions.suspended',
    ]);
    const marshal = await logInWithRoles('marshal1', ['fire-marshal']);
    // The Fire Marshal records inspection results (issue 17).
    // …and reviews open burn permits (decision 307).
    expect(await readCounts(marshal)).toEqual({
      'inspections.waiting-for-result': 0,
      'burn.pending-review': 0,
    });
  });
});

describe('attention registry', () => {
  it('refuses a count registered twice', () => {
    const registry = createAttentionRegistry();
    const count = {
      id: 'x.y',
      label: 'Y',
      permission: 'permits:read' as const,
      href: '/admin',
      count: () => Promise.resolve(0),
    };
    registry.register(count);
    expect(() => registry.register(count)).toThrow(/registered twice/);
  });
});
