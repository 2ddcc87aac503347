import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '#server/adapters/mailer.ts';
import { createTestClock } from '#tests/support/test-app.ts';
import { storesUnderTest, type TestStore } from '#tests/support/test-db.ts';
import * as messageIdMigration from '#server/db/migrations/297-outbox-message-id.ts';
import { EMAIL_LEASE_MS, createOutbox, planBulkTick } from './outbox.ts';

function createRecordingMailer(refuse: (to: string) => boolean = () => false) {
  const sent: MailMessage[] = [];
  /** Every message handed to the mailer, refused ones included. */
  const attempts: MailMessage[] = [];
  const mailer: Mailer = {
    kind: 'smtp',
    async send(message) {
      attempts.push(message);
      if (refuse(message.to)) {
        throw Object.assign(new Error('550 5.1.1 No such mailbox'), { responseCode: 550 });
      }
      sent.push(message);
    },
    close: () => undefined,
  };
  return { mailer, sent, attempts };
}

const render = async (payload: unknown) => {
  const { to } = payload as { to: string };
  return { from: 'district@example.org', to, subject: `For ${to}`, text: 'Hello' };
};

type OutboxOptions = Omit<Parameters<typeof createOutbox>[0], 'db' | 'clock' | 'mailer'>;

/**
 * Call inside a `describe`: `openStore` gives the test a fresh store, `open` that and an outbox
 * on a test clock with a recording mailer (refusing whom `refuse` names); the store closes after
 * the test.
 */
function useOutboxStore(store: TestStore) {
  let handle: Awaited<ReturnType<TestStore['open']>> | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });
  const openStore = async () => (handle = await store.open());
  return {
    openStore,
    async open({ refuse, ...options }: OutboxOptions & { refuse?: (to: string) => boolean }) {
      const { db } = await openStore();
      const { clock, advance } = createTestClock();
      const { mailer, sent, attempts } = createRecordingMailer(refuse);
      const outbox = createOutbox({ db, clock, mailer, ...options });
      return { db, clock, advance, mailer, sent, attempts, outbox };
    },
  };
}

/** Queues `count` messages of `priority`'s own template to `<prefix><n>@example.org`. */
async function enqueueMany(
  outbox: ReturnType<typeof createOutbox>,
  db: Parameters<ReturnType<typeof createOutbox>['enqueue']>[0],
  priority: 'bulk' | 'urgent',
  prefix: string,
  count: number,
) {
  for (let index = 0; index < count; index += 1) {
    await outbox.enqueue(db, {
      template: priority,
      payload: { to: `${prefix}${index}@example.org` },
      dedupeKey: `${priority}:${index}`,
      priority,
    });
  }
}

