import { expect } from '@playwright/test';
import { findPermitStatusToken, payForResidentialClearance } from './sandbox-permit.ts';
import { callApi } from './staff-api.ts';

/** Opens inspection times on `day` as staff do: an "Inspections" block on the calendar. */
export async function addInspectionBlock(
  origin: string,
  staffToken: string,
  day: string,
  times: { startTime: string; endTime: string } = { startTime: '09:00', endTime: '12:00' },
): Promise<void> {
  const added = await callApi(origin, '/api/calendar/events', {
    token: staffToken,
    json: {
      title: 'Inspections',
      startDate: day,
      endDate: day,
      ...times,
      description: '',
      isMultiDay: false,
    },
  });
  expect(added.status).toBe(201);
}

/** Books the first free inspection time of a paid permit, from its private status token. */
export async function bookFirstFreeTime(origin: string, statusToken: string): Promise<void> {
  const slots = (await (await fetch(`${origin}/api/inspections/${statusToken}/slots`)).json()) as {
    days: { slots: { start: string }[] }[];
  };
  const booked = await callApi(origin, `/api/inspections/${statusToken}/booking`, {
    json: { start: slots.days[0]!.slots[0]!.start },
  });
  expect(booked.status, await booked.clone().text()).toBe(201);
}

/** Pays a residential clearance in the sandbox; answers its number and private status token. */
export async function payClearanceToBook(
  origin: string,
): Promise<{ permitNumber: string; statusToken: string }> {
  const { permitNumber, email } = await payForResidentialClearance(origin);
  return { permitNumber, statusToken: await findPermitStatusToken(origin, permitNumber, email) };
}
