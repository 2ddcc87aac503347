import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './e2e-env.ts';
import { startOwnE2eServer, type OwnE2eServer } from './own-e2e-server.ts';

/** The open-burning e2e specs' own server, its staff login, and the steps they share. */

export function todayInDenver(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());
}

export interface BurnE2eServer {
  server: OwnE2eServer;
  /** A request to the server's API as the logged-in administrator. */
  api: (method: string, url: string, body?: unknown) => Promise<Response>;
}

/**
 * Starts a server for an open-burning spec, logs staff in, opens a window around today with the
 * status changing at midnight (the windows and status hour are data: the spec runs whatever the
 * date) and posts today as a burn day.
 */
export async function startBurnE2eServer(
  name: string,
  env: Record<string, string>,
): Promise<BurnE2eServer> {
  const server = await startOwnE2eServer(name, {
    ...env,
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const api = (method: string, url: string, body?: unknown) =>
    fetch(`${server.url}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const current = (await (await api('GET', '/api/admin/burn/settings')).json()) as object;
  const saved = await api('PUT', '/api/admin/burn/settings', {
    ...current,
    windows: [{ from: '01-01', to: '12-31' }],
    statusHour: 0,
  });
  expect(saved.status).toBe(200);
  const posted = await api('POST', '/api/admin/burn/day', {
    isBurningAllowed: true,
    clearingIndex: 640,
  });
  expect(posted.status).toBe(200);
  return { server, api };
}

/** Applies for a permit for today through the JSON API, as another resident would. */
export function applyForBurnPermitToday(server: OwnE2eServer, applicant: Record<string, string>) {
  return fetch(`${server.url}/api/burn/permits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...applicant,
      fromDay: todayInDenver(),
      toDay: todayInDenver(),
      acceptConditions: 'yes',
    }),
  });
}

/** Fills "I am burning today, from … to …" on a check-in form and sends it. */
export async function submitCheckIn(page: Page, from: string, to: string) {
  await page.getByLabel('From').fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Check in' }).click();
}
