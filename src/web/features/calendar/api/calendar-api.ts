import type { CalendarEvent, CalendarEventInput } from '#domain/calendar/calendar-event.schema.ts';
import { affectedByEventPath } from '#domain/inspections/block-deletion.ts';
import type { AffectedInspections } from '#domain/inspections/inspections-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const EVENTS_ICS_PATH = '/api/calendar/events.ics';

export function fetchCalendarEvents(signal?: AbortSignal): Promise<CalendarEvent[]> {
  return apiRequest<CalendarEvent[]>('/api/calendar/events', signal ? { signal } : {});
}

export function addCalendarEvent(
  input: CalendarEventInput,
): Promise<{ success: true; event: CalendarEvent }> {
  return apiRequest('/api/calendar/events', { method: 'POST', body: input, isAuthenticated: true });
}

/** The inspections deleting the block would cancel (issue 17, decision 171). */
export async function fetchInspectionsLosingEvent(
  id: string,
): Promise<AffectedInspections['inspections']> {
  const answer = await apiRequest<AffectedInspections>(affectedByEventPath(id), {
    isAuthenticated: true,
  });
  return answer.inspections;
}

export function deleteCalendarEvent(id: string): Promise<{ success: true }> {
  return apiRequest(`/api/calendar/events/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    isAuthenticated: true,
  });
}
