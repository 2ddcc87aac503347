import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '#tests/support/smtp-sink.ts';
import { createMailer, type Mailer } from './mailer.ts';

const MESSAGE = {
  from: 'permits@example.org',
  to: 'sam@example.org',
  subject: 'Limits',
  text: 'Hello',
};

describe('the SMTP mailer’s limits', () => {
  let sink: SmtpSink | undefined;
  let mailer: Mailer | undefined;
  afterEach(async () => {
    mailer?.close();
    await sink?.close();
  });

  it('gives up on a server that never greets after its greeting limit', async () => {
    sink = await startSmtpSink({ isSilent: true });
    mailer = createMailer({ smtpUrl: sink.url, outboxDir: '/tmp', timeouts: { greetingMs: 300 } });
    await expect(mailer.send(MESSAGE)).rejects.toThrow(/greeting|timeout/i);
  });

  it('gives up on a silent connection after its idle limit, and the server keeps nothing', async () => {
    sink = await startSmtpSink({ dataDelayMs: 3000 });
    mailer = createMailer({ smtpUrl: sink.url, outboxDir: '/tmp', timeouts: { socketMs: 300 } });
    await expect(mailer.send(MESSAGE)).rejects.toThrow(/timeout/i);
    await new Promise((resolve) => setTimeout(resolve, 3200));
    expect(sink.received).toHaveLength(0);
  });

  it('closes an attempt that outlives its overall limit', async () => {
    sink = await startSmtpSink({ isSilent: true });
    mailer = createMailer({
      smtpUrl: sink.url,
      outboxDir: '/tmp',
      timeouts: { greetingMs: 60_000, sendMs: 300 },
    });
    await expect(mailer.send(MESSAGE)).rejects.toThrow();
  });

  it('waits for a server that answers DATA slowly but within its idle limit', async () => {
    sink = await startSmtpSink({ dataDelayMs: 500 });
    mailer = createMailer({ smtpUrl: sink.url, outboxDir: '/tmp' });
    await mailer.send(MESSAGE);
    expect(sink.received.map((mail) => mail.subject)).toEqual(['Limits']);
  });
});
