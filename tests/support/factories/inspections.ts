import { expect } from 'vitest';
import { buildCalendarEventInput } from '#tests/fixtures/calendar-event.ts';
import { buildPermitApplication } from '#tests/fixtures/permit-applications.ts';
import { applyAndPay } from './permits.ts';
import type { PermitsTestApp } from '#tests/support/permits-test-app.ts';
import { getDistrictDetails } from '#server/features/content/district-details.ts';
import type { ClearanceDeps } from '#server/features/inspections/clearance.service.ts';

/**
 * Inspections' test set-up, made through the app's own API as the applicant and staff make it:
 * the Fire Marshal's availability, a paid clearance, a booked inspection. Each step checks that it
 * worked, so a test fails where its set-up broke rather than later.
 */

/** Monday 2026-03-02, 09:00 in Kamas (MST): the clock most inspections tests start from. */
export const MONDAY_MORNING = '2026-03-02T16:00:00.000Z';

/** A free time as the slots API lists it. */
export interface Slot {
  start: string;
  day: string;
  time: string;
}

export interface PaidClearance {
  applicationId: string;
  /** The private status token: the applicant's booking link. */
  token: string;
  permitNumber: string;
}

/**
 * A one-day availability block of the Fire Marshal, added by staff with `headers` (an
 * administrator's authorization); answers the block's id.
 */
export async function addAvailability(
  t: PermitsTestApp,
  headers: { authorization: string },
  day: string,
  startTime = '09:00',
  endTime = '17:00',
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/calendar/events',
    headers,
    payload: buildCalendarEventInput({ startDate: day, endDate: day, startTime, endTime }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ event: { id: string } }>().event.id;
}

/**
 * A paid clearance: a residential application (or `formData`) paid in the sandbox and completed.
 * `gateway: 'stripe'` marks it a real payment rather than a sandbox test.
 */
export async function payClearance(
  t: PermitsTestApp,
  options: { formData?: Record<string, unknown>; gateway?: 'stripe' } = {},
): Promise<PaidClearance> {
  const { created, completed } = await applyAndPay(
    t.app,
    '/api/clearance',
    75_473,
    options.formData ?? buildPermitApplication('residential'),
    false,
  );
  expect(completed.statusCode, completed.body).toBe(200);
  if (options.gateway)
    await t.db
      .updateTable('permitApplications')
      .set({ gateway: options.gateway })
      .where('id', '=', created.applicationId)
      .execute();
  const row = await t.db
    .selectFrom('permitApplications')
    .select(['id', 'statusToken', 'permitNumber'])
    .where('id', '=', created.applicationId)
    .executeTakeFirstOrThrow();
  return { applicationId: row.id, token: row.statusToken!, permitNumber: row.permitNumber! };
}

/** A booked inspection: a paid clearance booked at `start` through the applicant's link. */
export async function payAndBookInspection(
  t: PermitsTestApp,
  start: string,
): Promise<PaidClearance & { id: string }> {
  const clearance = await payClearance(t);
  const booked = await t.app.inject({
    method: 'POST',
    url: `/api/inspections/${clearance.token}/booking`,
    payload: { start },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return { ...clearance, id: booked.json<{ booking: { id: string } }>().booking.id };
}

/** The free times the applicant's link lists, in order. */
export async function listFreeSlots(t: PermitsTestApp, token: string): Promise<Slot[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/inspections/${token}/slots` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ days: Array<{ slots: Slot[] }> }>().days.flatMap((day) => day.slots);
}

/** Staff set the district's re-inspection fee (the inspection settings, the rest unchanged). */
export async function setReinspectionFee(
  t: PermitsTestApp,
  headers: { authorization: string },
  reinspectionFeeCents: number,
): Promise<void> {
  const settings = await t.app.inject({
    method: 'GET',
    url: '/api/admin/inspections/settings',
    headers,
  });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/inspections/settings',
    headers,
    payload: { ...settings.json<object>(), reinspectionFeeCents },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The clearance service's dependencies as the app builds them, to call it straight. */
export function clearanceDepsOf(t: PermitsTestApp): ClearanceDeps {
  return {
    db: t.db,
    clock: t.deps.clock,
    outbox: t.deps.outbox,
    env: t.deps.env,
    readDistrict: () => getDistrictDetails(t.db),
    pdf: t.deps.pdfDrawer,
  };
}
