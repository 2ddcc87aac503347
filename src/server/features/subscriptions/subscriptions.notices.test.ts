import { describe, expect, it } from 'vitest';
import type { Mailer } from '#server/adapters/mailer.ts';
import { createOutbox } from '#server/outbox/outbox.ts';
import { createMemoryMailer } from '#tests/support/permits-test-app.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';
import {
  postNotice,
  sendNotices,
  subscribeAndConfirm,
  useSubscriptionsApp,
} from '#tests/support/factories/subscriptions.ts';
import { registerSubscriptions } from './subscription-mail.service.ts';
import { SUBSCRIPTION_FANOUT_JOB, SUBSCRIPTION_NOTICE_TEMPLATE } from './subscriptions.deps.ts';

// E-mail subscriptions (decision 191): each notice sent once, refusals, alerts and scheduled items.

const HOUR_MS = 60 * 60 * 1000;

for (const store of storesUnderTest()) {
  describe(`e-mail subscriptions: sending notices (${store.kind})`, () => {
    const { open, openWithSubscriber } = useSubscriptionsApp(store);

    it('sends each notice once per subscriber across a second publish, two workers and a crash mid-batch', async () => {
      const mailer = createMemoryMailer();
      const app = await open(mailer);
      const auth = await app.logInAsAdmin();
      for (let index = 0; index < 12; index += 1) {
        await subscribeAndConfirm(app, mailer, `r${index}@example.org`, ['alerts']);
      }
      const before = mailer.sent.length;
      const first = await postNotice(app, auth);
      const second = await postNotice(app, auth);
      expect(first.json()).toMatchObject({ isNew: true });
      expect(second.json()).toMatchObject({ id: first.json().id, isNew: false });

      // Worker A sends four, then hangs for ever on the fifth (its process died mid-batch).
      let calls = 0;
      const hanging: Mailer = {
        kind: 'smtp',
        send: async (message) => {
          calls += 1;
          if (calls > 4) return new Promise<void>(() => undefined);
          await mailer.send(message);
        },
        close: () => undefined,
      };
      const subscriptions = {
        db: app.db,
        clock: () => new Date(Date.parse('2026-03-02T16:00:00.000Z')),
        env: app.deps.env,
        readDistrictName: async () => 'District',
      };
      const workerA = createOutbox({
        db: app.db,
        clock: app.deps.clock,
        mailer: hanging,
        bulkPerMinute: 10000,
      });
      const workerB = createOutbox({
        db: app.db,
        clock: app.deps.clock,
        mailer,
        bulkPerMinute: 10000,
      });
      const noJobs = { register: () => undefined };
      for (const outbox of [workerA, workerB]) {
        registerSubscriptions({ ...subscriptions, clock: app.deps.clock, outbox }, noJobs, {
          fanOutMs: 1000,
          cleanupMs: 1000,
        });
      }
      void workerA.sendDue();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await workerB.sendDue();
      // A second fan-out (another server's job, or a rerun after a crash) queues nothing new.
      await app.deps.jobs.run(SUBSCRIPTION_FANOUT_JOB);
      app.advanceClock(20 * 60 * 1000);
      await workerB.sendDue();

      const notices = mailer.sent
        .slice(before)
        .filter((mail) => mail.subject.startsWith('Stage 1'));
      expect(notices).toHaveLength(12);
      expect(new Set(notices.map((mail) => mail.to)).size).toBe(12);
      const rows = await app.db
        .selectFrom('outboxMessages')
        .select('dedupeKey')
        .where('template', '=', SUBSCRIPTION_NOTICE_TEMPLATE)
        .execute();
      expect(rows).toHaveLength(12);
    });

    it('suspends an address after three permanent refusals and shows it in the back office', async () => {
      const memory = createMemoryMailer();
      const refusing: Mailer = {
        kind: 'smtp',
        send: async (message) => {
          if (message.to === 'gone@example.org' && !message.subject.startsWith('Confirm')) {
            throw Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
          }
          await memory.send(message);
        },
        close: () => undefined,
      };
      const app = await open(refusing);
      const auth = await app.logInAsAdmin();
      await subscribeAndConfirm(app, memory, 'gone@example.org', ['alerts']);
      for (let index = 1; index <= 4; index += 1) {
        await postNotice(app, auth, { itemKey: `alert:b${index}`, subject: `Alert ${index}` });
        await sendNotices(app);
        app.advanceClock(2 * 60 * 1000);
      }
      const subscribers = await app.app.inject({
        method: 'GET',
        url: '/api/admin/subscriptions/subscribers',
        headers: { authorization: auth },
      });
      expect(subscribers.headers['cache-control']).toBe('no-store');
      expect(subscribers.json()).toEqual([
        expect.objectContaining({
          email: 'gone@example.org',
          status: 'suspended',
          hardFailures: 3,
        }),
      ]);
      const attention = await app.app.inject({
        method: 'GET',
        url: '/api/admin/attention',
        headers: { authorization: auth },
      });
      expect(attention.json<{ items: unknown[] }>().items).toContainEqual(
        expect.objectContaining({ id: 'subscriptions.suspended', count: 1 }),
      );
      const history = await app.app.inject({
        method: 'GET',
        url: '/api/admin/subscriptions/messages',
        headers: { authorization: auth },
      });
      const counts = history.json<{
        messages: Array<{ subject: string; counts: Record<string, number> }>;
      }>().messages;
      expect(counts.find((row) => row.subject === 'Alert 1')?.counts).toMatchObject({ failed: 1 });
      // The fourth notice found no active subscriber.
      expect(counts.find((row) => row.subject === 'Alert 4')?.counts).toMatchObject({
        queued: 0,
        sent: 0,
        failed: 0,
      });
    });

    it('sends a published emergency alert once by default, and a warning only when asked', async () => {
      const { app, mailer, auth } = await openWithSubscriber('alerted@example.org', ['alerts']);
      const publish = (level: string, heading: string, notifySubscribers?: boolean) =>
        app.app.inject({
          method: 'POST',
          url: '/api/content/alerts',
          headers: { authorization: auth },
          payload: {
            data: {
              level,
              heading,
              text: 'Leave the Weber Canyon area now.',
              link: null,
              startsAtLocal: null,
              endsAtLocal: null,
            },
            ...(notifySubscribers === undefined ? {} : { notifySubscribers }),
          },
        });
      expect((await publish('emergency', 'Evacuate Weber Canyon')).statusCode).toBe(201);
      expect((await publish('warning', 'Red flag warning')).statusCode).toBe(201);
      expect((await publish('warning', 'High wind warning', true)).statusCode).toBe(201);
      await sendNotices(app);
      const alerts = mailer.sent.filter((mail) => !mail.subject.startsWith('Confirm'));
      expect(alerts.map((mail) => mail.subject).sort()).toEqual([
        expect.stringMatching(/^Emergency: Evacuate Weber Canyon – /),
        expect.stringMatching(/^Warning: High wind warning – /),
      ]);
      expect(alerts[0]?.text).toContain('Leave the Weber Canyon area now.');
    });

    it('notifies a scheduled item when it goes live, not when it is saved', async () => {
      const { app, mailer, auth } = await openWithSubscriber('waiting@example.org', ['news']);
      const startsAt = new Date(Date.parse('2026-03-02T16:00:00.000Z') + 3 * HOUR_MS);
      await postNotice(app, auth, {
        listId: 'news',
        itemKey: 'news:scheduled',
        subject: 'Open house',
        sendAt: startsAt.toISOString(),
      });
      await sendNotices(app);
      expect(mailer.sent.filter((mail) => mail.subject.startsWith('Open house'))).toEqual([]);
      app.advanceClock(3 * HOUR_MS);
      await sendNotices(app);
      expect(mailer.sent.filter((mail) => mail.subject.startsWith('Open house'))).toHaveLength(1);
    });
  });
}
