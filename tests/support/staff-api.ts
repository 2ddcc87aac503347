import { expect } from '@playwright/test';
import type { AlertLevel } from '#domain/content/site-alert.schema.ts';
import { E2E_ADMIN } from './e2e-env.ts';

export interface StaffAccount {
  username: string;
  password: string;
}

/** Logs a staff account in over the API and answers its bearer token. */
export async function logInStaff(
  origin: string,
  account: StaffAccount = E2E_ADMIN,
): Promise<string> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(login.status, 'staff login').toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** A JSON request to the app, as staff when a token is given (POST by default with a body). */
export function callApi(
  origin: string,
  pathname: string,
  init: { method?: string; json?: unknown; token?: string } = {},
): Promise<Response> {
  return fetch(`${origin}${pathname}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
}

/**
 * Makes a staff account with `roles` as an administrator does on /admin/accounts, and sets its own
 * password (a new account must change the temporary one before it can do anything else).
 */
export async function createStaffAccount(
  origin: string,
  adminToken: string,
  username: string,
  roles: string[],
): Promise<StaffAccount> {
  const temporary = `temporary words ${username} 456`;
  const created = await callApi(origin, '/api/admin/accounts', {
    token: adminToken,
    json: { username, password: temporary, roles },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const account = { username, password: `own words ${username} 789` };
  const changed = await callApi(origin, '/api/auth/password', {
    token: await logInStaff(origin, { username, password: temporary }),
    json: { currentPassword: temporary, newPassword: account.password },
  });
  expect(changed.status, await changed.clone().text()).toBe(200);
  return account;
}

export interface AlertToPublish {
  level: AlertLevel;
  heading: string;
  text: string;
  link?: { label: string; href: string } | null;
  /** Sent to subscribers of the alerts list at once (decision 304). */
  isUrgent?: boolean;
  /** The Spanish staff write beside the English, and the English it was written from. */
  spanish?: {
    text: { heading: string; text: string };
    source: { heading: string; text: string };
  };
}

/** Publishes a site-wide alert now, with no end, as staff do on /admin/alert. */
export async function publishAlert(
  origin: string,
  token: string,
  alert: AlertToPublish,
): Promise<void> {
  const published = await callApi(origin, '/api/content/alerts', {
    token,
    json: { data: { link: null, startsAtLocal: null, endsAtLocal: null, ...alert } },
  });
  expect(published.status, await published.clone().text()).toBe(201);
}

/**
 * Publishes an urgent emergency alert whose Spanish staff wrote beside the English, as on
 * /admin/alert (decision 325).
 */
export function publishUrgentAlertWithSpanish(
  origin: string,
  token: string,
  english: { heading: string; text: string },
  spanish: { heading: string; text: string },
): Promise<void> {
  return publishAlert(origin, token, {
    level: 'emergency',
    ...english,
    isUrgent: true,
    spanish: { text: spanish, source: english },
  });
}
