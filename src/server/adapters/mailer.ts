import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface MailMessage {
  from: string;
  to: string;
  cc?: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Sends one message or throws; the outbox retries whatever throws. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox-folder';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  /** Where .eml files go when no SMTP server is configured. */
  outboxDir: string;
}

function toNodemailer(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    ...(message.cc ? { cc: message.cc } : {}),
    subject: message.subject,
    text: message.text,
    attachments: (message.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      content: Buffer.from(attachment.content),
      contentType: attachment.contentType,
    })),
  };
}

/**
 * SMTP_URL set: an SMTP transport (smtp://user:pass@host:587, smtps://… for implicit TLS).
 * Unset: every message is written as an .eml file to the outbox folder, so a fresh clone works
 * offline and a developer can open the mail in any mail program.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const url = options.smtpUrl;
    const transport = nodemailer.createTransport(url, {
      // Fail fast when the server is down; the outbox retries later.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as never);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail(toNodemailer(message));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox-folder',
    async send(message) {
      const info = await transport.sendMail(toNodemailer(message));
      await fs.mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await fs.writeFile(
        path.join(options.outboxDir, `${stamp}-${randomUUID()}.eml`),
        info.message as Buffer,
      );
    },
    close: () => transport.close(),
  };
}