for (const store of storesUnderTest()) {
  describe(`the outbox's priorities, pacing and refusals (${store.kind})`, () => {
    const outboxStore = useOutboxStore(store);
    const open = (options: OutboxOptions & { refuse?: (to: string) => boolean }) =>
      outboxStore.open({ messageIdDomain: 'district.example.org', ...options });

    it('sends permit mail before bulk mail queued earlier, and paces bulk mail per minute', async () => {
      // One tick a minute: each tick may send the whole minute's budget.
      const t = await open({ bulkPerMinute: 3, intervalMs: 60_000 });
      const failures: Array<{ isPermanent: boolean }> = [];
      t.outbox.registerTemplate('bulk', { render });
      t.outbox.registerTemplate('permit', {
        render,
        onFailed: async (_payload, _at, _error, _attempts, failure) => {
          failures.push(failure);
        },
      });
      await enqueueMany(t.outbox, t.db, 'bulk', 'resident', 7);
      await t.outbox.enqueue(t.db, {
        template: 'permit',
        payload: { to: 'applicant@example.org' },
        dedupeKey: 'permit:1',
      });

      await t.outbox.sendDue();
      expect(t.sent.map((mail) => mail.to)[0]).toBe('applicant@example.org');
      expect(t.sent.slice(1).every((mail) => mail.to.startsWith('resident'))).toBe(true);
      expect(t.sent).toHaveLength(4);

      t.advance(20_000);
      await t.outbox.enqueue(t.db, {
        template: 'permit',
        payload: { to: 'second-applicant@example.org' },
        dedupeKey: 'permit:2',
      });
      await t.outbox.sendDue();
      // The minute's bulk budget is spent, but the permit goes out at once.
      expect(t.sent.map((mail) => mail.to).slice(4)).toEqual(['second-applicant@example.org']);

      t.advance(41_000);
      await t.outbox.sendDue();
      expect(t.sent).toHaveLength(8);
      t.advance(61_000);
      await t.outbox.sendDue();
      expect(t.sent).toHaveLength(9);
      expect(new Set(t.sent.map((mail) => mail.to)).size).toBe(9);
      expect(failures).toEqual([]);
    });

    it('closes a permanently refused bulk message as failed and tells its template', async () => {
      const t = await open({ refuse: (to) => to === 'gone@example.org' });
      const failures: Array<{ attempts: number; isPermanent: boolean }> = [];
      t.outbox.registerTemplate('bulk', {
        render,
        isClosedOnPermanentFailure: true,
        onFailed: async (_payload, _at, _error, attempts, failure) => {
          failures.push({ attempts, ...failure });
        },
      });
      await t.outbox.enqueue(t.db, {
        template: 'bulk',
        payload: { to: 'gone@example.org' },
        dedupeKey: 'bulk:gone',
        priority: 'bulk',
      });
      await t.outbox.sendDue();
      t.advance(3_600_000);
      await t.outbox.sendDue();
      expect(failures).toEqual([{ attempts: 1, isPermanent: true }]);
      expect((await t.outbox.findByDedupeKey('bulk:gone'))?.status).toBe('failed');
    });

    it('keeps retrying a refused permit message, which does not opt in to closing', async () => {
      const t = await open({ refuse: () => true });
      const failures: boolean[] = [];
      t.outbox.registerTemplate('permit', {
        render,
        onFailed: async (_payload, _at, _error, _attempts, failure) => {
          failures.push(failure.isPermanent);
        },
      });
      await t.outbox.enqueue(t.db, {
        template: 'permit',
        payload: { to: 'typo@example.org' },
        dedupeKey: 'permit:typo',
      });
      await t.outbox.sendDue();
      t.advance(60_000);
      await t.outbox.sendDue();
      expect(failures).toEqual([true, true]);
      expect((await t.outbox.findByDedupeKey('permit:typo'))?.status).toBe('queued');
    });

    it('sends each bulk message once when two workers drain the same outbox', async () => {
      const t = await open({ bulkPerMinute: 1000 });
      const second = createOutbox({
        db: t.db,
        clock: t.clock,
        mailer: t.mailer,
        bulkPerMinute: 1000,
      });
      for (const outbox of [t.outbox, second]) outbox.registerTemplate('bulk', { render });
      await enqueueMany(t.outbox, t.db, 'bulk', 'resident', 40);
      await Promise.all([t.outbox.sendDue(), second.sendDue()]);
      expect(t.sent).toHaveLength(40);
      expect(new Set(t.sent.map((mail) => mail.to)).size).toBe(40);
    });

    it('lets the caller make a first attempt leased in the queueing transaction, and sends it after the lease when the caller died first', async () => {
      const t = await open({});
      t.outbox.registerTemplate('permit', { render });
      const enqueueLeased = (to: string, dedupeKey: string) =>
        t.db.transaction().execute((trx) =>
          t.outbox.enqueue(trx, {
            template: 'permit',
            payload: { to },
            dedupeKey,
            isFirstAttemptLeased: true,
          }),
        );
      const queued = await enqueueLeased('applicant@example.org', 'permit:1');
      expect(queued).toMatchObject({ status: 'queued', attempts: 1 });
      expect(await enqueueLeased('applicant@example.org', 'permit:1')).toBeUndefined();
      // A tick (here or on another instance) leaves the leased attempt to its caller.
      await t.outbox.sendDue();
      expect(t.sent).toHaveLength(0);
      expect(await t.outbox.deliverLeased(queued!)).toBe('sent');
      t.advance(EMAIL_LEASE_MS + 1);
      await t.outbox.sendDue();
      expect(t.sent.map((mail) => mail.to)).toEqual(['applicant@example.org']);
      expect(await t.outbox.findByDedupeKey('permit:1')).toMatchObject({
        status: 'sent',
        attempts: 1,
      });

      // The caller crashes between the commit and its attempt: the lease runs out, a tick sends.
      const orphan = await enqueueLeased('second@example.org', 'permit:2');
      await t.outbox.sendDue();
      expect(t.sent).toHaveLength(1);
      t.advance(EMAIL_LEASE_MS);
      await t.outbox.sendDue();
      expect(t.sent.map((mail) => [mail.to, mail.messageId])).toEqual([
        ['applicant@example.org', queued!.messageId],
        ['second@example.org', orphan!.messageId],
      ]);
      expect(await t.outbox.findByDedupeKey('permit:2')).toMatchObject({
        status: 'sent',
        attempts: 2,
      });
    });

    it('commits the sent mark and what the template records on sent together, and keeps the mark alone when that record fails', async () => {
      const t = await open({});
      const seenInsideTransaction: string[] = [];
      let isRecordFailing = false;
      t.outbox.registerTemplate('permit', {
        render,
        onSent: async (payload, _at, trx) => {
          const row = await trx
            .selectFrom('outboxMessages')
            .select(['dedupeKey', 'status'])
            .where('dedupeKey', '=', (payload as { dedupeKey: string }).dedupeKey)
            .executeTakeFirstOrThrow();
          seenInsideTransaction.push(`${row.dedupeKey} ${row.status}`);
          if (isRecordFailing) throw new Error('timeline write refused');
        },
      });
      for (const dedupeKey of ['permit:1', 'permit:2']) {
        await t.outbox.enqueue(t.db, {
          template: 'permit',
          payload: { to: `${dedupeKey.replace(':', '-')}@example.org`, dedupeKey },
          dedupeKey,
        });
      }
      expect(await t.outbox.deliverNow('permit:1')).toBe('sent');
      isRecordFailing = true;
      await expect(t.outbox.deliverNow('permit:2')).rejects.toThrow('timeline write refused');
      expect(seenInsideTransaction).toEqual(['permit:1 sent', 'permit:2 sent']);
      expect((await t.outbox.findByDedupeKey('permit:2'))?.status).toBe('sent');
      t.advance(EMAIL_LEASE_MS + 1);
      await t.outbox.sendDue();
      expect(t.sent).toHaveLength(2);
    });
  });
}

