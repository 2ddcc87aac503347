import type { APIRequestContext } from '@playwright/test';
import { districtDay } from './district-day.ts';

/**
 * Books two events a day on the availability calendar for `days` days from today, so the agenda
 * view is full; resolves with each answer's HTTP status.
 */
export async function fillCalendar(
  request: APIRequestContext,
  token: string,
  days: number,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let day = 0; day < days; day += 1) {
    for (const [startTime, endTime, title] of [
      ['09:00', '11:30', 'Inspection — Oakley, 1200 W Weber Canyon Rd'],
      ['13:00', '15:45', 'Plan review and training at Station 42'],
    ] as const) {
      const response = await request.post('/api/calendar/events', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          title,
          startDate: districtDay(day),
          endDate: districtDay(day),
          startTime,
          endTime,
          description: 'Booked',
          isMultiDay: false,
        },
      });
      statuses.push(response.status());
    }
  }
  return statuses;
}
