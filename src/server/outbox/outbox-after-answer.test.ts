import { afterEach, describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '#server/adapters/mailer.ts';
import { createTestClock } from '#tests/support/test-app.ts';
import { storesUnderTest, type TestStore } from '#tests/support/test-db.ts';
import { createOutbox } from './outbox.ts';

/** A mail drawn after the request's answer (the burn permit's PDF, issue 36). */
for (const store of storesUnderTest()) {
  describe(`a first attempt made after the answer (${store.kind})`, () => {
    let handle: Awaited<ReturnType<TestStore['open']>> | undefined;
    afterEach(async () => {
      await handle?.close();
      handle = undefined;
    });

    async function open() {
      handle = await store.open();
      const sent: MailMessage[] = [];
      const mailer: Mailer = {
        kind: 'smtp',
        async send(message) {
          sent.push(message);
        },
        close: () => undefined,
      };
      const outbox = createOutbox({
        db: handle.db,
        clock: createTestClock().clock,
        mailer,
        messageIdDomain: 'district.example.org',
      });
      outbox.registerTemplate('permit', {
        render: async (payload) => ({
          from: 'district@example.org',
          to: (payload as { to: string }).to,
          subject: 'Your permit',
          text: 'Attached.',
        }),
      });
      await outbox.enqueue(handle.db, {
        template: 'permit',
        payload: { to: 'applicant@example.org' },
        dedupeKey: 'permit:1',
      });
      return { outbox, sent };
    }

    it('returns before the attachment is drawn, then draws it and sends the mail', async () => {
      const { outbox, sent } = await open();
      const steps: string[] = [];
      outbox.deliverAfterAnswer('permit:1', async () => {
        steps.push('drawn');
      });
      steps.push('answered');
      expect(sent).toHaveLength(0);
      await outbox.drain();
      expect(steps).toEqual(['answered', 'drawn']);
      expect(sent.map((mail) => mail.to)).toEqual(['applicant@example.org']);
      expect((await outbox.findByDedupeKey('permit:1'))?.status).toBe('sent');
    });

    it('still sends the mail when drawing the attachment fails', async () => {
      const { outbox, sent } = await open();
      outbox.deliverAfterAnswer('permit:1', async () => {
        throw new Error('PDF worker gone');
      });
      await outbox.drain();
      expect(sent).toHaveLength(1);
    });

    it('only prepares when there is nothing to mail', async () => {
      const { outbox, sent } = await open();
      let isDrawn = false;
      outbox.deliverAfterAnswer(null, async () => {
        isDrawn = true;
      });
      await outbox.drain();
      expect(isDrawn).toBe(true);
      expect(sent).toHaveLength(0);
      expect((await outbox.findByDedupeKey('permit:1'))?.status).toBe('queued');
    });
  });
}
