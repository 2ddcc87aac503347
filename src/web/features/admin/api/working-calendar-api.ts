import {
  WORKING_CALENDAR_API,
  type DistrictDayBody,
  type DistrictDayResponse,
  type WorkingCalendarResponse,
} from '#domain/calendar/working-calendar-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const authenticated = { isAuthenticated: true } as const;

export function readWorkingCalendar(signal?: AbortSignal): Promise<WorkingCalendarResponse> {
  return apiRequest(
    WORKING_CALENDAR_API.calendar,
    signal ? { ...authenticated, signal } : authenticated,
  );
}

export function saveDistrictDay(body: DistrictDayBody): Promise<DistrictDayResponse> {
  return apiRequest(WORKING_CALENDAR_API.days, { ...authenticated, method: 'POST', body });
}

export function removeDistrictDay(day: string): Promise<unknown> {
  return apiRequest(`${WORKING_CALENDAR_API.days}/${encodeURIComponent(day)}`, {
    ...authenticated,
    method: 'DELETE',
  });
}
