import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '#server/db/create-db.ts';
import type { Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import type { Kysely } from 'kysely';
import { insertConfirmedSubscribers } from '#tests/support/factories/subscribers.ts';
import { startServerProcess, type ServerProcess } from '#tests/support/server-process.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '#tests/support/smtp-sink.ts';
import { storesUnderTest } from '#tests/support/test-db.ts';

const SUBSCRIBERS = 40;
/** The server dies when the sink holds this many notices. */
const KILL_AFTER = 12;
/** The shortest SMTP limit the settings allow; the lease after a crash is twice it. */
const SEND_TIMEOUT_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function messageIdOf(mail: ReceivedMail): string {
  // A long header is folded onto the next line.
  return /^Message-ID:\s*(<[^>]*>)/im.exec(mail.raw)?.[1] ?? '';
}

/** Active subscribers of the alerts list and one alert due now, as the back office leaves them. */
async function seed(db: Kysely<Database>) {
  const at = new Date(Date.now() - 60_000).toISOString();
  const subscribers = Array.from({ length: SUBSCRIBERS }, (_, index) => ({
    id: `subscriber-${String(index).padStart(3, '0')}`,
    email: `resident${index}@example.org`,
    manageToken: `manage-token-${index}`,
  }));
  await insertConfirmedSubscribers(db, subscribers, { listIds: ['alerts'], at });
  await db
    .insertInto('subscriptionMessages')
    .values({
      id: 'notice-crash',
      listId: 'alerts',
      itemKey: 'alert:crash',
      subject: 'Stage 2 fire restrictions',
      body: 'Stage 2 fire restrictions start today.',
      url: '/news/stage-2',
      sendAt: at,
      status: 'scheduled',
      createdBy: 'test',
      createdAt: at,
      fannedOutAt: null,
    })
    .execute();
}

/**
 * Issue 26: a real server process sending a subscription notice is killed with SIGKILL after the
 * mail server has taken a message and before its 250 is read, then started again. The copy sent
 * after the restart must carry the first attempt's Message-ID (decision 297).
 */
for (const store of storesUnderTest()) {
  describe(`a server killed in the middle of a subscription batch (${store.kind})`, () => {
    let server: ServerProcess | undefined;
    let sink: SmtpSink | undefined;
    let dataDir: string | undefined;
    let closeStore: (() => Promise<void>) | undefined;
    afterEach(async () => {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
      }
      await sink?.close();
      await closeStore?.();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('sends every subscriber the notice, and a copy re-sent after the crash has the same Message-ID', async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'subscriptions-crash-'));
      let databaseUrl: string | undefined;
      let db: Kysely<Database>;
      if (store.kind === 'postgres') {
        const handle = await store.open();
        databaseUrl = handle.url;
        db = handle.db;
        closeStore = handle.close;
      } else {
        const handle = createDb({ sqliteFile: path.join(dataDir, 'district.sqlite') });
        await migrateToLatest(handle.db);
        db = handle.db;
        closeStore = () => handle.db.destroy();
      }
      await seed(db);

      const copies: ReceivedMail[] = [];
      let killedAt = -1;
      sink = await startSmtpSink({
        onDataEnd: (mail) => {
          copies.push(mail);
          // The mail server holds the message; its 250 never reaches the sender.
          if (copies.length === KILL_AFTER && server) {
            server.child.kill('SIGKILL');
            killedAt = copies.length;
          }
        },
      });
      const env = {
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        SMTP_URL: sink.url,
        PUBLIC_URL: 'https://district.example.org',
        MAIL_FROM: 'Fire District <updates@district.example.org>',
        OUTBOX_INTERVAL_MS: '200',
        MAIL_BULK_PER_MINUTE: '6000',
        MAIL_SEND_TIMEOUT_MS: String(SEND_TIMEOUT_MS),
        ADMIN_USERNAME: '',
        ADMIN_PASSWORD: '',
      };
      server = await startServerProcess(env);
      const first = server;
      const deadline = Date.now() + 30_000;
      while (first.child.signalCode === null && Date.now() < deadline) await sleep(50);
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(killedAt).toBe(KILL_AFTER);
      const beforeRestart = copies.length;

      server = await startServerProcess(env);
      const recipients = () => new Set(copies.flatMap((mail) => mail.to));
      while (recipients().size < SUBSCRIBERS && Date.now() < deadline + 30_000) await sleep(100);
      // Long enough for every lease of the killed process to run out and its messages to go again.
      await sleep(2 * SEND_TIMEOUT_MS + 1500);
      await server.stop();

      const rows = await db
        .selectFrom('outboxMessages')
        .select(['messageId', 'status', 'payload'])
        .where('reference', '=', 'subscription-message:notice-crash')
        .execute();
      expect(rows).toHaveLength(SUBSCRIBERS);
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
      const rowMessageIdOf = new Map(
        rows.map((row) => {
          const { subscriberId } = JSON.parse(row.payload) as { subscriberId: string };
          const index = Number(subscriberId.replace('subscriber-', ''));
          return [`resident${index}@example.org`, row.messageId];
        }),
      );

      const byRecipient = new Map<string, string[]>();
      for (const mail of copies) {
        for (const to of mail.to)
          byRecipient.set(to, [...(byRecipient.get(to) ?? []), messageIdOf(mail)]);
      }
      // Everyone got the notice at least once.
      expect(byRecipient.size).toBe(SUBSCRIBERS);
      const resent = [...byRecipient].filter(([, ids]) => ids.length > 1);
      // The message the server held when it died went out again after the restart…
      expect(resent.length).toBeGreaterThanOrEqual(1);
      expect(copies.length).toBeGreaterThan(beforeRestart);
      for (const [to, ids] of byRecipient) {
        // …and every copy of a message carries the Message-ID stored on its outbox row.
        expect(new Set(ids), to).toEqual(new Set([rowMessageIdOf.get(to)]));
      }
      expect(new Set(rowMessageIdOf.values()).size).toBe(SUBSCRIBERS);
      expect(rowMessageIdOf.get('resident0@example.org')).toMatch(/@district\.example\.org>$/);
      console.log(
        `subscription crash (${store.kind}): ${copies.length} copies for ${SUBSCRIBERS} subscribers, ${resent.length} sent twice with one Message-ID each`,
      );
    }, 120_000);
  });
}
