import { expect, type BrowserContext, type Page } from '@playwright/test';
import { districtDay } from './district-day.ts';
import { ROBIN_RANCHER_CONTACT } from '#tests/fixtures/burn-applicant.ts';
import { SEED_ALERT, SEED_FIRE_CONDITIONS } from '#domain/content/seed-content.ts';
import { callApi } from './staff-api.ts';

/** Changes some burn settings as staff do, keeping the rest as they are. */
export async function saveBurnSettings(
  origin: string,
  staffToken: string,
  changes: Record<string, unknown>,
): Promise<void> {
  const settings = await callApi(origin, '/api/admin/burn/settings', { token: staffToken });
  const current = (await settings.json()) as Record<string, unknown>;
  const saved = await callApi(origin, '/api/admin/burn/settings', {
    method: 'PUT',
    token: staffToken,
    json: { ...current, ...changes },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

/**
 * The burn windows and status hour are data: a window all year and a status hour of midnight let
 * a spec run whatever the date; then staff call today a burn day.
 */
export async function allowBurningToday(
  origin: string,
  staffToken: string,
  day: { clearingIndex?: number } = {},
): Promise<void> {
  // A fresh install's seeded alert and fire conditions prohibit open burning (decision 337).
  for (const [id, data] of [
    ['fire-conditions', { ...SEED_FIRE_CONDITIONS, prohibitsOpenBurning: false }],
    ['alert-fire-restrictions', { ...SEED_ALERT, prohibitsOpenBurning: false }],
  ] as const) {
    const lifted = await callApi(origin, `/api/content/items/${id}/published`, {
      method: 'PUT',
      token: staffToken,
      json: { data },
    });
    expect(lifted.status, await lifted.clone().text()).toBe(200);
  }
  await saveBurnSettings(origin, staffToken, {
    windows: [{ from: '01-01', to: '12-31' }],
    statusHour: 0,
  });
  const posted = await callApi(origin, '/api/admin/burn/day', {
    token: staffToken,
    json: { isBurningAllowed: true, ...day },
  });
  expect(posted.status).toBe(200);
}

export interface BurnPermitRequest {
  applicantName: string;
  phone: string;
  email: string;
  street: string;
  town: string;
  material: string;
  materialDescription: string;
  pileSize: string;
}

/** Applies for an open burn permit over the API, for today unless days are given. */
export function applyForBurnPermit(
  origin: string,
  request: BurnPermitRequest & { fromDay?: string; toDay?: string },
): Promise<Response> {
  return callApi(origin, '/api/burn/permits', {
    json: { fromDay: districtDay(), toDay: districtDay(), ...request, acceptConditions: 'yes' },
  });
}

/** The applicant most burn specs use: a rancher burning a ditch bank in Oakley. */
export const ROBIN_RANCHER: BurnPermitRequest = {
  ...ROBIN_RANCHER_CONTACT,
  materialDescription: 'Dry grass along the ditch',
  pileSize: 'One strip, 200 ft by 3 ft',
};

/** Fills a check-in form's times (From, To) on `page` and sends it. */
export async function checkInOnPage(page: Page, from: string, to: string): Promise<void> {
  await page.getByLabel('From').fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Check in' }).click();
}

/** Opens the dispatch centre's burn list, with its token, in a new page of `context`. */
export async function openDispatchBurns(context: BrowserContext, token: string): Promise<Page> {
  const dispatch = await context.newPage();
  await dispatch.goto(`/dispatch/burns?token=${token}`);
  return dispatch;
}
