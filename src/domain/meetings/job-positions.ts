import { z } from 'zod';
import { MAX_SHORT_TEXT } from '#domain/content/content-fields.ts';
import { stopHere } from '#domain/text-checks.ts';

/** Empty (Apply Now leads to the careers page's apply path), an https address or mailto: address. */
export const ApplyHrefSchema = z
  .string()
  .trim()
  .max(MAX_SHORT_TEXT * 2, stopHere(`Keep this under ${MAX_SHORT_TEXT * 2} characters.`))
  .regex(
    /^$|^https?:\/\/[^\s<>"]+$|^mailto:[^\s<>"@]+@[^\s"<>@][^\s".<>@]*\.[^\s"<>@]+$/i,
    stopHere('Enter a web address that starts with https://, or mailto: and an e-mail address.'),
  );

export interface PositionTiming {
  status: 'Open' | 'Closed';
  /** The last day applications are taken (YYYY-MM-DD, Mountain Time), or ''. */
  closingDate: string;
}

/**
 * Whether a position takes applications on `today` (the district's day): an Open position
 * closes by itself once its closing date has passed; the closing date itself is still open.
 */
export function isPositionOpen(position: PositionTiming, today: string): boolean {
  if (position.status !== 'Open') return false;
  return !position.closingDate || today <= position.closingDate;
}
