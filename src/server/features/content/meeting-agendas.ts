import type { MinutesPage } from '#domain/content/page-content.schema.ts';
import { stampAgendaPostedAt } from '#domain/meetings/board-meetings.ts';

/** The content item that holds the board's meetings (the minutes page). */
export const MEETINGS_ITEM_ID = 'minutes';

/**
 * The minutes page as stored: each agenda carries the time it was first published (the 24-hour
 * notice warning reads it), taken from the published version, never from the form.
 */
export function stampMeetingAgendas(
  itemId: string,
  data: unknown,
  published: unknown,
  publishedAt: Date | null,
): unknown {
  if (itemId !== MEETINGS_ITEM_ID) return data;
  const page = data as MinutesPage;
  const previous = (published as Partial<MinutesPage> | null)?.meetings ?? [];
  return { ...page, meetings: stampAgendaPostedAt(page.meetings, previous, publishedAt) };
}
