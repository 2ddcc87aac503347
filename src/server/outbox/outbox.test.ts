import { afterEach, describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '#server/adapters/mailer.ts';
import { createTestClock } from '#tests/support/test-app.ts';
import { storesUnderTest, type TestStore } from '#tests/support/test-db.ts';
import { createOutbox } from './outbox.ts';

function createRecordingMailer(refuse: (to: string) => boolean = () => false) {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    kind: 'smtp',
    async send(message) {
      if (refuse(message.to)) {
        throw Object.assign(new Error('550 5.1.1 No such mailbox'), { responseCode: 550 });
      }
      sent.push(message);
    },
    close: () => undefined,
  };
  return { mailer, sent };
}

const render = async (payload: unknown) => {
  const { to } = payload as { to: string };
  return { from: 'district@example.org', to, subject: `For ${to}`, text: 'Hello' };
};

for (const store of storesUnderTest()) {
  describe(`the outbox's priorities, pacing and refusals (${store.kind})`, () => {
    let handle: Awaited<ReturnType<TestStore['open']>> | undefined;
    afterEach(async () => {
      await handle?.close();
      handle = undefined;
    });

    async function open(options: { bulkPerMinute?: number; refuse?: (to: string) => boolean }) {
      handle = await store.open();
      const { clock, advance } = createTestClock();
      const { mailer, sent } = createRecordingMailer(options.refuse);
      const outbox = createOutbox({
        db: handle.db,
        clock,
        mailer,
        ...(options.bulkPerMinute ? { bulkPerMinute: options.bulkPerMinute } : {}),
      });
      return { db: handle.db, clock, advance, mailer, sent, outbox };
    }

    it('sends permit mail before bulk mail queued earlier, and paces bulk mail per minute', async () => {
      const t = await open({ bulkPerMinute: 3 });
      const failures: Array<{ isPermanent: boolean }> = [];
      t.outbox.registerTemplate('bulk', { render });
      t.outbox.registerTemplate('permit', {
        render,
        onFailed: async (_payload, _at, _error, _attempts, failure) => {
          failures.push(failure);
        },
      });
      for (let index = 0; index < 7; index += 1) {
        await t.outbox.enqueue(t.db, {
          template: 'bulk',
          payload: { to: `resident${index}@example.org` },
          dedupeKey: `bulk:${index}`,
          priority: 'bulk',
        });
      }
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
      for (let index = 0; index < 40; index += 1) {
        await t.outbox.enqueue(t.db, {
          template: 'bulk',
          payload: { to: `resident${index}@example.org` },
          dedupeKey: `bulk:${index}`,
          priority: 'bulk',
        });
      }
      await Promise.all([t.outbox.sendDue(), second.sendDue()]);
      expect(t.sent).toHaveLength(40);
      expect(new Set(t.sent.map((mail) => mail.to)).size).toBe(40);
    });
  });
}
