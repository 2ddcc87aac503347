import type { z } from 'zod';
import {
  DOCUMENTS_API,
  type LibraryListSchema,
} from '#domain/documents/document-library.schema.ts';
import type { ScheduleDate, ScheduleGeneration } from '#domain/meetings/meeting-schedule.ts';
import { MEETINGS_API } from '#domain/meetings/meetings-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The library's documents, for the meeting form's agenda and minutes choices. */
export function listLibraryDocuments() {
  return apiRequest<z.infer<typeof LibraryListSchema>>(DOCUMENTS_API.list, {
    isAuthenticated: true,
  });
}

/** The year's dates the board's recurring rule gives. */
export function generateScheduleDates(body: ScheduleGeneration) {
  return apiRequest<{ dates: ScheduleDate[] }>(MEETINGS_API.scheduleDates, {
    method: 'POST',
    body,
    isAuthenticated: true,
  });
}
