import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '#server/db/migrate.ts';
import { buildSprinklerApplication } from '#tests/fixtures/permit-applications.ts';
import { openCountedSqlite } from '#tests/support/count-commits.ts';
import { openPermitsTestApp, type PermitsTestApp } from '#tests/support/permits-test-app.ts';
import { SPRINKLER_COST_CENTS } from '#tests/support/sandbox-permit.ts';

/**
 * The durable commits one applicant costs, pinned (issue 26, decision 321). On SQLite each commit
 * waits for the WAL's fsync on the only thread that answers requests, so this count, not a speed
 * a loaded machine cannot measure, is what keeps `npm run bench` at its applicants a second.
 * SQLite only: a PostgreSQL commit waits on the database's own process, not on this thread.
 */
describe('commits per permit applicant (sqlite)', () => {
  let t: PermitsTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('creates, pays and completes a sprinkler permit, e-mailed, in six commits: two, one and three', async () => {
    const counter = openCountedSqlite(':memory:');
    t = await openPermitsTestApp({
      kind: 'sqlite',
      open: async () => {
        const { db } = counter;
        await migrateToLatest(db);
        return { db, kind: 'sqlite', url: undefined, close: () => db.destroy() };
      },
    });
    const post = async (url: string, payload: object) => {
      counter.take();
      const response = await t!.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, response.body).toBe(200);
      await t!.deps.outbox.drain();
      return { answer: response.json<Record<string, string>>(), commits: counter.take() };
    };
    const formData = buildSprinklerApplication();

    const created = await post('/api/sprinkler', {
      amount: SPRINKLER_COST_CENTS,
      formData,
      timestamp: '2026-03-02T16:00:00.000Z',
    });
    const { clientSecret, paymentIntentId } = created.answer;
    const confirmed = await post('/api/payments/sandbox/confirm', {
      clientSecret: clientSecret!,
      paymentMethod: 'pm_card_visa',
    });
    const completed = await post('/api/sprinkler/complete', {
      formData,
      paymentIntentId: paymentIntentId!,
      clientSecret: clientSecret!,
    });

    expect(completed.answer.status).toBe('success');
    expect(created.commits).toEqual([
      'insert sandbox_payment_intents (autocommit)',
      'insert permit_applications + insert application_events',
    ]);
    expect(confirmed.commits).toEqual(['update sandbox_payment_intents (autocommit)']);
    expect(completed.commits).toEqual([
      'update permit_applications + insert application_events + insert permit_number_counters + update permit_number_counters + insert outbox_messages',
      'insert permit_documents (autocommit)',
      'update outbox_messages + update permit_applications + insert application_events',
    ]);
    const row = await t.db
      .selectFrom('permitApplications')
      .select(['status', 'paidAt', 'emailedAt'])
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'emailed', paidAt: expect.any(String) });
    expect(row.emailedAt).not.toBeNull();
  });
});