for (const store of storesUnderTest()) {
  describe(`the outbox's sending rate and Message-IDs (${store.kind})`, () => {
    const { open, openStore } = useOutboxStore(store);

    it('sends a backlog of 600 at 1,200 a minute within a minute of 15-second ticks, permits first', async () => {
      const { db, advance, sent, outbox } = await open({ bulkPerMinute: 1200, intervalMs: 15_000 });
      outbox.registerTemplate('bulk', { render });
      outbox.registerTemplate('permit', { render });
      await enqueueMany(outbox, db, 'bulk', 'resident', 600);
      const sentByTick: number[] = [];
      for (let tick = 0; tick < 4 && sent.length < 600; tick += 1) {
        if (tick === 1) {
          await outbox.enqueue(db, {
            template: 'permit',
            payload: { to: 'applicant@example.org' },
            dedupeKey: 'permit:1',
          });
        }
        const before = sent.length;
        await outbox.sendDue();
        sentByTick.push(sent.length - before);
        if (tick === 1) expect(sent[before]?.to).toBe('applicant@example.org');
        advance(15_000);
      }
      const residents = sent.filter((mail) => mail.to.startsWith('resident'));
      expect(new Set(residents.map((mail) => mail.to)).size).toBe(600);
      expect(residents).toHaveLength(600);
      // 300 a tick: the minute's pace spread over its four ticks.
      expect(sentByTick).toEqual([300, 301]);
    });

    it('sends urgent mail after permits and before bulk queued earlier, at its own rate per 15-second tick', async () => {
      const { db, advance, sent, outbox } = await open({
        bulkPerMinute: 60,
        urgentPerMinute: 120,
        intervalMs: 15_000,
      });
      for (const template of ['bulk', 'urgent', 'permit'])
        outbox.registerTemplate(template, { render });
      await enqueueMany(outbox, db, 'bulk', 'news', 20);
      advance(1_000);
      await enqueueMany(outbox, db, 'urgent', 'urgent', 70);
      await outbox.enqueue(db, {
        template: 'permit',
        payload: { to: 'applicant@example.org' },
        dedupeKey: 'permit:1',
      });
      const ticks: string[][] = [];
      for (let tick = 0; tick < 5; tick += 1) {
        const before = sent.length;
        await outbox.sendDue();
        ticks.push(sent.slice(before).map((mail) => mail.to.split('@')[0]!.replace(/\d/g, '')));
        advance(15_000);
      }
      const countOf = (tick: string[], kind: string) => tick.filter((to) => to === kind).length;
      // The permit first; 120 urgent a minute is 30 a tick; news waits until no urgent mail is due.
      expect(ticks[0]![0]).toBe('applicant');
      expect(ticks.map((tick) => countOf(tick, 'urgent'))).toEqual([30, 30, 10, 0, 0]);
      expect(ticks.map((tick) => countOf(tick, 'news'))).toEqual([0, 0, 15, 5, 0]);
      expect(ticks[2]!.indexOf('news')).toBe(10);
      const urgent = sent.filter((mail) => mail.to.startsWith('urgent'));
      expect(new Set(urgent.map((mail) => mail.to)).size).toBe(70);
    });

    it('keeps 1,200 urgent a minute over minutes of 15-second ticks whose sends take time, never more in any 60 seconds', async () => {
      const { db } = await openStore();
      const { clock, advance } = createTestClock();
      const start = clock().getTime();
      const sentAt: number[] = [];
      // Each message takes 5 ms of the fake clock, so a tick of 300 lasts 1.5 seconds.
      const mailer: Mailer = {
        kind: 'smtp',
        async send() {
          advance(5);
          sentAt.push(clock().getTime() - start);
        },
        close: () => undefined,
      };
      const outbox = createOutbox({ db, clock, mailer, intervalMs: 15_000 });
      outbox.registerTemplate('urgent', { render });
      await db.transaction().execute((trx) => enqueueMany(outbox, trx, 'urgent', 'urgent', 1_800));
      const perTick: number[] = [];
      for (let tick = 0; tick < 6; tick += 1) {
        // The scheduler's beat: every 15 seconds from the start, however long a tick took.
        advance(start + tick * 15_000 - clock().getTime());
        const before = sentAt.length;
        await outbox.sendDue();
        perTick.push(sentAt.length - before);
      }
      // The default MAIL_URGENT_PER_MINUTE, 1,200: 300 a tick, the fifth tick not refused.
      expect(perTick).toEqual([300, 300, 300, 300, 300, 300]);
      const mostInAMinute = Math.max(
        ...sentAt.map((from) => sentAt.filter((at) => at >= from && at < from + 60_000).length),
      );
      expect(mostInAMinute).toBeLessThanOrEqual(1_200);
    });

    it('sends every attempt at a message with the one Message-ID stored on its row', async () => {
      const { db } = await openStore();
      const { clock, advance } = createTestClock();
      let isDown = true;
      const attempts: MailMessage[] = [];
      const mailer: Mailer = {
        kind: 'smtp',
        async send(message) {
          attempts.push(message);
          // The server took the message but the answer never arrived: the attempt fails.
          if (isDown) throw new Error('Connection closed');
        },
        close: () => undefined,
      };
      const outbox = createOutbox({ db, clock, mailer, messageIdDomain: 'district.example.org' });
      outbox.registerTemplate('permit', { render });
      await outbox.enqueue(db, {
        template: 'permit',
        payload: { to: 'applicant@example.org' },
        dedupeKey: 'permit:1',
      });
      const row = await outbox.findByDedupeKey('permit:1');
      expect(row?.messageId).toMatch(/^<[^<>@\s]+@district\.example\.org>$/);
      await outbox.sendDue();
      isDown = false;
      advance(60_000);
      await outbox.sendDue();
      expect(attempts).toHaveLength(2);
      expect(attempts.map((mail) => mail.messageId)).toEqual([row?.messageId, row?.messageId]);
      expect((await outbox.findByDedupeKey('permit:1'))?.status).toBe('sent');
    });

    it('gives messages queued before the Message-ID column one each', async () => {
      const { db } = await openStore();
      await messageIdMigration.down(db);
      await sql`insert into outbox_messages (id, kind, template, payload, dedupe_key, status,
        attempts, next_attempt_at, created_at)
        values ('old-row', 'email', 'permit', '{}', 'permit:old', 'queued', 0,
        '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(db);
      await messageIdMigration.up(db);
      const row = await db
        .selectFrom('outboxMessages')
        .select('messageId')
        .where('id', '=', 'old-row')
        .executeTakeFirstOrThrow();
      expect(row.messageId).toBe('<old-row@outbox.invalid>');
    });
  });
}

describe('planBulkTick', () => {
  it('takes one interval’s share of the pace and sends it a few at a time', () => {
    expect(planBulkTick(60, 15_000)).toEqual({ batchSize: 15, concurrency: 1 });
    expect(planBulkTick(1200, 15_000)).toEqual({ batchSize: 300, concurrency: 10 });
    expect(planBulkTick(100_000, 15_000)).toEqual({ batchSize: 25_000, concurrency: 10 });
    expect(planBulkTick(1, 100)).toEqual({ batchSize: 1, concurrency: 1 });
    expect(planBulkTick(3, 60_000)).toEqual({ batchSize: 3, concurrency: 1 });
  });
});
