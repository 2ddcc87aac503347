import type { z } from 'zod';
import { ShortTextSchema, TextSchema } from './content-fields.ts';
import { isPageId } from './page-content.schema.ts';
import { DocumentTitleSchema } from '#domain/documents/document-library.schema.ts';
import { documentSpanishItemId } from '#domain/documents/site-documents.ts';
import { meetingAnchor, type Meeting } from '#domain/meetings/board-meetings.ts';
import { formatClockTime } from '#domain/meetings/meeting-schedule.ts';
import { formatLongDay } from '#domain/calendar-date.ts';

/**
 * Board meetings and the library's documents have Spanish too (issue 29 item 4, decision 329),
 * kept in the same table as page blocks under item ids of their own: a meeting is
 * `meeting-<date>-<HHMM>` (its anchor on the minutes page; the date and start time are what the
 * board's calendar feed knows a meeting by too), a document `document-<key>`.
 */
export const MEETING_ITEM_PREFIX = 'meeting-';
export const DOCUMENT_ITEM_PREFIX = 'document-';

/** A meeting's words staff write Spanish for, and what the Spanish must pass. */
export const MEETING_SPANISH_BLOCKS: Readonly<Record<string, z.ZodType<string>>> = {
  place: ShortTextSchema,
  agendaTitle: ShortTextSchema,
  minutesTitle: ShortTextSchema,
  cancellationReason: TextSchema,
};

/** A document's words staff write Spanish for: its title and description (decision 346). */
export const DOCUMENT_SPANISH_BLOCKS: Readonly<Record<string, z.ZodType<string>>> = {
  title: DocumentTitleSchema,
  description: TextSchema.max(1000, 'Keep the description under 1,000 characters.'),
};

/** The item id of a meeting's Spanish: its anchor on the minutes page. */
export function meetingSpanishItemId(meeting: Pick<Meeting, 'date' | 'time'>): string {
  return meetingAnchor(meeting);
}

export { documentSpanishItemId };

/**
 * Whether a library document's title shows on a page: the pages of an image set (the candidate
 * forms, keyed `<set>/page-NN`) show only their text alternatives.
 */
export function hasShownTitle(key: string): boolean {
  return !key.includes('/');
}

export function isMeetingItem(itemId: string): boolean {
  return itemId.startsWith(MEETING_ITEM_PREFIX);
}

/** A document's Spanish item; the Document Archive page (`document-archive`) is a page's. */
export function isDocumentItem(itemId: string): boolean {
  return itemId.startsWith(DOCUMENT_ITEM_PREFIX) && !isPageId(itemId);
}

/** The blocks of a meeting's or document's Spanish item; undefined for other items. */
export function recordSpanishBlocks(
  itemId: string,
): Readonly<Record<string, z.ZodType<string>>> | undefined {
  if (isMeetingItem(itemId)) return MEETING_SPANISH_BLOCKS;
  if (isDocumentItem(itemId)) return DOCUMENT_SPANISH_BLOCKS;
  return undefined;
}

/** How staff see a meeting in lists: "Regular board meeting, June 15, 2026, 6:30 PM". */
export function meetingName(meeting: Pick<Meeting, 'date' | 'time' | 'meetingType'>): string {
  return `${meeting.meetingType} board meeting, ${formatLongDay(meeting.date)}, ${formatClockTime(meeting.time)}`;
}

/** How staff see a document in lists. */
export function documentName(document: { title: string }): string {
  return `Document: ${document.title}`;
}
