import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '#tests/support/smtp-sink.ts';
import { createMailer, isPermanentMailFailure, type Mailer } from './mailer.ts';

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

describe('the SMTP mailer’s headers, HTML and refusals', () => {
  let sink: SmtpSink | undefined;
  let mailer: Mailer | undefined;
  afterEach(async () => {
    mailer?.close();
    await sink?.close();
  });

  it('sends extra headers and an HTML alternative', async () => {
    sink = await startSmtpSink();
    mailer = createMailer({ smtpUrl: sink.url, outboxDir: '/tmp' });
    await mailer.send({
      ...MESSAGE,
      html: '<p>Hello</p>',
      headers: {
        'List-Unsubscribe': '<https://example.org/u/abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const raw = sink.received[0]?.raw ?? '';
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/example.org\/u\/abc>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toMatch(/Content-Type: text\/html/);
  });

  it('reports a refused recipient as a permanent failure', async () => {
    sink = await startSmtpSink({ isRefused: (address) => address === 'gone@example.org' });
    mailer = createMailer({ smtpUrl: sink.url, outboxDir: '/tmp' });
    const error: unknown = await mailer
      .send({ ...MESSAGE, to: 'gone@example.org' })
      .catch((caught: unknown) => caught);
    expect(isPermanentMailFailure(error)).toBe(true);
    expect(isPermanentMailFailure(new Error('connection refused'))).toBe(false);
  });

  it('signs mail with DKIM when keys are given', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    sink = await startSmtpSink();
    mailer = createMailer({
      smtpUrl: sink.url,
      outboxDir: '/tmp',
      dkim: {
        domainName: 'example.org',
        keySelector: 'mail',
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
    });
    await mailer.send(MESSAGE);
    expect(sink.received[0]?.raw).toMatch(/^DKIM-Signature: .*d=example\.org/m);
  });
});
