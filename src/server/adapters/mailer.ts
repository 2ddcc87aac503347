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
  /** An HTML alternative to `text` (subscription mail); plain text stays the main body. */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /**
   * The Message-ID header, angle brackets included. The outbox sets one per message for all its
   * attempts, so a copy sent again after a crash is the same message (decision 297); unset, a
   * random one is made for this send.
   */
  messageId?: string;
}

/** DKIM signing keys (nodemailer's `dkim` option); unset, mail leaves unsigned. */
export interface DkimOptions {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/**
 * True when the mail server refused the message permanently (an SMTP 5xx reply, RFC 5321
 * §4.2.1): retrying cannot help, so subscription mail records a hard failure.
 */
export function isPermanentMailFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * The right-hand side of the Message-IDs the outbox makes: the domain of the sender's address
 * (`Fire District <permits@example.org>` → `example.org`), `localhost` when it has none.
 */
export function messageIdDomainOf(from: string): string {
  const domain = /@([A-Z0-9.-]+)>?\s*$/i.exec(from.trim())?.[1];
  return domain ? domain.toLowerCase() : 'localhost';
}

/**
 * The outbox folder's file name for a message: its Message-ID without brackets, every character
 * a file name might not take replaced, so writing the same message again replaces its file.
 */
export function emlFileNameOf(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, '').replace(/[^\w.@-]/g, '_')}.eml`;
}

/** Sends one message or throws; the outbox retries whatever throws. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox-folder';
  send(message: MailMessage): Promise<void>;
  /**
   * Removes the copy of a message this mailer kept, if it keeps any (the outbox folder's .eml
   * file); mail handed to an SMTP server cannot be called back.
   */
  discard?(messageId: string): Promise<void>;
  close(): void;
}

/**
 * How long one SMTP attempt may take, in milliseconds. Every bound sits well inside the outbox
 * lease (MAIL_LEASE_MS, at least twice `sendMs`): while an attempt may still be talking to the
 * server, no other process may start sending the same message (docs/decisions/011-jobs-on-several-instances.md).
 */
export interface MailerTimeouts {
  /** Connecting, DNS lookup included. */
  connectionMs: number;
  /** The server's 220 greeting after connecting. */
  greetingMs: number;
  /** The DNS lookup alone. */
  dnsMs: number;
  /** Silence on an open connection, e.g. waiting for the answer to the end of DATA. */
  socketMs: number;
  /** The whole attempt, from connecting to the last answer; the connection is closed after it. */
  sendMs: number;
}

/**
 * RFC 5321 §4.5.3.2 lets a server take minutes to answer the end of DATA, so the idle limit stays
 * generous (a server answering after 150 s still delivers); the connection limits are short,
 * because a server that does not answer at all should be retried soon.
 */
export const DEFAULT_MAILER_TIMEOUTS: MailerTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  dnsMs: 10_000,
  socketMs: 180_000,
  sendMs: 240_000,
};

/**
 * SMTP connections the mailer keeps open at most: many providers cap concurrent connections at
 * 10, and the outbox never sends more at once (decision 297).
 */
export const SMTP_MAX_CONNECTIONS = 10;

export interface MailerOptions {
  smtpUrl?: string | undefined;
  /** Where .eml files go when no SMTP server is configured. */
  outboxDir: string;
  timeouts?: Partial<MailerTimeouts>;
  dkim?: DkimOptions | undefined;
}

function toNodemailer(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    ...(message.cc ? { cc: message.cc } : {}),
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
    ...(message.messageId ? { messageId: message.messageId } : {}),
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
    const timeouts = { ...DEFAULT_MAILER_TIMEOUTS, ...options.timeouts };
    // Transport options, not message defaults (createTransport's second argument): only these
    // reach the SMTP connection. Each is capped by the whole attempt's limit. Pooled: an urgent
    // notice to thousands reuses up to SMTP_MAX_CONNECTIONS open connections instead of a TCP and
    // TLS handshake per message (decision 304).
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: SMTP_MAX_CONNECTIONS,
      connectionTimeout: Math.min(timeouts.connectionMs, timeouts.sendMs),
      greetingTimeout: Math.min(timeouts.greetingMs, timeouts.sendMs),
      dnsTimeout: Math.min(timeouts.dnsMs, timeouts.sendMs),
      socketTimeout: Math.min(timeouts.socketMs, timeouts.sendMs),
      ...(options.dkim ? { dkim: options.dkim } : {}),
    });
    return {
      kind: 'smtp',
      async send(message) {
        // The abort takes the message out of the pool's queue or closes the connection sending
        // it, so nothing outlives the attempt's limit.
        await transport.sendMail({
          ...toNodemailer(message),
          signal: AbortSignal.timeout(timeouts.sendMs),
        });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
    ...(options.dkim ? { dkim: options.dkim } : {}),
  });
  return {
    kind: 'outbox-folder',
    async send(message) {
      const messageId = message.messageId ?? `<${randomUUID()}@localhost>`;
      const info = await transport.sendMail({ ...toNodemailer(message), messageId });
      await fs.mkdir(options.outboxDir, { recursive: true });
      // Named by the Message-ID: an attempt after a crash replaces the first attempt's file
      // instead of adding a second.
      await fs.writeFile(
        path.join(options.outboxDir, emlFileNameOf(messageId)),
        info.message as Buffer,
      );
    },
    async discard(messageId) {
      await fs.rm(path.join(options.outboxDir, emlFileNameOf(messageId)), { force: true });
    },
    close: () => transport.close(),
  };
}
