import type { ScheduleDate, ScheduleGeneration } from '#domain/meetings/meeting-schedule.ts';
import { MEETINGS_API } from '#domain/meetings/meetings-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The year's dates the board's recurring rule gives. */
export function generateScheduleDates(body: ScheduleGeneration) {
  return apiRequest<{ dates: ScheduleDate[] }>(MEETINGS_API.scheduleDates, {
    method: 'POST',
    body,
    isAuthenticated: true,
  });
}
