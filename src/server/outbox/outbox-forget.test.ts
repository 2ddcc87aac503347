import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '#server/adapters/mailer.ts';
import { createTestClock } from '#tests/support/test-app.ts';
import { storesUnderTest, type TestStore } from '#tests/support/test-db.ts';
import { createOutbox } from './outbox.ts';

describe.each(storesUnderTest())('forgetting the messages about a subject on $kind', (store) => {
  let handle: Awaited<ReturnType<TestStore['open']>> | undefined;
  let outboxDir: string | undefined;
  afterEach(async () => {
    await handle?.close();
    if (outboxDir) fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  it('deletes their rows and their .eml copies, sent or queued, and leaves other subjects alone', async () => {
    handle = await store.open();
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-forget-'));
    const mailer = createMailer({ outboxDir });
    const { clock } = createTestClock();
    const outbox = createOutbox({ db: handle.db, clock, mailer });
    outbox.registerTemplate('note', {
      render: async (payload) => ({
        from: 'district@example.org',
        to: 'ana@example.org',
        subject: `About ${(payload as { about: string }).about}`,
        text: 'Hello',
      }),
    });
    for (const [dedupeKey, about] of [
      ['a-1', 'subject:a'],
      ['a-2', 'subject:a'],
      ['b-1', 'subject:b'],
    ] as const) {
      await outbox.enqueue(handle.db, {
        template: 'note',
        payload: { about },
        dedupeKey,
        reference: about,
      });
    }
    expect(await outbox.deliverNow('a-1')).toBe('sent');
    expect(await outbox.deliverNow('b-1')).toBe('sent');
    expect(fs.readdirSync(outboxDir)).toHaveLength(2);

    const forgotten = await handle.db
      .transaction()
      .execute((trx) => outbox.forget(trx, 'subject:a'));
    expect(forgotten).toBe(2);
    expect(await outbox.listByReference('subject:a')).toEqual([]);
    const kept = await outbox.listByReference('subject:b');
    expect(kept).toHaveLength(1);
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8')).toContain('About subject:b');
    // Nothing queued is left to send for the forgotten subject.
    expect(await outbox.sendDue()).toEqual({ sent: 0, failed: 0 });
    mailer.close();
  });
});
