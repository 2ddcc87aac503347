import { toDistrictInstant } from '#domain/content/site-alert.schema.ts';
import { districtDayOf } from '#domain/meetings/board-meetings.ts';

/** Today in the district's zone as UTC instants: [start, end). */
export function districtDayBounds(now: Date): { start: string; end: string } {
  const today = districtDayOf(now);
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return {
    start: toDistrictInstant(`${today}T00:00`),
    end: toDistrictInstant(`${next.toISOString().slice(0, 10)}T00:00`),
  };
}
