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
