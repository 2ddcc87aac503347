import { afterEach, beforeEach } from 'vitest';
import { DEFAULT_BURN_SETTINGS, type BurnSettings } from '#domain/burn/burn-day.ts';
import { SEED_ALERT, SEED_FIRE_CONDITIONS } from '#domain/content/seed-content.ts';
import { openTestApp, type TestApp } from '#tests/support/test-app.ts';
import { ROBIN_RANCHER_CONTACT } from '#tests/fixtures/burn-applicant.ts';
import type { TestStore } from '#tests/support/test-db.ts';
import { confirmSandboxCard } from './permits.ts';

/**
 * Open-burning test set-up: an application, an issued permit, one waiting for review, and the
 * staff's and the holder's usual requests, each against a test app (both stores).
 */

/** A valid application, inside the spring window from 2026-04-10. */
export const BURN_APPLICATION = {
  ...ROBIN_RANCHER_CONTACT,
  materialDescription: 'Dry grass along 200 ft of ditch bank',
  pileSize: 'One strip, 200 ft by 3 ft',
  fromDay: '2026-04-10',
  toDay: '2026-04-20',
  acceptConditions: 'yes',
};

export type BurnApplicationOverrides = Partial<Record<keyof typeof BURN_APPLICATION, string>> &
  Record<string, string | undefined>;

export function buildBurnApplication(overrides: BurnApplicationOverrides = {}) {
  return { ...BURN_APPLICATION, ...overrides };
}

/** Applies through the JSON API, as the form's script or an API client does. */
export function applyForBurnPermit(t: TestApp, overrides: BurnApplicationOverrides = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/burn/permits',
    payload: buildBurnApplication(overrides),
  });
}

/** Sends the staff's request with a fresh admin login (a login lasts 12 hours). */
export async function asBurnAdmin(
  t: Pick<TestApp, 'app' | 'logInAsAdmin'>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: await t.logInAsAdmin() },
    ...(payload ? { payload } : {}),
  });
}

/**
 * A fresh install's seeded alert and fire conditions prohibit open burning (decision 337): staff
 * lift both, as in a spring without restrictions, so a test can post burn days.
 */
export async function liftSeededRestrictions(
  t: Pick<TestApp, 'app' | 'logInAsAdmin'>,
): Promise<void> {
  for (const [id, data] of [
    ['fire-conditions', { ...SEED_FIRE_CONDITIONS, prohibitsOpenBurning: false }],
    ['alert-fire-restrictions', { ...SEED_ALERT, prohibitsOpenBurning: false }],
  ] as const) {
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/content/items/${id}/published`,
      headers: { authorization: await t.logInAsAdmin() },
      payload: { data },
    });
    if (saved.statusCode !== 200) throw new Error(`lifting ${id}: ${saved.body}`);
  }
}

/** The token the dispatch centre's status page takes in the open-burning tests. */
/** Milliseconds, for moving the tests' clock. */
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const BURN_DISPATCH_TOKEN = 'dispatch-token-for-tests-only';

/**
 * The open-burning tests' app from `clockStart`: pages on, the dispatch token set, the seeded
 * restrictions lifted, and an administrator's authorization header.
 */
export async function openBurnTestApp(
  store: TestStore,
  clockStart: string,
): Promise<{ t: TestApp; admin: string }> {
  const t = await openTestApp(store, {
    clockStart,
    env: { BURN_DISPATCH_TOKEN },
    hasPages: true,
  });
  const admin = await t.logInAsAdmin();
  await liftSeededRestrictions(t);
  return { t, admin };
}

/**
 * Call inside a `describe`: opens the open-burning tests' app at `clockStart` before each test,
 * hands it and the administrator's header to `use`, and closes it after the test.
 */
export function useBurnTestApp(
  store: TestStore,
  clockStart: string,
  use: (opened: { t: TestApp; admin: string }) => void,
) {
  let opened: { t: TestApp; admin: string } | undefined;
  beforeEach(async () => {
    opened = await openBurnTestApp(store, clockStart);
    use(opened);
  });
  afterEach(async () => {
    await opened?.t.close();
    opened = undefined;
  });
}

export function putBurnSettings(t: TestApp, settings: BurnSettings) {
  return asBurnAdmin(t, 'PUT', '/api/admin/burn/settings', settings);
}

/** Staff post the day's status (today unless the body names a day). */
export function postBurnDay(t: Pick<TestApp, 'app' | 'logInAsAdmin'>, body: object) {
  return asBurnAdmin(t, 'POST', '/api/admin/burn/day', body);
}

/** The holder checks in by the private link's JSON twin. */
export function checkInToBurn(
  t: TestApp,
  accessToken: string,
  times = { startTime: '09:00', endTime: '14:00' },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/burn/permits/${accessToken}/check-in`,
    payload: times,
  });
}

