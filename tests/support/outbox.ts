import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The messages the file mailer wrote to DATA_DIR/outbox (no SMTP_URL), raw, or with the
 * quoted-printable soft line breaks joined.
 */
export function readOutbox(dataDir: string, options: { joinSoftBreaks?: boolean } = {}): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    .map((mail) => (options.joinSoftBreaks ? mail.replace(/=\r?\n/g, '') : mail));
}

/** Waits for the first outbox message matching `pattern` and answers it. */
export async function waitForOutboxMail(
  dataDir: string,
  pattern: RegExp,
  options: { joinSoftBreaks?: boolean } = {},
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => (found = readOutbox(dataDir, options).find((mail) => pattern.test(mail))), {
      timeout: 20_000,
    })
    .toBeTruthy();
  return found!;
}

/** Decodes quoted-printable soft line breaks and =XX escapes, enough to read a link. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The path and query of the first link in `text` leading to `pathname`. */
export function linkTo(text: string, pathname: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${pathname}[^\\s"<>]*`).exec(text);
  if (!match) throw new Error(`No ${pathname} link in the mail`);
  const url = new URL(match[0].replaceAll('&amp;', '&'));
  return url.pathname + url.search;
}

/** A mail as a person reads it: quoted-printable and MIME-encoded words decoded as UTF-8. */
export function readableMail(raw: string): string {
  const fromHex = (text: string) =>
    text.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  // Bytes as latin1 characters first: a character may be split over two encoded words.
  const headers = raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?utf-8\?([bq])\?/gi, '?==?utf-8?$1?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_whole, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('latin1')
        : fromHex(text.replaceAll('_', ' ')),
    );
  return Buffer.from(fromHex(headers.replace(/=\r?\n/g, '')), 'latin1').toString('utf8');
}

/** The body of a quoted-printable or base64 MIME part, decoded as UTF-8. */
function decodePart(headers: string, body: string): Buffer {
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  }
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1');
}

/** The parts of a raw e-mail: each one's headers and decoded body. */
export function mimeParts(raw: string): { headers: string; body: Buffer }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) throw new Error('The mail has no parts');
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [headers = '', ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      return { headers, body: decodePart(headers, rest.join('\n\n')) };
    });
}

/** Waits for the first outbox message to `recipient` matching `pattern`, as a person reads it. */
export async function waitForReadableMail(
  dataDir: string,
  recipient: string,
  pattern: RegExp,
): Promise<string> {
  const find = () =>
    readOutbox(dataDir)
      .map(readableMail)
      .find((mail) => mail.includes(recipient) && pattern.test(mail));
  await expect.poll(find, { timeout: 30_000 }).toBeTruthy();
  return find()!;
}
