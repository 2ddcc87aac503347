import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '#tests/support/smtp-sink.ts';
import { createMailer, isPermanentMailFailure, messageIdDomainOf, type Mailer } from './mailer.ts';

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

describe('one Message-ID for every attempt at a message', () => {
  let sink: SmtpSink | undefined;
  let mailer: Mailer | undefined;
  let outboxDir: string | undefined;
  afterEach(async () => {
    mailer?.close();
    await sink?.close();
    if (outboxDir) fs.rmSync(outboxDir, { recursive: true, force: true });
    outboxDir = undefined;
  });

  it('sends the Message-ID it is given over SMTP, the same on a second send', async () => {
    sink = await startSmtpSink();
    mailer = createMailer({ smtpUrl: sink.url, outboxDir: '/tmp' });
    const messageId = '<20260302T160000000Z.row-1@district.example.org>';
    await mailer.send({ ...MESSAGE, messageId });
    await mailer.send({ ...MESSAGE, messageId });
    const ids = sink.received.map((mail) => /^Message-ID: (.*)$/im.exec(mail.raw)?.[1]?.trim());
    expect(ids).toEqual([messageId, messageId]);
  });

  it('writes a message sent twice to the outbox folder as one file under its Message-ID', async () => {
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailer-outbox-'));
    mailer = createMailer({ outboxDir });
    const messageId = '<20260302T160000000Z.row-1@district.example.org>';
    await mailer.send({ ...MESSAGE, messageId });
    await mailer.send({ ...MESSAGE, messageId });
    await mailer.send({
      ...MESSAGE,
      messageId: '<20260302T160000000Z.row-2@district.example.org>',
    });
    const files = fs.readdirSync(outboxDir).sort();
    expect(files).toEqual([
      '20260302T160000000Z.row-1@district.example.org.eml',
      '20260302T160000000Z.row-2@district.example.org.eml',
    ]);
    const eml = fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toMatch(/^Message-ID: <20260302T160000000Z\.row-1@district\.example\.org>/m);
  });

  it('takes the Message-ID domain from the sender address', () => {
    expect(messageIdDomainOf('Fire District Permits <permits@Example.ORG>')).toBe('example.org');
    expect(messageIdDomainOf('permits@district.example.org')).toBe('district.example.org');
    expect(messageIdDomainOf('Fire District')).toBe('localhost');
  });
});