/** Posts a public burn form the way a browser without JavaScript does. */
export function postBurnForm(
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  options: { remoteAddress?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    ...options,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export function readBurnOutbox(t: TestApp, template: string) {
  return t.db.selectFrom('outboxMessages').selectAll().where('template', '=', template).execute();
}

export interface StoredBurnPermit {
  accessToken: string;
  id: string;
  permitNumber: string;
  checkInCode: string;
}

async function findStoredBurnPermit(t: TestApp, accessToken: string): Promise<StoredBurnPermit> {
  const row = await t.db
    .selectFrom('burnPermits')
    .select(['id', 'permitNumber', 'checkInCode'])
    .where('accessToken', '=', accessToken)
    .executeTakeFirstOrThrow();
  return {
    accessToken,
    id: row.id,
    permitNumber: row.permitNumber ?? '',
    checkInCode: row.checkInCode ?? '',
  };
}

/** Applies and checks the application reached `status`, answering the stored permit. */
async function appliedBurnPermit(
  t: TestApp,
  status: 'issued' | 'pending_review',
  overrides: BurnApplicationOverrides,
): Promise<StoredBurnPermit> {
  const created = await applyForBurnPermit(t, overrides);
  const body = created.json<{ accessToken?: string; status?: string }>();
  if (created.statusCode !== 201 || body.status !== status || !body.accessToken) {
    throw new Error(`burn application not ${status}: ${created.statusCode} ${created.body}`);
  }
  return findStoredBurnPermit(t, body.accessToken);
}

/** A permit issued at once (the default settings: automatic review, no fee). */
export function issuedBurnPermit(
  t: TestApp,
  overrides: BurnApplicationOverrides = {},
): Promise<StoredBurnPermit> {
  return appliedBurnPermit(t, 'issued', overrides);
}

/** An application waiting for staff review: the settings ask for review, with no fee. */
export async function pendingBurnApplication(
  t: TestApp,
  overrides: BurnApplicationOverrides = {},
): Promise<StoredBurnPermit> {
  await putBurnSettings(t, { ...DEFAULT_BURN_SETTINGS, reviewMode: 'staff' });
  return appliedBurnPermit(t, 'pending_review', overrides);
}

/**
 * An application waiting for its fee by card (decision 270), with the fee's private token, the
 * one in its pay link. `reviewMode` says what follows payment.
 */
export async function burnPermitAwaitingFee(
  t: TestApp,
  { feeCents, reviewMode }: Pick<BurnSettings, 'feeCents' | 'reviewMode'>,
): Promise<StoredBurnPermit & { feeToken: string }> {
  await putBurnSettings(t, { ...DEFAULT_BURN_SETTINGS, feeCents, reviewMode });
  const created = await applyForBurnPermit(t);
  const { accessToken, payUrl } = created.json<{ accessToken?: string; payUrl?: string }>();
  const feeToken = payUrl?.split('#')[1];
  if (!accessToken || !feeToken) {
    throw new Error(`burn application not awaiting a fee: ${created.statusCode} ${created.body}`);
  }
  return { ...(await findStoredBurnPermit(t, accessToken)), feeToken };
}

/** Today's status as the public JSON says it. */
export async function readBurnStatus(t: TestApp) {
  return (await t.app.inject({ method: 'GET', url: '/api/burn/status' })).json<{
    day: string;
    isBurningAllowed: boolean;
    headline: string;
    reason: string;
    source: string;
    restriction?: string;
  }>();
}

/** Starts the fee's card payment and confirms the card in the sandbox; the browser never returns. */
export async function payBurnFeeByCard(t: TestApp, feeToken: string) {
  const payment = (
    await t.app.inject({
      method: 'POST',
      url: '/api/fees/current/payment',
      headers: { authorization: `Fee ${feeToken}` },
    })
  ).json<{ paymentIntentId: string; clientSecret: string }>();
  await confirmSandboxCard(t.app, payment.clientSecret);
  return payment;
}
