import type { Kysely, Transaction } from 'kysely';
import { meetingAnchor, meetingTitle, type Meeting } from '#domain/meetings/board-meetings.ts';
import type { Database } from '#server/db/database.ts';
import {
  removeSearchEntry,
  upsertSearchEntry,
  type SearchEntry,
} from '#server/search/search-index.ts';

const MINUTES_PATH = '/public-records/minutes';
const KEY_PREFIX = 'meeting:';

/** One search entry per published meeting: its title, place, type, notes and documents. */
export function meetingSearchEntries(meetings: readonly Meeting[]): SearchEntry[] {
  const entries = new Map<string, SearchEntry>();
  for (const meeting of meetings) {
    const anchor = meetingAnchor(meeting);
    entries.set(anchor, {
      key: `${KEY_PREFIX}${anchor.replace(/^meeting-/, '')}`,
      kind: 'meeting',
      title: meetingTitle(meeting),
      body: [
        `${meeting.meetingType} meeting of the board of trustees`,
        `Place: ${meeting.place}`,
        meeting.agendaHref ? `Agenda: ${meeting.agendaTitle}` : '',
        meeting.minutesHref
          ? `${meeting.minutesStatus === 'Approved' ? 'Approved minutes' : 'Minutes (pending approval)'}: ${meeting.minutesTitle}`
          : '',
        meeting.isCancelled ? `Cancelled: ${meeting.cancellationReason}` : '',
      ]
        .filter(Boolean)
        .join('. '),
      url: `${MINUTES_PATH}#${anchor}`,
    });
  }
  return [...entries.values()];
}

/**
 * Makes the index hold exactly the published meetings, in the publish's own transaction: a
 * meeting removed, moved or renamed leaves no stale entry behind.
 */
export async function indexPublishedMeetings(
  db: Kysely<Database> | Transaction<Database>,
  meetings: readonly Meeting[],
  at: Date,
): Promise<void> {
  const entries = meetingSearchEntries(meetings);
  const keys = new Set(entries.map((entry) => entry.key));
  const stored = await db
    .selectFrom('searchEntries')
    .select('key')
    .where('kind', '=', 'meeting')
    .execute();
  for (const { key } of stored) {
    if (!keys.has(key)) await removeSearchEntry(db, key);
  }
  for (const entry of entries) await upsertSearchEntry(db, entry, at);
}
